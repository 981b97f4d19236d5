import { describe, expect, it } from 'vitest';
import { streamed } from '../helpers/streamed-run';
import { abSummaryCsv, abSummaryTable } from '../../src/app/compare/ab-summary-csv';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { formatValue } from '../../src/app/compare/compare-rows';

describe('A/B summary CSV', () => {
  const a = streamed('bufferbloat-fifo', 10).summary!;
  const b = streamed('bufferbloat-codel', 10).summary!;
  const setups = { a: 'Tail drop, buffer 1000 packets (your scenario)', b: 'CoDel, buffer 1000 packets' };

  it('has one row per summary row, in its order, with both set-ups, the window and the unit', () => {
    const rows = summaryRows([], a, b).rows;
    const t = abSummaryTable([], a, b, setups);
    expect(t.rows).toHaveLength(rows.length);
    const at = (name: string) => t.header.indexOf(name);
    t.rows.forEach((r, k) => {
      expect(r[at('a_setup')]).toBe(setups.a);
      expect(r[at('b_setup')]).toBe(setups.b);
      expect(r[at('metric')]).toBe(rows[k].label);
      expect(r[at('metric_id')]).toBe(rows[k].metric.id);
      expect(r[at('unit')]).toBe(rows[k].format.unit);
      expect(String(r[at('window')]).length).toBeGreaterThan(0);
    });
  });

  it('gives A, B and B − A at full precision in the table’s unit: rounded, they are the screen’s figures', () => {
    const rows = summaryRows([], a, b).rows;
    const t = abSummaryTable([], a, b, setups);
    const at = (name: string) => t.header.indexOf(name);
    let checked = 0;
    t.rows.forEach((r, k) => {
      const row = rows[k];
      for (const [col, v] of [['a', row.a], ['b', row.b]] as const) {
        if (!Number.isFinite(v)) {
          expect(Number.isNaN(r[at(col)] as number)).toBe(true);
          continue;
        }
        expect((r[at(col)] as number).toFixed(row.format.digits)).toBe(formatValue(row, v).replace(/[^\d.−-]/g, '').replace('−', '-'));
        expect(r[at(`${col}_base`)]).toBe(v);
        checked++;
      }
      if (Number.isFinite(row.diff)) expect(Math.sign(r[at('b_minus_a')] as number)).toBe(Math.sign(row.diff));
    });
    expect(checked).toBeGreaterThan(40);
    // Not rounded to the screen's digits.
    const qd = t.rows.find((r) => r[at('metric_id')] === 'link.queueDelayMean')!;
    expect(String(qd[at('a')]).split('.')[1]?.length ?? 0).toBeGreaterThan(1);
  });

  it('is plain CSV: a header line first, no comment lines', () => {
    const text = abSummaryCsv([], a, b, setups);
    expect(text.startsWith('a_setup,b_setup,group,metric,metric_id,window,unit,a,b,b_minus_a,verdict_for_b,base_unit,a_base,b_base\r\n')).toBe(true);
    expect(text).not.toMatch(/^#/m);
  });
});
