/**
 * Every count a lesson quotes says whose it is (bloat trial 20:20, s7–10: the check's flow 1
 * "packets dropped by a queue (whole run) 232" beside the queue legend's "overflow drops 527" of
 * all flows looked like a mismatch). src/lessons/count-scope.ts reads each sentence: a marked
 * count of one flow names that flow, a marked count of the link says "all flows", and a drop
 * count written as a bare number names one or the other.
 */
import { describe, expect, it } from 'vitest';
import { countScopeProblems, sentences } from '../../src/lessons/count-scope';
import { LESSONS } from '../../src/lessons/catalogue';
import { stepScenario } from '../../src/lessons/schema';
import { stepTexts } from './step-texts';

const VOICE_FLOWS = ['bulk 1', 'bulk 2', 'bulk 3', 'bulk 4', 'voice'];


describe('a count a lesson quotes says whose it is: one flow\'s or all flows\' (issue 37)', () => {
  it('splits sentences without cutting a figure mark whose words hold a dot', () => {
    expect(sentences('It holds {run link.utilization: 97.0 %}. Then {run flow.retransmits#1: 34} more.')).toEqual(['It holds {run link.utilization: 97.0 %}.', 'Then {run flow.retransmits#1: 34} more.']);
  });

  it('refuses planted counts that do not say whose, or say the wrong scope', () => {
    // The link's count without "all flows", and a flow's count said as every flow's.
    expect(countScopeProblems('FQ-CoDel dropped {run link.drops.targetExceeded: 72} packets.', VOICE_FLOWS)).toHaveLength(1);
    expect(countScopeProblems('The queue dropped {run flow.queueDrops#1: 232} packets of all flows.', VOICE_FLOWS)).toHaveLength(1);
    // A flow's count next to another flow's name.
    expect(countScopeProblems('The voice flow lost {run flow.queueDrops#1: 232} packets.', VOICE_FLOWS)).toHaveLength(1);
    // Bare drop counts (main's step 1 said "The overflow drops 527 packets").
    expect(countScopeProblems('The overflow drops 527 packets, all before 5 s.', VOICE_FLOWS)).toHaveLength(1);
    expect(countScopeProblems('CoDel dropped only 4 of its packets.', VOICE_FLOWS)).toHaveLength(1);
    // Said with their scope.
    expect(countScopeProblems('FQ-CoDel dropped {run link.drops.targetExceeded: 72} packets of all flows.', VOICE_FLOWS)).toEqual([]);
    expect(countScopeProblems('Bulk 1 retransmits {run flow.retransmits#1: 1035} packets for {run flow.queueDrops#1: 232} drops.', VOICE_FLOWS)).toEqual([]);
    expect(countScopeProblems('The legend\'s 527 overflow drops are of all flows.', VOICE_FLOWS)).toEqual([]);
    expect(countScopeProblems('CoDel dropped only {run flow.queueDrops#5: 4} of the voice flow\'s packets.', VOICE_FLOWS)).toEqual([]);
    // Not counts: a delay, a share.
    expect(countScopeProblems('It waits {run link.queueDelayMean: about 320 ms}.', VOICE_FLOWS)).toEqual([]);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('lesson %s: every count it quotes names its flow or all flows', (_id, lesson) => {
    lesson.steps.forEach((step, k) => {
      const built = stepScenario(step);
      if (!built.ok) throw new Error(built.error);
      const names = built.scenario.flows.map((f) => f.name ?? '');
      for (const [where, text] of stepTexts(step)) expect(countScopeProblems(text, names), `step ${k + 1} ${where}`).toEqual([]);
    });
  });
});
