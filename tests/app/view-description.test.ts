import { describe, expect, it } from 'vitest';
import { PLOT_CSV, PLOTS, textAlternativeInView, textAlternativeOf } from '../../src/app/plots/registry';
import { readoutOfRun } from '../../src/app/plots/readout-of-run';
import { readoutSentence } from '../../src/app/plots/readout';
import type { PlotId } from '../../src/plot-kinds/plot-kinds';
import { streamed } from '../helpers/streamed-run';

/**
 * Screen-reader trial 4: a plot's description said the whole run while the plots were zoomed or
 * cut at the replay's cursor, and the readout said "t = …" with its numbers elsewhere.
 */
describe('a plot readout as one sentence', () => {
  const run = streamed('seed000-droptail', 12);
  it('says the time, each series by name, and each value with its unit, in one sentence', () => {
    const r = readoutOfRun('cwnd', 'cwnd and ssthresh, bytes', run, PLOT_CSV.cwnd!, 10, [])!;
    const s = readoutSentence(r);
    expect(s).toMatch(/^At 10\.000 s — Flow 1 \(big 1\): cwnd \d+(\.\d)? k?B, ssthresh \d+(\.\d)? k?B; Flow 2 \(big 2\): cwnd .*; Flow 3 \(third\): (sent nothing after \d+\.\d{3} s, to the end of the run; last sample at \d+\.\d{3} s: )?cwnd .*\.$/);
    // One sentence: the only full stop ends it (decimals aside).
    expect(s.replace(/\d\.\d/g, '').match(/\./g)).toHaveLength(1);
    const q = readoutSentence(readoutOfRun('queue', 'Bottleneck queue', run, PLOT_CSV.queue!, 10, [])!);
    expect(q).toMatch(/^At 10\.000 s — Bottleneck queue: queue \d+ pkts, \d+(\.\d)? k?B/);
    // A hidden flow is left out.
    expect(readoutSentence(readoutOfRun('cwnd', 'cwnd', run, PLOT_CSV.cwnd!, 10, [1])!)).not.toContain('Flow 2');
  });
});

describe('a plot’s text alternative follows the zoom and the cursor (built from the registry’s textAlternative)', () => {
  const run = streamed('seed000-droptail', 1e9);
  const kinds = PLOTS.filter((p) => p.make && p.csv).map((p) => p.id as PlotId);
  for (const kind of kinds) {
    it(`${kind}: the whole run with no cursor is the registry's words; zoomed it adds the span shown; at a cursor, the values there`, () => {
      const base = textAlternativeOf(kind, run)!.text;
      const at = (t: number) => readoutOfRun(kind, kind, run, PLOT_CSV[kind]!, t, []);
      expect(textAlternativeInView(kind, run, { zoom: null, cursor: null, cut: false }, at)).toBe(base);
      const zoomed = textAlternativeInView(kind, run, { zoom: [5, 12.5], cursor: null, cut: false }, at)!;
      expect(zoomed.startsWith(base)).toBe(true);
      expect(zoomed).toContain(`Zoomed: shown 5.0 to 12.5 s of the run's ${run.timeEnd.toFixed(1)} s.`);
      const cut = textAlternativeInView(kind, run, { zoom: [5, 12.5], cursor: 10, cut: true }, at)!;
      expect(cut).toContain("Drawn up to the replay's cursor at 10.0 s.");
      expect(cut).toContain(`At the cursor: ${readoutSentence(at(10)!)}`);
      expect(cut).toMatch(/At the cursor: At 10\.000 s — .+: .+\d/);
      const typed = textAlternativeInView(kind, run, { zoom: null, cursor: 7, cut: false }, at)!;
      expect(typed).toContain(`Readout: At 7.000 s`);
      expect(typed).not.toContain('Drawn up to');
    });
  }
});
