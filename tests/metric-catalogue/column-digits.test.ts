import { describe, expect, it } from 'vitest';
import { displayUnit, formatInUnit, formatValue } from '../../src/sim-core/metric-catalogue/format';

/**
 * The column rule (docs/metrics.md "One unit per column"): a column keeps one unit, and its
 * smallest value shows three significant digits, never finer than it reads on its own in its
 * natural unit. A student read "70.7 kbit/s" in one place and "0.071 Mbit/s" in a table column
 * for the same goodput and took them for two numbers.
 */
const column = (values: number[], reference?: number) => displayUnit('rate', values, 0, reference);
/** The significant digits of a shown number ("0.0707" → 707, "70.7" → 707). */
const digitsOf = (text: string) => text.replace(/[^\d]/g, '').replace(/^0+/, '');

describe('a rate in a column reads as the same number, to the same precision, as on its own', () => {
  it('70.7 kbit/s in a Mbit/s column is 0.0707 (it was 0.071)', () => {
    const u = column([70_700, 1_250_000], 10e6);
    expect(u.unit).toBe('Mbit/s');
    expect(formatInUnit(70_700, u)).toBe('0.0707');
    expect(formatValue('rate', 70_700, 0)).toBe('70.7 kbit/s');
  });
  it('the other rows take the same decimals: 1.2500', () => expect(formatInUnit(1_250_000, column([70_700, 1_250_000]))).toBe('1.2500'));
  it('7.1 kbit/s is 0.0071, not finer than its own reading', () => expect(formatInUnit(7_100, column([7_100, 2e6]))).toBe('0.0071'));
  it('310.4 kbit/s keeps three significant digits, 0.310', () => expect(formatInUnit(310_400, column([310_400, 1.11e6]))).toBe('0.310'));
  it('a column whose smallest value is 1 Mbit/s or more keeps the unit’s two decimals', () => expect(column([1.11e6, 8.56e6]).digits).toBe(2));
  it('at most three decimals are added: 500 bit/s in a Mbit/s column is 0.00050', () => expect(formatInUnit(500, column([500, 5e6]))).toBe('0.00050'));
  it('a kbit/s column: 7.1 kbit/s stays 7.1 (its own precision), 70.7 stays 70.7', () => {
    expect(formatInUnit(7_100, column([7_100, 70_700]))).toBe('7.1');
    expect(formatInUnit(70_700, column([7_100, 70_700]))).toBe('70.7');
  });
  it.each([53_100, 70_700, 99_900, 123_400, 7_100, 1_234, 2_500_000])('%d bit/s: the column shows the leading digits of its natural reading', (v) => {
    const natural = digitsOf(formatValue('rate', v, 0).split(' ')[0]);
    const inColumn = digitsOf(formatInUnit(v, column([v, 9e6], 10e6)));
    expect(natural.startsWith(inColumn) || inColumn.startsWith(natural)).toBe(true);
    expect(inColumn.length).toBeGreaterThanOrEqual(Math.min(3, natural.length));
  });
});
