import { CongestionEvent } from '../sim-core/metrics/congestion-events';

/**
 * Glossary terms of the legend items that are not in a registry (each plot's own line is the plot
 * registry's `term`; the queue discipline's gauges, thresholds and drop reasons carry their own
 * `glossary` id): the lines a plot adds and the congestion-event markers, by CongestionEvent code.
 */
export const LEGEND_TERMS = {
  ssthresh: 'ssthresh',
  targetDelay: 'codel-target',
} as const;

export const CONGESTION_EVENT_TERMS: Record<number, string> = {
  [CongestionEvent.SlowStartExit]: 'slow-start',
  [CongestionEvent.FastRetransmit]: 'fast-retransmit',
  [CongestionEvent.RecoveryEnd]: 'fast-recovery',
  [CongestionEvent.PartialAck]: 'fast-recovery',
  [CongestionEvent.Timeout]: 'rto',
  [CongestionEvent.SynRetransmit]: 'syn-retransmit',
  [CongestionEvent.EcnEcho]: 'ecn-echo',
  [CongestionEvent.VegasDecision]: 'vegas-alpha-beta',
};
