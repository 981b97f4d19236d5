import type { TcpSender } from './sender';

const SACKED = 1;
const LOST = 2;
/** Retransmitted during the current recovery episode (counts twice in RFC 6675's pipe). */
const RETX = 4;

/** Segments acknowledged before the arrays are shifted down (amortizes the copy). */
const TRIM_AT = 1024;

/**
 * Per-segment sender state: last transmission time and count (for Karn's rule), and the
 * RFC 6675 scoreboard flags (SACKed, lost, retransmitted). Segments are indexed by position
 * in the byte stream (segment i starts at i·MSS); the FIN rides on the last one.
 *
 * Only segments from the cumulative ACK on are kept: the arrays hold segment `base + j` at
 * slot j, and acknowledged segments are dropped as the ACK advances, so memory follows the
 * window, not the length of the transfer.
 */
export class SegmentBoard {
  private txTime = new Float64Array(64);
  private txCount = new Uint16Array(64);
  private flags = new Uint8Array(64);
  /** Index of the segment in slot 0. */
  private base = 0;
  /** Bytes currently SACKed above the cumulative ACK. */
  sackedBytes = 0;

  /** Memory held by the arrays (bytes), for the run's memory budget. */
  get bytes(): number {
    return this.flags.length * 11;
  }

  private ensure(i: number): void {
    const j = i - this.base;
    if (j < this.flags.length) return;
    let n = this.flags.length;
    while (n <= j) n *= 2;
    const t = new Float64Array(n);
    t.set(this.txTime);
    this.txTime = t;
    const c = new Uint16Array(n);
    c.set(this.txCount);
    this.txCount = c;
    const f = new Uint8Array(n);
    f.set(this.flags);
    this.flags = f;
  }

  /** Forget segments below `first` (all acknowledged): shift the arrays down. */
  private forgetBelow(first: number): void {
    const drop = first - this.base;
    if (drop < TRIM_AT || drop * 2 < this.flags.length) return;
    const keep = this.flags.length - drop;
    this.txTime.copyWithin(0, drop);
    this.txTime.fill(0, keep);
    this.txCount.copyWithin(0, drop);
    this.txCount.fill(0, keep);
    this.flags.copyWithin(0, drop);
    this.flags.fill(0, keep);
    this.base = first;
  }

  recordTransmit(i: number, now: number): void {
    this.ensure(i);
    const j = i - this.base;
    this.txTime[j] = now;
    if (this.txCount[j] < 65535) this.txCount[j]++;
  }

  transmissions(i: number): number {
    const j = i - this.base;
    return j < this.txCount.length ? this.txCount[j] : 0;
  }

  lastTransmit(i: number): number {
    return this.txTime[i - this.base];
  }

  isSacked(i: number): boolean {
    const j = i - this.base;
    return j < this.flags.length && (this.flags[j] & SACKED) !== 0;
  }

  /** Mark every segment fully inside a SACK block (and above the cumulative ACK); returns bytes newly SACKed. */
  applySack(s: TcpSender, blocks: number[]): number {
    const before = this.sackedBytes;
    const lo = s.segIndex(s.sndUna);
    for (let b = 0; b < blocks.length; b += 2) {
      const start = blocks[b];
      const end = blocks[b + 1];
      const last = s.segIndex(end - 1);
      for (let i = Math.max(lo, s.segIndex(start)); i <= last; i++) {
        if (s.segStart(i) < start) continue;
        if (s.segEnd(i) > end || s.segStart(i) >= s.sndMax) break;
        this.ensure(i);
        if ((this.flags[i - this.base] & SACKED) === 0) {
          this.flags[i - this.base] |= SACKED;
          this.sackedBytes += s.segEnd(i) - s.segStart(i);
        }
      }
    }
    return this.sackedBytes - before;
  }

  /** The cumulative ACK moved from `oldUna` to s.sndUna: forget SACK state and segments below it. */
  onCumulativeAck(s: TcpSender, oldUna: number): void {
    const hi = s.segIndex(s.sndUna);
    if (this.sackedBytes !== 0) {
      for (let i = s.segIndex(oldUna); i < hi; i++) {
        if (this.flags[i - this.base] & SACKED) this.sackedBytes -= s.segEnd(i) - s.segStart(i);
      }
    }
    this.forgetBelow(hi);
  }

  /** SACKed bytes below `seq` (above the cumulative ACK). */
  sackedBelow(s: TcpSender, seq: number): number {
    if (this.sackedBytes === 0 || seq >= s.sndMax) return this.sackedBytes;
    let n = 0;
    const hi = s.segIndex(seq);
    for (let i = s.segIndex(s.sndUna); i < hi; i++) if (this.flags[i - this.base] & SACKED) n += s.segEnd(i) - s.segStart(i);
    return n;
  }

  /**
   * RFC 6675 SetPipe, marking segments lost on the way (IsLost: more than (DupThresh − 1)·MSS
   * bytes SACKed above). Returns the estimate of bytes in the network.
   */
  pipe(s: TcpSender): number {
    if (s.sndMax <= s.sndUna) return 0;
    const lo = s.segIndex(s.sndUna);
    const hi = s.segIndex(s.sndMax - 1);
    this.ensure(hi);
    const lostAbove = (s.cfg.dupThresh - 1) * s.cfg.mss;
    let sackedAbove = 0;
    let pipe = 0;
    for (let i = hi; i >= lo; i--) {
      const len = s.segEnd(i) - s.segStart(i);
      const f = this.flags[i - this.base];
      if (f & SACKED) {
        sackedAbove += len;
        // ns-3 keeps counting a retransmission until the cumulative ACK passes it, even once SACKed.
        if (f & RETX && s.cfg.pipeCountsSackedRetransmissions) pipe += len;
        continue;
      }
      let lost = (f & LOST) !== 0;
      if (!lost && sackedAbove > lostAbove) {
        this.flags[i - this.base] |= LOST;
        lost = true;
      }
      if (!lost) pipe += len;
      if (f & RETX) pipe += len;
    }
    return pipe;
  }

  /** Is the first unacknowledged segment deemed lost by the SACK rule? */
  firstIsLost(s: TcpSender): boolean {
    if (this.sackedBytes <= (s.cfg.dupThresh - 1) * s.cfg.mss) return false;
    this.pipe(s);
    const i = s.segIndex(s.sndUna);
    return (this.flags[i - this.base] & LOST) !== 0;
  }

  markFirstLost(s: TcpSender): void {
    const i = s.segIndex(s.sndUna);
    this.ensure(i);
    if (!(this.flags[i - this.base] & SACKED)) this.flags[i - this.base] |= LOST;
  }

  /** After a timeout every unSACKed outstanding segment is considered lost (RFC 6675 §5.1). */
  markAllLost(s: TcpSender): void {
    if (s.sndMax <= s.sndUna) return;
    const hi = s.segIndex(s.sndMax - 1);
    this.ensure(hi);
    for (let i = s.segIndex(s.sndUna); i <= hi; i++) {
      this.flags[i - this.base] &= ~RETX;
      if (!(this.flags[i - this.base] & SACKED)) this.flags[i - this.base] |= LOST;
    }
  }

  clearRetransmitted(s: TcpSender): void {
    if (s.sndMax <= s.sndUna) return;
    const hi = Math.min(s.segIndex(s.sndMax - 1), this.base + this.flags.length - 1);
    for (let i = s.segIndex(s.sndUna); i <= hi; i++) this.flags[i - this.base] &= ~RETX;
  }

  /**
   * RFC 6675 NextSeg() and transmit it; returns sequence bytes sent, 0 when nothing may be sent.
   * (1) lowest lost, unSACKed, not yet retransmitted segment; (2) new data;
   * (3) lowest unSACKed, not retransmitted segment below the highest SACKed one.
   */
  sendNextSegment(s: TcpSender): number {
    const lo = s.segIndex(s.sndUna);
    const hi = s.sndMax > s.sndUna ? s.segIndex(s.sndMax - 1) : lo - 1;
    let highestSacked = -1;
    for (let i = lo; i <= hi; i++) {
      const f = this.flags[i - this.base];
      if (f & SACKED) {
        highestSacked = i;
        continue;
      }
      if (f & LOST && !(f & RETX)) return this.retransmit(s, i);
    }
    const fresh = s.sendOneNewSegment(null);
    if (fresh > 0) return fresh;
    for (let i = lo; i < highestSacked; i++) {
      const f = this.flags[i - this.base];
      if (!(f & SACKED) && !(f & RETX)) return this.retransmit(s, i);
    }
    return 0;
  }

  /** Retransmit the first unacknowledged segment and remember it was retransmitted. */
  retransmitFirst(s: TcpSender): void {
    this.retransmit(s, s.segIndex(s.sndUna));
  }

  private retransmit(s: TcpSender, i: number): number {
    this.flags[i - this.base] |= RETX;
    s.transmitSegment(i);
    return s.segEnd(i) - s.segStart(i);
  }
}
