/**
 * Phone trial 22:35 ("Is Vegas nicer than Reno?", 390 × 844), A = gentle RED 4/6, B = tail drop,
 * then B = FQ-CoDel: numbers on the phone that contradicted each other.
 * - Confusion 7: B's time–sequence plot said "187 loss and ECN marks" beside a table of 64 queue
 *   drops and no ECN; A's "364 loss and ECN marks" beside "501 congestion events". Its marks are
 *   drops and retransmissions: the note now counts them by kind, in the table's words.
 * - Confusion 7: A's and B's time–sequence plots were on their own scales (12 MB and 20 MB tops).
 * - Confusion 6: the drop strip's "full mark = N drops or more" changed between loads unsaid.
 * - Confusion 8: with B = FQ-CoDel, where Vegas overtakes Reno, the headline no longer said who
 *   gets more.
 * - Confusion 12: one Jain's index under three labels (A/B table, slide, lesson).
 * - Confusion 5: the stuck playback bar covered ~50 px of every phone screen.
 */
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import { StreamingRun } from '../../src/worker/streaming-run';
import { RunData } from '../../src/app/results/run-data';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { readMetric, metricById, labelOn } from '../../src/sim-core';
import { seqMarkCounts, seqMarkTotal, seqSharedNoteLines } from '../../src/app/plots/seq-mark-counts';
import { PLOTS } from '../../src/app/plots/registry';
import { markScaleWords } from '../../src/app/plots/legend-model';
import { compareRows } from '../../src/app/compare/compare-rows';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { whoGetsMore } from '../../src/app/compare/who-gets-more';
import { headlineParts, headlineRefs, resolveHeadlines } from '../../src/headlines/headlines';
import { summaryModel } from '../../src/app/summary/summary-model';
import { findLesson } from '../../src/lessons/built-in';
import { nextTucked, type TuckState } from '../../src/app/playback/bar-tuck';

/** A scenario run as the app receives it (streamed into RunData). */
function streamedRun(sc: Scenario): RunData {
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(50));
  return data;
}

const red = presetScenario('seed002-a-vr-red')!;
const tail = presetScenario('seed002-a-vr-droptail')!;
const a = streamedRun(red);
const b = streamedRun(tail);
const all = (r: RunData) => r.flows.map((_, i) => i);
const inWindowOf = (r: RunData) => readMetric(metricById('link.queueDrops'), r.summary!);
const sum = (r: RunData, id: string) => r.flows.reduce((s, _, i) => s + readMetric(metricById(id), r.summary!, { flow: i }), 0);

describe('the time–sequence plot\'s marks, counted by kind, are the A/B table\'s figures (confusion 7)', () => {
  it('B (tail drop): its drops are the queue\'s drops over the whole run, its retransmits the flows\', and the note says both', () => {
    const c = seqMarkCounts(b, all(b));
    const wholeRun = readMetric(metricById('link.queueDropsWholeRun'), b.summary!);
    const inWindow = readMetric(metricById('link.queueDrops'), b.summary!);
    expect(c.drops).toBe(wholeRun);
    expect(c.drops).toBe(sum(b, 'flow.queueDrops'));
    expect(c.retransmits).toBe(sum(b, 'flow.retransmits'));
    expect(c.ecnMarks).toBe(0);
    expect(c.linkLosses).toBe(0);
    // The trial's 187 marks beside 64 queue drops: the marks are the 64 drops and 123 retransmissions.
    expect(seqMarkTotal(c)).toBe(c.drops + c.retransmits);
    expect([seqMarkTotal(c), c.drops, inWindowOf(b), c.retransmits]).toEqual([187, 64, 64, 123]);
    expect(inWindow).toBeLessThanOrEqual(wholeRun);
    const lines = seqSharedNoteLines(c);
    const text = lines.join(' ');
    expect(lines[0]).toBe(`${seqMarkTotal(c)} marks, close ones sharing one:`);
    expect(text).toContain(`${c.drops} drops ✕, ${c.retransmits} retransmits ▲.`);
    expect(text).not.toMatch(/loss and ECN/);
    console.log(`B tail drop: ${seqMarkTotal(c)} marks = ${c.drops} drops (queue drops ${inWindow} in the window, ${wholeRun} over the run) + ${c.retransmits} retransmits`);
  });

  it('A (gentle RED): its drops are the early and overflow drops together, and no kind it lacks is named', () => {
    const c = seqMarkCounts(a, all(a));
    expect(c.drops).toBe(readMetric(metricById('link.queueDropsWholeRun'), a.summary!));
    expect(c.retransmits).toBe(sum(a, 'flow.retransmits'));
    const text = seqSharedNoteLines(c).join(' ');
    expect(text).not.toMatch(/ECN|link loss/);
    // The trial's 364 marks: 161 drops (130 early + 31 overflow) and 203 retransmissions.
    expect([seqMarkTotal(c), c.drops, c.retransmits]).toEqual([364, 161, 203]);
    console.log(`A gentle RED: ${seqMarkTotal(c)} marks = ${c.drops} drops + ${c.retransmits} retransmits`);
  });

  it('every kind present is said, two a line, each line a clause of one sentence', () => {
    const lines = seqSharedNoteLines({ retransmits: 5, drops: 3, ecnMarks: 7, linkLosses: 2 });
    expect(lines).toEqual(['17 marks, close ones sharing one:', '3 drops ✕, 5 retransmits ▲,', '7 ECN marks ◆, 2 link losses ■.', 'Zoom in to separate them.']);
  });
});

describe('A/B\'s time–sequence plots share the A/B scale like the other pairs (confusion 7)', () => {
  it('the registry gives the time–sequence plot an A/B scale', () => {
    expect(PLOTS.find((p) => p.id === 'seq')!.abScale).toBeDefined();
  });
});

describe('the drop strip\'s mark scale says it is fitted (confusion 6)', () => {
  it('to the run in Explore, to A and B in A/B', () => {
    expect(markScaleWords(16)).toBe('full mark = 16 drops or more, fitted to this run');
    expect(markScaleWords(16, true, false, true)).toBe('full mark = 16 drops or more, fitted to A and B');
  });
});

describe('"At a glance" says who gets more on each side when the lead flips (confusion 8)', () => {
  const headlines = resolveHeadlines(red, headlineRefs(red, 'seed002-a-vr-red'));
  // The rows At a glance reads (one unit per metric over the table, as the A/B table shows them).
  const goodputOf = (sa: RunData, sb: RunData) => summaryRows(headlines, sa.summary!, sb.summary!).rows.filter((r) => r.metric.id === 'flow.goodput' && r.flow);
  const goodput = goodputOf(a, b);
  const names = { a: 'gentle RED', b: 'FQ-CoDel' };
  const at = (va: [number, number], vb: [number, number]) => goodput.map((r, k) => ({ ...r, a: va[k], b: vb[k], diff: vb[k] - va[k] }));

  it('the trial\'s figures: Reno1 ahead with gentle RED, Vegas1 with FQ-CoDel, both said', () => {
    expect(whoGetsMore(at([0.64e6, 0.79e6], [0.75e6, 0.64e6]), names)).toBe('With gentle RED, flow 2 (Reno1) gets more than flow 1 (Vegas1): 0.790 vs 0.640 Mbit/s; with FQ-CoDel, flow 1 (Vegas1) gets more than flow 2 (Reno1): 0.750 vs 0.640.');
  });

  it('a side where the two are about even says so, the other its leader', () => {
    expect(whoGetsMore(at([0.7e6, 0.72e6], [0.31e6, 1.11e6]), names)).toBe('With gentle RED, the two flows get about the same: 0.720 vs 0.700 Mbit/s; with FQ-CoDel, flow 2 (Reno1) gets more than flow 1 (Vegas1): 1.110 vs 0.310.');
  });

  it('B switched to FQ-CoDel and run: the headline names each side\'s leader from the runs', () => {
    const fq = structuredClone(tail);
    setBottleneck(fq, { queue: changeDiscipline(getBottleneck(tail)!.queue, 'fq-codel') });
    const c = streamedRun(fq);
    const rows = goodputOf(a, c);
    // The trial's own figures, from the runs: the lead flips from Reno1 to Vegas1.
    expect(whoGetsMore(rows, names)).toBe('With gentle RED, flow 2 (Reno1) gets more than flow 1 (Vegas1): 0.785 vs 0.637 Mbit/s; with FQ-CoDel, flow 1 (Vegas1) gets more than flow 2 (Reno1): 0.755 vs 0.643.');
  });
});

describe("one Jain's index, one label: the A/B table's, the slide's and the lesson's (confusion 12)", () => {
  const tcpOnly = "Jain's index (goodput over the active time, TCP flows)";
  it('the headlines (At a glance, the strip, the exported slide) label it for the run\'s flows, as the A/B table does', () => {
    const hs = resolveHeadlines(red, headlineRefs(red, 'seed002-a-vr-red'));
    const jain = hs.find((h) => h.metric.id === 'run.jainActiveGoodput')!;
    expect(jain.label).toBe(tcpOnly);
    const table = compareRows(a.summary!, b.summary!).find((r) => r.metric.id === 'run.jainActiveGoodput')!;
    expect(table.label).toBe(tcpOnly);
    const slide = headlineParts(hs, a.summary!, b.summary!).join(' · ');
    expect(slide).toContain(tcpOnly);
    expect(slide).not.toContain('TCP and UDP');
  });

  it('the Vegas lesson shows the same figure under the same label, and the summary table labels it so too', () => {
    const lesson = findLesson('vegas-meets-reno')!;
    for (const step of lesson.steps) {
      const hs = resolveHeadlines(red, headlineRefs(red, 'seed002-a-vr-red', step.headlines));
      const jains = hs.filter((h) => h.metric.id.startsWith('run.jain'));
      expect(jains.map((h) => h.label)).toEqual([tcpOnly]);
    }
    const labels = summaryModel(a.summary!, true).lines.map((l) => l.label);
    expect(labels).toContain(tcpOnly);
    expect(labels.join(' ')).not.toContain('TCP and UDP');
  });

  it('with a UDP flow the label names it, everywhere alike', () => {
    const voice = presetScenario('voice-codel')!;
    const h = resolveHeadlines(voice, [{ metric: 'run.jainActiveGoodput' }])[0];
    expect(h.label).toBe(labelOn(metricById('run.jainActiveGoodput'), [voice]));
    expect(h.label).toBe("Jain's index (goodput over the active time, TCP and UDP flows)");
  });
});

describe('on a phone the stuck playback bar tucks away while scrolled down by hand, and comes back (confusion 5)', () => {
  const base: TuckState = { tucked: false, stuck: true, phone: true, dy: 120, byHand: true, held: false };
  it('a swipe down tucks it, a swipe up brings it back', () => {
    expect(nextTucked(base)).toBe(true);
    expect(nextTucked({ ...base, tucked: true, dy: -30 })).toBe(false);
  });
  it('a jump (not the hand) leaves it as it is; focus in it or "More" open keeps it; wider screens and its own place never tuck it', () => {
    expect(nextTucked({ ...base, byHand: false })).toBe(false);
    expect(nextTucked({ ...base, byHand: false, tucked: true, dy: -300 })).toBe(true);
    expect(nextTucked({ ...base, held: true })).toBe(false);
    expect(nextTucked({ ...base, phone: false })).toBe(false);
    expect(nextTucked({ ...base, stuck: false, tucked: true })).toBe(false);
    // A finger resting on the glass (a pixel or two) changes nothing.
    expect(nextTucked({ ...base, dy: 2 })).toBe(false);
    expect(nextTucked({ ...base, tucked: true, dy: -2 })).toBe(true);
  });
});
