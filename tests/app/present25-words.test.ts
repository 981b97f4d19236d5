import { describe, expect, it } from 'vitest';
import { computingText, timeText } from '../../src/app/playback/position-text';
import { seqSharedNoteLines } from '../../src/app/plots/seq-mark-counts';

describe('present25: words that fit and say what they count', () => {
  it('presenting, the computing readout is a short whole form ("computing 33 %"), the time and it within the box’s 26 characters (lecturer-1845: "computin…")', () => {
    const brief = computingText([{ now: 33, done: false, timeEnd: 100 }], true);
    expect(brief).toBe('computing 33 %');
    // The presented readout's box (14.5em) holds 26 characters: "0.00 / 100.00 s · computin…" was cut there.
    expect(timeText({ cursor: 100, end: 100, live: false, playing: false }, 'computing 99 %', true).length).toBeLessThanOrEqual(26);
    expect(timeText({ cursor: 99.5, end: 100, live: false, playing: false }, 'computing 99 %', true)).toBe('99.50 s · computing 99 %');
    expect(computingText([{ now: 33, done: false, timeEnd: 100 }])).toBe('computing… 33.0 s of 100 s');
  });
  it("the time-sequence plot's busy note says what its count counts, by kind, a punctuated clause a line (phone-1845 step 6, phone-2235 confusion 7)", () => {
    const lines = seqSharedNoteLines({ drops: 161, retransmits: 203, ecnMarks: 0, linkLosses: 0 });
    expect(lines).toEqual(['364 marks, close ones sharing one:', '161 drops ✕, 203 retransmits ▲.', 'Zoom in to separate them.']);
    for (const l of lines) expect(l).toMatch(/[.:,]$/);
  });
});
