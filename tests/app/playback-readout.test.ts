import { describe, expect, it } from 'vitest';
import { timeText } from '../../src/app/playback/position-text';

describe("the transport's time readout", () => {
  const computing = 'computing… 33.0 s of 100 s';
  it('with the cursor at the end while the run still computes, says only what is computed (lecturer trial 16:06, s36: "100.00 / 100.00 s · computing… 33.0 s of 100 s")', () => {
    expect(timeText({ cursor: 100, end: 100, live: false, playing: false }, computing)).toBe(computing);
    expect(timeText({ cursor: Infinity, end: 100, live: false, playing: false }, computing)).toBe(computing);
  });
  it('with the cursor partway, says where it stands beside what is computed; a finished run shown whole is "run complete"', () => {
    expect(timeText({ cursor: 12, end: 100, live: false, playing: false }, computing)).toBe(`12.00 / 100.00 s · ${computing}`);
    expect(timeText({ cursor: Infinity, end: 100, live: false, playing: false }, null)).toBe('run complete · 100.00 s');
  });
});
