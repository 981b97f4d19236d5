/**
 * HyStart (Ha & Rhee 2008, as in Linux tcp_cubic before HyStart++): ends slow start before the
 * first loss, when ACKs of one round stop arriving as a tight train for longer than a fraction
 * of the minimum RTT, or when the round's smallest RTT rises clearly above the minimum.
 */
export interface HyStartConfig {
  enabled: boolean;
  /** Checks run only from this window (segments) up. */
  lowWindow: number;
  detect: 'both' | 'ack-train' | 'delay';
  /** RTT samples at the start of a round whose minimum is the round's RTT. */
  minSamples: number;
  /** ACKs at most this far apart (s) continue a train. */
  ackDelta: number;
  /**
   * The delay threshold added to the minimum RTT: 'linux' clamp(minRTT/8, 4 ms, 16 ms);
   * 'ns3' clamp(minRTT, 4 ms, 1000 ms) (ns-3.48's TcpCubic, about 2 × minRTT in all).
   */
  delayThreshold: 'linux' | 'ns3';
  /** The train must last longer than minRTT/2 ('linux') or minRTT ('ns3'). */
  ackTrainLength: 'linux' | 'ns3';
}

export const HYSTART_LINUX: HyStartConfig = {
  enabled: true,
  lowWindow: 16,
  detect: 'both',
  minSamples: 8,
  ackDelta: 0.002,
  delayThreshold: 'linux',
  ackTrainLength: 'linux',
};

/** The amount the round's RTT may exceed the minimum before slow start ends (s). */
export function hystartDelayThreshold(minRtt: number, rule: HyStartConfig['delayThreshold']): number {
  return rule === 'linux' ? Math.min(0.016, Math.max(0.004, minRtt / 8)) : Math.min(1, Math.max(0.004, minRtt));
}

/** Per-round state of HyStart; the congestion control owns the minimum RTT and the window. */
export class HyStart {
  /** Slow start has been ended by HyStart (until a reset). */
  found = false;
  private roundStart = 0;
  private lastAck = 0;
  private endSeq = 0;
  private currRtt = Number.POSITIVE_INFINITY;
  private samples = 0;

  constructor(private readonly cfg: HyStartConfig) {}

  /** A new round: the ACK of everything sent so far ends it. */
  resetRound(now: number, sndNxt: number): void {
    this.roundStart = now;
    this.lastAck = now;
    this.endSeq = sndNxt;
    this.currRtt = Number.POSITIVE_INFINITY;
    this.samples = 0;
  }

  /** Start over (connection start, or after a timeout). */
  reset(): void {
    this.found = false;
    this.endSeq = 0;
  }

  /** Begin a new round if this ACK passed the last one's end. */
  onSlowStartAck(now: number, ack: number, sndNxt: number): void {
    if (ack > this.endSeq) this.resetRound(now, sndNxt);
  }

  /** One RTT sample in slow start, at or above the low window; returns true when slow start should end. */
  onSample(now: number, rtt: number, minRtt: number): boolean {
    if (this.found) return false;
    const c = this.cfg;
    if (c.detect !== 'delay' && now - this.lastAck <= c.ackDelta) {
      this.lastAck = now;
      const length = c.ackTrainLength === 'linux' ? minRtt / 2 : minRtt;
      if (now - this.roundStart > length) this.found = true;
    }
    if (!this.found && c.detect !== 'ack-train') {
      if (this.samples < c.minSamples) {
        this.currRtt = Math.min(this.currRtt, rtt);
        this.samples++;
      } else if (this.currRtt > minRtt + hystartDelayThreshold(minRtt, c.delayThreshold)) this.found = true;
    }
    return this.found;
  }
}
