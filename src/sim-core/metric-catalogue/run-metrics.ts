import { LINK_LOSS_PER_PACKET } from './link-loss-draws';
import { responseTimeQuantile } from '../metrics/web-stats';
import { familyRatio } from '../metrics/fairness';
import { OWN_RATE } from '../metrics/summary';
import type { SimResult } from '../scenario/result';
import { FAMILY_RATIOS, type FamilyRatio } from '../tcp/registry';
import { SeqEvent } from '../net/seq-events';
import { CongestionEvent } from '../metrics/congestion-events';
import { uses, type ResultMetric } from './metric';

/** Figures of the whole run: fairness and totals over the flows with a rate of their own (not web traffic). */
const WINDOW = 'the measurement window';
const ACTIVE = "each flow's active time";

/** A family ratio's goodputs: the flows with a rate of their own, as the run's aggregate counts them (metrics/summary.ts). */
function familyRatioOf(r: SimResult, f: FamilyRatio): number {
  const own = r.flows.filter((x) => OWN_RATE[x.kind]);
  return familyRatio(own.map((x) => x.summary.goodputBps), own.map((x) => x.variant ?? 'udp'), f.over.family, f.under.family);
}

/** Retransmitted packets / data packets sent, over the TCP flows (web traffic's connections aside), whole run. */
function retransmittedShare(r: SimResult): number {
  let retransmitted = 0;
  let sent = 0;
  for (const f of r.flows) {
    if (f.kind !== 'tcp') continue;
    retransmitted += f.summary.retransmittedPackets;
    sent += f.summary.dataPacketsSent;
  }
  return sent > 0 ? retransmitted / sent : Number.NaN;
}

/**
 * The TCP flows' retransmitted packets and their losses (packets a queue dropped + packets a link
 * lost), whole run: the two sums the summary sets side by side where the first is larger.
 */
export function tcpResendsAndLosses(r: SimResult): { retransmits: number; losses: number } {
  let retransmits = 0;
  let losses = 0;
  for (const f of r.flows) {
    if (f.kind !== 'tcp') continue;
    retransmits += f.summary.retransmittedPackets;
    losses += f.summary.queueDrops + f.summary.linkLosses;
  }
  return { retransmits, losses };
}

/**
 * The TCP flows' retransmissions of a segment no queue or link had dropped (each loss pays for one
 * retransmission of its segment), counted from their time-sequence traces, and how many of them
 * came after their flow's first retransmission timeout: the go-back-N copies. Null when a TCP flow
 * has no trace. Bloat9, finding 1: behind the 1000-packet FIFO all 1675 of the 2171 retransmissions
 * beyond the 496 losses came after the downloads' one timeout each, and the note said only "at
 * least", with three reasons joined by "or". `traceOf`: where a flow's trace is (the result's
 * series by default; the app's streamed columns), null where there is none.
 */
export function resentNotLost(r: SimResult, traceOf: (flow: number) => ResendTrace | null = (i) => traceIn(r, i)): { notLost: number; afterTimeout: number } | null {
  let notLost = 0;
  let afterTimeout = 0;
  for (let k = 0; k < r.flows.length; k++) {
    if (r.flows[k].kind !== 'tcp') continue;
    const tr = traceOf(k);
    if (!tr) return null;
    const c = tr.congestion;
    let firstTimeout = Infinity;
    for (let i = 0; i < tr.congestionRows; i++) if (c.kind[i] === CongestionEvent.Timeout) firstTimeout = Math.min(firstTimeout, c.t[i]);
    const s = tr.seq;
    const dropped = new Map<number, number>();
    for (let i = 0; i < tr.seqRows; i++) {
      const kind = s.kind[i];
      if (kind === SeqEvent.Drop || kind === SeqEvent.LinkLoss) dropped.set(s.seq[i], (dropped.get(s.seq[i]) ?? 0) + 1);
      else if (kind === SeqEvent.Retransmit) {
        const n = dropped.get(s.seq[i]) ?? 0;
        if (n > 0) dropped.set(s.seq[i], n - 1);
        else {
          notLost++;
          if (s.t[i] >= firstTimeout) afterTimeout++;
        }
      }
    }
  }
  return { notLost, afterTimeout };
}

/** A TCP flow's time-sequence events and congestion events, each with its row count (the app's streamed columns are longer than their rows). */
export interface ResendTrace {
  seq: { t: ArrayLike<number>; kind: ArrayLike<number>; seq: ArrayLike<number> };
  seqRows: number;
  congestion: { t: ArrayLike<number>; kind: ArrayLike<number> };
  congestionRows: number;
}

function traceIn(r: SimResult, flow: number): ResendTrace | null {
  const s = r.flows[flow].series;
  return s ? { seq: s.seq, seqRows: s.seq.t.length, congestion: s.congestion, congestionRows: s.congestion.t.length } : null;
}

/** Why every copy of a packet not lost came after a timeout (resentNotLost's afterTimeout is all of them). */
export const RESENT_AFTER_TIMEOUT_WHY = 'each came after its flow\'s retransmission timeout, when a sender without SACK resends everything from the first missing packet on (go-back-N), packets that had only waited in the queue included';

/** Why a retransmission can resend a packet that was not lost: said wherever the figure is (the summary's note, A/B's line). */
export const RESENT_NOT_LOST_WHY = 'a timeout or three duplicate ACKs fired while the packet was still queued, or after a timeout a sender without SACK resent everything from the first missing packet on (go-back-N)';

/**
 * How to read Jain's index beside a ratio of two shares, said wherever the index is listed (its
 * readAs, the glossary's tip a phone's tap shows): for two flows with shares in ratio r it is
 * (1 + r)² / (2(1 + r²)), so it never falls below 0.5 and is 0.8 at r = 1/3. A phone trial read
 * "Fairness (Jain) 0.812" beside "Vegas/Reno 0.351" as fairly fair (phone-1215 step 14).
 */
export const JAIN_READ_AS = "1 only when all get the same; two flows never go below 0.5, and 0.8 means one gets about a third of the other's";

/** The run metric of a family ratio the TCP registry declares (tcp/registry.ts, FAMILY_RATIOS). */
function familyRatioMetric(f: FamilyRatio): ResultMetric {
  return {
    id: f.id, scope: 'run', kind: 'ratio', digits: 3, better: 'closer-to-1',
    // 0.02 of the ratio (the Vegas/Reno goodput ratio): the same pair run with another seed moves it about this much.
    negligible: { within: 0.02 },
    label: `${f.over.name} goodput / ${f.under.name} goodput`, short: `${f.over.name}/${f.under.name}`, column: f.column, window: WINDOW, glossary: 'tcp-variant',
    definition: `Mean goodput of the ${f.over.flows} flows / mean goodput of the ${f.under.flows} flows, in the window (${f.source}).`,
    missing: `the run has no ${f.over.name} flow or no ${f.under.flows} flow`,
    use: uses({ compare: false, replicate: true }), read: (r) => familyRatioOf(r, f),
    familyRatio: f,
  };
}

export const RUN_METRICS: readonly ResultMetric[] = [
  {
    id: 'run.jainActiveThroughput', scope: 'run', kind: 'ratio', digits: 3, better: 'higher', fairer: 'higher',
    // 0.01 of Jain's index (1 at equal shares): two flows' shares a few per cent apart differ by less than this.
    negligible: { within: 0.01 },
    label: "Jain's index (throughput over the active time, TCP flows)", short: 'Throughput fairness (Jain)', column: 'jain_active_throughput', window: ACTIVE, glossary: 'jain',
    definition: "Jain's fairness index (Σx)² / (n·Σx²) over the flows' throughput over their active time: 1 when every flow gets the same, 1/n when one gets everything.",
    readAs: JAIN_READ_AS,
    missing: "Jain's index compares two flows or more with a rate of their own",
    use: uses({ compare: false, lesson: false }), read: (r) => r.aggregate.jainActiveThroughput,
  },
  {
    id: 'run.jainActiveGoodput', scope: 'run', kind: 'ratio', digits: 3, better: 'higher', fairer: 'higher',
    // 0.01 of Jain's index (1 at equal shares): two flows' shares a few per cent apart differ by less than this.
    negligible: { within: 0.01 },
    label: "Jain's index (goodput over the active time, TCP and UDP flows)", labelWithoutUdp: "Jain's index (goodput over the active time, TCP flows)", short: 'Goodput fairness (Jain)', column: 'jain_active_goodput', window: ACTIVE, glossary: 'jain',
    definition: "Jain's fairness index over the flows' goodput over their active time.",
    readAs: JAIN_READ_AS,
    missing: "Jain's index compares two flows or more with a rate of their own",
    use: uses({ replicate: true }), read: (r) => r.aggregate.jainActiveGoodput,
  },
  {
    id: 'run.jainGoodput', scope: 'run', kind: 'ratio', digits: 3, better: 'higher', fairer: 'higher',
    // 0.01 of Jain's index (1 at equal shares): two flows' shares a few per cent apart differ by less than this.
    negligible: { within: 0.01 },
    label: "Jain's index (goodput over the window)", short: 'Fairness (Jain)', column: 'jain_window_goodput', window: WINDOW, glossary: 'jain',
    definition: "Jain's fairness index over the flows' goodput inside the measurement window (the papers' fairness figure). Once every flow has finished it compares their sizes, not their shares.",
    readAs: JAIN_READ_AS,
    missing: "Jain's index compares two flows or more with a rate of their own",
    use: uses({ compare: false, replicate: true }), read: (r) => r.aggregate.jainGoodput,
  },
  ...FAMILY_RATIOS.map(familyRatioMetric),
  {
    id: 'run.systemGoodput', scope: 'run', kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    label: 'system goodput', short: 'System goodput', column: 'system_goodput_bps', window: WINDOW, glossary: 'goodput',
    definition: "Σ of the flows' goodput over the measurement window (web traffic aside): new data delivered in order, headers and retransmitted copies left out.",
    counts: 'only new data delivered in order',
    missing: 'no flow has a rate of its own: web traffic is counted by its responses',
    use: uses({ compare: false, replicate: true }), read: (r) => r.aggregate.totalGoodputBps,
  },
  {
    // Beside a busier link that delivered less (A/B's note): what share of the senders' packets were copies (bloat trial 07:10, confusion 8).
    id: 'run.retransmittedShare', scope: 'run', kind: 'share', digits: 1, better: 'neither', neitherWhy: 'every loss is resent, an AQM\'s early drops too; judge by goodput and delay',
    // 1 percentage point of the packets sent.
    negligible: { within: 0.01 },
    label: 'retransmitted share of the data packets sent (TCP flows, whole run)', short: 'Retransmitted share', column: 'retransmitted_share', window: 'the whole run', glossary: 'retransmission',
    definition: "Σ of the TCP flows' retransmitted packets / Σ of the data packets they sent (first transmissions and retransmissions), over the whole run: the share of what the senders put on the wire that was a copy of data sent before. A copy that crosses the bottleneck takes its time again: utilization counts it, system goodput does not.",
    missing: 'no TCP flow sent data',
    use: uses({ replicate: true }), read: retransmittedShare,
  },
  {
    // Bloat trial 08:20 (confusion 3): 2170 tail-drop retransmissions in the summary beside 527 queue drops, and nothing said why.
    id: 'run.retransmitsBeyondLosses', scope: 'run', kind: 'count', digits: 0, better: 'neither', neitherWhy: 'it says why the retransmissions outnumber the losses; judge by goodput and delay',
    label: 'retransmissions beyond the losses (TCP flows, whole run)', short: 'Resent but not lost', column: 'retransmits_beyond_losses', window: 'the whole run', glossary: 'retransmission',
    definition: `Σ of the TCP flows' retransmitted packets − Σ of their losses (packets a queue dropped + packets a link lost), over the whole run; 0 when the losses are as many. Repairing a loss takes one retransmission, so at least this many retransmissions resent a packet that was not lost: ${RESENT_NOT_LOST_WHY}.`,
    readAs: `resent packets that were not lost: ${RESENT_NOT_LOST_WHY}`,
    missing: 'no TCP flow sent data',
    use: uses({ replicate: true }),
    read: (r) => {
      if (!r.flows.some((f) => f.kind === 'tcp')) return Number.NaN;
      const { retransmits, losses } = tcpResendsAndLosses(r);
      return Math.max(0, retransmits - losses);
    },
  },
  {
    id: 'run.atgr', scope: 'run', kind: 'ratio', digits: 3, better: 'closer-to-1',
    // 0.02 of the ratio, as a family ratio.
    negligible: { within: 0.02 },
    label: 'average traffic goodput ratio (main / cross)', short: 'Main/cross goodput ratio', column: 'atgr', window: WINDOW, glossary: 'goodput',
    definition: 'Mean goodput of the main-traffic flows / mean goodput of the cross-traffic flows (seed 003).',
    missing: 'the run has no main and cross traffic groups',
    use: uses({ compare: false, lesson: false }), read: (r) => r.aggregate.atgr,
  },
  {
    id: 'run.linkLosses', scope: 'run', kind: 'count', digits: 0, better: 'lower',
    label: 'packets lost to link errors (all links)', short: 'Link losses', column: 'link_losses_all', window: 'the whole run', glossary: 'link-loss',
    definition: `Packets every link's loss model destroyed, kept apart from queue drops. ${LINK_LOSS_PER_PACKET}`,
    use: uses({ compare: false }), read: (r) => r.aggregate.linkLosses,
  },
  {
    id: 'run.inFlightAtEnd', scope: 'run', kind: 'count', digits: 0, better: 'neither', neitherWhy: 'packets caught by the end of the run, not an outcome',
    label: 'packets still in the network at the end', short: 'In flight at end', column: 'in_flight_at_end', window: 'the end of the run', glossary: 'queue-length',
    definition: 'Packets sent but neither received nor dropped when the run ended: queued or on a wire. They are in no drop or delay count.',
    use: uses({ compare: false, lesson: false }), read: (r) => r.conservation.inFlight,
  },
  {
    id: 'variant.meanGoodput', scope: 'variant', kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    label: 'mean goodput per flow of a TCP variant', short: 'Mean goodput', column: 'variant_mean_goodput_bps', window: WINDOW, glossary: 'tcp-variant',
    definition: 'The mean over the flows of one TCP variant of their goodput in the window.',
    missing: 'the run has no flow of this variant',
    use: uses({ summary: false, compare: false, export: false }), read: (r, s) => r.aggregate.goodputByVariant[s.variant ?? '']?.meanBps ?? Number.NaN,
  },
  {
    id: 'variant.goodput', scope: 'variant', kind: 'rate', digits: 1, better: 'higher',
    // Within 1 % of the larger rate: a few packets over a run, not a change a reader should act on.
    negligible: { within: 0.01, relative: true },
    label: 'goodput of a TCP variant', short: 'Variant goodput', column: 'variant_goodput_bps', window: WINDOW, glossary: 'tcp-variant',
    definition: 'Σ of the goodput in the window of the flows of one TCP variant ("udp" for UDP flows).',
    missing: 'the run has no flow of this variant',
    use: uses({ compare: false, lesson: false, export: false }), read: (r, s) => r.aggregate.goodputByVariant[s.variant ?? '']?.goodputBps ?? Number.NaN,
  },
  {
    id: 'web.medianResponse', scope: 'run', kind: 'time', digits: 3, better: 'lower',
    label: 'median web response time (all web flows)', short: 'Median response', column: 'web_response_median_all_s', window: WINDOW, glossary: 'elapsed-time',
    definition: 'Median response time over the responses of every web flow.',
    missing: 'no web response finished in the measurement window',
    use: uses({ summary: false, compare: false }), read: (r) => responseTimeQuantile(r.web, 0.5),
  },
  {
    id: 'web.p90Response', scope: 'run', kind: 'time', digits: 3, better: 'lower',
    label: '90th percentile web response time (all web flows)', short: 'p90 response', column: 'web_response_p90_all_s', window: WINDOW, glossary: 'elapsed-time',
    definition: '90th percentile of the response time over the responses of every web flow.',
    missing: 'no web response finished in the measurement window',
    use: uses({ summary: false, compare: false }), read: (r) => responseTimeQuantile(r.web, 0.9),
  },
];
