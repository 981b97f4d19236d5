import { describe, expect, it } from 'vitest';
import { PLOT_CSV, PLOTS } from '../../src/app/plots/registry';
import { indexTable, readoutAt, readoutText, shownCell } from '../../src/app/plots/readout';
import { toCsv } from '../../src/app/export/csv';
import type { PlotId } from '../../src/plot-kinds/plot-kinds';
import { streamed } from '../helpers/streamed-run';

/** The CSV file's rows, as text cells (these plots' cells never hold a comma). */
function csvRows(text: string): string[][] {
  return text.trimEnd().split('\r\n').map((l) => l.split(','));
}

/** Independently of the model: the CSV row of `flow` (or the only series) last at or before t. */
function expectedRow(rows: string[][], t: number, flow: number | null): string[] | undefined {
  const [header, ...body] = rows;
  const tc = ['t', 't_s', 't_start'].map((c) => header.indexOf(c)).find((i) => i >= 0)!;
  const fc = header.indexOf('flow');
  let best: string[] | undefined;
  for (const r of body) if ((flow === null || Number(r[fc]) === flow) && Number(r[tc]) <= t && (!best || Number(r[tc]) >= Number(best[tc]))) best = r;
  return best;
}

describe('plot readout', () => {
  // A run with a voice (UDP) flow beside TCP flows: every per-flow plot has several series.
  const run = streamed('voice-codel', 6);
  const kinds = Object.keys(PLOT_CSV) as PlotId[];

  it('every plot with a time axis has a CSV, hence a readout (the animation and the discipline panel draw at the cursor, not over time)', () => {
    expect(kinds.sort()).toEqual(PLOTS.filter((p) => p.make).map((p) => p.id).sort());
  });

  for (const kind of kinds) {
    it(`${kind}: each series' value equals the CSV's last sample at or before the time, as the CSV writes it`, () => {
      const table = PLOT_CSV[kind]!(run);
      expect(table.rows.length).toBeGreaterThan(0);
      const rows = csvRows(toCsv(table));
      const header = rows[0];
      const ix = indexTable(table)!;
      let checked = 0;
      for (const t of [0.5, 1.234, 2.5, 3.999, 5.5]) {
        const r = readoutAt(ix, t, (f) => `Flow ${f}`);
        for (const line of r.lines) {
          const flow = header.includes('flow') ? Number(line.series.replace('Flow ', '')) : null;
          const want = expectedRow(rows, t, flow)!;
          expect(want, `${kind} ${line.series} at ${t}`).toBeDefined();
          for (const v of line.values) expect(v.text, `${kind} ${line.series} ${v.column} at ${t}`).toBe(want[header.indexOf(v.column)]);
          checked += line.values.length;
        }
        // No series with a sample at or before t is left out.
        const flows = header.includes('flow') ? [...new Set(rows.slice(1).map((x) => Number(x[header.indexOf('flow')])))] : [null];
        const withSample = flows.filter((f) => expectedRow(rows, t, f) !== undefined);
        expect(r.lines.length, `${kind} at ${t}`).toBe(withSample.length);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('leaves out hidden flows and says the time and values in words', () => {
    const ix = indexTable(PLOT_CSV.cwnd!(run))!;
    const all = readoutAt(ix, 3, (f) => `Flow ${f}`);
    const some = readoutAt(ix, 3, (f) => `Flow ${f}`, (f) => f !== 1);
    expect(some.lines.map((l) => l.series)).toEqual(all.lines.map((l) => l.series).filter((s) => s !== 'Flow 1'));
    const words = readoutText(all, 't = 3.000 s');
    expect(words).toMatch(/^t = 3\.000 s\. Flow 1: cwnd \d+, ssthresh/);
    expect(readoutText(readoutAt(ix, -1, String), 't = -1 s')).toBe('t = -1 s: nothing recorded yet.');
  });
});

describe('what the readout shows a person', () => {
  it('whole numbers and text as the CSV has them, other numbers to four significant digits', () => {
    expect(shownCell('6132.548568685417')).toBe('6133');
    expect(shownCell('0.012345678')).toBe('0.01235');
    expect(shownCell('25039')).toBe('25039');
    expect(shownCell('')).toBe('');
    expect(shownCell('CA_OPEN')).toBe('CA_OPEN');
  });
});
