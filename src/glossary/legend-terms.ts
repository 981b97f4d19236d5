import { CongestionEvent } from '../sim-core/metrics/congestion-events';

/**
 * Glossary terms of the legend items that are not in a registry (the queue discipline's gauges,
 * thresholds and drop reasons carry their own `glossary` id): the plots' own lines and the
 * congestion-event markers, by CongestionEvent code.
 */
export const LEGEND_TERMS = {
  queue: 'queue-length',
  cwnd: 'cwnd',
  ssthresh: 'ssthresh',
  throughput: 'throughput',
  queueingDelay: 'queueing-delay',
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
