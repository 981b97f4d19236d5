import { CONGESTION_EVENT_NAMES, CongestionEvent, DROP_REASONS, type LinkResult, type PacketEventLog } from '../../sim-core';
import { themeForFlows } from '../theme/call-hue';
import { fit, wrap } from '../util/canvas-text';
import type { RunData } from '../results/run-data';
import { results } from '../results/results-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { flowColor, THEMES, type Theme } from '../theme/theme';
import { flowAlpha, flowShown } from '../plot-base/flow-view';

/**
 * How strongly a flow's packets are drawn: the plots' flow selection, except that a hidden flow's
 * packets stay faintly visible, since the queue drawn must still hold what the queue series says.
 */
function packetAlpha(flow: number): number {
  return flowShown(flow) ? flowAlpha(flow) : 0.12;
}
import { BottleneckReplay, wireExtent, type BottleneckFrame, type ShownDrop, type ShownPacket } from './bottleneck-replay';
import { currentHighlight, findCauseRow, useHighlightStore } from './highlight-store';
import { selectedPacket, usePacketsStore, type SelectedPacket } from '../packets/packets-store';
import type { CongestionAnnotation } from './congestion-annotations';
import { interacting } from '../plot-base/interaction';
import { THROTTLE_MS } from '../plot-base/scheduler';
import { watchOnScreen } from '../util/on-screen';

/** Least time between redraws while a slider is dragged (ms); while a run streams in, the plots' THROTTLE_MS. */
const INTERACTING_REDRAW_MS = 200;
/** Wall seconds a drop stays on screen, whatever the playback speed. */
const DROP_WALL_SECONDS = 1.5;
/** Most queue slots drawn; a longer buffer is drawn compressed. */
const MAX_SLOTS = 120;
/** The view's height grows with the flows drawn, up to this; flows that do not fit are not drawn as ends. */
const MIN_HEIGHT = 230;
const MAX_HEIGHT = 400;
/** Below this width the labels under the queue and the link go on separate lines. */
const NARROW = 560;

/** The highlighted event's drop as the view found it in the packet events. */
export interface HighlightReadout {
  /** 'found': the drop is in the drawn link's events; otherwise why it is not drawn. */
  status: 'found' | 'other-link' | 'no-drop' | 'outside-window';
  reason: string;
  causeT: number;
  eventT: number;
  /** The drop is on screen at this instant (within its linger), ringed. */
  shown: boolean;
  /** The retransmitted segment is in the queue or on the wire, ringed. */
  retransmissionShown: boolean;
  text: string;
}

/** What the view last drew, exposed for tests and screen readers. */
export interface MechanismReadout {
  t: number;
  queued: number;
  onWire: number;
  drops: { reason: string; flow: number; prob: number }[];
  /** Events before this time were discarded (rolling window; NaN: all kept). */
  windowStart: number;
  /** Flows drawn as senders/receivers, of how many. */
  flowsDrawn: number;
  flows: number;
  highlight: HighlightReadout | null;
}

/** Pixel size of the theme's plot font (the layout follows it: projector text is larger). */
function fontPx(theme: Theme): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(theme.plotFont);
  return m ? Number(m[1]) : 11;
}

/** Where things go for a canvas of this width, flow count and type size. */
export function mechanismLayout(w: number, flows: number, font: number) {
  const line = font + 4;
  const narrow = w < NARROW;
  const row = Math.max(12, font + 3);
  // Rows the ends need: one per flow drawn, within the height cap.
  // Clock line, then the highlighted chain (two lines when narrow).
  const top = (narrow ? 3 : 2) * line + 8;
  const bottomPad = line + 10;
  const maxDrawn = Math.max(1, Math.floor((MAX_HEIGHT - top - bottomPad) / row));
  const flowsDrawn = Math.min(flows, maxDrawn);
  const laneY = top + 3 * line + 14;
  const labels = narrow ? 2 : 1;
  const ackY = laneY + 14 + labels * line + 2 * line + 12;
  const h = Math.max(MIN_HEIGHT, ackY + 16 + bottomPad, top + flowsDrawn * row + bottomPad);
  const endsW = narrow ? 30 : 58;
  return { line, narrow, row, top, flowsDrawn, laneY, ackY, h, endsW, bottom: h - bottomPad + 2 };
}

/**
 * The animated bottleneck: senders, the router's queue as slots, the link with packets in flight
 * (each drawn as long as its bits on the wire), receivers, and the ACK lane back. It draws the
 * recorded packet events at the playback cursor (BottleneckReplay); it simulates nothing. A
 * congestion event clicked on a plot (highlight-store) is followed here: the drop the core linked
 * to it is ringed and named, and so is the retransmission it led to.
 */
export class MechanismView {
  private forward: BottleneckReplay | null = null;
  private reverse: BottleneckReplay | null = null;
  private key = '';
  private raf = 0;
  /** Whether the canvas is in the viewport (until the observer first reports: assumed so). */
  private onScreen = true;
  /** A redraw was skipped while off screen. */
  private missed = false;
  /** A redraw put off while the user drags a slider (timer), and when the last one was drawn. */
  private wait: ReturnType<typeof setTimeout> | 0 = 0;
  private drawnAt = -Infinity;
  /** The container's content width (px), kept by a ResizeObserver; 0 until it first reports. */
  private width = 0;
  private readonly cleanups: (() => void)[] = [];
  readout: MechanismReadout | null = null;
  /** What the last frame drew where (packets and drop glyphs), for clicks: the event list selects it. */
  private hits: { x: number; y: number; w: number; h: number; packet?: ShownPacket; drop?: { t: number; flow: number } }[] = [];
  /** The link drawn (result index) and the instant shown. */
  shownLink = -1;
  shownAt = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onDraw: (r: MechanismReadout | null) => void,
  ) {
    const redraw = () => this.invalidate();
    this.cleanups.push(results.subscribe(redraw));
    this.cleanups.push(usePlaybackStore.subscribe(redraw));
    this.cleanups.push(useViewStore.subscribe(redraw));
    this.cleanups.push(useHighlightStore.subscribe(redraw));
    this.cleanups.push(usePacketsStore.subscribe(redraw));
    // The width comes from the observer, not from a layout query in draw(): draw() runs on every
    // batch and playback tick, and a getBoundingClientRect there forces a synchronous layout of
    // the whole page each time (a large share of the main thread while a run streams).
    const ro = new ResizeObserver((entries) => {
      // The border box, as getBoundingClientRect() measured it before.
      const e = entries[entries.length - 1];
      const inline = e?.borderBoxSize?.[0]?.inlineSize;
      if (e) this.width = inline ?? e.contentRect.width;
      redraw();
    });
    ro.observe(canvas.parentElement ?? canvas, { box: 'border-box' });
    this.cleanups.push(() => ro.disconnect());
    // Off screen, nothing is drawn (a replay and a paint per batch cost the main thread ~20 ms an
    // edit while a slider is dragged elsewhere on the page); it catches up when scrolled into view.
    this.cleanups.push(
      watchOnScreen(canvas, (visible) => {
        this.onScreen = visible;
        if (visible && this.missed) redraw();
      }),
    );
    this.invalidate();
  }

  dispose(): void {
    cancelAnimationFrame(this.raf);
    clearTimeout(this.wait);
    for (const c of this.cleanups) c();
  }

  private invalidate(): void {
    if (!this.onScreen) {
      this.missed = true;
      return;
    }
    this.missed = false;
    if (this.raf) return;
    // While a slider is dragged each move starts a run, and while a run streams in (not playing)
    // the view shows the end of what has arrived: redraw a few times a second while dragging, and
    // no more often than the plots while streaming (THROTTLE_MS: a dumbbell's run shows its first
    // batch, then its end), so the frames go to the slider's thumb and the cores to the simulation.
    const run = results.current;
    const streaming = run !== null && !run.done && !usePlaybackStore.getState().playing;
    const spacing = interacting() ? INTERACTING_REDRAW_MS : streaming ? THROTTLE_MS : 0;
    const wait = spacing - (performance.now() - this.drawnAt);
    if (wait > 0) {
      this.wait ||= setTimeout(() => {
        this.wait = 0;
        this.invalidate();
      }, wait);
      return;
    }
    // Due now (e.g. the run just finished): a put-off redraw is this one.
    clearTimeout(this.wait);
    this.wait = 0;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      this.drawnAt = performance.now();
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
    const run = results.current;
    // The run's flows order the hues, as the plots draw them (call-hue.ts).
    const theme = themeForFlows(THEMES[useViewStore.getState().theme], run?.scenario.flows);
    if (this.width === 0) this.width = c.parentElement?.getBoundingClientRect().width ?? 600;
    const w = Math.max(200, Math.floor(this.width));
    const L = mechanismLayout(w, run?.scenario.flows.length ?? 1, fontPx(theme));
    const h = L.h;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
      c.style.width = `${w}px`;
      c.style.height = `${h}px`;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = theme.panel;
    ctx.fillRect(0, 0, w, h);
    ctx.font = theme.plotFont;
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
    const log = data.packets;
    const ev = log.toArrays();
    const frame = this.forward!.frame(ev, log.length, t, log.windowStart, log.generation);
    const back = revData && this.reverse ? this.reverse.frame(revData.packets.toArrays(), revData.packets.length, t, revData.packets.windowStart, revData.packets.generation) : null;
    const highlight = this.highlight(currentHighlight(), b, data.packets, frame);
    this.paint(ctx, theme, w, L, run, fwd, revResult, frame, back, highlight);
    this.readout = {
      t,
      queued: frame.queue.length,
      onWire: frame.wire.length,
      drops: frame.drops.map((d) => ({ reason: DROP_REASONS[d.reason]?.id ?? '?', flow: d.flow, prob: d.prob })),
      windowStart: frame.windowStart,
      flowsDrawn: L.flowsDrawn,
      flows: run.scenario.flows.length,
      highlight: highlight?.readout ?? null,
    };
    this.onDraw(this.readout);
  }

  /** Find the highlighted event's drop in the drawn link's packet events (the core recorded its time). */
  private highlight(
    a: CongestionAnnotation | null,
    bottleneck: number,
    log: PacketEventLog,
    f: BottleneckFrame,
  ): { readout: HighlightReadout; row: number; a: CongestionAnnotation } | null {
    if (!a) return null;
    const what = CONGESTION_WHAT[a.kind] ?? CONGESTION_EVENT_NAMES[a.kind] ?? 'event';
    const base = { reason: '', causeT: a.causeT, eventT: a.t, shown: false, retransmissionShown: false };
    if (Number.isNaN(a.causeT)) return { row: -1, a, readout: { ...base, status: 'no-drop', text: `${what} at t = ${a.t.toFixed(3)} s, flow ${a.flow + 1}: no drop of that segment was recorded (a delayed or reordered ACK, or a loss on an unmonitored link)` } };
    if (a.causeLink !== bottleneck)
      return { row: -1, a, readout: { ...base, status: 'other-link', text: `${what} at t = ${a.t.toFixed(3)} s: its packet was dropped at t = ${a.causeT.toFixed(3)} s on link ${a.causeLink}, not the bottleneck drawn here` } };
    const ev = log.toArrays();
    const row = findCauseRow(ev, log.length, a.causeT, a.flow, a.seq);
    if (row < 0 || row < log.carried)
      return { row: -1, a, readout: { ...base, status: 'outside-window', text: `${what} at t = ${a.t.toFixed(3)} s: its drop at t = ${a.causeT.toFixed(3)} s is older than the packet events kept (rolling window)` } };
    const reason = DROP_REASONS[ev.reason[row]];
    const shown = f.drops.some((d) => d.row === row);
    const retransmissionShown = f.t >= a.t && [...f.queue, ...f.wire].some((p) => isRetransmissionOf(p, a));
    const segment = a.kind === CongestionEvent.SynRetransmit ? 'SYN' : `segment ${Math.floor(a.seq / a.mss) + 1}`;
    const drop = `${reason?.loss === false ? '◆' : '✕'} ${reason?.label ?? 'drop'} of flow ${a.flow + 1}'s ${segment} at t = ${a.causeT.toFixed(3)} s`;
    const text =
      f.t < a.causeT
        ? `${what} ahead: the drop comes at t = ${a.causeT.toFixed(3)} s`
        : `① ${drop} → ② ${CHAIN_MIDDLE[a.kind] ?? ''}${what} at t = ${a.t.toFixed(3)} s${f.t < a.t ? ' (coming)' : retransmissionShown ? ' → ③ the retransmission, ringed' : ''}`;
    return { row, a, readout: { status: 'found', reason: reason?.id ?? '?', causeT: a.causeT, eventT: a.t, shown, retransmissionShown, text } };
  }

  /** The packet or drop drawn at (x, y) in CSS pixels of the canvas (the topmost, i.e. last drawn), or null. */
  hitAt(x: number, y: number): { packet?: ShownPacket; drop?: { t: number; flow: number } } | null {
    for (let i = this.hits.length - 1; i >= 0; i--) {
      const h = this.hits[i];
      if (x >= h.x - 2 && x <= h.x + h.w + 2 && y >= h.y - 2 && y <= h.y + h.h + 2) return h;
    }
    return null;
  }

  private message(ctx: CanvasRenderingContext2D, theme: Theme, text: string): void {
    ctx.fillStyle = theme.muted;
    ctx.fillText(text, 12, 24);
    this.readout = null;
    this.onDraw(null);
  }

  private paint(
    ctx: CanvasRenderingContext2D,
    theme: Theme,
    w: number,
    L: ReturnType<typeof mechanismLayout>,
    run: RunData,
    fwd: LinkResult,
    rev: LinkResult | undefined,
    f: BottleneckFrame,
    back: BottleneckFrame | null,
    hl: { readout: HighlightReadout; row: number; a: CongestionAnnotation } | null,
  ): void {
    const flows = run.scenario.flows.length;
    const { laneY, ackY, endsW, line, h } = L;
    const qx0 = endsW + 16;
    const qx1 = Math.round(w * (L.narrow ? 0.5 : 0.44));
    const lx0 = qx1 + 10;
    const lx1 = w - endsW - 16;
    const flowsShown = L.flowsDrawn;
    const endY = (i: number) => L.top + ((L.bottom - line - L.top) * (i + 0.5)) / flowsShown;

    // Senders and receivers (as many as fit; the rest are named at the bottom).
    ctx.textBaseline = 'middle';
    const numbered = L.row >= 12;
    for (let i = 0; i < flowsShown; i++) {
      const y = endY(i);
      ctx.fillStyle = flowColor(theme, i);
      ctx.globalAlpha = packetAlpha(i);
      ctx.beginPath();
      ctx.arc(10, y, 4, 0, 2 * Math.PI);
      ctx.arc(w - 10, y, 4, 0, 2 * Math.PI);
      ctx.fill();
      ctx.globalAlpha = 1;
      if (!numbered) continue;
      ctx.fillStyle = theme.muted;
      ctx.textAlign = 'left';
      ctx.fillText(String(i + 1), 18, y);
      ctx.textAlign = 'right';
      ctx.fillText(String(i + 1), w - 18, y);
    }
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    const hidden = flows - flowsShown;
    ctx.fillText(fit(ctx, w / 2 - 8, hidden > 0 ? `senders (flows ${flowsShown + 1}–${flows} not drawn)` : 'senders', hidden > 0 ? `senders (${flowsShown} of ${flows})` : 'senders'), 4, h - line / 2 - 2);
    ctx.textAlign = 'right';
    ctx.fillText('receivers', w - 4, h - line / 2 - 2);

    // The queue, head (next to leave) at the right, next to the link: one slot per packet of a
    // packet-limited buffer; in a byte-limited one each packet is as wide as its share of the limit.
    const byteQueue = fwd.queueLimit.unit === 'bytes';
    const limit = fwd.queueLimit.limit;
    const qw = qx1 - qx0;
    ctx.strokeStyle = theme.grid;
    ctx.lineWidth = 1;
    ctx.strokeRect(qx0, laneY - 14, qw, 28);
    const rings: [number, number, number, number][] = [];
    const picked = selectedPacket();
    this.hits = [];
    this.shownLink = fwd.index;
    this.shownAt = f.t;
    const ringIf = (p: ShownPacket, x: number, y: number, pw: number, ph: number) => {
      this.hits.push({ x, y, w: pw, h: ph, packet: p });
      if ((hl && f.t >= hl.a.t && isRetransmissionOf(p, hl.a)) || isPicked(p, picked)) rings.push([x, y, pw, ph]);
    };
    if (byteQueue) {
      let x = qx1;
      for (const p of f.queue) {
        const pw = (p.bytes / limit) * qw;
        x -= pw;
        this.packet(ctx, theme, p, Math.max(qx0, x) + 0.5, laneY - 12, Math.max(1, pw - 1), 24);
        ringIf(p, Math.max(qx0, x), laneY - 12, Math.max(1, pw), 24);
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
      f.queue.forEach((p, k) => ringIf(p, qx1 - (Math.floor(k / perSlot) + 1) * slotW, laneY - 12, Math.max(2, slotW), 24));
    }
    // Paths: senders into the queue, the link out to the receivers.
    ctx.strokeStyle = theme.grid;
    ctx.beginPath();
    for (let i = 0; i < flowsShown; i++) {
      const y = endY(i);
      ctx.moveTo(15, y);
      ctx.lineTo(qx0, laneY);
      ctx.moveTo(lx1, laneY);
      ctx.lineTo(w - 15, y);
    }
    ctx.stroke();
    // Labels under the queue and the link: side by side when wide, on two lines when narrow.
    const qLabelY = laneY + 14 + line * 0.7;
    const lLabelY = L.narrow ? qLabelY + line : qLabelY;
    ctx.fillStyle = theme.text;
    // Occupancy in the limit's own unit: a byte-limited queue reads "8 pkts, 11 040 / 20 000 B".
    const byteLimited = fwd.queueLimit.unit === 'bytes';
    const n = f.queue.length;
    const pkts = `${n} packet${n === 1 ? '' : 's'}`;
    const held = byteLimited ? f.queue.reduce((a, p) => a + p.bytes, 0) : n;
    const qText = byteLimited
      ? [`router queue: ${pkts}, ${held} / ${limit} bytes (${fwd.queueKind})`, `queue ${n} pkts, ${held}/${limit} B (${fwd.queueKind})`, `queue ${held}/${limit} B`]
      : [`router queue: ${n} / ${limit} packets (${fwd.queueKind})`, `queue ${n} / ${limit} pkts (${fwd.queueKind})`, `queue ${n}/${limit}`];
    const wires = `${f.wire.length} packet${f.wire.length === 1 ? '' : 's'}`;
    const lText = [`bottleneck ${fmtRate(fwd.rateBps)}, ${(fwd.delay * 1000).toFixed(0)} ms: ${wires} on the wire`, `${fmtRate(fwd.rateBps)}, ${(fwd.delay * 1000).toFixed(0)} ms: ${wires}`, `${wires} on the wire`];
    if (L.narrow) {
      ctx.textAlign = 'left';
      ctx.fillText(fit(ctx, lx1 - qx0, ...qText), qx0, qLabelY);
      ctx.fillText(fit(ctx, lx1 - qx0, ...lText), qx0, lLabelY);
    } else {
      ctx.textAlign = 'center';
      ctx.fillText(fit(ctx, qw + 8, ...qText), (qx0 + qx1) / 2, qLabelY);
      ctx.fillText(fit(ctx, lx1 - lx0, ...lText), (lx0 + lx1) / 2, lLabelY);
    }

    // The link, forward lane and the ACK lane below.
    ctx.strokeStyle = theme.axis;
    ctx.beginPath();
    ctx.moveTo(lx0, laneY + 13);
    ctx.lineTo(lx1, laneY + 13);
    ctx.moveTo(lx0, ackY + 9);
    ctx.lineTo(lx1, ackY + 9);
    ctx.stroke();
    ctx.textAlign = 'center';
    for (const p of f.wire) {
      const { head, tail } = wireExtent(p, f.t, fwd.delay);
      const px = lx0 + tail * (lx1 - lx0);
      const pw = Math.max(2, (head - tail) * (lx1 - lx0));
      this.packet(ctx, theme, p, px, laneY - 11, pw, 22);
      ringIf(p, px, laneY - 11, pw, 22);
      const label = `flow ${p.flow + 1} · seq ${p.seq} · ${p.bytes} B${p.retransmission ? ' · retransmission' : ''}`;
      if (ctx.measureText(label).width + 8 < pw) {
        ctx.fillStyle = theme.panel;
        ctx.fillText(label, px + pw / 2, laneY);
      }
    }
    if (back && rev) {
      for (const p of back.wire) {
        const { head, tail } = wireExtent(p, back.t, rev.delay);
        // ACKs travel right to left.
        this.packet(ctx, theme, p, lx1 - head * (lx1 - lx0), ackY - 4, Math.max(2, (head - tail) * (lx1 - lx0)), 12);
      }
      ctx.fillStyle = theme.muted;
      ctx.fillText(fit(ctx, lx1 - lx0 + 20, `← ACK lane (${back.wire.length} on the wire)`, `← ACKs (${back.wire.length})`), (lx0 + lx1) / 2, ackY - 14);
    } else {
      ctx.fillStyle = theme.muted;
      ctx.fillText(fit(ctx, lx1 - lx0 + 20, '← ACK lane (reverse direction not recorded)', '← ACKs not recorded'), (lx0 + lx1) / 2, ackY - 14);
    }

    // Drops where and why, fading out: a glyph where it happened, its label on a row above the
    // queue, between the senders' and receivers' columns. The most recent few are named (the
    // highlighted one always), the rest counted.
    const linger = this.forward!.linger;
    const dropRows = 3;
    const dropTop = L.top + line * 0.5;
    const named = f.drops.slice(-dropRows);
    const cause = hl ? f.drops.find((d) => d.row === hl.row) : undefined;
    if (cause && !named.includes(cause)) named.splice(0, 1, cause);
    f.drops.forEach((d) => {
      const age = Math.min(1, (f.t - d.t) / linger);
      const r = DROP_REASONS[d.reason];
      const tone = theme.markTones[(r?.mark.tone ?? 0) % theme.markTones.length];
      const onLink = r?.id === 'linkLoss';
      const x = onLink ? lx0 + 12 : d.fromQueue ? (qx0 + qx1) / 2 : qx0 - 6;
      const isCause = cause === d || (picked !== null && picked.dropAt === d.t && picked.flow === d.flow);
      ctx.globalAlpha = isCause ? 1 : 1 - 0.7 * age;
      ctx.fillStyle = tone;
      ctx.textAlign = 'center';
      ctx.fillText(d.mark ? '◆' : '✕', x, laneY - 20);
      const i = named.indexOf(d);
      if (i >= 0) {
        ctx.textAlign = 'left';
        const lx = Math.min(Math.max(qx0, x - 10), lx1 - 60);
        ctx.fillText(fit(ctx, lx1 - lx, dropText(d, r?.label ?? '?'), `${d.mark ? '◆' : '✕'} ${r?.label ?? '?'}, flow ${d.flow + 1}`), lx, dropTop + i * line);
      }
      ctx.globalAlpha = 1;
      if (isCause) this.ring(ctx, theme, x - 9, laneY - 29, 18, 18);
      this.hits.push({ x: x - 9, y: laneY - 29, w: 18, h: 18, drop: { t: d.t, flow: d.flow } });
    });
    if (f.drops.length > named.length) {
      ctx.fillStyle = theme.muted;
      ctx.textAlign = 'right';
      ctx.fillText(`+${f.drops.length - named.length} more`, lx1, dropTop + (dropRows - 1) * line);
    }

    // The highlighted event: its chain in words on the top line, and rings on what is on screen.
    for (const [x, y, pw, ph] of rings) this.ring(ctx, theme, x - 2, y - 2, pw + 4, ph + 4);

    // Clock, rolling window and the highlighted chain.
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    const clock = `t = ${f.t.toFixed(4)} s`;
    ctx.fillText(clock, 4, line * 0.6);
    let noteX = 4 + ctx.measureText(clock).width + 12;
    if (!Number.isNaN(f.windowStart)) {
      ctx.fillStyle = theme.danger;
      const note = fit(
        ctx,
        w - noteX - 4,
        `packet events kept from t = ${f.windowStart.toFixed(2)} s (rolling window, memory budget)${f.t < f.windowStart ? ': earlier instants not shown' : ''}`,
        `kept from ${f.windowStart.toFixed(2)} s (rolling window)`,
      );
      ctx.fillText(note, noteX, line * 0.6);
      noteX = w;
    }
    if (hl) {
      ctx.fillStyle = theme.danger;
      const lines = L.narrow ? wrap(ctx, hl.readout.text, w - 8, 2) : [fit(ctx, w - 8, hl.readout.text)];
      lines.forEach((text, i) => ctx.fillText(text, 4, line * (1.6 + i)));
    }
    if (!Number.isNaN(f.windowStart) && f.t < f.windowStart) {
      ctx.fillStyle = theme.panel;
      ctx.globalAlpha = 0.75;
      ctx.fillRect(qx0, laneY - 16, lx1 - qx0, 32);
      ctx.globalAlpha = 1;
      ctx.fillStyle = theme.danger;
      ctx.textAlign = 'center';
      ctx.fillText(fit(ctx, lx1 - qx0, `before t = ${f.windowStart.toFixed(2)} s: not kept`), (qx0 + lx1) / 2, laneY);
    }
  }

  private ring(ctx: CanvasRenderingContext2D, theme: Theme, x: number, y: number, w: number, h: number): void {
    ctx.strokeStyle = theme.text;
    ctx.lineWidth = 2.5;
    ctx.setLineDash([]);
    ctx.strokeRect(x, y, w, h);
    ctx.strokeStyle = theme.panel;
    ctx.lineWidth = 1;
    ctx.strokeRect(x - 2, y - 2, w + 4, h + 4);
  }

  private packet(ctx: CanvasRenderingContext2D, theme: Theme, p: ShownPacket, x: number, y: number, w: number, h: number): void {
    ctx.fillStyle = flowColor(theme, p.flow);
    ctx.globalAlpha = (p.control ? 0.55 : 1) * packetAlpha(p.flow);
    ctx.fillRect(x, y, w, h);
    ctx.globalAlpha = 1;
    if (p.retransmission) {
      ctx.strokeStyle = theme.retransmit;
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, y + 1, Math.max(1, w - 2), Math.max(1, h - 2));
    }
  }
}

/** How the chain reads for each loss-triggered kind (what happened between the drop and the event). */
const CONGESTION_WHAT: Record<number, string> = {
  [CongestionEvent.FastRetransmit]: 'fast retransmit',
  [CongestionEvent.PartialAck]: 'retransmit after a partial ACK',
  [CongestionEvent.Timeout]: 'timeout retransmit',
  [CongestionEvent.SynRetransmit]: 'SYN retransmit',
  [CongestionEvent.EcnEcho]: 'ECN echo (window reduced)',
  [CongestionEvent.RecoveryEnd]: 'recovery end',
  [CongestionEvent.SlowStartExit]: 'slow-start exit',
};
const CHAIN_MIDDLE: Record<number, string> = {
  [CongestionEvent.FastRetransmit]: 'duplicate ACKs → ',
  [CongestionEvent.PartialAck]: 'partial ACK → ',
  [CongestionEvent.Timeout]: 'no ACK until the RTO → ',
  [CongestionEvent.SynRetransmit]: 'no SYN-ACK → ',
  [CongestionEvent.EcnEcho]: 'ACK with ECE → ',
};

/** The packet selected in the event list (packets/), ringed wherever it is drawn. */
function isPicked(p: ShownPacket, s: SelectedPacket | null): boolean {
  return s !== null && p.flow === s.flow && p.seq === s.seq && p.retransmission === s.retransmission && p.control === s.control;
}

/** The retransmission the highlighted event sent: same flow and segment, flagged as a retransmission. */
function isRetransmissionOf(p: ShownPacket, a: CongestionAnnotation): boolean {
  return p.retransmission && p.flow === a.flow && p.seq === a.seq && a.kind !== CongestionEvent.EcnEcho;
}

function fmtRate(bps: number): string {
  return bps >= 1e6 ? `${+(bps / 1e6).toFixed(2)} Mbit/s` : `${+(bps / 1e3).toFixed(1)} kbit/s`;
}

/** The label of a drop: its reason, the flow, and the probability when it was random. */
export function dropText(d: ShownDrop, label: string): string {
  const p = Number.isNaN(d.prob) ? '' : ` p = ${d.prob.toFixed(3)}`;
  return `${d.mark ? '◆' : '✕'} ${label}${p}, flow ${d.flow + 1}`;
}
