import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { applyShareDirections, compareRows, directionWord, formatDiff, formatValue, labelWithUnit, neutralWord, oneUnitPerMetric, row, SHARE_MOVED, shownDiff, verdict } from '../../src/app/compare/compare-rows';
import { autoBQueue, scenarioB } from '../../src/app/state/compare-scenario';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';

const td = presetScenario('seed000-droptail')!;
const red = presetScenario('seed000-red')!;

describe('scenario B', () => {
  it('is A with the other queue: RED against tail drop and back', () => {
    expect(autoBQueue(td)).toEqual(getBottleneck(red)!.queue);
    expect(autoBQueue(red)).toEqual(getBottleneck(td)!.queue); // the same buffer, Linux 2.4's admission rule included
  });

  it('keeps traffic and seed, changes only the queue', () => {
    const b = scenarioB(td, null);
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.scenario.flows).toEqual(td.flows);
    expect(b.scenario.seed).toBe(td.seed);
    expect(getBottleneck(b.scenario)!.queue.type).toBe('red');
  });

  it('reports invalid B queues with the field', () => {
    const q = { ...getBottleneck(red)!.queue, minTh: 19000 } as never;
    const b = scenarioB(td, q);
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.errors.join(' ')).toMatch(/minTh|maxTh/);
  });
});

describe('A/B rows', () => {
  const ra = new Simulation(td).runToEnd();
  const rb = new Simulation(red).runToEnd();
  const rows = compareRows(ra, rb);

  it('has six figures per flow (the non-delay A/B metrics of the catalogue) and six for the bottleneck and the run (the retransmitted share and the retransmissions beyond the losses among them), each with B − A', () => {
    expect(rows).toHaveLength(3 * 6 + 6);
    expect(rows.filter((r) => r.group === 'Bottleneck').map((r) => r.metric.id)).toContain('run.retransmitsBeyondLosses');
    expect(rows.filter((r) => r.group === 'Bottleneck').map((r) => r.metric.id)).toContain('run.retransmittedShare');
    expect(rows.map((r) => r.group)).toContain('Flow 3 (third)');
    for (const r of rows) if (Number.isFinite(r.a) && Number.isFinite(r.b)) expect(r.diff).toBeCloseTo(r.b - r.a, 12);
    const el = rows.find((r) => r.group.startsWith('Flow 3') && r.metric.id === 'flow.elapsed')!;
    expect(el.a).toBe(ra.flows[2].summary.elapsedTime);
    expect(el.b).toBe(rb.flows[2].summary.elapsedTime);
  });

  it('formats values and signed differences as plain numbers in the unit the row names', () => {
    const m = (id: string, ...values: number[]) => row('Flow 1', metricById(id), values[0] ?? 1, values[1] ?? values[0] ?? 1);
    expect(formatValue(m('flow.elapsed'), 12.345)).toBe('12.35');
    expect(labelWithUnit(m('flow.elapsed'))).toBe('Elapsed time (first SYN → ACK of the FIN) (s)');
    expect(formatValue(m('flow.goodput', 70500), 70500)).toBe('70.5');
    expect(m('flow.goodput', 70500).format.unit).toBe('kbit/s');
    // One column, one count of digits: enough that the smaller keeps three significant ones, as 70.5 kbit/s reads on its own.
    expect(formatValue(m('flow.goodput', 1.25e6, 70500), 1.25e6)).toBe('1.2500');
    expect(formatValue(m('flow.goodput', 1.25e6, 70500), 70500)).toBe('0.0705');
    expect(formatDiff(m('flow.elapsed'), 3.43)).toBe('+3.43');
    expect(formatDiff(m('flow.timeouts'), -2)).toBe('−2');
    expect(formatDiff(m('flow.timeouts'), 0)).toBe('±0');
    expect(formatDiff(m('flow.goodput', 500), -20)).toBe('−20');
    expect(formatDiff(m('link.utilization'), -0.0004)).toBe('±0.0');
    expect(formatDiff(m('link.utilization'), 0.012)).toBe('+1.2');
    expect(m('link.utilization').format.unit).toBe('%');
    expect(formatDiff(m('flow.elapsed'), Number.NaN)).toBe('—');
  });

  it("shows B − A as the difference of the figures as shown, so a row's three numbers add up (lecturer trial 1000: 9.55 and 8.93 beside +0.61)", () => {
    const goodput = row('', metricById('run.systemGoodput'), 8.934e6, 9.546e6);
    expect([formatValue(goodput, goodput.a), formatValue(goodput, goodput.b)]).toEqual(['8.93', '9.55']);
    expect(formatDiff(goodput, goodput.diff)).toBe('+0.61');
    expect(shownDiff(goodput)).toBe('+0.62');
    // A difference under the last digit shown on both sides is no difference, and no verdict.
    const same = row('', metricById('link.utilization'), 0.99341, 0.99309);
    expect(shownDiff(same)).toBe('±0.0');
    expect(verdict(same)).toBe('');
  });

  it('one unit per metric over the whole table: every flow\'s goodput row takes the unit of the largest', () => {
    const goodput = metricById('flow.goodput');
    const rs = oneUnitPerMetric([row('Flow 1', goodput, 9.5e6, 9.4e6), row('Flow 2', goodput, 12e3, 11e3)], []);
    expect(rs.map((r) => r.format.unit)).toEqual(['Mbit/s', 'Mbit/s']);
    expect(rs.map((r) => formatValue(r, r.a))).toEqual(['9.5000', '0.0120']);
  });
});

describe('scenario B with an ECN queue', () => {
  it("B's flows negotiate ECN when B's queue marks (else it would mark nothing); A is untouched", () => {
    const q = { ...getBottleneck(red)!.queue, ecn: true } as never;
    const b = scenarioB(td, q);
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.scenario.tcp?.ecn).toBe(true);
    expect(td.tcp?.ecn ?? false).toBe(false);
    const plain = scenarioB(td, null);
    expect(plain.ok && (plain.scenario.tcp?.ecn ?? false)).toBe(false);
  });
});

describe('B − A coloured by better / worse', () => {
  it('shorter times and delays are better; more goodput and fairer shares are better', () => {
    expect(verdict(row('f', metricById('flow.elapsed'), 10, 8))).toBe('better');
    expect(verdict(row('f', metricById('flow.oneWayDelayMean'), 0.1, 0.12))).toBe('worse');
    expect(verdict(row('f', metricById('flow.goodput'), 1e5, 2e5))).toBe('better');
    expect(verdict(row('f', metricById('run.jainActiveGoodput'), 0.9, 0.8))).toBe('worse');
  });

  it('no verdict when equal, not comparable, or shown as ±0', () => {
    expect(verdict(row('f', metricById('flow.queueDrops'), 3, 3))).toBe('');
    expect(verdict(row('f', metricById('flow.elapsed'), Number.NaN, 3))).toBe('');
    expect(verdict(row('f', metricById('flow.goodput'), 1000, 1000.2))).toBe('');
  });

  it('every A/B row says which direction is better, or (drop counts) why neither is, in the catalogue’s words', () => {
    const ra = new Simulation(td).runToEnd();
    const rb = new Simulation(red).runToEnd();
    for (const r of compareRows(ra, rb)) {
      if (r.metric.better === 'neither') {
        expect(r.better, r.label).toBeNull();
        expect(r.neutralWhy, r.label).toBe(r.metric.neitherWhy);
      } else expect(['higher', 'lower']).toContain(r.better);
    }
  });

  it('queue drops 0 → 84 (CoDel against a FIFO) read "+84 higher", neither better nor worse, with the reason', () => {
    const drops = row('Bottleneck', metricById('link.queueDrops'), 0, 84);
    expect(verdict(drops)).toBe('');
    expect(neutralWord(drops)).toBe('higher');
    expect(drops.neutralWhy).toBe('early drops are how an AQM tells senders to slow down; judge by delay and goodput');
  });
});

describe('A/B rows of web traffic', () => {
  // Seed 001's web traffic under tail drop (A) and under RED (B), 20 s each.
  const a = presetScenario('seed001-80')!;
  a.duration = 20;
  const b = scenarioB(a, null);
  if (!b.ok) throw new Error(b.errors.join('; '));
  const ra = new Simulation(a).runToEnd();
  const rb = new Simulation(b.scenario).runToEnd();
  const rows = compareRows(ra, rb);
  const web = rows.filter((r) => r.group.startsWith('Flow 1'));

  it('compare its responses (counted over the window), not per-flow figures it does not have', () => {
    expect(web.map((r) => r.metric.id)).toEqual(['flow.webResponses', 'flow.webResponsesWithLoss', 'flow.webResponseMedian', 'flow.webResponseP90']);
    expect(web[0].a).toBe(ra.web[0].completed);
    expect(web[0].b).toBe(rb.web[0].completed);
    expect(web[0].a).toBeGreaterThan(100);
    expect(web[2].a).toBeGreaterThan(0);
    expect(web[3].a).toBeGreaterThan(web[2].a);
    expect(web[1].b).toBe(rb.web[0].withLoss);
    expect(rows.some((r) => r.metric.id === 'flow.goodput')).toBe(false);
  });

  it("Jain's index is not a number for web traffic alone (shown as a dash, not 1.000)", () => {
    const jain = rows.find((r) => r.label.startsWith("Jain's index"))!;
    expect(jain.a).toBeNaN();
    expect(formatValue(jain, jain.a)).toBe('—');
  });
}, 120_000);

describe('B − A direction of a share that moved between flows (the phone trial: "+396.5 kbit/s better" for Reno)', () => {
  it('Vegas/Reno tail drop → RED: the flows\' goodputs move opposite ways, so each is neutral ("higher"/"lower") with the reason; Jain keeps its verdict', () => {
    const ra = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
    const rb = new Simulation(presetScenario('seed002-a-vr-red')!).runToEnd();
    const rows = applyShareDirections(compareRows(ra, rb));
    const goodput = rows.filter((r) => r.metric.id === 'flow.goodput');
    expect(goodput).toHaveLength(2);
    // Vegas (flow 1) gains, Reno (flow 2) loses: one flow's gain is the other's loss.
    expect(goodput[0].diff).toBeGreaterThan(0);
    expect(goodput[1].diff).toBeLessThan(0);
    for (const r of goodput) {
      expect(verdict(r)).toBe('');
      expect(r.neutralWhy).toBe(SHARE_MOVED);
    }
    expect(goodput.map(neutralWord)).toEqual(['higher', 'lower']);
    // Figures with a direction of their own keep it.
    const jain = rows.find((r) => r.metric.id === 'run.jainGoodput' || r.metric.id === 'run.jainActiveGoodput')!;
    expect(verdict(jain)).toBe('better');
  });
  it('when every flow gains (no share moved), more goodput stays "better"', () => {
    const a = [row('Flow 1', metricById('flow.goodput'), 1e5, 2e5), row('Flow 2', metricById('flow.goodput'), 1e5, 1.5e5)];
    applyShareDirections(a);
    expect(a.map(verdict)).toEqual(['better', 'better']);
    expect(a.map(neutralWord)).toEqual(['', '']);
  });
  it('a figure with no better direction reads "higher" or "lower", not nothing (a split ratio then says which run is fairer)', () => {
    expect(directionWord(row('Bottleneck', metricById('run.vegasRenoRatio'), 0.3, 0.8))).toBe('B higher · much fairer');
    expect(neutralWord(row('Bottleneck', metricById('run.vegasRenoRatio'), 0.5, 2))).toBe('higher');
    expect(neutralWord(row('Bottleneck', metricById('run.vegasRenoRatio'), 0.3, 0.3))).toBe('');
  });
});
