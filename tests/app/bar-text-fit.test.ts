/** Bloat-0510 confusion 14: the call's "2.00 s · CBR 80.0 kbit/s · 26 s" ran past its bar. */
import { describe, expect, it } from 'vitest';
import { fitBarText } from '../../src/app/editor/bar-text-fit';

const perChar = (t: string) => t.length * 7;
const call = ['2.00 s', ' · CBR 80.0 kbit/s', ' · 26 s'];

describe('a timeline bar\'s text keeps only the parts that fit its bar (bloat-0510 confusion 14)', () => {
  it('all of it when the bar is wide enough', () => expect(fitBarText(call, 400, perChar)).toBe('2.00 s · CBR 80.0 kbit/s · 26 s'));
  it('drops the last part first, then the next', () => {
    expect(fitBarText(call, 200, perChar)).toBe('2.00 s · CBR 80.0 kbit/s');
    expect(fitBarText(call, 100, perChar)).toBe('2.00 s');
  });
  it('never drops the start time', () => expect(fitBarText(call, 10, perChar)).toBe('2.00 s'));
});
