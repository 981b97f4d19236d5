import { describe, expect, it } from 'vitest';
import { autoBQueue } from '../../src/app/state/compare-scenario';
import { abTitle, bShortWords, bWords } from '../../src/app/presentation/b-words';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { describeQueue } from '../../src/scenario-edit/describe-queue';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';

const scenario = (name: string) => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

describe('B in a projected A/B title (issue 37: "Gentle RED 20.83–62.5 packets" on a slide)', () => {
  it('fractional thresholds are rounded with "≈"; exact keeps four significant digits; whole ones are as they are', () => {
    const red = getBottleneck(scenario('seed003-e2-red'))!.queue;
    expect(describeQueue(red)).toBe('Gentle RED ≈21–63 packets, max_p 0.1, buffer 125 packets');
    expect(describeQueue(red, { exact: true })).toBe('Gentle RED 20.83–62.5 packets, max_p 0.1, buffer 125 packets');
    expect(describeQueue(getBottleneck(scenario('dumbbell-red'))!.queue)).toBe('Gentle RED 15–45 packets, max_p 0.1, buffer 100 packets');
    expect(describeQueue({ ...red, minTh: 2.5, maxTh: 7.5 } as typeof red)).toContain('RED 2.5–7.5 packets');
  });
  it('names the paired preset when B runs exactly its queue (seed 003 tail drop against the study’s gentle RED)', () => {
    const a = scenario('seed003-e2-droptail');
    const b = autoBQueue(a, 'seed003-e2-droptail')!;
    expect(bWords(a, 'seed003-e2-droptail', b, false)).toBe('its paired “gentle RED” preset, Gentle RED ≈21–63 packets, max_p 0.1, buffer 125 packets');
    expect(bWords(a, 'seed003-e2-droptail', b, true)).toContain('20.83–62.5');
  });
  it('only describes a B that is not the pair’s queue (plain RED defaults, or another max_p)', () => {
    const a = scenario('seed003-e2-droptail');
    const pair = autoBQueue(a, 'seed003-e2-droptail')!;
    const plain = changeDiscipline(getBottleneck(a)!.queue, 'red');
    expect(bWords(a, 'seed003-e2-droptail', plain, false)).toBe(describeQueue(plain));
    const other = { ...pair, maxP: 0.2 };
    expect(bWords(a, 'seed003-e2-droptail', other, false)).toBe(describeQueue(other));
    expect(bWords(a, null, pair, false)).toBe(describeQueue(pair));
  });
});

describe('the default A/B slide title, one line at 1920 px (lecturer trial 05:10, step 13)', () => {
  it('B by its paired preset’s set-up, else its queue up to the first comma', () => {
    const a = scenario('wifi-red');
    const pair = autoBQueue(a, 'wifi-red')!;
    expect(bShortWords(a, 'wifi-red', pair)).toBe('tail drop');
    const plain = changeDiscipline(getBottleneck(a)!.queue, 'red');
    expect(bShortWords(a, 'wifi-red', plain)).toBe(describeQueue(plain).split(', ')[0]);
  });
  it('the subject and each side’s short name; an edited heading whole', () => {
    expect(abTitle('Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED', 'tail drop')).toBe('Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED vs tail drop');
    expect(abTitle('Custom scenario', 'Tail drop')).toBe('Custom scenario vs Tail drop');
  });
});
