/**
 * The layers of docs/architecture.md, checked on every import in src/ (import-graph.ts reads
 * them). A folder may import its own layer's peers and the layers below it, never above; and no
 * two folders may import each other, directly or round a loop (a folder cycle). Checked on
 * runtime imports: `import type` vanishes from the build, so a type-only import that goes the
 * wrong way is only listed (TYPE_ONLY_UPWARD, which may shrink but not grow).
 *
 * Known exceptions (KNOWN_UPWARD, KNOWN_CYCLES) are the ones left from the architecture review
 * (shared/reviews/architecture-2026-11-28.md §1.2) with their number there; the test fails when a
 * new one appears and when a listed one is fixed (so the list is struck off, not left stale).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { srcImports, type ImportEdge } from './import-graph';

/** Rank of each top-level folder of src/: a folder imports folders of its rank or lower. */
const TOP: Record<string, number> = {
  'sim-core': 0,
  browser: 0,
  'plot-kinds': 1,
  figures: 1, // the sweep figure as SVG text, drawn by the app and the CLI alike (no DOM)
  glossary: 1,
  compact: 1, // JSON ↔ deflate ↔ base64url, for links and files (fflate only)
  'scenario-edit': 2,
  capture: 2,
  headlines: 2, // headline numbers of presets and lesson steps (catalogue ids); lessons validate theirs against it
  url: 3,
  lessons: 3,
  worker: 4,
  cli: 4,
  app: 5,
};

/** Inside the core: engine < net < queues / tcp / traffic / link-loss < metrics < scenario < experiments. */
const CORE: Record<string, number> = {
  limits: 0, // sim-core/limits.ts: the constants every layer checks against
  'settings-profile': 0, // sim-core/settings-profile.ts: profiles of a module's settings (TCP modules and queue disciplines)
  csv: 0, // the one CSV writer (imports nothing)
  engine: 0,
  net: 1,
  queues: 2,
  tcp: 2,
  traffic: 2,
  'link-loss': 2,
  metrics: 3,
  scenario: 4,
  'metric-catalogue': 4.5, // reads a whole SimResult; the experiments and every host read it
  experiments: 5,
  index: 6, // sim-core/index.ts: the public entry, above everything it re-exports
};

/** The folder an import is ranked and cycle-checked at: sim-core/<x> and app/<x> (a file directly in them counts as its own), else the top-level folder. */
export function folderOf(path: string): string {
  const s = path.split('/');
  if ((s[0] === 'sim-core' || s[0] === 'app') && s.length > 1) return `${s[0]}/${s[1].replace(/\.tsx?$/, '')}`;
  return s[0];
}

function rank(folder: string): [number, number] {
  const [top, sub] = folder.split('/');
  if (!(top in TOP)) throw new Error(`src/${top} has no layer in tests/architecture/layers.test.ts (and docs/architecture.md): give it one`);
  if (top !== 'sim-core') return [TOP[top], 0];
  if (!(sub in CORE)) throw new Error(`src/sim-core/${sub} has no layer in the core's order: give it one`);
  return [0, CORE[sub]];
}

/** Runtime imports that go up a layer, as "from-folder -> to-folder (file:line)". */
export function upwardImports(edges: readonly ImportEdge[], typeOnly = false): string[] {
  const out = new Set<string>();
  for (const e of edges) {
    if (e.typeOnly !== typeOnly) continue;
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === b) continue;
    const [ra, sa] = rank(a);
    const [rb, sb] = rank(b);
    if (ra < rb || (ra === rb && a.startsWith('sim-core') && b.startsWith('sim-core') && sa < sb)) out.add(`${a} -> ${b}`);
  }
  return [...out].sort();
}

/** Folder cycles among runtime imports: each strongly connected set of folders, sorted and joined by " <-> ". */
export function folderCycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (e.typeOnly) continue;
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)!.add(b);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[] = [];
  let n = 0;
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort().join(' <-> '));
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return out.sort();
}

/** Pairs of folders that import each other at runtime, "a <-> b" with a < b. */
export function mutualPairs(edges: readonly ImportEdge[]): string[] {
  const pairs = new Set<string>();
  for (const e of edges) if (!e.typeOnly && folderOf(e.from) !== folderOf(e.to)) pairs.add(`${folderOf(e.from)} -> ${folderOf(e.to)}`);
  const out: string[] = [];
  for (const p of pairs) {
    const [a, b] = p.split(' -> ');
    if (a < b && pairs.has(`${b} -> ${a}`)) out.push(`${a} <-> ${b}`);
  }
  return out.sort();
}

/** Left from the review (§1.2, by number), to be struck off as they are fixed. */
const KNOWN_UPWARD = [
  // #7: the web-traffic model creates its own flow traces and response-time recorder.
  'sim-core/traffic -> sim-core/metrics',
];

/**
 * Folders that import each other directly: none left. The review counted 10 such pairs in the app;
 * the last four went when the stores both sides read moved to app/state (the lessons' store, the
 * presentation's plot choices), the share link to app/util, the keyboard was handed the lesson
 * stepper instead of importing the lessons, and what every canvas panel is built on (frame,
 * scheduler, interaction, series drawing) moved from app/plots to app/plot-base, below both the
 * plots and the mechanism panels.
 */
const KNOWN_PAIRS: string[] = [];

/**
 * Folder loops: none left. The app's feature folders were one strongly connected set of 17
 * through the controller; besides the pairs above, the download helper moved to app/util, the
 * glossary was handed the lesson opener, the veil's and the headlines' derived state and the B
 * scenario moved to app/state, and the A/B runs' stores to app/results (compare-controller fills
 * run B's), so export no longer imports compare.
 */
const KNOWN_CYCLES: string[] = [];

/** Type-only imports that go up a layer (no runtime dependency): may shrink, must not grow. */
const TYPE_ONLY_UPWARD = [
  // #8: a link holds a QueueDisc (type); the queues see packets from net.
  'sim-core/net -> sim-core/queues',
  // #6: the senders write into a FlowTrace (its type); the constants they write moved below them.
  'sim-core/tcp -> sim-core/metrics',
  'sim-core/traffic -> sim-core/metrics',
];

/**
 * The app reaches the core only through its public entry (120 deep imports before the app moved
 * onto it; the last three, RED's drop-curve panel, went when the curve moved into RED's own
 * registry entry as `dropCurve`).
 */
const APP_DEEP_CORE_IMPORTS: string[] = [];

const edges = srcImports(join(__dirname, '../../src'));

describe('layers', () => {
  it('reads every import (a sanity check on the reader)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => e.from === 'app/plots/Plots.tsx' && e.to === 'app/plots/registry')).toBe(true);
    expect(edges.some((e) => e.typeOnly && e.from === 'plot-kinds/plot-kinds.ts')).toBe(true);
  });

  it('no runtime import goes up a layer (beyond the known ones, each still there)', () => {
    expect(upwardImports(edges)).toEqual([...KNOWN_UPWARD].sort());
  });

  it('no two folders import each other, and no folder cycle (beyond the known ones, each still there)', () => {
    expect(mutualPairs(edges)).toEqual([...KNOWN_PAIRS].sort());
    expect(folderCycles(edges)).toEqual([...KNOWN_CYCLES].sort());
  });

  it('type-only upward imports do not grow', () => {
    expect(upwardImports(edges, true)).toEqual([...TYPE_ONLY_UPWARD].sort());
  });

  it('fails on a planted wrong-way import', () => {
    const planted: ImportEdge = { from: 'sim-core/engine/simulator.ts', to: 'sim-core/scenario/schema', typeOnly: false, line: 1 };
    expect(upwardImports([...edges, planted])).toContain('sim-core/engine -> sim-core/scenario');
    const appIntoCore: ImportEdge = { from: 'sim-core/metrics/summary.ts', to: 'app/summary/format', typeOnly: false, line: 1 };
    expect(upwardImports([appIntoCore])).toEqual(['sim-core/metrics -> app/summary']);
    const lessonsIntoApp: ImportEdge = { from: 'lessons/views.ts', to: 'app/plots/registry', typeOnly: false, line: 1 };
    expect(upwardImports([lessonsIntoApp])).toEqual(['lessons -> app/plots']);
  });

  it('fails on a planted folder cycle', () => {
    const planted: ImportEdge[] = [
      { from: 'app/theme/theme.ts', to: 'app/summary/format', typeOnly: false, line: 1 },
      { from: 'app/summary/format.ts', to: 'app/util/text', typeOnly: false, line: 1 },
      { from: 'app/util/text.ts', to: 'app/theme/theme', typeOnly: false, line: 1 },
    ];
    expect(folderCycles(planted)).toEqual(['app/summary <-> app/theme <-> app/util']);
    // Among the real imports it joins the app's loop: the known cycles no longer match.
    expect(folderCycles([...edges, ...planted])).not.toEqual([...KNOWN_CYCLES].sort());
    // A planted pair between two folders of that loop is caught as a new pair.
    const pair: ImportEdge[] = [
      { from: 'app/summary/SummaryTable.tsx', to: 'app/sweep/sweep-stats', typeOnly: false, line: 1 },
      { from: 'app/sweep/SweepPanel.tsx', to: 'app/summary/format', typeOnly: false, line: 1 },
    ];
    expect(mutualPairs([...edges, ...pair])).toContain('app/summary <-> app/sweep');
    // A type-only loop is no runtime cycle.
    expect(folderCycles(planted.map((e) => ({ ...e, typeOnly: true })))).toEqual([]);
  });

  it('the hosts (worker, CLI) reach the core only through its public entry, sim-core/index.ts', () => {
    const deep = edges.filter((e) => /^(worker|cli)\//.test(e.from) && e.to.startsWith('sim-core/') && e.to !== 'sim-core/index');
    expect(deep.map((e) => `${e.from}:${e.line} -> ${e.to}`)).toEqual([]);
    expect(edges.some((e) => e.from === 'worker/sim-api.ts' && e.to === 'sim-core/index')).toBe(true);
  });

  it('the app reaches the core through its public entry only', () => {
    const deep = edges.filter((e) => e.from.startsWith('app/') && e.to.startsWith('sim-core/') && e.to !== 'sim-core/index');
    expect([...new Set(deep.map((e) => `${e.from} -> ${e.to}`))].sort()).toEqual([...APP_DEEP_CORE_IMPORTS].sort());
    expect(edges.filter((e) => e.from.startsWith('app/') && e.to === 'sim-core/index').length).toBeGreaterThan(50);
  });

  it('a new folder must be given a layer', () => {
    expect(() => upwardImports([{ from: 'newthing/a.ts', to: 'sim-core/engine/simulator', typeOnly: false, line: 1 }])).toThrow(/has no layer/);
  });
});
