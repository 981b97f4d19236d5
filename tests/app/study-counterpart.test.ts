import { describe, expect, it } from 'vitest';
import { autoBQueue } from '../../src/app/state/compare-scenario';
import { defaultConfigs } from '../../src/app/sweep/sweep-configs';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';

const scenario = (name: string) => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

describe("B's automatic counterpart follows the study", () => {
  it('seed 003 E2 under tail drop gets the study’s gentle RED (min_th 125/6, max_th 3·min_th), not plain RED', () => {
    const a = scenario('seed003-e2-droptail');
    const b = autoBQueue(a, 'seed003-e2-droptail');
    expect(b).toEqual(getBottleneck(scenario('seed003-e2-red'))!.queue);
    expect(b).toMatchObject({ type: 'red', gentle: true, minTh: 125 / 6, maxTh: 125 / 2 });
  });

  it('seed 002 Exp A under tail drop gets RED 4/6, the study’s thresholds', () => {
    const b = autoBQueue(scenario('seed002-a-vr-droptail'), 'seed002-a-vr-droptail');
    expect(b).toMatchObject({ type: 'red', minTh: 4, maxTh: 6 });
  });

  it('once the buffer is no longer the study’s, or without a study, B is the generic RED for the buffer', () => {
    const a = scenario('seed003-e2-droptail');
    setBottleneck(a, { queue: { ...getBottleneck(a)!.queue, limit: 300 } });
    expect(autoBQueue(a, 'seed003-e2-droptail')).toEqual(changeDiscipline(getBottleneck(a)!.queue, 'red'));
    const plain = scenario('seed003-e2-droptail');
    expect(autoBQueue(plain, null)).toEqual(changeDiscipline(getBottleneck(plain)!.queue, 'red'));
  });

  it('the bufferbloat presets declare their pair: the FIFO gets CoDel (voice and bulk), an AQM gets the FIFO; B follows the declared discipline once the buffer changes', () => {
    for (const name of ['voice-fifo', 'bufferbloat-fifo']) {
      const sibling = name.replace('fifo', 'codel');
      expect(autoBQueue(scenario(name), name), name).toEqual(getBottleneck(scenario(sibling))!.queue);
    }
    for (const aqm of ['codel', 'pie', 'fq-codel']) expect(autoBQueue(scenario(`voice-${aqm}`), `voice-${aqm}`)).toEqual(getBottleneck(scenario('voice-fifo'))!.queue);
    const small = scenario('voice-fifo');
    setBottleneck(small, { queue: { ...getBottleneck(small)!.queue, limit: 50 } });
    expect(autoBQueue(small, 'voice-fifo')).toEqual(changeDiscipline(getBottleneck(small)!.queue, 'codel'));
    // A switched to another discipline than the preset's: the registry's counterpart again.
    const red = scenario('voice-fifo');
    setBottleneck(red, { queue: changeDiscipline(getBottleneck(red)!.queue, 'red') });
    expect(autoBQueue(red, 'voice-fifo')!.type).toBe('droptail');
  });

  it('the Sweep\u2019s default pair is the same study pair as A/B\u2019s (a lecturer saw RED 31\u201394 in Sweep beside 20.83\u201362.5 in A/B)', () => {
    const a = scenario('seed003-e2-droptail');
    const pair = defaultConfigs(a, 'seed003-e2-droptail');
    expect(pair.map((c) => c.kind === 'queue' && c.queue)).toEqual([getBottleneck(a)!.queue, autoBQueue(a, 'seed003-e2-droptail')]);
  });
});
