/**
 * The cwnd plot's window cuts, said per flow (phone-1030, steps 6 and 9: "The flows cut their
 * windows 106 times" beside Vegas's flat line did not say whose cuts they were), from the
 * catalogue's one definition ('flow.windowCuts').
 */
import { describe, expect, it } from 'vitest';
import { readMetric } from '../../src/sim-core';
import { marksLeftOutNote } from '../../src/app/plots/marks-left-out';
import { CUT_FLOWS_NAMED, runWindowCutsWords, windowCutTimes, windowCutsWords } from '../../src/app/plots/window-cuts';
import { streamed } from '../helpers/streamed-run';
import type { SimResult } from '../../src/sim-core/scenario/result';

const vegasReno = streamed('seed002-a-vr-droptail', 30);

describe('window cuts per flow', () => {
  it("each flow's cuts counted from its recorded events are the catalogue's 'flow.windowCuts' (one definition), Reno's many, Vegas's few", () => {
    const s = vegasReno.summary! as unknown as SimResult;
    const counts = vegasReno.flows.map((_, i) => windowCutTimes(vegasReno, i).length);
    counts.forEach((n, i) => expect(n, `flow ${i + 1}`).toBe(readMetric('flow.windowCuts', s, { flow: i })));
    expect(counts[1]).toBeGreaterThan(5);
    expect(counts[0]).toBeLessThan(counts[1]);
  });

  it('the note above a banded cwnd plot names each flow by number and name, most cuts first, over its span', () => {
    const [vegas, reno] = [0, 1].map((i) => windowCutTimes(vegasReno, i).length);
    const note = marksLeftOutNote({ flows: [0, 1], events: 200 }, runWindowCutsWords(vegasReno, [0, 1], 'over the whole run'))!;
    expect(note.short).toBe(`Flow 2 (Reno1) cut its window ${reno} times over the whole run, flow 1 (Vegas1) ${vegas}; each cut is a dip in its line`);
    expect(note.short).not.toMatch(/The flows cut their windows/);
  });

  it("the note's Why says plainly why Vegas has no cut (a small step down each round trip is not a halving), no phrase said twice (phone-1815, step 12)", () => {
    const note = marksLeftOutNote({ flows: [0, 1], events: 200 }, runWindowCutsWords(vegasReno, [0, 1], 'over the whole run'))!;
    expect(note.detail).toContain('Vegas can show 0 cuts: when it sees the queue grow, it lowers its window a little each round trip, which is not a halving');
    expect(note.detail).not.toMatch(/delay-based sender's.*delay-based sender's/);
    // No run of four words is said twice in the text.
    const words = note.detail!.toLowerCase().split(/\s+/);
    const fours = words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' '));
    expect(fours.filter((f, i) => fours.indexOf(f) !== i)).toEqual([]);
  });

  it('a zoomed span counts only its own cuts', () => {
    const all = windowCutTimes(vegasReno, 1);
    const inView = windowCutTimes(vegasReno, 1, 10, 20);
    expect(inView.length).toBe(all.filter((t) => t >= 10 && t <= 20).length);
    expect(runWindowCutsWords(vegasReno, [1], 'in view', 10, 20)).toBe(`Flow 2 (Reno1) cut its window ${inView.length} times in view`);
  });

  it.each([10, 50])('with %i flows the sentence names the top few and says the others in one figure (short)', (n) => {
    const flows = Array.from({ length: n }, (_, i) => ({ index: i, name: `Reno${i + 1}`, cuts: (i * 7) % 23 }));
    const words = windowCutsWords(flows, 'over the whole run');
    const named = words.match(/[Ff]low \d+/g) ?? [];
    expect(named.length).toBe(CUT_FLOWS_NAMED);
    const others = flows.map((f) => f.cuts).sort((a, b) => b - a).slice(CUT_FLOWS_NAMED).reduce((a, b) => a + b, 0);
    expect(words).toMatch(new RegExp(`, the other ${n - CUT_FLOWS_NAMED} flows ${others} in all$`));
    expect(words.length, words).toBeLessThanOrEqual(140);
  });

  it('one cut is "1 time"; four flows are all named (no "the other 1 flows")', () => {
    expect(windowCutsWords([{ index: 0, name: 'a', cuts: 1 }], 'so far')).toBe('Flow 1 (a) cut its window 1 time so far');
    const four = windowCutsWords([0, 1, 2, 3].map((i) => ({ index: i, cuts: i })), 'so far');
    expect(four).toBe('Flow 4 cut its window 3 times so far, flow 3 2, flow 2 1, flow 1 0');
  });
});
