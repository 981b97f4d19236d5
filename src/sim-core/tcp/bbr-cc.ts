import type { RandomStream } from '../engine/random';
import { departures, restrict, type SettingsProfile } from '../settings-profile';
import type { AckSample, CongestionControl, TcpCcState } from './congestion-control';
import { WindowedMax } from './windowed-max';

/** BBR v1's knobs (docs/models.md "BBR"); defaults are Linux 5.4 tcp_bbr, `BBR_NS3` is ns-3.48's TcpBbr. */
export interface BbrConfig {
  /** STARTUP's pacing and cwnd gain, 2/ln 2. */
  highGain: number;
  /** PROBE_BW's pacing gains, one phase per min RTT. */
  pacingGainCycle: number[];
  /** PROBE_BW's cwnd gain. */
  cwndGain: number;
  /** Rounds the bottleneck-bandwidth max filter spans. */
  bwWindowRounds: number;
  /** Seconds after which the min RTT is stale and PROBE_RTT begins. */
  minRttWindow: number;
  /** PROBE_RTT lasts this long (s) at ≤ probeRttCwnd segments in flight, and at least a round. */
  probeRttDuration: number;
  probeRttCwnd: number;
  /** The pipe is full when the max bandwidth grew by less than this factor for fullBwRounds rounds. */
  fullBwThreshold: number;
  fullBwRounds: number;
  /** Pace this fraction below the estimated rate (1 %). */
  pacingMargin: number;
  /** ACK-aggregation allowance: gain, window (rounds), reset threshold (bytes) and cap (s of BtlBw). */
  extraAckedGain: number;
  extraAckedWindowRounds: number;
  ackEpochResetBytes: number;
  extraAckedMaxTime: number;
  /**
   * Segments per send quantum in the cwnd budget (3 quanta): 'linux' the TSO goal, pacing rate
   * per ms in segments but at least 2 (1 below 1.2 Mb/s); 'ns3' one segment.
   */
  sendQuantum: 'linux' | 'ns3';
  /** PROBE_BW start phases: 'linux' any but the 0.75 phase; 'ns3' phase 0 or 3–7. */
  startPhases: 'linux' | 'ns3';
  /** Seed the bandwidth filter with the initial pacing estimate cwnd/RTT (ns-3 does; Linux does not). */
  seedBwFilter: boolean;
  /**
   * Delivery-rate samples as Linux takes them ('send') or with one ACK's data too many, which
   * is what ns-3.48's BBR estimates show ('before-last-ack'; see rate-sampler.ts).
   */
  deliveredSnapshot: 'send' | 'before-last-ack';
}

export const BBR_DEFAULTS: BbrConfig = {
  highGain: 2.885,
  pacingGainCycle: [1.25, 0.75, 1, 1, 1, 1, 1, 1],
  cwndGain: 2,
  bwWindowRounds: 10,
  minRttWindow: 10,
  probeRttDuration: 0.2,
  probeRttCwnd: 4,
  fullBwThreshold: 1.25,
  fullBwRounds: 3,
  pacingMargin: 0.01,
  extraAckedGain: 1,
  extraAckedWindowRounds: 5,
  // Linux counts packets and resets the epoch after 2^20 of them: in effect never.
  ackEpochResetBytes: 1460 * 1048576,
  extraAckedMaxTime: 0.1,
  sendQuantum: 'linux',
  startPhases: 'linux',
  seedBwFilter: false,
  deliveredSnapshot: 'send',
};

/** ns-3.48's TcpBbr where it departs from Linux (shared/reference/ns3-modern/README.md §3.3). */
export const BBR_NS3: BbrConfig = {
  ...BBR_DEFAULTS,
  highGain: 2.89,
  ackEpochResetBytes: 4096,
  sendQuantum: 'ns3',
  startPhases: 'ns3',
  seedBwFilter: true,
  deliveredSnapshot: 'before-last-ack',
};

const BBR_NS3_DEPARTURES = departures(BBR_DEFAULTS as unknown as Record<string, unknown>, BBR_NS3 as unknown as Record<string, unknown>);

/** BBR's profiles (settings-profile.ts): ns-3.48's departures from Linux 5.4, and Linux's values of the same keys. */
export const BBR_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'linux',
    label: "Linux 5.4's tcp_bbr (the defaults, stated)",
    sources: ['net/ipv4/tcp_bbr.c', 'net/ipv4/tcp_rate.c'],
    settings: restrict(BBR_DEFAULTS as unknown as Record<string, unknown>, BBR_NS3_DEPARTURES),
  },
  {
    name: 'ns3',
    label: "ns-3.48's TcpBbr: high gain 2.89, one-segment send quantum, its PROBE_BW start phases, a seeded bandwidth filter, its rate samples",
    sources: ['src/internet/model/tcp-bbr.cc', 'src/internet/model/tcp-rate-ops.cc'],
    settings: BBR_NS3_DEPARTURES,
  },
];

export const enum BbrMode {
  Startup = 0,
  Drain = 1,
  ProbeBw = 2,
  ProbeRtt = 3,
}

type CaState = 'open' | 'recovery' | 'loss';

/** The PROBE_BW phases a flow may start in. */
export function bbrStartPhases(rule: BbrConfig['startPhases'], cycleLength: number): number[] {
  const all = Array.from({ length: cycleLength }, (_, i) => i);
  return rule === 'linux' ? all.filter((i) => i !== 1) : all.filter((i) => i === 0 || i >= 3);
}

/**
 * BBR version 1 (Cardwell et al. 2016; IETF draft-cardwell-iccrg-bbr-congestion-control-00;
 * Linux 5.4 tcp_bbr): a model of the path (max delivery rate over 10 rounds, min RTT over 10 s)
 * sets the pacing rate (gain × BtlBw) and cwnd (gain × BDP + quanta + ACK-aggregation allowance).
 * STARTUP doubles the rate per round until the bandwidth stops growing, DRAIN empties the queue
 * it built, PROBE_BW cycles its pacing gain, PROBE_RTT drops to 4 segments when the min RTT is
 * stale. BBR owns cwnd on every ACK, in loss recovery too (packet conservation for a round).
 */
export class BbrCongestionControl implements CongestionControl {
  readonly name = 'bbr';
  readonly pacesItself = true;
  readonly wantsRateSamples = true;
  readonly deliveredSnapshot: BbrConfig['deliveredSnapshot'];
  mode = BbrMode.Startup;
  cycleIdx = 0;
  pacingGain: number;
  cwndGain: number;
  /** Min RTT (s) and when it was last confirmed. */
  minRtt = Number.POSITIVE_INFINITY;
  private minRttStamp = 0;
  private readonly bw: WindowedMax;
  /** Round-trip count and the delivered total that ends the current round. */
  roundCount = 0;
  private roundStart = false;
  private nextRoundDelivered = 0;
  private fullBw = 0;
  private fullBwCount = 0;
  fullBwReached = false;
  private cycleStamp = 0;
  private priorCwnd = 0;
  private prevState: CaState = 'open';
  private lossEnd = 0;
  private packetConservation = false;
  private probeRttDoneAt = -1;
  private probeRttRoundDone = false;
  /** Samples from data sent before `appLimitedUntil` was delivered are app-limited (PROBE_RTT). */
  private appLimitedUntil = 0;
  private hasSeenRtt = false;
  private lastPacingRate = 0;
  private ackEpochStart = 0;
  private ackEpochAcked = 0;
  private readonly extraAcked = [0, 0];
  private extraAckedIdx = 0;
  private extraAckedRounds = 0;

  constructor(
    private readonly cfg: BbrConfig,
    private readonly rng: RandomStream | null,
  ) {
    this.bw = new WindowedMax(cfg.bwWindowRounds);
    this.deliveredSnapshot = cfg.deliveredSnapshot;
    this.pacingGain = cfg.highGain;
    this.cwndGain = cfg.highGain;
  }

  get btlBw(): number {
    return this.bw.best;
  }

  /** BBR grows cwnd itself, in onAckSample. */
  onAck(_s: TcpCcState, _ackedBytes: number): void {}

  /** Linux's bbr_ssthresh: remember cwnd for after recovery; ssthresh itself is not BBR's signal. */
  ssthreshAfterLoss(s: TcpCcState, _inFlight: number): number {
    this.saveCwnd(s);
    return s.cwnd;
  }

  afterTimeout(s: TcpCcState): void {
    this.prevState = 'loss';
    this.lossEnd = s.sndMax;
    this.fullBw = 0;
    this.roundStart = true;
  }

  onRttSample(s: TcpCcState, rtt: number): void {
    // The handshake gives the first min RTT (tcp_min_rtt at bbr_init).
    if (!Number.isFinite(this.minRtt)) {
      this.minRtt = rtt;
      this.minRttStamp = s.now;
    }
  }

  private saveCwnd(s: TcpCcState): void {
    if (this.prevState === 'open' && this.mode !== BbrMode.ProbeRtt) this.priorCwnd = s.cwnd;
    else this.priorCwnd = Math.max(this.priorCwnd, s.cwnd);
  }

  /** Bytes of a window of `gain` × BtlBw × minRTT plus the send-quantum budget (bbr_inflight). */
  inflight(s: TcpCcState, gain: number): number {
    const mss = s.cfg.mss;
    const bdp = Number.isFinite(this.minRtt) ? Math.ceil((gain * this.bw.best * this.minRtt) / 8) : s.cfg.initialWindow * mss;
    return this.quantizationBudget(s, bdp);
  }

  private quantizationBudget(s: TcpCcState, cwnd: number): number {
    let out = cwnd + 3 * this.sendQuantum(s);
    if (this.mode === BbrMode.ProbeBw && this.cycleIdx === 0) out += 2 * s.cfg.mss;
    return out;
  }

  /** Bytes per send quantum (Linux: bbr_tso_segs_goal). */
  sendQuantum(s: TcpCcState): number {
    const mss = s.cfg.mss;
    if (this.cfg.sendQuantum === 'ns3') return mss;
    const minSegs = s.pacingRate < 1.2e6 ? 1 : 2;
    const perMs = Math.floor(s.pacingRate / 8 / 1024 / mss);
    return Math.min(127, Math.max(perMs, minSegs)) * mss;
  }

  onAckSample(s: TcpCcState, rs: AckSample): void {
    if (!this.hasSeenRtt && s.rtt.hasSample) this.initPacingRate(s);
    this.updateModel(s, rs);
    const rate = this.pacingRateFor(this.bw.best, this.pacingGain);
    if (this.fullBwReached || rate > s.pacingRate) s.pacingRate = rate;
    this.lastPacingRate = s.pacingRate;
    this.setCwnd(s, rs);
  }

  /** bbr_init_pacing_rate_from_rtt: high gain × cwnd / RTT (whole ms in ns-3; srtt here). */
  private initPacingRate(s: TcpCcState): void {
    this.hasSeenRtt = true;
    const rtt = Math.max(s.rtt.srtt, 0.001);
    const bw = (s.cwnd * 8) / rtt;
    if (this.cfg.seedBwFilter) this.bw.reset(0, bw);
    s.pacingRate = this.pacingRateFor(bw, this.cfg.highGain);
  }

  private pacingRateFor(bw: number, gain: number): number {
    return gain * bw * (1 - this.cfg.pacingMargin);
  }

  private updateModel(s: TcpCcState, rs: AckSample): void {
    const valid = rs.deliveryRate >= 0 && rs.interval > 0 && !(Number.isFinite(this.minRtt) && rs.interval < this.minRtt);
    const appLimited = rs.appLimited || rs.priorDelivered < this.appLimitedUntil;
    this.updateBw(rs, valid, appLimited);
    this.updateAckAggregation(s, rs, valid);
    this.updateCyclePhase(s, rs);
    this.checkFullBw(valid, appLimited);
    this.checkDrain(s);
    this.updateMinRtt(s, rs);
    this.updateGains();
  }

  private updateBw(rs: AckSample, valid: boolean, appLimited: boolean): void {
    this.roundStart = false;
    if (!valid) return;
    if (rs.priorDelivered >= this.nextRoundDelivered) {
      this.nextRoundDelivered = rs.delivered;
      this.roundCount++;
      this.roundStart = true;
      this.packetConservation = false;
    }
    if (!appLimited || rs.deliveryRate >= this.bw.best) this.bw.update(this.roundCount, rs.deliveryRate);
  }

  /** Linux 5.4's bbr_update_ack_aggregation: data ACKed beyond what BtlBw explains, per epoch. */
  private updateAckAggregation(s: TcpCcState, rs: AckSample, valid: boolean): void {
    const c = this.cfg;
    if (c.extraAckedGain === 0 || rs.newlyDelivered <= 0 || !valid) return;
    if (this.roundStart) {
      this.extraAckedRounds = Math.min(31, this.extraAckedRounds + 1);
      if (this.extraAckedRounds >= c.extraAckedWindowRounds) {
        this.extraAckedRounds = 0;
        this.extraAckedIdx = 1 - this.extraAckedIdx;
        this.extraAcked[this.extraAckedIdx] = 0;
      }
    }
    let expected = (this.bw.best * (s.now - this.ackEpochStart)) / 8;
    if (this.ackEpochAcked <= expected || this.ackEpochAcked + rs.newlyDelivered >= c.ackEpochResetBytes) {
      this.ackEpochAcked = 0;
      this.ackEpochStart = s.now;
      expected = 0;
    }
    this.ackEpochAcked += rs.newlyDelivered;
    const extra = Math.min(this.ackEpochAcked - expected, s.cwnd);
    if (extra > this.extraAcked[this.extraAckedIdx]) this.extraAcked[this.extraAckedIdx] = extra;
  }

  /** The ACK-aggregation allowance (bytes), only once the pipe is full. */
  aggregationCwnd(): number {
    if (this.cfg.extraAckedGain === 0 || !this.fullBwReached) return 0;
    const cap = (this.bw.best * this.cfg.extraAckedMaxTime) / 8;
    return Math.min(this.cfg.extraAckedGain * Math.max(this.extraAcked[0], this.extraAcked[1]), cap);
  }

  private updateCyclePhase(s: TcpCcState, rs: AckSample): void {
    if (this.mode !== BbrMode.ProbeBw) return;
    const fullLength = s.now - this.cycleStamp > this.minRtt;
    let next: boolean;
    if (this.pacingGain === 1) next = fullLength;
    else if (this.pacingGain > 1) next = fullLength && (rs.newlyLost > 0 || rs.priorInFlight >= this.inflight(s, this.pacingGain));
    else next = fullLength || rs.priorInFlight <= this.inflight(s, 1);
    if (next) this.advanceCycle(s);
  }

  private advanceCycle(s: TcpCcState): void {
    this.cycleIdx = (this.cycleIdx + 1) % this.cfg.pacingGainCycle.length;
    this.cycleStamp = s.now;
  }

  private checkFullBw(valid: boolean, appLimited: boolean): void {
    if (this.fullBwReached || !this.roundStart || !valid || appLimited) return;
    if (this.bw.best >= this.fullBw * this.cfg.fullBwThreshold) {
      this.fullBw = this.bw.best;
      this.fullBwCount = 0;
      return;
    }
    this.fullBwReached = ++this.fullBwCount >= this.cfg.fullBwRounds;
  }

  private checkDrain(s: TcpCcState): void {
    if (this.mode === BbrMode.Startup && this.fullBwReached) {
      this.mode = BbrMode.Drain;
      s.ssthresh = this.inflight(s, 1);
    }
    if (this.mode === BbrMode.Drain && s.inFlight() <= this.inflight(s, 1)) this.enterProbeBw(s);
  }

  /** PROBE_BW from a random phase (never the draining 0.75 one), drawn from the flow's own stream. */
  private enterProbeBw(s: TcpCcState): void {
    this.mode = BbrMode.ProbeBw;
    const phases = bbrStartPhases(this.cfg.startPhases, this.cfg.pacingGainCycle.length);
    this.cycleIdx = this.rng ? phases[Math.floor(this.rng.uniform() * phases.length)] : phases[0];
    this.cycleStamp = s.now;
  }

  private updateMinRtt(s: TcpCcState, rs: AckSample): void {
    const c = this.cfg;
    const expired = s.now > this.minRttStamp + c.minRttWindow;
    if (rs.rtt >= 0 && (rs.rtt <= this.minRtt || expired)) {
      this.minRtt = rs.rtt;
      this.minRttStamp = s.now;
    }
    if (c.probeRttDuration > 0 && expired && this.mode !== BbrMode.ProbeRtt) {
      this.mode = BbrMode.ProbeRtt;
      this.saveCwnd(s);
      this.probeRttDoneAt = -1;
    }
    if (this.mode !== BbrMode.ProbeRtt) return;
    const inFlight = s.inFlight();
    // Linux marks what is sent in PROBE_RTT app-limited: its low rate must not lower BtlBw.
    this.appLimitedUntil = Math.max(1, rs.delivered + inFlight);
    if (this.probeRttDoneAt < 0 && inFlight <= c.probeRttCwnd * s.cfg.mss) {
      this.probeRttDoneAt = s.now + c.probeRttDuration;
      this.probeRttRoundDone = false;
      this.nextRoundDelivered = rs.delivered;
    } else if (this.probeRttDoneAt >= 0) {
      if (this.roundStart) this.probeRttRoundDone = true;
      if (this.probeRttRoundDone && s.now > this.probeRttDoneAt) {
        this.minRttStamp = s.now;
        s.cwnd = Math.max(s.cwnd, this.priorCwnd);
        if (this.fullBwReached) this.enterProbeBw(s);
        else this.mode = BbrMode.Startup;
      }
    }
  }

  private updateGains(): void {
    const c = this.cfg;
    switch (this.mode) {
      case BbrMode.Startup:
        this.pacingGain = c.highGain;
        this.cwndGain = c.highGain;
        break;
      case BbrMode.Drain:
        this.pacingGain = 1 / c.highGain;
        this.cwndGain = c.highGain;
        break;
      case BbrMode.ProbeBw:
        this.pacingGain = c.pacingGainCycle[this.cycleIdx];
        this.cwndGain = c.cwndGain;
        break;
      case BbrMode.ProbeRtt:
        this.pacingGain = 1;
        this.cwndGain = 1;
        break;
    }
  }

  private caState(s: TcpCcState): CaState {
    if (s.inRecovery) return 'recovery';
    if (this.lossEnd > 0 && s.sndUna < this.lossEnd) return 'loss';
    this.lossEnd = 0;
    return 'open';
  }

  /** bbr_set_cwnd with bbr_set_cwnd_to_recover_or_restore. */
  private setCwnd(s: TcpCcState, rs: AckSample): void {
    const mss = s.cfg.mss;
    const acked = rs.newlyDelivered;
    const minCwnd = this.cfg.probeRttCwnd * mss;
    let cwnd = s.cwnd;
    if (acked > 0) {
      if (rs.newlyLost > 0) cwnd = Math.max(cwnd - rs.newlyLost, mss);
      const state = this.caState(s);
      if (state === 'recovery' && this.prevState !== 'recovery') {
        // Packet conservation for the first round of recovery; the round starts now.
        this.packetConservation = true;
        this.nextRoundDelivered = rs.delivered;
        cwnd = s.inFlight() + acked;
      } else if (this.prevState !== 'open' && state === 'open') {
        cwnd = Math.max(cwnd, this.priorCwnd);
        this.packetConservation = false;
      }
      this.prevState = state;
      if (this.packetConservation) cwnd = Math.max(cwnd, s.inFlight() + acked);
      else {
        const target = this.targetCwnd(s);
        if (this.fullBwReached) cwnd = Math.min(cwnd + acked, target);
        else if (cwnd < target || rs.delivered < s.cfg.initialWindow * mss) cwnd += acked;
        cwnd = Math.max(cwnd, minCwnd);
      }
    }
    s.cwnd = this.mode === BbrMode.ProbeRtt ? Math.min(cwnd, minCwnd) : cwnd;
  }

  /** target cwnd: cwnd gain × BDP + the aggregation allowance + the send-quantum budget. */
  targetCwnd(s: TcpCcState): number {
    const mss = s.cfg.mss;
    const bdp = Number.isFinite(this.minRtt) ? Math.ceil((this.cwndGain * this.bw.best * this.minRtt) / 8) : s.cfg.initialWindow * mss;
    return this.quantizationBudget(s, bdp + this.aggregationCwnd());
  }

  /** Registry keys state, phase, btlBw, pacingRate, rtProp. */
  telemetry(into: Float64Array): void {
    into[0] = this.mode;
    into[1] = this.mode === BbrMode.ProbeBw ? this.cycleIdx : -1;
    into[2] = this.bw.best;
    into[3] = this.lastPacingRate;
    into[4] = Number.isFinite(this.minRtt) ? this.minRtt : Number.NaN;
  }
}
