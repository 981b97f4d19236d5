/**
 * Vegas meets Reno, step 2 (trial phone-0100, step 7/9): the aside "Chang does not say whether
 * that throughput counts retransmitted bytes" is for the lecturer, not in what the student reads
 * (the step's demo description); the lecturer notes say it.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { PRESETS } from '../../src/sim-core/scenario/presets';

describe('Vegas meets Reno: the thesis’s measure is in the lecturer notes, not the student’s text', () => {
  const lesson = findLesson('vegas-meets-reno')!;

  it('no step’s demo description has the aside on retransmitted bytes', () => {
    for (const step of lesson.steps) {
      const d = PRESETS.find((p) => p.name === step.scenario.preset)!.build().description ?? '';
      expect(d, step.title).not.toMatch(/retransmitted bytes/);
    }
  });

  it('the lecturer notes say it', () => {
    expect(lesson.lecturerNotes.project).toMatch(/does not say whether its throughput counts retransmitted bytes/);
  });
});
