import { describe, expect, it } from 'vitest';
import { changeLossKind, lossAt, lossSweepOptions, meanPer, setLossAt, setWindowCap, windowCap } from '../../src/scenario-edit/link-errors';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { sweepParamOptions } from '../../src/app/sweep/sweep-params';
import { applyOverride } from '../../src/sim-core/scenario/overrides';
import { validateScenario } from '../../src/sim-core/scenario/validate';

const scenario = (name: string) => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

describe('link errors in the editor and the sweep', () => {
  it('seed 003 E2: the receivers’ Bernoulli PER and the 32-segment window cap are read where the scenario keeps them', () => {
    const sc = scenario('seed003-e2-droptail');
    expect(lossAt(sc, 'topology.access.receiverLoss')).toEqual({ type: 'bernoulli', per: 0.001 });
    expect(windowCap(sc)).toBe(32);
  });

  it('the PER, the on/off channel’s four settings and the window cap are sweep parameters, and a swept value validates', () => {
    const sc = scenario('seed003-e2-droptail');
    const paths = sweepParamOptions(sc).map((o) => o.path);
    expect(paths).toContain('topology.access.receiverLoss.per');
    expect(paths).toContain('tcp.maxCwnd');
    const swept = applyOverride(sc, 'topology.access.receiverLoss.per', 0.01);
    const v = validateScenario(swept);
    expect(v.ok).toBe(true);
    const burst = scenario('seed003-e4-droptail');
    expect(lossSweepOptions(burst).map((o) => o.path)).toEqual(
      ['perOn', 'perOff', 'meanOn', 'meanOff'].map((k) => `topology.access.receiverLoss.${k}`).concat('tcp.maxCwnd'),
    );
  });

  it('changing the model keeps the long-run error rate (on/off → Bernoulli), and "none" removes it', () => {
    const onoff = { type: 'onoff', perOn: 0.1, perOff: 0, meanOn: 0.05, meanOff: 3 } as const;
    const b = changeLossKind(onoff, 'bernoulli');
    expect(b).toEqual({ type: 'bernoulli', per: +meanPer(onoff).toPrecision(3) });
    const sc = scenario('seed003-e2-droptail');
    setLossAt(sc, 'topology.access.receiverLoss', changeLossKind(lossAt(sc, 'topology.access.receiverLoss'), 'none'));
    expect(lossAt(sc, 'topology.access.receiverLoss')).toBeUndefined();
    expect(validateScenario(sc).ok).toBe(true);
    setLossAt(sc, 'topology.bottleneck.loss', changeLossKind(undefined, 'onoff'));
    expect(validateScenario(sc).ok).toBe(true);
    expect(lossSweepOptions(sc)[0].path).toBe('topology.bottleneck.loss.perOn');
  });

  it('the window cap can be removed and set again', () => {
    const sc = scenario('seed003-e2-droptail');
    setWindowCap(sc, null);
    expect(windowCap(sc)).toBeNull();
    setWindowCap(sc, 16);
    expect(validateScenario(sc).ok).toBe(true);
    expect(windowCap(sc)).toBe(16);
  });
});
