import { DROP_REASONS } from '../../sim-core/queues/registry';
import type { LinkResult } from '../../sim-core/scenario/result';
import type { RunData } from '../results/run-data';
import { results } from '../results/results-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { flowColor, THEMES, type Theme } from '../theme/theme';
import { BottleneckReplay, wireExtent, type BottleneckFrame, type ShownDrop, type ShownPacket } from './bottleneck-replay';

/** Wall seconds a drop stays on screen, whatever the playback speed. */
const DROP_WALL_SECONDS = 1.5;
/** Most queue slots drawn; a longer buffer is drawn compressed. */
const MAX_SLOTS = 120;

/** What the view last drew, exposed for tests and screen readers. */
export interface MechanismReadout {
  t: number;
  queued: number;
  onWire: number;
  drops: { reason: string; flow: number; prob: number }[];
  recordedUntil: number;
}

/**
 * The animated bottleneck: senders, the router's queue as slots, the link with packets in flight
 * (each drawn as long as its bits on the wire), receivers, and the ACK lane back. It draws the
 * recorded packet events at the playback cursor (BottleneckReplay); it simulates nothing.
 */
export class MechanismView {
  private forward: BottleneckReplay | null = null;
  private reverse: BottleneckReplay | null = null;
  private key = '';
  private raf = 0;
  private readonly cleanups: (() => void)[] = [];
  readout: MechanismReadout | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onDraw: (r: MechanismReadout | null) => void,
  ) {
    const redraw = () => this.invalidate();
    this.cleanups.push(results.subscribe(redraw));
    this.cleanups.push(usePlaybackStore.subscribe(redraw));
    this.cleanups.push(useViewStore.subscribe(redraw));
    const ro = new ResizeObserver(redraw);
    ro.observe(canvas.parentElement ?? canvas);
    this.cleanups.push(() => ro.disconnect());
    this.invalidate();
  }

  dispose(): void {
    cancelAnimationFrame(this.raf);
    for (const c of this.cleanups) c();
  }

  private invalidate(): void {
    if (this.raf) return;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      this.draw();
    });
  }

  /** Replays keyed by run and linger (the linger follows the playback speed). */
  private replays(run: RunData, fwd: LinkResult, rev: LinkResult | undefined, linger: number): void {
    const key = `${run.runId}|${linger}`;
    if (key === this.key && this.forward) return;
    this.key = key;
    this.forward = new BottleneckReplay({ rateBps: fwd.rateBps, delay: fwd.delay }, linger);
    this.reverse = rev ? new BottleneckReplay({ rateBps: rev.rateBps, delay: rev.delay }, linger) : null;
  }

  private draw(): void {
    const c = this.canvas;
    const w = Math.max(200, Math.floor(c.parentElement?.getBoundingClientRect().width ?? 600));
    const h = 230;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
      c.style.width = `${w}px`;
      c.style.height = `${h}px`;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const theme = THEMES[useViewStore.getState().theme];
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = theme.panel;
    ctx.fillRect(0, 0, w, h);
    ctx.font = theme.plotFont;
    const run = results.current;
    const s = run?.summary;
    const pb = usePlaybackStore.getState();
    if (!run || !s) return this.message(ctx, theme, 'Run a scenario to see its packets.');
    const b = s.aggregate.bottleneck;
    const fwd = s.links[b];
    const data = run.links.get(b);
    if (!fwd || !data) return this.message(ctx, theme, 'The bottleneck is not monitored: no packet events were recorded.');
    const revResult = s.links.find((l) => l.from === fwd.to && l.to === fwd.from);
    const revData = revResult ? run.links.get(revResult.index) : undefined;
    const speed = Number.isFinite(pb.speed) ? pb.speed : 1;
    this.replays(run, fwd, revData ? revResult : undefined, Math.max(1e-4, DROP_WALL_SECONDS * speed));
    const t = Number.isFinite(pb.cursor) ? visibleUntil(pb) : run.now;
    const ev = data.packets.toArrays();
    const frame = this.forward!.frame(ev, ev.t.length, t, data.packetsTruncatedAt);
    const back = revData && this.reverse ? this.reverse.frame(revData.packets.toArrays(), revData.packets.length, t) : null;
    this.paint(ctx, theme, w, h, run, fwd, revResult, frame, back);
    this.readout = {
      t,
      queued: frame.queue.length,
      onWire: frame.wire.length,
      drops: frame.drops.map((d) => ({ reason: DROP_REASONS[d.reason]?.id ?? '?', flow: d.flow, prob: d.prob })),
      recordedUntil: frame.recordedUntil,
    };
    this.onDraw(this.readout);
  }

  private message(ctx: CanvasRenderingContext2D, theme: Theme, text: string): void {
    ctx.fillStyle = theme.muted;
    ctx.fillText(text, 12, 24);
    this.readout = null;
    this.onDraw(null);
  }

  private paint(ctx: CanvasRenderingContext2D, theme: Theme, w: number, h: number, run: RunData, fwd: LinkResult, rev: LinkResult | undefined, f: BottleneckFrame, back: BottleneckFrame | null): void {
    const flows = run.scenario.flows.length;
    const laneY = 78;
    const ackY = 190;
    const endsW = 58;
    const qx0 = endsW + 16;
    const qx1 = Math.round(w * 0.44);
    const lx0 = qx1 + 10;
    const lx1 = w - endsW - 16;
    const flowsShown = Math.min(flows, 10);

    // Senders and receivers.
    ctx.textBaseline = 'middle';
    for (let i = 0; i < flowsShown; i++) {
      const y = 24 + ((h - 60) * (i + 0.5)) / flowsShown;
      ctx.fillStyle = flowColor(theme, i);
      ctx.beginPath();
      ctx.arc(14, y, 5, 0, 2 * Math.PI);
      ctx.arc(w - 14, y, 5, 0, 2 * Math.PI);
      ctx.fill();
      ctx.fillStyle = theme.muted;
      ctx.textAlign = 'left';
      ctx.fillText(String(i + 1), 24, y);
      ctx.textAlign = 'right';
      ctx.fillText(String(i + 1), w - 24, y);
    }
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    ctx.fillText('senders', 4, h - 10);
    ctx.textAlign = 'right';
    ctx.fillText('receivers', w - 4, h - 10);

    // The queue, head (next to leave) at the right, next to the link: one slot per packet of a
    // packet-limited buffer; in a byte-limited one each packet is as wide as its share of the limit.
    const byteQueue = fwd.queueLimit.unit === 'bytes';
    const limit = byteQueue ? fwd.queueLimit.limit : fwd.queueLimit.limit;
    const qw = qx1 - qx0;
    ctx.strokeStyle = theme.grid;
    ctx.lineWidth = 1;
    ctx.strokeRect(qx0, laneY - 14, qw, 28);
    if (byteQueue) {
      let x = qx1;
      for (const p of f.queue) {
        const pw = (p.bytes / limit) * qw;
        x -= pw;
        this.packet(ctx, theme, p, Math.max(qx0, x) + 0.5, laneY - 12, Math.max(1, pw - 1), 24);
        if (x < qx0) break;
      }
    } else {
      const slots = Math.max(1, Math.min(MAX_SLOTS, limit));
      const slotW = qw / slots;
      const perSlot = limit / slots;
      const drawn = Math.min(slots, Math.ceil(f.queue.length / perSlot));
      for (let k = 0; k < drawn; k++) {
        const p: ShownPacket = f.queue[Math.min(f.queue.length - 1, Math.floor(k * perSlot))];
        this.packet(ctx, theme, p, qx1 - (k + 1) * slotW + 0.5, laneY - 12, Math.max(1, slotW - 1), 24);
      }
    }
    // Paths: senders into the queue, the link out to the receivers.
    ctx.strokeStyle = theme.grid;
    ctx.beginPath();
    for (let i = 0; i < flowsShown; i++) {
      const y = 24 + ((h - 60) * (i + 0.5)) / flowsShown;
      ctx.moveTo(20, y);
      ctx.lineTo(qx0, laneY);
      ctx.moveTo(lx1, laneY);
      ctx.lineTo(w - 20, y);
    }
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.fillStyle = theme.text;
    ctx.fillText(`router queue: ${f.queue.length} / ${fwd.queueLimit.limit} ${fwd.queueLimit.unit} (${fwd.queueKind})`, (qx0 + qx1) / 2, laneY + 28);

    // The link, forward lane and the ACK lane below.
    ctx.strokeStyle = theme.axis;
    ctx.beginPath();
    ctx.moveTo(lx0, laneY + 13);
    ctx.lineTo(lx1, laneY + 13);
    ctx.moveTo(lx0, ackY + 9);
    ctx.lineTo(lx1, ackY + 9);
    ctx.stroke();
    for (const p of f.wire) {
      const { head, tail } = wireExtent(p, f.t, fwd.delay);
      const px = lx0 + tail * (lx1 - lx0);
      const pw = Math.max(2, (head - tail) * (lx1 - lx0));
      this.packet(ctx, theme, p, px, laneY - 11, pw, 22);
      const label = `flow ${p.flow + 1} · seq ${p.seq} · ${p.bytes} B${p.retransmission ? ' · retransmission' : ''}`;
      if (ctx.measureText(label).width + 8 < pw) {
        ctx.fillStyle = theme.panel;
        ctx.fillText(label, px + pw / 2, laneY);
      }
    }
    ctx.fillStyle = theme.text;
    ctx.fillText(`bottleneck ${fmtRate(fwd.rateBps)}, ${(fwd.delay * 1000).toFixed(0)} ms: ${f.wire.length} packet${f.wire.length === 1 ? '' : 's'} on the wire`, (lx0 + lx1) / 2, laneY + 28);
    if (back && rev) {
      for (const p of back.wire) {
        const { head, tail } = wireExtent(p, back.t, rev.delay);
        // ACKs travel right to left.
        this.packet(ctx, theme, p, lx1 - head * (lx1 - lx0), ackY - 4, Math.max(2, (head - tail) * (lx1 - lx0)), 12);
      }
      ctx.fillStyle = theme.muted;
      ctx.fillText(`← ACK lane (${back.wire.length} on the wire)`, (lx0 + lx1) / 2, ackY - 14);
    } else {
      ctx.fillStyle = theme.muted;
      ctx.fillText('← ACK lane (reverse direction not recorded)', (lx0 + lx1) / 2, ackY - 14);
    }

    // Drops where and why, fading out.
    const linger = this.forward!.linger;
    f.drops.forEach((d, i) => {
      const age = Math.min(1, (f.t - d.t) / linger);
      const r = DROP_REASONS[d.reason];
      const tone = theme.markTones[(r?.mark.tone ?? 0) % theme.markTones.length];
      const onLink = r?.id === 'linkLoss';
      const x = onLink ? lx0 + 20 : d.fromQueue ? (qx0 + qx1) / 2 : qx0 - 4;
      const y = laneY - 30 - (i % 3) * 14;
      ctx.globalAlpha = 1 - 0.7 * age;
      ctx.fillStyle = tone;
      ctx.textAlign = onLink ? 'left' : d.fromQueue ? 'center' : 'left';
      ctx.fillText(dropText(d, r?.label ?? '?'), x, y);
      ctx.globalAlpha = 1;
    });

    // Clock and recording window.
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    ctx.fillText(`t = ${f.t.toFixed(4)} s`, qx0, 12);
    if (!Number.isNaN(f.recordedUntil)) {
      ctx.fillStyle = theme.danger;
      ctx.fillText(`packet events recorded until ${f.recordedUntil.toFixed(2)} s (memory budget)${f.t > f.recordedUntil ? ': later instants not shown' : ''}`, qx0 + 120, 12);
    }
  }

  private packet(ctx: CanvasRenderingContext2D, theme: Theme, p: ShownPacket, x: number, y: number, w: number, h: number): void {
    ctx.fillStyle = flowColor(theme, p.flow);
    ctx.globalAlpha = p.control ? 0.55 : 1;
    ctx.fillRect(x, y, w, h);
    ctx.globalAlpha = 1;
    if (p.retransmission) {
      ctx.strokeStyle = theme.retransmit;
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, y + 1, Math.max(1, w - 2), Math.max(1, h - 2));
    }
  }
}

function fmtRate(bps: number): string {
  return bps >= 1e6 ? `${+(bps / 1e6).toFixed(2)} Mbit/s` : `${+(bps / 1e3).toFixed(1)} kbit/s`;
}

/** The label of a drop: its reason, the flow, and the probability when it was random. */
export function dropText(d: ShownDrop, label: string): string {
  const p = Number.isNaN(d.prob) ? '' : ` p = ${d.prob.toFixed(3)}`;
  return `${d.mark ? '◆' : '✕'} ${label}${p}, flow ${d.flow + 1}`;
}
