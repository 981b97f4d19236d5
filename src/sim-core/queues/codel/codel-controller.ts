import { Ecn, type Packet } from '../../net/packet';
import { controlLaw, newtonStep, REC_INV_SQRT_ONE } from './control-law';
import { toCodelTime } from './codel-time';
import { ceSelected, type CeThreshold } from './ce-threshold';

export interface CoDelParams {
  /** Acceptable standing queue delay (s). RFC 8289: 5 ms. */
  target: number;
  /** Window over which the delay must stay above target before dropping (s). RFC 8289: 100 ms. */
  interval: number;
  /** No drop while fewer bytes than this remain queued behind the head (ns-3 MinBytes; Linux uses the MTU). */
  minBytes: number;
  /** Mark ECN-capable packets instead of dropping them. */
  ecn: boolean;
  /** The CE threshold for L4S (ce-threshold.ts); null: none. */
  ceThreshold?: CeThreshold | null;
}

/** The queue a CoDel controller works on: its own FIFO, or one flow queue of FQ-CoDel. */
export interface CoDelQueueAccess {
  /** Take the head packet (null when empty). */
  take(): Packet | null;
  /** Bytes still queued (after the take). */
  readonly bytes: number;
  /** A packet CoDel dropped at dequeue ("target exceeded"). */
  dropped(p: Packet): void;
  /** A packet CoDel marked CE instead of dropping it (the packet is still sent). */
  marked(p: Packet): void;
}

/**
 * The CoDel dequeue state machine of RFC 8289 §5 as Linux and ns-3 run it, in 1024 ns units.
 * Entering the dropping state drops the head packet; while dropping, each time `dropNext` is
 * reached count grows and the next drop is scheduled interval/sqrt(count) later; the state is
 * left as soon as a head packet's sojourn time is back below target (or too few bytes remain).
 */
export class CoDelController {
  count = 0;
  lastCount = 0;
  dropping = false;
  /** 1/sqrt(count) as a 16-bit fraction. */
  recInvSqrt = REC_INV_SQRT_ONE;
  /** When the sojourn time first stayed above target long enough to drop (0: not above). */
  firstAboveTime = 0;
  /** Time of the next drop while dropping (CoDel units). */
  dropNext = 0;
  /** Sojourn time of the last packet looked at (CoDel units), for telemetry. */
  lastDelay = 0;
  private readonly target: number;
  private readonly interval: number;
  /** The CE threshold in CoDel units (−1: none). */
  private readonly ceThreshold: number;

  constructor(readonly params: CoDelParams) {
    this.target = toCodelTime(params.target);
    this.interval = toCodelTime(params.interval);
    this.ceThreshold = params.ceThreshold ? toCodelTime(params.ceThreshold.threshold) : -1;
  }

  /** RFC 8289 "ok to drop" for the packet just taken from the head, at `now` (CoDel units). */
  private okToDrop(p: Packet | null, nowSec: number, now: number, q: CoDelQueueAccess): boolean {
    if (p === null) {
      this.firstAboveTime = 0;
      return false;
    }
    const sojourn = toCodelTime(nowSec - p.enqueuedAt);
    this.lastDelay = sojourn;
    if (sojourn < this.target || q.bytes < this.params.minBytes) {
      this.firstAboveTime = 0;
      return false;
    }
    if (this.firstAboveTime === 0) {
      this.firstAboveTime = now + this.interval;
      return false;
    }
    return now > this.firstAboveTime;
  }

  private mark(p: Packet, q: CoDelQueueAccess): boolean {
    if (!this.params.ecn || p.ecn === Ecn.NotEct) return false;
    p.ecn = Ecn.Ce;
    q.marked(p);
    return true;
  }

  /**
   * Dequeue through CoDel: returns the packet to send, after any drops at the head. With a CE
   * threshold, a selected packet that waited longer than it is CE-marked: after CoDel's own
   * decision (Linux), or instead of it (ns-3's UseL4s: CoDel never sees such packets).
   */
  dequeue(nowSec: number, q: CoDelQueueAccess): Packet | null {
    const p = this.codelDequeue(nowSec, q);
    if (p !== null && this.ceThreshold >= 0 && this.lastDelay > this.ceThreshold && p.ecn !== Ecn.Ce && ceSelected(p, this.params.ceThreshold!)) {
      p.ecn = Ecn.Ce;
      q.marked(p);
    }
    return p;
  }

  private codelDequeue(nowSec: number, q: CoDelQueueAccess): Packet | null {
    let p = q.take();
    if (p === null) {
      this.dropping = false;
      return null;
    }
    if (this.ceThreshold >= 0 && this.params.ceThreshold!.mode === 'ns3' && ceSelected(p, this.params.ceThreshold!)) {
      this.lastDelay = toCodelTime(nowSec - p.enqueuedAt);
      return p;
    }
    const now = toCodelTime(nowSec);
    let ok = this.okToDrop(p, nowSec, now, q);
    if (this.dropping) {
      if (!ok) {
        this.dropping = false;
      } else {
        while (this.dropping && now >= this.dropNext) {
          this.count++;
          this.recInvSqrt = newtonStep(this.recInvSqrt, this.count);
          if (this.mark(p!, q)) {
            this.dropNext = controlLaw(this.dropNext, this.interval, this.recInvSqrt);
            return p;
          }
          q.dropped(p!);
          p = q.take();
          ok = this.okToDrop(p, nowSec, now, q);
          if (!ok) this.dropping = false;
          else this.dropNext = controlLaw(this.dropNext, this.interval, this.recInvSqrt);
        }
      }
    } else if (ok) {
      if (!this.mark(p, q)) {
        q.dropped(p);
        p = q.take();
        this.okToDrop(p, nowSec, now, q);
      }
      this.dropping = true;
      // Re-entering soon after leaving: resume near the drop rate that last controlled the queue.
      const delta = this.count - this.lastCount;
      if (delta > 1 && now - this.dropNext < 16 * this.interval) {
        this.count = delta;
        this.recInvSqrt = newtonStep(this.recInvSqrt, this.count);
      } else {
        this.count = 1;
        this.recInvSqrt = REC_INV_SQRT_ONE;
      }
      this.lastCount = this.count;
      this.dropNext = controlLaw(now, this.interval, this.recInvSqrt);
    }
    return p;
  }
}
