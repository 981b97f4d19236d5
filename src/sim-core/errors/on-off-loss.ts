import type { RandomStream } from '../engine/random';
import type { LossModel } from '../net/link';
import type { Packet } from '../net/packet';

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
    while (now >= this.nextSwitch) {
      this.on = !this.on;
      this.nextSwitch += this.channel.exponential(this.on ? this.params.meanOn : this.params.meanOff);
    }
    return this.on;
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
