import type { LinkTxObserver } from '../net/link';
import type { Packet } from '../net/packet';

/**
 * Bits leaving a link per time bin, per flow: what a flow's throughput over time means (issue 30,
 * item 4). A packet counts, with its wire size (IP + link framing), in the bin in which its
 * transmission ends, the moment its last bit has left the queue and the wire's sending end. The
 * transmissions of one link never overlap, so the packets counted in a bin [t, t + w) sent at most
 * rate × w bits inside it, plus the part before t of the one that started earlier: a bin's sum
 * over flows is at most rate × w + one packet (tests/metric-catalogue/departures.test.ts checks it
 * for every preset). Receiver-side curves (in-order delivery after a hole fills) can rise far
 * above the link rate; this one cannot.
 *
 * Recorded only on monitored links with series on; bins are few (about DEPARTURE_BINS per run),
 * so they stay outside the recorded-values budget and never cut another series short.
 */

/** About this many bins over a run's duration. */
export const DEPARTURE_BINS = 400;

/** Powers of ten as literals: `10 ** k` and Math.log10 are left to the engine (engine-independence.test.ts). */
const POWERS_OF_TEN = [1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6] as const;

/** The bin width for a run of `duration` s: 1, 2 or 5 × 10^k s, at least 1 ms. */
export function departureBinWidth(duration: number): number {
  const raw = Math.max(duration / DEPARTURE_BINS, 1e-3);
  // The largest power of ten at or below raw.
  let p: number = POWERS_OF_TEN[0];
  for (const q of POWERS_OF_TEN) if (q <= raw) p = q;
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/** What a link's departures record: the bin width, wire bytes per bin for each scenario flow, and for packets of no scenario flow (web connections). */
export interface DepartureColumns {
  binWidth: number;
  flows: Float64Array[];
  other: Float64Array;
  /** The largest packet (wire bytes) that left: the slack of the bound rate × width + one packet. */
  largestPacket: number;
}

export class DepartureBins {
  private readonly flows: Float64Array[];
  private readonly other: Float64Array;
  private readonly width: number;
  /** The last transmission: its end, flow id and wire bytes (the run may stop before it ends). */
  private lastEnd = Number.NEGATIVE_INFINITY;
  private lastFlow = -1;
  private lastBytes = 0;
  private largest = 0;

  constructor(
    duration: number,
    private readonly scenarioFlows: number,
  ) {
    this.width = departureBinWidth(duration);
    const n = Math.max(1, Math.ceil(duration / this.width - 1e-9));
    this.flows = Array.from({ length: scenarioFlows }, () => new Float64Array(n));
    this.other = new Float64Array(n);
  }

  /** A transmission of `wireBytes` of flow `flowId` ending at `end` (called when it starts). */
  add(flowId: number, end: number, wireBytes: number): void {
    this.lastEnd = end;
    this.lastFlow = flowId;
    this.lastBytes = wireBytes;
    if (wireBytes > this.largest) this.largest = wireBytes;
    this.addTo(flowId, end, wireBytes);
  }

  private addTo(flowId: number, end: number, bytes: number): void {
    const bins = flowId >= 0 && flowId < this.scenarioFlows ? this.flows[flowId] : this.other;
    bins[Math.min(bins.length - 1, Math.floor(end / this.width))] += bytes;
  }

  /** The bins as of the end of the run at `endTime`: a transmission still on the wire has not left. */
  result(endTime: number): DepartureColumns {
    const flows = this.flows.map((b) => b.slice());
    const other = this.other.slice();
    if (this.lastEnd > endTime) {
      const bins = this.lastFlow >= 0 && this.lastFlow < this.scenarioFlows ? flows[this.lastFlow] : other;
      bins[Math.min(bins.length - 1, Math.floor(this.lastEnd / this.width))] -= this.lastBytes;
    }
    return { binWidth: this.width, flows, other, largestPacket: this.largest };
  }
}

/**
 * Sits between a link and its monitor (LinkTxObserver) and records the departures on the way, so
 * that neither the link nor the monitor carries code for it: monitored links only.
 */
export class DepartureTap implements LinkTxObserver {
  readonly bins: DepartureBins;

  constructor(
    private readonly inner: LinkTxObserver,
    private readonly rateBps: number,
    duration: number,
    scenarioFlows: number,
  ) {
    this.bins = new DepartureBins(duration, scenarioFlows);
  }

  onTxStart(p: Packet, now: number, wireBytes: number): void {
    this.inner.onTxStart(p, now, wireBytes);
    this.bins.add(p.flowId, now + (wireBytes * 8) / this.rateBps, wireBytes);
  }

  onLinkLoss(p: Packet, now: number): void {
    this.inner.onLinkLoss(p, now);
  }
}
