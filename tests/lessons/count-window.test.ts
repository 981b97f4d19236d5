/**
 * Every count a lesson quotes says over which window it was counted, in the catalogue's words
 * (bloat trial 05:10, confusion 5: the queue legend's whole-run "target exceeded drops 116"
 * against the text's "plain CoDel 84", counted in the measurement window).
 */
import { describe, expect, it } from 'vitest';
import { countWindowProblems } from '../../src/lessons/count-window';
import { LESSONS } from '../../src/lessons/catalogue';
import { stepTexts } from './step-texts';

describe('a count a lesson quotes names its window: the measurement window or the whole run', () => {
  it('refuses planted counts without their window, or with the other one', () => {
    expect(countWindowProblems('FQ-CoDel dropped {run link.drops.targetExceeded: 72} packets of all flows, plain CoDel {contrast link.drops.targetExceeded: 84}.')).toHaveLength(2);
    expect(countWindowProblems('Over the whole run FQ-CoDel dropped {run link.drops.targetExceeded: 72} packets of all flows.')).toHaveLength(1);
    expect(countWindowProblems('In the window bulk 1 retransmitted {run flow.retransmits#1: 34} packets.')).toHaveLength(1);
    expect(countWindowProblems('The legend\'s 527 overflow drops are of all flows.')).toHaveLength(1);
    // Said with their window.
    expect(countWindowProblems('In the measurement window FQ-CoDel dropped {run link.drops.targetExceeded: 72} packets of all flows.')).toEqual([]);
    expect(countWindowProblems('Over the whole run bulk 1 retransmitted {run flow.retransmits#1: 34} packets.')).toEqual([]);
    expect(countWindowProblems('The legend\'s 527 overflow drops are of all flows over the whole run.')).toEqual([]);
    // Not counts.
    expect(countWindowProblems('It waits {run link.queueDelayMean: about 320 ms}.')).toEqual([]);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('lesson %s: every count it quotes names its window', (_id, lesson) => {
    lesson.steps.forEach((step, k) => {
      for (const [where, text] of stepTexts(step)) expect(countWindowProblems(text), `step ${k + 1} ${where}`).toEqual([]);
    });
  });
});
