/**
 * The view a link keeps (view version 2): every field of view-fields.ts round-trips through the
 * fragment and through the stores; bad values are refused with a message and leave the view at
 * its defaults; links written before version 2 (fixtures made with main before the change) read
 * as they did.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCompareStore } from '../../src/app/state/compare-store';
import { VIEW_FIELDS, VIEW_LINK_VERSION, type ViewLink } from '../../src/app/controller/view-fields';
import { encodeViewParams, joinFragment, splitViewParams } from '../../src/app/controller/view-link';
import { applyingViewLink, applyViewLink, currentViewLink, fragmentWithView } from '../../src/app/controller/view-url';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';
import { defaultConfigs, DEFAULT_JITTER } from '../../src/app/sweep/sweep-configs';
import { DEFAULT_SWEEP, useSweepStore } from '../../src/app/sweep/sweep-store';
import { SweepSettingsSchema } from '../../src/app/sweep/sweep-settings';
import { REPLICATED_METRICS, REPLICATED_RUN_METRICS } from '../../src/sim-core';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import type { LeafQueueSpec, Scenario } from '../../src/sim-core/scenario/schema';
import { encodeCompact } from '../../src/compact/compact';
import { decodeLink } from '../../src/url/link-codec';

const BASE = 'v=1&preset=seed000-droptail';
const red = presetScenario('seed000-red')!;
const redQueue = getBottleneck(red)!.queue as LeafQueueSpec;

function resetStores(): void {
  useViewStore.setState({ theme: 'default', mode: 'explore', zoom: null, seqFlow: -1, presenting: false, themeBeforePresenting: null, embed: false, presentedPlots: null, cwndUnit: 'bytes', yRange: 'fit', hiddenFlows: [], highlightFlow: null });
  useCompareStore.setState({ bQueue: null });
  useSweepStore.setState({ ...DEFAULT_SWEEP, configs: null });
  useScenarioStore.getState().loadPreset('seed000-droptail');
  // Test files share loaded modules (vitest.config.ts, isolate: false): a lesson another file
  // left open would own the step's view fields here.
  useLessonStore.getState().setPlace(null);
}

beforeEach(resetStores);
afterEach(resetStores);

describe('view version 2: every field round-trips through the fragment', () => {
  const full: ViewLink = {
    mode: 'compare',
    theme: 'projector',
    plots: ['queue', 'seq'],
    present: true,
    embed: true,
    zoom: [2, 8.5],
    seq: 2,
    unit: 'packets',
    yrange: 'full',
    hide: [1, 3],
    highlight: 2,
    b: { ...redQueue, limit: 50_000 },
    pinA: 'seed000-red',
    title: 'RED on a lossy link: worse, not better',
    sweep: { param: 'topology.bottleneckQueue.limit', valuesText: '20,40,80', replications: 5, firstSeed: 9, jitterOn: false, jitter: { startJitter: 0.02, hostJitter: 0 }, metric: 'flow.windowGoodput', flow: 1, configs: [{ name: 'Small RED', kind: 'queue', queue: { ...redQueue, limit: 30_000 } }] },
  };

  it('writes the current version and reads back exactly what was written', () => {
    const frag = joinFragment(BASE, full);
    expect(frag.startsWith(`${BASE}&view=${VIEW_LINK_VERSION}&mode=compare&theme=projector&plots=queue,seq&present=1&embed=1&zoom=2,8.5&seq=2&unit=packets&yr=full&hide=1,3&hl=2&b=`)).toBe(true);
    const s = splitViewParams(frag);
    expect(s.error).toBeNull();
    expect(s.scenario).toBe(BASE);
    expect(s.view).toEqual(full);
    expect(decodeLink(s.scenario).kind).toBe('ok');
  });

  it('declares each key once, with a version no newer than the one written', () => {
    const keys = VIEW_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('view');
    for (const f of VIEW_FIELDS) expect(f.since).toBeLessThanOrEqual(VIEW_LINK_VERSION);
    expect(VIEW_LINK_VERSION).toBe(8);
  });

  it('leaves defaults out (an all-default view adds nothing to the link)', () => {
    expect(encodeViewParams({ mode: 'explore', theme: 'default', present: false, embed: false, seq: -1, sweep: {} })).toBe('');
    expect(fragmentWithView(BASE)).toBe(BASE);
  });

  it('a full stores → link → fresh stores trip restores mode, A/B, sweep settings, zoom, flow and theme', () => {
    const sc = presetScenario('seed000-droptail')!;
    useScenarioStore.getState().loadScenario(sc, 'seed000-droptail');
    useViewStore.getState().setMode('compare');
    useViewStore.getState().setTheme('projector');
    useViewStore.getState().setZoom([3, 12.25]);
    useViewStore.getState().setSeqFlow(1);
    useViewStore.getState().setCwndUnit('packets');
    useViewStore.getState().setHighlightFlow(2);
    useViewStore.getState().setHiddenFlows([0]);
    const bq = { ...(changeDiscipline(getBottleneck(sc)!.queue as LeafQueueSpec, 'codel') as LeafQueueSpec), limit: 50 } as LeafQueueSpec;
    (bq as unknown as { target: number }).target = 0.01;
    useCompareStore.getState().setBQueue(bq);
    useSweepStore.getState().set({ replications: 7, valuesText: '1,2', jitter: { startJitter: 0.1, hostJitter: 0.002 }, jitterEdited: true, configs: [{ name: 'Current', kind: 'snapshot', scenario: sc }] });
    const frag = fragmentWithView(BASE);
    const before = { view: useViewStore.getState(), b: useCompareStore.getState().bQueue, sweep: useSweepStore.getState() };

    resetStores();
    const s = splitViewParams(frag);
    expect(s.error).toBeNull();
    applyViewLink(s.view);
    const v = useViewStore.getState();
    expect([v.mode, v.theme, v.zoom, v.seqFlow]).toEqual(['compare', 'projector', [3, 12.25], 1]);
    expect([v.cwndUnit, v.highlightFlow, v.hiddenFlows]).toEqual(['packets', 2, [0]]);
    expect(useCompareStore.getState().bQueue).toEqual(before.b);
    expect((useCompareStore.getState().bQueue as { limit: number }).limit).toBe(50);
    const sw = useSweepStore.getState();
    expect([sw.replications, sw.valuesText, sw.jitter, sw.jitterEdited]).toEqual([7, '1,2', { startJitter: 0.1, hostJitter: 0.002 }, true]);
    expect(sw.configs).toEqual(before.sweep.configs);
    expect(before.view.zoom).toEqual([3, 12.25]);
  });

  it('B\u2019s queue is written only while it is valid (what B runs); an unfinished edit is not', () => {
    useCompareStore.getState().setBQueue({ ...redQueue, limit: 50 } as LeafQueueSpec);
    expect(currentViewLink().b).toBeUndefined();
    useCompareStore.getState().setBQueue({ ...redQueue, limit: 50_000 } as LeafQueueSpec);
    expect(currentViewLink().b).toEqual({ ...redQueue, limit: 50_000 });
  });

  it("B's queue is in place before the mode switches to Compare (B's first run is the linked one)", () => {
    const seen: unknown[] = [];
    const unsub = useViewStore.subscribe((v, prev) => {
      if (v.mode !== prev.mode) seen.push(useCompareStore.getState().bQueue);
    });
    applyViewLink({ mode: 'compare', b: { ...redQueue, limit: 50_000 } });
    unsub();
    expect(seen).toEqual([{ ...redQueue, limit: 50_000 }]);
  });

  it("in a lesson the step's own view settings (the time-sequence flow) are the step's, not the link's", () => {
    useViewStore.getState().setSeqFlow(2);
    expect(currentViewLink().seq).toBe(2);
    useLessonStore.getState().setPlace({ id: 'tail-drop-late-flow', step: 1 });
    try {
      expect(currentViewLink().seq).toBeUndefined();
      expect(currentViewLink().mode).toBe('explore');
    } finally {
      useLessonStore.getState().setPlace(null);
    }
  });

  it('a link without view keys resets the view to its defaults but keeps the reader\u2019s theme', () => {
    useViewStore.setState({ mode: 'sweep', zoom: [1, 2], seqFlow: 2, theme: 'dark' });
    useCompareStore.getState().setBQueue(redQueue);
    useSweepStore.getState().set({ replications: 3 });
    applyViewLink(splitViewParams(BASE).view);
    const v = useViewStore.getState();
    expect([v.mode, v.zoom, v.seqFlow, v.theme]).toEqual(['explore', null, -1, 'dark']);
    expect(useCompareStore.getState().bQueue).toBeNull();
    expect(useSweepStore.getState().replications).toBe(DEFAULT_SWEEP.replications);
    expect(useSweepStore.getState().jitter).toEqual(DEFAULT_JITTER);
  });

  it('the sweep\u2019s default configurations for the current scenario are left out of the link', () => {
    const valid = useScenarioStore.getState().valid!;
    useSweepStore.getState().set({ configs: defaultConfigs(valid) });
    expect(currentViewLink().sweep).toEqual({});
    expect(fragmentWithView(BASE)).toBe(BASE);
  });

  it('every metric the Sweep offers, the run\u2019s too (system goodput), is a valid link value (a lecturer\u2019s Sweep link was refused)', () => {
    for (const metric of [...REPLICATED_METRICS, ...REPLICATED_RUN_METRICS]) expect(SweepSettingsSchema.safeParse({ metric }).success, metric).toBe(true);
    expect(REPLICATED_RUN_METRICS).toContain('run.systemGoodput');
  });

  it('a theme named while presenting is the one to go back to; applying marks itself as a link, not a choice', () => {
    let seen = false;
    const unsub = useViewStore.subscribe(() => {
      seen ||= applyingViewLink();
    });
    applyViewLink({ theme: 'dark', present: true });
    unsub();
    expect(seen).toBe(true);
    expect(applyingViewLink()).toBe(false);
    const v = useViewStore.getState();
    expect([v.presenting, v.theme, v.themeBeforePresenting]).toEqual([true, 'projector', 'dark']);
    expect(currentViewLink().theme).toBe('dark');
    applyViewLink({ theme: 'default' });
    expect([useViewStore.getState().presenting, useViewStore.getState().theme]).toEqual([false, 'default']);
  });
});

describe('view version 2: untrusted values are refused with a message naming the problem', () => {
  const b = (v: unknown) => `b=${encodeCompact(v)}`;
  const sweep = (v: unknown) => `sweep=${encodeCompact(v)}`;
  it.each([
    ['view=9&mode=compare', 'version "9"'],
    ['view=7&tput=goodput', 'came with version 8'],
    ['tput=bits', 'must be one of throughput, goodput'],
    ['view=5&title=Hi', 'came with version 6'],
    ['view=5&pina=no-such-preset', 'there is no preset "no-such-preset"'],
    ['view=4&pina=seed000-red', 'came with version 5'],
    ['view=2&unit=packets', '"unit" is not a view setting of version 2 (it came with version 3)'],
    ['view=3&speed=1', '"speed" is not a view setting of version 3 (it came with version 4)'],
    ['unit=kg', '"unit" (the cwnd plot\'s unit) must be one of bytes, packets'],
    ['yr=huge', '"yr" (the plots\' y range) must be one of fit, full'],
    ['hide=a,b', '"hide" must list flow indices'],
    ['hide=-1', '"hide" must list flow indices'],
    ['hl=1.5', '"hl" (the highlighted flow) must be a flow index'],
    ['view=0', 'version "0"'],
    ['view=1.5', 'version "1.5"'],
    ['view=1&seq=2', '"seq" is not a view setting of version 1 (it came with version 2)'],
    ['seq=abc', '"seq" (the time-sequence plot\'s flow) must be a flow index'],
    ['seq=-3', 'not "-3"'],
    ['seq=1.5', 'not "1.5"'],
    ['seq=500', 'not "500"'],
    ['zoom=1,1e9', '0 ≤ t0 < t1 ≤ 3600'],
    ['zoom=NaN,2', '0 ≤ t0 < t1'],
    [b({ ...redQueue, colour: 'red' }), 'B\'s queue ("b"): Unrecognized key: "colour"'],
    [b({ ...redQueue, limit: -5 }), 'B\'s queue ("b"): limit:'],
    [b({ type: 'blue', limit: 5 }), 'B\'s queue ("b"): type:'],
    [b('red'), 'B\'s queue ("b")'],
    ['b=AAAA', 'the encoded queue of B is'],
    ['b=@@', 'the encoded queue of B is not valid base64url text'],
    [sweep({ replications: 0 }), 'the sweep\'s settings ("sweep"): replications:'],
    [sweep({ replications: 5, when: 'now' }), 'Unrecognized key: "when"'],
    [sweep({ metric: 'happiness' }), 'metric:'],
    [sweep({ param: 'flows.0.start; alert(1)' }), "param: must be a setting's path"],
    [sweep({ configs: [{ name: 'x', kind: 'queue', queue: { ...redQueue, minTh: 10, maxTh: 5 } }] }), 'configs[0].queue'],
    [sweep({ configs: [{ name: 'x', kind: 'snapshot', scenario: { version: 2, flows: [] } }] }), 'configs[0].scenario'],
    [sweep({ configs: [] }), 'configs:'],
    ['mode=compare%', 'not properly percent-encoded'],
    ['theme=projector&theme=dark', 'sets "theme" twice'],
  ])('refuses %s', (keys, message) => {
    const s = splitViewParams(`${BASE}&${keys}`);
    expect(s.error).toContain(message);
    expect(s.view).toEqual({});
    expect(s.scenario).toBe(BASE);
  });

  it('a refused setting never reaches the stores (the controller applies nothing and shows the message)', () => {
    const s = splitViewParams(`${BASE}&mode=compare&${b({ ...redQueue, extra: 1 })}`);
    expect(s.error).not.toBeNull();
    expect(s.view).toEqual({});
  });
});

interface Fixture {
  name: string;
  fragment: string;
  view: ViewLink;
  preset: string | null;
  scenario: Scenario;
}

/**
 * A scenario's inputs: its name and description are words another issue may rewrite, and its
 * version number follows the scenario format (migrations are tested in tests/scenario/migrate.test.ts).
 */
function inputs(sc: Scenario): unknown {
  const { name: _n, description: _d, version: _v, ...rest } = sc;
  // Validation now writes the measurement window as a list of windows (one here).
  const m = (rest as { measure?: unknown }).measure;
  const out: Record<string, unknown> = m === undefined || Array.isArray(m) ? { ...rest } : { ...rest, measure: [m] };
  // Scenario version 2 → 3 states Vegas's old RTT measure explicitly, so an old link runs as it
  // did (tests/scenario/compat-hashes.test.ts checks old files keep their trace hashes).
  const tcp = out.tcp as { vegas?: { rttMeasure?: string } } | undefined;
  if (tcp?.vegas?.rttMeasure === 'epoch-mean') {
    const { rttMeasure: _r, ...vegas } = tcp.vegas;
    const { vegas: _v2, ...others } = tcp;
    const t = Object.keys(vegas).length > 0 ? { ...others, vegas } : others;
    if (Object.keys(t).length > 0) out.tcp = t;
    else delete out.tcp;
  }
  return out;
}

describe('links written before view version 2 (fixtures made with main before the change)', () => {
  const fixtures = (JSON.parse(readFileSync('tests/fixtures/old-links/links-view-v1.json', 'utf8')) as { links: Fixture[] }).links;

  it('has the cases it claims to have', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
    expect(fixtures.some((f) => f.fragment.includes('view=1'))).toBe(true);
    expect(fixtures.some((f) => !f.fragment.includes('view=') && f.fragment.includes('embed=1'))).toBe(true);
    expect(fixtures.some((f) => !/view=|embed=/.test(f.fragment))).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: the same view and scenario as before`, () => {
      const s = splitViewParams(f.fragment);
      expect(s.error).toBeNull();
      expect(s.view).toEqual(f.view);
      const d = decodeLink(s.scenario);
      expect(d.kind).toBe('ok');
      if (d.kind !== 'ok') return;
      expect(d.preset).toBe(f.preset);
      expect(inputs(d.scenario)).toEqual(inputs(f.scenario));
      // Written again, it carries the same view in the current version.
      const again = splitViewParams(joinFragment(s.scenario, s.view));
      expect(again.view).toEqual(f.view);
    });
  }

  it('an old link opened over a changed view puts every newer setting back to its default', () => {
    useViewStore.setState({ seqFlow: 2 });
    useCompareStore.getState().setBQueue(redQueue);
    const f = fixtures[0];
    applyViewLink(splitViewParams(f.fragment).view);
    expect(useViewStore.getState().mode).toBe(f.view.mode);
    expect(useViewStore.getState().zoom).toEqual(f.view.zoom);
    expect(useViewStore.getState().seqFlow).toBe(-1);
    expect(useCompareStore.getState().bQueue).toBeNull();
  });
});
