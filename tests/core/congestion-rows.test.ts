/**
 * A flow's congestion events are written a row at a time into one RecordedSeries (issue 38,
 * twentieth session: thirteen pushes made FlowTrace.congestionEvent a large compilation in the
 * second run of a process); each value must land in its own column of CONGESTION_COLUMNS.
 */
import { describe, expect, it } from 'vitest';
import { CONGESTION_COLUMNS, CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import { FlowTrace } from '../../src/sim-core/metrics/flow-trace';
import { RecordBudget } from '../../src/sim-core/metrics/record-budget';
import { RecordedSeries } from '../../src/sim-core/metrics/recorded-series';

describe("a flow's congestion events", () => {
  it('are rows of one RecordedSeries, each value in its own column, past a doubling of the storage', () => {
    const trace = new FlowTrace(0, 0, true, { from: 0, to: Number.POSITIVE_INFINITY }, new RecordBudget(1e9));
    expect(trace.congestion).toBeInstanceOf(RecordedSeries);
    trace.noteLoss(7, 0.5, 3, false);
    const rows = 300;
    for (let r = 0; r < rows; r++) trace.congestionEvent(1 + r, CongestionEvent.FastRetransmit, r === 0 ? 7 : 1000 + r, 10, 5, 4, 2, 1448, 0.25, 0.125, r);
    const c = trace.congestion.toArrays();
    expect(Object.keys(c)).toEqual([...CONGESTION_COLUMNS]);
    const first = Object.fromEntries(CONGESTION_COLUMNS.map((k) => [k, c[k][0]]));
    expect(first).toEqual({ t: 1, kind: CongestionEvent.FastRetransmit, seq: 7, cwndBefore: 10, cwnd: 5, ssthresh: 4, detail: 2, mss: 1448, causeT: 0.5, causeLink: 3, measure: 0.25, low: 0.125, high: 0 });
    expect(c.t.length).toBe(rows);
    expect(c.high[rows - 1]).toBe(rows - 1);
    expect(Number.isNaN(c.causeT[1])).toBe(true);
  });
});
