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

/**
 * A run that ends once its flows are done (`stopAfterComplete`) starts with bins for this many
 * seconds (its `duration` is only an upper bound, often ten times what it runs): seed 000's
 * 38 s runs get 0.2 s bins, not the 2 s of their 600 s bound. Should it run longer, ten bins are
 * summed into one (DepartureBins.coarsen) until the run fits, so a run has 40–400 bins.
 */
export const OPEN_ENDED_SPAN = 60;

/** Powers of ten as literals: `10 ** k` and Math.log10 are left to the engine (engine-independence.test.ts). */
const POWERS_OF_TEN = [1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6] as const;

/** A bin width as 1, 2, 5 or 10 × POWERS_OF_TEN[power]. */
interface Rung {
  mantissa: number;
  power: number;
}

function rungFor(span: number): Rung {
  const raw = Math.max(span / DEPARTURE_BINS, 1e-3);
  // The largest power of ten at or below raw.
  let power = 0;
  POWERS_OF_TEN.forEach((q, i) => {
    if (q <= raw) power = i;
  });
  const m = raw / POWERS_OF_TEN[power];
  return { mantissa: m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10, power };
}

const widthOf = (r: Rung) => r.mantissa * POWERS_OF_TEN[r.power];

/** The bin width for a run of `duration` s: 1, 2 or 5 × 10^k s, at least 1 ms. */
export function departureBinWidth(duration: number): number {
  return widthOf(rungFor(duration));
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
  private flows: Float64Array[];
  private other: Float64Array;
  private rung: Rung;
  private width: number;
  /** The last transmission: its end, flow id and wire bytes (the run may stop before it ends). */
  private lastEnd = Number.NEGATIVE_INFINITY;
  private lastFlow = -1;
  private lastBytes = 0;
  private largest = 0;
  /** Whether the first bins cover less than the duration (they may then be coarsened). */
  private readonly openEnded: boolean;

  /** `span`: the seconds the first bins cover (the duration, or less for a run that may end early); they are coarsened if the run goes on. */
  constructor(
    private readonly duration: number,
    private readonly scenarioFlows: number,
    span = duration,
  ) {
    this.openEnded = span < duration;
    this.rung = rungFor(Math.min(span, duration));
    this.width = widthOf(this.rung);
    const n = Math.max(1, Math.ceil(Math.min(span, duration) / this.width - 1e-9));
    this.flows = Array.from({ length: scenarioFlows }, () => new Float64Array(n));
    this.other = new Float64Array(n);
  }

  /** A transmission of `wireBytes` of flow `flowId` ending at `end` (called when it starts). */
  add(flowId: number, end: number, wireBytes: number): void {
    this.lastEnd = end;
    this.lastFlow = flowId;
    this.lastBytes = wireBytes;
    // No branch: a store taken only by a run's first packets ran before V8 collected type feedback
    // for it, and threw out the optimized code at the first packet of the next run.
    this.largest = Math.max(this.largest, wireBytes);
    while (this.openEnded && end >= this.other.length * this.width && end < this.duration && this.rung.power + 1 < POWERS_OF_TEN.length) this.coarsen();
    this.addTo(flowId, end, wireBytes);
  }

  /** Ten bins summed into one: the run has gone on past what the bins cover. */
  private coarsen(): void {
    this.rung = { mantissa: this.rung.mantissa, power: this.rung.power + 1 };
    this.width = widthOf(this.rung);
    const sum = (a: Float64Array) => {
      const out = new Float64Array(a.length);
      for (let k = 0; k < a.length; k++) out[Math.floor(k / 10)] += a[k];
      return out;
    };
    this.flows = this.flows.map(sum);
    this.other = sum(this.other);
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
