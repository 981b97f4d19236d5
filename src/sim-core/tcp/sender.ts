import { DOUBLE_MINUS_ONE, DOUBLE_ZERO } from '../engine/double-zero';
import { powerOfTwo } from '../engine/det-math';
import { Tag } from '../engine/event-tags';
import type { ScheduledEvent } from '../engine/event-queue';
import type { Simulator } from '../engine/simulator';
import type { FlowTrace } from '../metrics/flow-trace';
import { SeqEvent } from '../net/seq-events';
import { CongestionEvent } from './congestion-event-kinds';
import type { Agent } from '../net/node';
import type { PacketPort } from '../net/packet-port';
import { Ecn, Flag, IP_HEADER, type Packet, Proto, SYN_OPTIONS, TCP_HEADER } from '../net/packet';
import { packetPool } from '../net/packet-pool';
import type { TcpConfig } from './config';
import type { AckSample, CongestionControl } from './congestion-control';
import type { LossRecovery } from './loss-recovery';
import { LinuxRttEstimator } from './linux-rtt-estimator';
import { RateSampler } from './rate-sampler';
import { RttEstimator, type RetransmitTimer } from './rtt-estimator';
import { SegmentBoard } from './segment-board';

const enum State {
  Closed,
  SynSent,
  Established,
  Done,
  Failed,
}

/**
 * The sending side of one TCP connection: handshake, segmentation, the retransmission timer,
 * duplicate-ACK detection and the FIN. What happens to cwnd lives in the pluggable congestion
 * control (`cc`); what happens after a loss is detected lives in the loss recovery (`recovery`).
 * Sequence numbers are byte offsets of the application data (0 = first data byte); the FIN
 * occupies offset `dataEnd` and travels on the last data segment.
 */
export class TcpSender implements Agent {
  cwnd: number;
  ssthresh: number;
  sndUna = 0;
  sndNxt = 0;
  /** One past the highest sequence number sent so far. */
  sndMax = 0;
  /** RFC 6582 recovery point (see LossRecovery.recoverGuard). */
  recover = 0;
  dupAcks = 0;
  inRecovery = false;
  /** After a timeout: the sequence whose ACK ends the loss episode (0 = none). */
  private lossEpisodeEnd = 0;
  /** Bytes sent by limited transmit since the last ACK of new data. */
  private limitedTransmitBytes = 0;
  /** Partial ACKs seen in the current recovery episode. */
  private partialAcks = 0;
  readonly board = new SegmentBoard();
  readonly rtt: RetransmitTimer;
  /** Offset one past the last data byte (Infinity for an unlimited transfer). */
  readonly dataEnd: number;
  /** Number of segments; the FIN rides on the last one. */
  private readonly nSeg: number;
  private state = State.Closed;
  /** When the retransmission timer expires (Infinity: not running). */
  private rtoDeadline = Number.POSITIVE_INFINITY;
  /**
   * The one pending timer event. Restarting the timer only moves the deadline; an event that
   * fires early re-arms itself, so ACKs do not churn the event queue with cancelled timers.
   */
  private rtoEvent: ScheduledEvent | null = null;
  private readonly rtoFn = () => this.rtoFired();
  private synTimer: ScheduledEvent | null = null;
  private synAttempts = 0;
  private synSentAt = DOUBLE_ZERO;
  /** Consecutive timeouts without an ACK of new data (RFC 5681: keep ssthresh on repeats). */
  private consecutiveTimeouts = 0;
  /** ECN: no new window reduction until the cumulative ACK passes this (RFC 3168 §6.1.2). */
  private ecnRecover = -1;
  private needCwr = false;
  private lastCwnd = -1;
  private lastSsthresh = DOUBLE_MINUS_ONE;
  /** The last transmission attempt stopped at cwnd (TcpCcState.cwndLimited). */
  cwndLimited = false;
  /** Pacing (docs/models.md "Pacing"): on for this flow, its rate (bit/s) and the next release time. */
  readonly paced: boolean;
  pacingRate = 0;
  private nextSendAt = 0;
  /** One pending pacing event at most: armed only when a send is held back. */
  private pacingEvent: ScheduledEvent | null = null;
  private readonly pacingFn = () => this.pacingReleased();
  /** Delivery-rate samples, kept only for congestion controls that read them. */
  private readonly rates: RateSampler | null;
  /** The congestion control's last per-RTT decision (noteDecision; NaN: none since the last loss). */
  private lastDecision = Number.NaN;
  /** cwnd < ssthresh at the last cwnd sample (null before the first), for the slow-start exit event. */
  private slowStart: boolean | null = null;

  constructor(
    private readonly sim: Simulator,
    readonly flowId: number,
    private readonly node: PacketPort,
    private readonly dst: number,
    readonly cfg: TcpConfig,
    bytes: number | null,
    readonly cc: CongestionControl,
    readonly recovery: LossRecovery,
    readonly trace: FlowTrace,
    /** Called once when the FIN is acknowledged (or the connection is abandoned). */
    private readonly onDone: (s: TcpSender) => void,
  ) {
    this.cwnd = cfg.initialWindow * cfg.mss;
    this.ssthresh = cfg.initialSsthresh;
    this.dataEnd = bytes ?? Number.POSITIVE_INFINITY;
    this.nSeg = bytes === null ? Number.POSITIVE_INFINITY : Math.ceil(bytes / cfg.mss);
    this.rtt =
      cfg.rtoEstimator === 'linux-2.4'
        ? new LinuxRttEstimator(cfg.minRto, cfg.initialRto, cfg.maxRto, 4)
        : new RttEstimator(cfg.minRto, cfg.initialRto, cfg.maxRto, cfg.clockGranularity);
    this.paced = cfg.pacing || cc.pacesItself === true;
    this.rates = cc.wantsRateSamples ? new RateSampler(cc.deliveredSnapshot) : null;
  }

  /** Simulated time now (for congestion controls that keep their own clocks). */
  get now(): number {
    return this.sim.now;
  }

  get finished(): boolean {
    return this.state === State.Done || this.state === State.Failed;
  }

  // ---- segment geometry -------------------------------------------------------------------

  // Segment i covers [i·MSS, (i+1)·MSS); the last one ends at dataEnd + 1 because the FIN is
  // piggybacked on it (the application has closed, as a bulk sender does).
  segIndex(seq: number): number {
    return Math.min(Math.floor(seq / this.cfg.mss), this.nSeg - 1);
  }
  segStart(i: number): number {
    return i * this.cfg.mss;
  }
  segEnd(i: number): number {
    return i < this.nSeg - 1 ? (i + 1) * this.cfg.mss : this.dataEnd + 1;
  }
  /** One past the last sequence number of the stream (after the FIN). */
  private get streamEnd(): number {
    return this.dataEnd + 1;
  }

  /** Bytes in flight: RFC 6675's pipe with SACK, FlightSize otherwise. */
  inFlight(): number {
    return this.recovery.usesSack ? this.board.pipe(this) : this.flightSize();
  }

  /** Bytes sent and not yet cumulatively acknowledged, less SACKed bytes. */
  flightSize(): number {
    const raw = this.sndNxt - this.sndUna;
    if (!this.recovery.usesSack || this.board.sackedBytes === 0) return raw;
    return raw - this.board.sackedBelow(this, this.sndNxt);
  }

  // ---- connection set-up --------------------------------------------------------------------

  start(): void {
    if (!this.cfg.handshake) {
      this.startEstablished(null);
      return;
    }
    this.state = State.SynSent;
    this.sendSyn();
  }

  /**
   * Start on a connection that is already open (the server's side of an HTTP exchange: the
   * response flows on the connection the client opened). `rttSample`, if any, is the handshake's
   * RTT measurement, so the first RTO is not the 6 s initial one.
   */
  startEstablished(rttSample: number | null): void {
    this.state = State.Established;
    this.trace.counters.connectedAt = this.sim.now;
    if (rttSample !== null) this.takeRttSample(rttSample);
    this.recordCwnd();
    this.trySend();
  }

  private sendSyn(): void {
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.dst, IP_HEADER + TCP_HEADER + SYN_OPTIONS);
    p.flags = Flag.SYN | (this.cfg.ecn ? Flag.ECE | Flag.CWR : 0);
    p.seqLen = 1;
    this.synAttempts++;
    this.trace.counters.synSent++;
    if (this.synAttempts > 1) this.congestionEvent(CongestionEvent.SynRetransmit, 0, this.cwnd, this.synAttempts);
    this.synSentAt = this.sim.now;
    const timeout = Math.min(this.cfg.maxRto, this.cfg.synTimeout * powerOfTwo(this.synAttempts - 1));
    this.synTimer = this.sim.schedule(timeout, Tag.SynTimer, () => this.onSynTimeout());
    this.node.receive(p);
  }

  private onSynTimeout(): void {
    this.synTimer = null;
    if (this.state !== State.SynSent) return;
    if (this.synAttempts > this.cfg.synRetries) {
      this.state = State.Failed;
      this.trace.counters.failed = true;
      this.onDone(this);
      return;
    }
    this.sendSyn();
  }

  private onSynAck(): void {
    if (this.state !== State.SynSent) {
      this.sendPureAck(); // our handshake ACK was lost; the receiver repeated its SYN-ACK
      return;
    }
    this.sim.cancel(this.synTimer);
    this.synTimer = null;
    this.state = State.Established;
    this.trace.counters.connectedAt = this.sim.now;
    if (this.synAttempts === 1) {
      const r = this.sim.now - this.synSentAt;
      if (!(this.cfg.discardShortHandshakeRtt && this.rtt.firstSampleRto(r) < this.cfg.initialRto)) this.takeRttSample(r);
    }
    this.sendPureAck();
    this.recordCwnd();
    this.trySend();
  }

  private sendPureAck(): void {
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.dst, IP_HEADER + TCP_HEADER);
    p.flags = Flag.ACK;
    p.seq = this.sndNxt;
    this.node.receive(p);
  }

  // ---- ACK processing -------------------------------------------------------------------------

  receive(p: Packet): void {
    if (p.flags & Flag.SYN) {
      this.onSynAck();
      return;
    }
    // The receiver's own FIN (passive close) is acknowledged; the ACK crosses the forward path.
    if (p.flags & Flag.FIN) this.sendPureAck();
    if (this.state !== State.Established) return;
    const now = this.sim.now;
    const ack = p.ack;
    const priorInFlight = this.rates !== null ? this.inFlight() : 0;
    const lostBefore = this.rates !== null && this.recovery.usesSack ? this.board.lostCount : 0;
    const sample = this.rates?.onAck(this, ack, p.sack) ?? (this.cc.onAckSample ? RateSampler.none() : null);
    const newlySacked = this.recovery.usesSack && p.sack !== null ? this.board.applySack(this, p.sack) : 0;
    const advanced = ack > this.sndUna;
    // RFC 6675 §2: with SACK a duplicate ACK is one that SACKs new data, even if it also moves
    // the cumulative ACK; without SACK, RFC 5681's definition (same ACK, no data, data outstanding).
    const isDup = this.recovery.usesSack
      ? newlySacked > 0
      : !advanced && ack === this.sndUna && this.sndMax > this.sndUna && p.payload === 0;
    const k = this.trace.counters;

    if (advanced) {
      const acked = ack - this.sndUna;
      const oldUna = this.sndUna;
      // RTT sample from the oldest segment this ACK covers, if it was sent only once (Karn).
      const first = this.segIndex(oldUna);
      if (this.board.transmissions(first) === 1) this.takeRttSample(now - this.board.lastTransmit(first), ack);
      this.sndUna = ack;
      this.board.onCumulativeAck(this, oldUna);
      if (this.sndNxt < ack) this.sndNxt = ack;
      this.cc.onNewData?.(this);
      if (this.cc.onEcnFeedback && this.cfg.ecn) this.cc.onEcnFeedback(this, acked, (p.flags & Flag.ECE) !== 0, false);
      this.dupAcks = 0;
      this.limitedTransmitBytes = 0;
      this.consecutiveTimeouts = 0;
      this.trace.seqEvent(now, SeqEvent.Ack, ack, 0);
      // RFC 6298 (5.3) restarts the timer on new data. In recovery only the first partial ACK
      // does (RFC 6582's "impatient" variant); an ACK that is also a duplicate leaves it (ns-3).
      // Linux re-arms on every ACK of data, in every state (tcp_ack_packets_out).
      let restart = !isDup || this.cfg.retransmitTimer === 'linux-2.4';
      if (this.inRecovery) {
        const cwndBefore = this.cwnd;
        if (this.recovery.onNewAck(this, acked)) {
          this.inRecovery = false;
          restart = true;
          if (this.cfg.growOnRecoveryExit) this.cc.onAck(this, acked);
          this.congestionEvent(CongestionEvent.RecoveryEnd, ack, cwndBefore, 0);
        } else {
          restart = this.partialAcks++ === 0 || this.cfg.retransmitTimer === 'linux-2.4';
          this.congestionEvent(CongestionEvent.PartialAck, ack, cwndBefore, this.partialAcks);
        }
      } else if (this.lossEpisodeEnd > 0 && ack >= this.lossEpisodeEnd) {
        // The ACK that covers everything sent before the timeout ends the loss episode; like
        // ns-3 it leaves cwnd as it is.
        this.lossEpisodeEnd = 0;
      } else if (!isDup) {
        this.cc.onAck(this, acked);
      }
      this.onEcnEcho(p);
      this.clampCwnd();
      if (ack >= this.dataEnd && Number.isNaN(k.dataAckedAt)) k.dataAckedAt = now;
      if (ack >= this.streamEnd) {
        this.complete();
        return;
      }
      this.cc.afterNewAck?.(this);
      if (restart || this.sndMax <= this.sndUna) this.restartRtoTimer();
    }
    // An ACK that repeats snd.una while data is outstanding: ns-3 counts it as one segment for
    // DCTCP's α, and its ECE is answered (the DCTCP receiver's extra ACK carries the CE state
    // of data it ACKed before; Linux and ns-3 enter CWR on it).
    if (!advanced && this.cc.onEcnFeedback && this.cfg.ecn && ack === this.sndUna && this.sndMax > this.sndUna) {
      this.cc.onEcnFeedback(this, 0, (p.flags & Flag.ECE) !== 0, true);
      if (!isDup) this.onEcnEcho(p);
    }
    if (isDup) {
      this.dupAcks++;
      k.dupAcks++;
      if (!this.inRecovery) this.cc.onDuplicateAck?.(this);
      if (this.dupAcks === this.cfg.dupThresh) k.tripleDupAcks++;
      if (!advanced) this.onEcnEcho(p);
      if (this.inRecovery) {
        // An ACK that also advanced was already given to onNewAck: one recovery step per ACK.
        if (!advanced) this.recovery.onDupAck(this);
      } else if (this.shouldEnterRecovery()) {
        const cwndBefore = this.cwnd;
        const retransmitted = this.sndUna;
        this.inRecovery = true;
        this.partialAcks = 0;
        k.fastRecoveries++;
        this.congestionResponded();
        this.recovery.enter(this);
        this.cc.afterFastRetransmit?.(this);
        this.congestionEvent(CongestionEvent.FastRetransmit, retransmitted, cwndBefore, this.dupAcks);
        this.lastDecision = Number.NaN;
      }
      this.clampCwnd();
    }
    if (sample !== null) {
      sample.priorInFlight = priorInFlight;
      if (this.recovery.usesSack && this.rates !== null) sample.newlyLost = Math.max(0, this.board.lostCount - lostBefore) * this.cfg.mss;
      this.cc.onAckSample!(this, sample);
      this.clampCwnd();
    }
    if (this.paced && !this.cc.pacesItself) this.pacingRate = this.defaultPacingRate();
    this.trySend();
    this.recordCwnd();
  }

  /**
   * Linux's rate for paced flows whose congestion control sets none (tcp_update_pacing_rate):
   * 200 % of cwnd/srtt in slow start, 120 % in congestion avoidance.
   */
  private defaultPacingRate(): number {
    if (!this.rtt.hasSample) return 0;
    const ratio = this.cwnd < this.ssthresh / 2 ? 2 : 1.2;
    return (ratio * this.cwnd * 8) / Math.max(this.rtt.srtt, 1e-6);
  }

  /** Pacing lets a segment leave now; if not, the pacing timer calls trySend at the release time. */
  pacingAllows(): boolean {
    if (!this.paced || this.sim.now >= this.nextSendAt) return true;
    if (this.pacingEvent === null) this.pacingEvent = this.sim.at(this.nextSendAt, Tag.PacingTimer, this.pacingFn);
    return false;
  }

  private pacingReleased(): void {
    this.pacingEvent = null;
    this.trySend();
    this.recordCwnd();
  }

  private shouldEnterRecovery(): boolean {
    if (this.recovery.recoverGuard && this.sndUna < this.recover) return false;
    if (this.dupAcks >= this.cfg.dupThresh) return true;
    if (this.recovery.usesSack && this.board.firstIsLost(this)) return true;
    return this.cc.retransmitEarly?.(this) ?? false;
  }

  /** ECN-Echo: reduce once per window of data (RFC 3168 §6.1.2) and signal CWR. */
  private onEcnEcho(p: Packet): void {
    if (!this.cfg.ecn || !(p.flags & Flag.ECE) || this.inRecovery || this.sndUna <= this.ecnRecover) return;
    const cwndBefore = this.cwnd;
    this.ssthresh = this.cc.ssthreshAfterLoss(this, this.flightSize(), 'ecn');
    this.cwnd = Math.max(this.cfg.mss, Math.min(this.cwnd, this.ssthresh));
    this.congestionResponded();
    this.trace.counters.ecnReductions++;
    this.congestionEvent(CongestionEvent.EcnEcho, p.ack, cwndBefore, 0);
  }

  /**
   * A window reduction happened (ECE, fast retransmit or timeout): it answers every congestion
   * signal of the current window, and the next new data segment carries CWR.
   */
  private congestionResponded(): void {
    this.ecnRecover = this.sndMax;
    this.needCwr = this.cfg.ecn;
  }

  /** `ackedTo`: the cumulative ACK that carried the sample (per-round-trip estimators use it). */
  private takeRttSample(r: number, ackedTo = this.sndUna): void {
    this.rtt.sample(r, ackedTo, this.sndNxt);
    this.cc.onRttSample?.(this, r);
    this.trace.rttSample(this.sim.now, this.rtt.srtt, this.rtt.rto);
  }

  private clampCwnd(): void {
    if (this.cfg.maxCwnd !== null) this.cwnd = Math.min(this.cwnd, this.cfg.maxCwnd * this.cfg.mss);
  }

  /** Record a congestion event with the window as it is after the sender's reaction. */
  private congestionEvent(kind: number, seq: number, cwndBefore: number, detail: number, measure?: number, low?: number, high?: number): void {
    this.trace.congestionEvent(this.sim.now, kind, seq, cwndBefore, this.cwnd, this.ssthresh, detail, this.cfg.mss, measure, low, high);
  }

  /** TcpCcState.noteDecision: record the decision when it differs from the previous one. */
  noteDecision(step: -1 | 0 | 1, measure: number, low: number, high: number, cwndBefore: number): void {
    if (step === this.lastDecision) return;
    this.lastDecision = step;
    this.congestionEvent(CongestionEvent.VegasDecision, this.sndUna, cwndBefore, step, measure, low, high);
  }

  private recordCwnd(): void {
    if (this.cc.telemetry && this.trace.ccValues !== null && this.trace.recordSeries) {
      this.cc.telemetry(this.trace.ccValues);
      this.trace.ccSample(this.sim.now);
    }
    if (this.cwnd === this.lastCwnd && this.ssthresh === this.lastSsthresh) return;
    const slowStart = this.cwnd < this.ssthresh;
    // detail 1: a loss lowered ssthresh below cwnd; 0: cwnd grew up to ssthresh.
    if (this.slowStart === true && !slowStart) this.congestionEvent(CongestionEvent.SlowStartExit, this.sndUna, this.lastCwnd, this.ssthresh !== this.lastSsthresh ? 1 : 0);
    this.slowStart = slowStart;
    this.lastCwnd = this.cwnd;
    this.lastSsthresh = this.ssthresh;
    this.trace.cwndSample(this.sim.now, this.cwnd, this.ssthresh);
  }

  // ---- transmission ---------------------------------------------------------------------------

  private trySend(): void {
    if (this.state !== State.Established) return;
    if (this.inRecovery) this.recovery.send(this);
    else this.sendNewData();
  }

  /**
   * Send from sndNxt while the window allows (go-back-N after a timeout re-sends from sndUna,
   * skipping SACKed segments). Limited transmit (RFC 3042) lets the first two duplicate ACKs
   * each release one more segment; with SACK the SACKed bytes leave the flight estimate, which
   * releases the same segments, so no extra allowance is added.
   */
  sendNewData(): void {
    const extra =
      this.cfg.limitedTransmit && !this.recovery.usesSack && !this.inRecovery && this.dupAcks > 0 && this.dupAcks < this.cfg.dupThresh
        ? this.dupAcks * this.cfg.mss
        : 0;
    const base = Math.min(this.cwnd, this.cfg.rcvWindow);
    const before = this.flightSize();
    while (this.sendOneNewSegment(base + extra) > 0) {
      /* keep sending */
    }
    // Stopped by cwnd (not by the data, the receiver's window or pacing): growth may follow.
    this.cwndLimited =
      this.sndNxt < this.streamEnd && this.cwnd <= this.cfg.rcvWindow && (this.cfg.sendBuffer === null || this.cwnd <= this.cfg.sendBuffer) && this.flightSize() + this.cfg.mss > base + extra;
    // RFC 5681 §3.2: segments sent by limited transmit do not count in the FlightSize that
    // sets ssthresh when fast retransmit follows.
    if (extra > 0) this.limitedTransmitBytes += Math.max(0, this.flightSize() - Math.max(before, base));
  }

  /** FlightSize for the ssthresh computation (limited-transmit segments excluded). */
  lossFlightSize(): number {
    return this.flightSize() - this.limitedTransmitBytes;
  }

  /**
   * Send the segment at sndNxt if `wnd` allows; returns sequence bytes sent (0 if none).
   * With `wnd` null only the receiver window limits (RFC 6675 NextSeg rule 2: in SACK recovery
   * the congestion window is enforced through pipe by the caller).
   */
  sendOneNewSegment(wnd: number | null): number {
    if (this.recovery.usesSack) {
      while (this.sndNxt < this.sndMax && this.board.isSacked(this.segIndex(this.sndNxt))) {
        this.sndNxt = this.segEnd(this.segIndex(this.sndNxt));
      }
    }
    if (this.sndNxt >= this.streamEnd) return 0;
    if (!this.pacingAllows()) return 0;
    const i = this.segIndex(this.sndNxt);
    const len = this.segEnd(i) - this.sndNxt;
    const payload = Math.min(this.segEnd(i), this.dataEnd) - this.sndNxt;
    if (wnd === null) {
      if (this.sndNxt + payload - this.sndUna > this.cfg.rcvWindow) return 0;
    } else if (this.flightSize() + payload > wnd) return 0;
    // The send buffer holds everything not yet cumulatively acknowledged (TcpConfig.sendBuffer).
    if (this.cfg.sendBuffer !== null && this.sndNxt + payload - this.sndUna > this.cfg.sendBuffer) return 0;
    this.transmitSegment(i);
    this.sndNxt += len;
    return len;
  }

  retransmitFirstUnacked(): void {
    this.transmitSegment(this.segIndex(this.sndUna));
  }

  /** Put segment i on the wire (a retransmission if it was sent before). */
  transmitSegment(i: number): void {
    const now = this.sim.now;
    const seq = this.segStart(i);
    const end = this.segEnd(i);
    const isFin = end > this.dataEnd;
    const payload = Math.min(end, this.dataEnd) - seq;
    const isRetx = seq < this.sndMax;
    const p = packetPool.take(this.flowId, Proto.Tcp, this.node.index, this.dst, IP_HEADER + TCP_HEADER + payload);
    p.seq = seq;
    p.seqLen = end - seq;
    p.payload = payload;
    p.flags = Flag.ACK | (isFin ? Flag.FIN : 0);
    p.isRetransmission = isRetx;
    p.sentAt = now;
    if (this.needCwr && payload > 0 && !isRetx) {
      p.flags |= Flag.CWR;
      this.needCwr = false;
    }
    // RFC 3168 §6.1.5: retransmissions are not ECN-capable; new data is sent ECT(0) (§5).
    // DCTCP sends its configured codepoint on every data packet.
    if (this.cfg.ecn && payload > 0 && (!isRetx || this.cc.ectOnRetransmit === true)) p.ecn = this.cc.ecnCodepoint ?? Ecn.Ect0;
    this.board.recordTransmit(i, now);
    this.rates?.onTransmit(this, i, now);
    // ns-3 paces by payload bytes; the initial window leaves unpaced (PaceInitialWindow false).
    if (this.paced && this.pacingRate > 0 && payload > 0 && seq >= this.cfg.initialWindow * this.cfg.mss) this.nextSendAt = now + (payload * 8) / this.pacingRate;
    const k = this.trace.counters;
    if (payload > 0) {
      k.dataPacketsSent++;
      k.dataBytesSent += payload;
      this.trace.dataSent(now, payload);
      if (Number.isNaN(k.firstDataAt)) k.firstDataAt = now;
    }
    if (isRetx) {
      k.retransmittedPackets++;
      k.retransmittedBytes += payload;
    }
    this.trace.seqEvent(now, isRetx ? SeqEvent.Retransmit : SeqEvent.Send, seq, end - seq);
    if (end > this.sndMax) this.sndMax = end;
    // Linux restarts the timer whenever it retransmits the oldest outstanding segment.
    const linuxRestart = isRetx && seq === this.sndUna && this.cfg.retransmitTimer === 'linux-2.4';
    if (this.rtoDeadline === Number.POSITIVE_INFINITY || linuxRestart) this.armRtoTimer();
    this.node.receive(p);
  }

  // ---- retransmission timer ---------------------------------------------------------------------

  private armRtoTimer(): void {
    this.armRtoTimerAt(this.sim.now + this.rtt.rto);
  }

  /** Expire at `deadline`; a pending event that would fire later is replaced, an earlier one re-posts itself. */
  private armRtoTimerAt(deadline: number): void {
    this.rtoDeadline = deadline;
    if (this.rtoEvent !== null && this.rtoEvent.time > this.rtoDeadline) {
      this.sim.cancel(this.rtoEvent);
      this.rtoEvent = null;
    }
    if (this.rtoEvent === null) this.rtoEvent = this.sim.at(this.rtoDeadline, Tag.RetransmitTimer, this.rtoFn);
  }

  /** Restart the retransmission timer from now, optionally backing it off first. */
  restartRetransmitTimer(backOff: boolean): void {
    if (backOff) this.rtt.backOff();
    this.armRtoTimer();
  }

  private restartRtoTimer(): void {
    if (this.sndMax <= this.sndUna) this.rtoDeadline = Number.POSITIVE_INFINITY;
    else if (this.cfg.retransmitTimer === 'linux-2.4' && this.lossEpisodeEnd === 0) {
      // tcp_ack_packets_out: RTO + deviation after the oldest outstanding segment left, at least
      // the deviation from now (RFC 6298's now + RTO would add a whole round trip).
      const dev = this.rtt.deviation;
      const headSent = this.board.lastTransmit(this.segIndex(this.sndUna));
      this.armRtoTimerAt(Math.max(this.sim.now + dev, headSent + this.rtt.rto + dev));
    } else this.armRtoTimer();
  }

  private rtoFired(): void {
    this.rtoEvent = null;
    if (this.rtoDeadline === Number.POSITIVE_INFINITY) return;
    if (this.sim.now < this.rtoDeadline) {
      this.rtoEvent = this.sim.at(this.rtoDeadline, Tag.RetransmitTimer, this.rtoFn);
      return;
    }
    this.rtoDeadline = Number.POSITIVE_INFINITY;
    this.onRto();
  }

  private onRto(): void {
    if (this.state !== State.Established || this.sndMax <= this.sndUna) return;
    const k = this.trace.counters;
    k.timeouts++;
    const cwndBefore = this.cwnd;
    const windowBefore = Math.min(this.cwnd, this.cfg.rcvWindow);
    if (this.consecutiveTimeouts === 0) {
      // Bytes in flight: RFC 6675's pipe with SACK (as ns-3), FlightSize otherwise (RFC 5681).
      const inFlight = this.recovery.usesSack ? this.board.pipe(this) : this.sndMax - this.sndUna;
      this.ssthresh = this.cc.ssthreshAfterLoss(this, inFlight);
    }
    this.lossEpisodeEnd = this.sndMax;
    this.consecutiveTimeouts++;
    this.cwnd = this.cfg.lossWindow * this.cfg.mss;
    this.cc.afterTimeout?.(this, windowBefore);
    this.clampCwnd();
    // A timeout in fast recovery ends it (the shaded recovery period stops here).
    if (this.inRecovery) this.congestionEvent(CongestionEvent.RecoveryEnd, this.sndUna, cwndBefore, 1);
    this.inRecovery = false;
    this.dupAcks = 0;
    this.lastDecision = Number.NaN;
    if (this.recovery.recoverGuard) this.recover = this.sndMax;
    this.congestionResponded();
    if (this.recovery.usesSack) this.board.markAllLost(this);
    this.sndNxt = this.sndUna;
    this.rtt.backOff();
    this.congestionEvent(CongestionEvent.Timeout, this.sndUna, cwndBefore, this.rtt.rto);
    this.trace.rttSample(this.sim.now, this.rtt.srtt, this.rtt.rto);
    this.recordCwnd();
    this.sendNewData();
    if (this.rtoDeadline === Number.POSITIVE_INFINITY) this.armRtoTimer();
  }

  private complete(): void {
    this.rtoDeadline = Number.POSITIVE_INFINITY;
    this.state = State.Done;
    this.trace.counters.finAckedAt = this.sim.now;
    this.recordCwnd();
    this.onDone(this);
  }
}
