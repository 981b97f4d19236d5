import { describe, expect, it } from 'vitest';
import { decodeLink } from '../../src/url/link-codec';
import { encodeViewParams, joinFragment, splitViewParams } from '../../src/app/controller/view-link';

describe('view keys in links', () => {
  it('are split off before the scenario is decoded, which stays as it was', () => {
    const s = splitViewParams('#v=1&preset=seed000-droptail&flows.2.start=3&view=1&mode=compare&theme=projector&plots=queue,seq&present=1&zoom=2,8.5');
    expect(s.error).toBeNull();
    expect(s.scenario).toBe('v=1&preset=seed000-droptail&flows.2.start=3');
    expect(s.view).toEqual({ mode: 'compare', theme: 'projector', plots: ['queue', 'seq'], present: true, zoom: [2, 8.5] });
    const d = decodeLink(s.scenario);
    expect(d.kind).toBe('ok');
  });

  it('a hand-made "#…&embed=1" works without the version key; a compact link keeps its one-key rule', () => {
    expect(splitViewParams('v=1&preset=seed000-droptail&embed=1')).toEqual({ scenario: 'v=1&preset=seed000-droptail', view: { embed: true }, error: null });
    const compact = splitViewParams('v=1&s=AAAA&embed=1&mode=sweep');
    expect(compact.scenario).toBe('v=1&s=AAAA');
    expect(compact.view).toEqual({ embed: true, mode: 'sweep' });
  });

  it('round-trips through encodeViewParams, leaving defaults out', () => {
    const view = { mode: 'web' as const, theme: 'dark' as const, plots: ['throughput' as const], embed: true, zoom: [1.25, 3] as [number, number] };
    const frag = joinFragment('v=1&preset=seed000-droptail', view);
    expect(frag).toBe('v=1&preset=seed000-droptail&view=8&mode=web&theme=dark&plots=throughput&embed=1&zoom=1.25,3');
    expect(splitViewParams(frag).view).toEqual(view);
    expect(encodeViewParams({ mode: 'explore', theme: 'default' })).toBe('');
    expect(joinFragment('v=1&preset=x', {})).toBe('v=1&preset=x');
    // A presentation link keeps present=1 and the playback speed.
    const demo = joinFragment('v=1&preset=x', { present: true, speed: 0.25 });
    expect(demo).toBe('v=1&preset=x&view=8&present=1&speed=0.25');
    expect(splitViewParams(demo).view).toEqual({ present: true, speed: 0.25 });
  });

  it.each([
    ['view=9&mode=compare', 'version "9"'],
    ['speed=3', '"speed" must be one of the playback speeds'],
    ['speed=Infinity', '"speed" must be one of the playback speeds'],
    ['mode=lecture', 'no mode "lecture"'],
    ['theme=neon', 'no theme "neon"'],
    ['plots=queue,pie', 'no plot "pie"'],
    ['plots=queue,cwnd,seq', '1 to 2 different plots'],
    ['plots=queue,queue', '1 to 2 different plots'],
    ['present=yes', '"present" must be 1 or 0'],
    ['zoom=5,2', '0 ≤ t0 < t1'],
    ['zoom=1', '0 ≤ t0 < t1'],
    ['zoom=-1,2', '0 ≤ t0 < t1'],
    ['mode=sweep&mode=web', 'sets "mode" twice'],
    ['theme=__proto__', 'no theme'],
  ])('refuses %s with a message naming the problem', (keys, message) => {
    const s = splitViewParams(`v=1&preset=seed000-droptail&${keys}`);
    expect(s.error).toContain(message);
    expect(s.view).toEqual({});
    expect(s.scenario).toBe('v=1&preset=seed000-droptail');
  });
});
