import { describe, expect, it } from 'vitest';
import { followWords } from '../../src/app/compare/BQueueEditor';
import { pendingText } from '../../src/app/compare/FlowTimes';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';
import type { RunData } from '../../src/app/results/run-data';

describe("A/B's words for B (lecturer trial 13:30, s08)", () => {
  it('B on Auto is said in plain words: "your scenario with … instead of tail drop" (shown as "B: …"), the registry\'s own capitals kept', () => {
    const a = presetScenarioShared('voice-fifo')!;
    expect(followWords(a, 'voice-fifo')).toBe('your scenario with CoDel instead of tail drop');
    // A preset as it opened is named as the preset (phone trial 04:30, confusion 2).
    expect(followWords(a, 'voice-fifo', 'the preset')).toBe('the preset with CoDel instead of tail drop');
  });

  it('a B figure not yet computed says how far its run has got, not "…"', () => {
    const run = (now: number, done = false, halted = false) => ({ now, done, halted, scenario: { duration: 30 } }) as unknown as RunData;
    expect(pendingText(null)).toBe('waiting to run…');
    expect(pendingText(run(12.6))).toBe('computing… 42 %');
    expect(pendingText(run(30))).toBe('computing… 99 %');
    expect(pendingText(run(3, false, true))).toBe('stopped');
  });
});
