import { describe, expect, it } from 'vitest';
import { setUpLine } from '../../src/app/export/figure-caption';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { badStateWords, lossAt, lossPlaces, setLossAt, setWindowCap } from '../../src/scenario-edit/link-errors';

const scenario = (name: string) => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

describe('an exported slide’s set-up line names the link errors and window cap (issue 37: "0.1 % PER" was only in a hand-typed title)', () => {
  it('seed 003 E2: the packet error rate and where, and the window cap, after the bottleneck', () => {
    expect(setUpLine(scenario('seed003-e2-droptail'))).toBe(
      "10 TCP flows · bottleneck 10 Mbit/s, 75 ms one way, buffer 125 packets · packet error rate 0.1 % on receivers' last links (wireless) · window cap 32 segments · 100 s · random seed 1",
    );
  });
  it('an on/off channel in its own words, with the average loss it works out to (lecturer-1215: "PER 10 %" alone read as 10 % loss)', () => {
    expect(setUpLine(scenario('seed003-e4-droptail'))).toContain("errors on receivers' last links (wireless): 10 % for 50 ms every 3 s = 0.164 % of packets on average");
  });
  it('the Wi-Fi RED demo\'s slide states the same average loss as its settings panel\'s explanation', () => {
    const sc = scenario('wifi-red');
    const place = lossPlaces(sc).find((p) => lossAt(sc, p.path)?.type === 'onoff')!;
    const panel = /on average ([\d.]+ %) of the packets/.exec(badStateWords(lossAt(sc, place.path)!)!)![1];
    expect(panel).toBe('0.164 %');
    expect(setUpLine(sc)).toContain(`(wireless): 10 % for 50 ms every 3 s = ${panel} of packets on average`);
  });
  it('an on/off channel that also loses in its good state says so before the average', () => {
    const sc = scenario('seed003-e4-droptail');
    setLossAt(sc, 'topology.access.receiverLoss', { type: 'onoff', perOn: 0.1, perOff: 0.01, meanOn: 0.05, meanOff: 0.95 });
    expect(setUpLine(sc)).toContain('10 % for 50 ms every 0.95 s (1 % between) = 1.45 % of packets on average');
  });
  it('a scenario without link errors or a cap says nothing more; an edit that adds them does', () => {
    const sc = scenario('dumbbell-red');
    expect(setUpLine(sc)).toBe('5 TCP flows · bottleneck 10 Mbit/s, 20 ms one way, buffer 100 packets · 60 s · random seed 1');
    setLossAt(sc, 'topology.bottleneck.loss', { type: 'bernoulli', per: 0.005 });
    setWindowCap(sc, 20);
    expect(setUpLine(sc)).toBe('5 TCP flows · bottleneck 10 Mbit/s, 20 ms one way, buffer 100 packets · packet error rate 0.5 % on bottleneck (data direction) · window cap 20 segments · 60 s · random seed 1');
  });
});

describe('a sweep figure’s set-up line says a swept link-error setting is swept', () => {
  it('PER swept on the receivers’ links, the cap as it is', async () => {
    const { setUpParts } = await import('../../src/app/export/figure-caption');
    const parts = setUpParts(scenario('seed003-e2-droptail'), { seed: false, swept: 'topology.access.receiverLoss.per' });
    expect(parts).toContain("packet error rate swept on receivers' last links (wireless)");
    expect(parts).toContain('window cap 32 segments');
    expect(parts.join(' · ')).not.toContain('0.1 %');
  });
});
