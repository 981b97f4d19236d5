import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE as METRICS } from '../../src/sim-core/metric-catalogue/registry';
import { metricById } from '../../src/sim-core';
import { row, verdict } from '../../src/app/compare/compare-rows';

/**
 * The A/B table colours B − A by each metric's declared direction. A per-flow count of bad events
 * (retransmits, timeouts, drops, losses) falls when the flow sends less: under tail drop Vegas is
 * starved, sends less, and its retransmits read "−63 better" (phone trial 20:10). Such a count is
 * "neither" with its reason unless it is normalised (a share of what the flow sent).
 */
describe('metric directions in the catalogue', () => {
  const perFlowCounts = METRICS.filter((m) => m.scope === 'flow' && (m.kind === 'count' || m.kind === 'bytes') && !(m.scope === 'flow' && m.kinds.every((k) => k === 'web')));

  it('no per-flow count of TCP or UDP traffic is "lower is better" (it falls when the flow sends less)', () => {
    expect(perFlowCounts.length).toBeGreaterThan(3);
    for (const m of perFlowCounts) expect(m.better, m.id).not.toBe('lower');
  });

  it('every "neither" says why, in a line shown at the row', () => {
    for (const m of METRICS.filter((x) => x.better === 'neither')) expect(m.neitherWhy, m.id).toMatch(/\w{3,}/);
  });

  it('Vegas starved under tail drop: its 63 fewer retransmits in B are neither better nor worse', () => {
    expect(verdict(row('Flow 1 (Vegas)', metricById('flow.retransmits'), 70, 7))).toBe('');
    expect(metricById('flow.retransmits').neitherWhy).toMatch(/sends less/);
  });

  it('a normalised figure keeps its direction: a UDP flow\'s loss share is lower-is-better', () => {
    expect(metricById('flow.lossRate').better).toBe('lower');
  });
});
