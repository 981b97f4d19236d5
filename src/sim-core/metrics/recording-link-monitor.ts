import type { Packet } from '../net/packet';
import { ECN_MARK, LINK_LOSS, OVERFLOW, type DropReasonId } from '../queues/queue-disc';
import { dropReasonCode } from '../queues/registry';
import { LinkMonitor } from './link-monitor';
import { NO_PROBABILITY, NO_REASON, PacketEventFlag, PacketEventKind } from './packet-events';

/**
 * The monitor of a link that records (series, packet events): LinkMonitor's measurement, and the
 * rows around it. Only the links that record get one (a dumbbell's bottleneck and the reverse
 * direction carrying its ACKs); every other link keeps LinkMonitor's small hooks, which the
 * compiler inlines into the links' and queues' code whether or not the run records.
 *
 * Each hook records exactly the rows LinkMonitor's hooks recorded before the split, in the same
 * order (the series budget is taken in that order, so a run is cut at the same row): recording
 * only reads the discipline and the packet, and the measurement around it never touches either.
 */
export class RecordingLinkMonitor extends LinkMonitor {
  override onEnqueue(p: Packet, now: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Enqueue, p.size);
    super.onEnqueue(p, now);
    if (this.recordSeries) this.recordQueue(now, this.link.qdisc.packets, this.link.qdisc.bytes);
  }

  override onDequeue(p: Packet, now: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.Dequeue, p.size);
    super.onDequeue(p, now);
    if (this.recordSeries) {
      this.recordSojourn(now, now - p.enqueuedAt, p.flowId);
      this.recordQueue(now, this.link.qdisc.packets, this.link.qdisc.bytes);
    }
  }

  override onPassThrough(p: Packet, now: number): void {
    if (this.recordPackets) {
      this.packetEvent(p, now, PacketEventKind.Enqueue, p.size);
      this.packetEvent(p, now, PacketEventKind.Dequeue, p.size);
    }
    super.onPassThrough(p, now);
    if (this.recordSeries) {
      // The backlog with the packet in it, then empty again (as onEnqueue and onDequeue record).
      this.recordQueue(now, 1, p.size);
      this.recordSojourn(now, now - p.enqueuedAt, p.flowId);
      this.recordQueue(now, 0, 0);
    }
  }

  override onDrop(p: Packet, now: number, reason: DropReasonId, fromQueue = false): void {
    const kind = dropReasonCode(reason);
    if (this.recordPackets) {
      const random = reason !== LINK_LOSS && reason !== OVERFLOW;
      this.packetEvent(
        p,
        now,
        reason === ECN_MARK ? PacketEventKind.Mark : PacketEventKind.Drop,
        p.size,
        kind,
        random ? (this.link.qdisc.decisionProbability ?? NO_PROBABILITY) : NO_PROBABILITY,
        fromQueue ? PacketEventFlag.FromQueue : 0,
      );
    }
    // The flow's own rows (its sequence plot's drop or mark) are recorded by the flow's trace inside.
    super.onDrop(p, now, reason, fromQueue);
    if (!this.recordSeries) return;
    if (this.budget.take(4, now)) {
      const c = this.events.columns;
      c.t.push(now);
      c.kind.push(kind);
      c.flow.push(p.flowId);
      c.seq.push(p.seq);
    }
    if (reason !== ECN_MARK) this.recordQueue(now, this.link.qdisc.packets, this.link.qdisc.bytes);
  }

  override onTxStart(p: Packet, now: number, wireBytes: number): void {
    if (this.recordPackets) this.packetEvent(p, now, PacketEventKind.TxStart, wireBytes);
    super.onTxStart(p, now, wireBytes);
  }

  onThresholds(values: readonly number[], now: number): void {
    if (!this.recordSeries || !this.budget.take(1 + values.length, now)) return;
    const names = this.thresholds.names;
    const c = this.thresholds.columns;
    c.t.push(now);
    for (let i = 0; i < values.length; i++) c[names[i + 1]].push(values[i]);
  }

  /** One row of the queue series: time, backlog, the discipline's gauges. */
  private recordQueue(now: number, packets: number, bytes: number): void {
    if (!this.budget.take(this.rowValues, now)) return;
    const c = this.queue.columns;
    c.t.push(now);
    c.packets.push(packets);
    c.bytes.push(bytes);
    for (let i = 0; i < this.gauges.length; i++) this.gaugeColumns[i].push(this.gauges[i].read());
  }

  /** One row of the queueing-delay series. */
  private recordSojourn(now: number, delay: number, flow: number): void {
    if (!this.budget.take(3, now)) return;
    const c = this.sojourn.columns;
    c.t.push(now);
    c.delay.push(delay);
    c.flow.push(flow);
  }

  /** One packet event (recording never touches the queue, the RNG or the event order). */
  private packetEvent(p: Packet, now: number, kind: number, bytes: number, reason = NO_REASON, prob = NO_PROBABILITY, flags = 0): void {
    if (p.isRetransmission) flags |= PacketEventFlag.Retransmission;
    if (p.payload === 0) flags |= PacketEventFlag.NoPayload;
    this.packets.push(now, kind, p.flowId, p.seq, bytes, reason, prob, flags);
  }
}
