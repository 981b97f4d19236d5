import { exp } from '../engine/det-math';
import type { RandomStream } from '../engine/random';
import type { LossModel } from '../net/link';
import type { Packet } from '../net/packet';

/**
 * Switches walked one by one before jumping (about 30 µs of work at most per packet). Seed 003's
 * 50-ms channels cross idle stretches of over a hundred switches; 256 keeps every preset on the
 * walk, so their draws (and trace hashes) are unchanged (128 changed E5's).
 */
const MAX_WALK = 256;

export interface OnOffParams {
  /** Packet error rate while the channel is in the On (bad) state. */
  perOn: number;
  /** Packet error rate in the Off (good) state; seed 003's Off state is error-free (0). */
  perOff: number;
  /** Mean sojourn in the On state (s); sojourns are exponentially distributed. */
  meanOn: number;
  /** Mean sojourn in the Off state (s). */
  meanOff: number;
}

/**
 * Two-state on/off channel (Gilbert-Elliott style, seed 003's burst errors). The channel
 * alternates Off (good) and On (bad) with exponential sojourns; a packet leaving the wire is
 * lost with the error rate of the state the channel is in at that instant.
 *
 * The channel's trajectory comes from its own stream, separate from the per-packet coin flips,
 * so it does not depend on the traffic: two runs that differ only in the queue discipline see
 * the same bad periods (common random numbers, which sharpens RED-vs-tail-drop comparisons).
 * The initial state is drawn from the stationary distribution, so the long-run loss rate
 * PER_on·E[On]/(E[On]+E[Off]) (+ the same for Off) holds from t = 0.
 *
 * Cost per packet is bounded whatever the means: the channel walks switch by switch for at most
 * MAX_WALK switches (the common case, seconds-long sojourns between packets), and when it is
 * further behind it jumps to the packet's time with the chain's exact transition probability
 * (jumpTo). Either way the state at each packet has the right distribution.
 */
export class OnOffLoss implements LossModel {
  private on: boolean;
  private nextSwitch: number;

  constructor(
    readonly params: OnOffParams,
    private readonly channel: RandomStream,
    private readonly coin: RandomStream,
  ) {
    const { meanOn, meanOff } = params;
    this.on = channel.uniform() < meanOn / (meanOn + meanOff);
    // Exponential sojourns are memoryless: the residual time of the first state is exponential too.
    this.nextSwitch = channel.exponential(this.on ? meanOn : meanOff);
  }

  /** Is the channel in the On (bad) state at time `now`? Advances the channel lazily. */
  isOn(now: number): boolean {
    for (let walked = 0; now >= this.nextSwitch; walked++) {
      if (walked === MAX_WALK) {
        this.jumpTo(now);
        break;
      }
      this.on = !this.on;
      this.nextSwitch += this.channel.exponential(this.on ? this.params.meanOn : this.params.meanOff);
    }
    return this.on;
  }

  /**
   * Skip the switches between `nextSwitch` and `now` at once. Just after the switch at
   * `nextSwitch` the channel is in the other state; a two-state Markov chain with leave rates
   * a = 1/E[Off] and b = 1/E[On] is On after a further Δ with probability
   * π_on + (1{On at start} − π_on)·e^{−(a+b)Δ}. The sojourn left from `now` is exponential again
   * (memoryless), so the walk resumes from there with the same law as before.
   */
  private jumpTo(now: number): void {
    const { meanOn, meanOff } = this.params;
    const piOn = meanOn / (meanOn + meanOff);
    const startOn = !this.on;
    const decay = exp(-(now - this.nextSwitch) * (1 / meanOn + 1 / meanOff));
    const pOn = piOn + ((startOn ? 1 : 0) - piOn) * decay;
    this.on = this.channel.uniform() < pOn;
    this.nextSwitch = now + this.channel.exponential(this.on ? meanOn : meanOff);
  }

  lose(_p: Packet, now: number): boolean {
    const per = this.isOn(now) ? this.params.perOn : this.params.perOff;
    return per > 0 && this.coin.uniform() < per;
  }

  /** Long-run fraction of packets lost (for packets arriving independently of the channel). */
  static longRunLossRate(p: OnOffParams): number {
    return (p.perOn * p.meanOn + p.perOff * p.meanOff) / (p.meanOn + p.meanOff);
  }
}
