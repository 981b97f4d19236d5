import { CongestionEvent, type CongestionEventInfo } from './congestion-event-kinds';

const num = (v: number) => String(+v.toFixed(2));

/**
 * Vegas's once-per-RTT decision, as the sender records it when it changes (`detail` the step,
 * `measure` diff, [`low`, `high`] = [α, β]): declared in Vegas's registry entry.
 */
export const VEGAS_EVENTS: readonly CongestionEventInfo[] = [
  {
    kind: CongestionEvent.VegasDecision,
    name: 'Vegas decision',
    legend: 'Vegas decision (+ grow, = hold, − shrink)',
    step: true,
    explain({ detail, measure, low, high }) {
      const d = `diff = (Expected − Actual)·BaseRTT = ${num(measure)} packets`;
      const what =
        detail > 0
          ? `Vegas: ${d} < α = ${num(low)} → increase cwnd by 1 packet per RTT`
          : detail < 0
            ? `Vegas: ${d} > β = ${num(high)} → decrease cwnd by 1 packet per RTT`
            : `Vegas: α = ${num(low)} ≤ ${d} ≤ β = ${num(high)} → hold cwnd`;
      return `${what} (from now on, until the next mark)`;
    },
  },
];
