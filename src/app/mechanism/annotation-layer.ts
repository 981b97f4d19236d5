import { CONGESTION_EVENTS, CONGESTION_EVENT_NAMES, CongestionEvent, congestionEventInfo } from '../../sim-core';
import { keepInViewport } from '../plot-base/keep-in-view';
import type { PlotGeometry } from '../plots/canvas-plot';
import type { RunData } from '../results/run-data';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { flowColor } from '../theme/theme';
import { onSliderRelease, sliderHeld } from '../plot-base/interaction';
import { congestionAnnotation, recoveryPeriods, type CongestionAnnotation, type RecoveryPeriod } from './congestion-annotations';
import { currentHighlight, useHighlightStore } from './highlight-store';
import { markerGap, MAX_PLACED_MARKERS, thinEvents } from './marker-thinning';

/** The marker glyph of each generic kind (a kind a congestion control declares gets '±', or '•'). */
const GLYPHS: Record<number, string> = {
  [CongestionEvent.SlowStartExit]: '◇',
  [CongestionEvent.FastRetransmit]: '▼',
  [CongestionEvent.RecoveryEnd]: '⊳',
  [CongestionEvent.PartialAck]: '∘',
  [CongestionEvent.Timeout]: '⊗',
  [CongestionEvent.SynRetransmit]: 'S',
  [CongestionEvent.EcnEcho]: 'E',
};

/** How each kind of congestion event is marked on the plots (legend and markers), from the core's event descriptors. */
export const CONGESTION_MARKS: Record<number, { glyph: string; label: string }> = Object.fromEntries(
  CONGESTION_EVENTS.map((e) => [e.kind, { glyph: GLYPHS[e.kind] ?? (e.step ? '±' : '•'), label: e.legend ?? e.name }]),
);

/** The glyph of one marker (a decision whose detail is a step shows which way it went). */
export function markGlyph(a: Pick<CongestionAnnotation, 'kind' | 'detail'>): string {
  if (congestionEventInfo(a.kind)?.step) return a.detail > 0 ? '+' : a.detail < 0 ? '−' : '=';
  return CONGESTION_MARKS[a.kind]?.glyph ?? '•';
}

/** Is this annotation the highlighted event? */
const same = (a: CongestionAnnotation, b: CongestionAnnotation | null) => b !== null && a.t === b.t && a.flow === b.flow && a.kind === b.kind;

/** Opacity of a fast-recovery period's shade (times the flow's own, when others are highlighted). */
const RECOVERY_ALPHA = 0.13;

/**
 * Shade each shown flow's fast-recovery periods in its colour on a plot's data layer, over the
 * time from `from` to the end of the data (a resumed layer adds only the stretch since its last
 * draw). On the canvas, not as page elements: a dumbbell has hundreds of periods, and rebuilding
 * and moving that many elements at every redraw and playback frame cost more than the plot.
 * Returns how many periods are shaded in view (the plot's annotation layer shows the count).
 */
export function shadeRecoveries(
  ctx: CanvasRenderingContext2D,
  g: PlotGeometry,
  flows: readonly number[],
  color: (flow: number) => string,
  alpha: (flow: number) => number,
  from = Number.NEGATIVE_INFINITY,
  /** The top and bottom each flow shades between (a plot drawn in bands: its band), default the data area. */
  span: (flow: number) => [number, number] = () => [g.m.top, g.height - g.m.bottom],
): number {
  const [t0, t1] = g.x.domain();
  const end = Math.min(t1, g.run.now);
  let shown = 0;
  ctx.save();
  for (const f of flows) {
    const c = g.run.flows[f]?.congestion;
    if (!c) continue;
    const [top, bottom] = span(f);
    const h = Math.max(0, bottom - top);
    ctx.fillStyle = color(f);
    ctx.globalAlpha = RECOVERY_ALPHA * alpha(f);
    for (const p of recoveryPeriods(f, c)) {
      const a = Math.max(t0, p.from);
      const b = Math.min(end, p.to);
      if (!(b > a)) continue;
      shown++;
      const lo = Math.max(a, from);
      if (b > lo) ctx.fillRect(g.x(lo), top, g.x(b) - g.x(lo), h);
    }
  }
  ctx.restore();
  return shown;
}

interface Marker {
  el: HTMLButtonElement;
  t: number;
  a: CongestionAnnotation;
}

/** Every marker is a copy of one button (cloning it is cheaper than building each). */
let markerTemplate: HTMLButtonElement | null = null;
function newMarker(): HTMLButtonElement {
  markerTemplate ??= Object.assign(document.createElement('button'), { type: 'button', className: 'cc-mark' });
  return markerTemplate.cloneNode() as HTMLButtonElement;
}

/** More congestion events than this in view: the legend says how close ones share a marker (marker-thinning.ts). */
export const MAX_MARKERS = MAX_PLACED_MARKERS;

/**
 * Focusable markers of the recorded congestion events over a plot: hovering or focusing one
 * shows its one-line explanation; clicking it moves the playback cursor to the event. Markers
 * after the cursor are hidden, as the data is.
 */
export class AnnotationLayer {
  private readonly root: HTMLDivElement;
  private readonly tip: HTMLDivElement;
  private markers: Marker[] = [];
  private readonly byElement = new WeakMap<Element, Marker>();
  private readonly chain: HTMLDivElement;
  private geom: PlotGeometry | null = null;
  private flows: readonly number[] = [];
  private readonly off: () => void;
  private readonly offHighlight: () => void;

  constructor(
    host: HTMLElement,
    private readonly name: string,
    /** y of an annotation on this plot (cwnd plot: the window after the event). */
    private readonly yOf: (a: CongestionAnnotation, g: PlotGeometry) => number,
  ) {
    this.root = document.createElement('div');
    this.root.className = 'cc-marks';
    this.root.dataset.testid = `cc-marks-${name}`;
    this.tip = document.createElement('div');
    this.tip.className = 'cc-tip';
    this.tip.dataset.testid = `cc-tip-${name}`;
    this.tip.setAttribute('role', 'tooltip');
    this.tip.hidden = true;
    this.chain = document.createElement('div');
    this.chain.className = 'cc-chain';
    this.chain.setAttribute('aria-hidden', 'true'); // the animated view's chain bar says it in words
    this.chain.dataset.testid = `cc-chain-${name}`;
    host.append(this.root, this.tip);
    // One set of listeners on the layer for all its markers: a redraw places up to MAX_MARKERS
    // of them anew, and adding six listeners to each was part of every redraw's cost.
    const markerOf = (e: Event) => {
      const el = (e.target as Element | null)?.closest?.('.cc-mark');
      return el ? this.byElement.get(el) : undefined;
    };
    const show = (e: Event) => {
      const m = markerOf(e);
      if (m) this.show(m.el, m.a.text);
    };
    const hide = (e: Event) => {
      if (markerOf(e)) this.tip.hidden = true;
    };
    this.root.addEventListener('pointerover', show);
    this.root.addEventListener('focusin', show);
    this.root.addEventListener('pointerout', hide);
    this.root.addEventListener('focusout', hide);
    this.root.addEventListener('click', (e) => {
      const m = markerOf(e);
      if (!m) return;
      const pb = usePlaybackStore.getState();
      pb.pause();
      pb.scrub(m.a.t);
      // Follow it across views: the plots mark the drop behind it, the animated view shows it.
      useHighlightStore.getState().select(m.a);
    });
    this.root.addEventListener('keydown', (e) => {
      const m = markerOf(e);
      if (m) this.step(m.el, e);
    });
    this.off = usePlaybackStore.subscribe((s, p) => {
      if (s.cursor !== p.cursor || s.end !== p.end) this.reveal();
    });
    this.offHighlight = useHighlightStore.subscribe(() => this.drawChain());
  }

  /** Markers not placed while a slider's thumb is held: the latest run's, placed on release. */
  private waiting: { g: PlotGeometry; run: RunData; flows: readonly number[] } | null = null;
  private offRelease: (() => void) | null = null;

  dispose(): void {
    this.off();
    this.offHighlight();
    this.offRelease?.();
    this.root.remove();
    this.tip.remove();
  }

  /** Place the markers of the shown flows at the plot's current scales. */
  update(g: PlotGeometry | null, run: RunData | null, flows: readonly number[]): void {
    this.root.replaceChildren();
    this.markers = [];
    this.tip.hidden = true;
    this.geom = g;
    this.flows = flows;
    this.waiting = null;
    if (!g || !run) return;
    if (sliderHeld()) {
      // While a slider is dragged a new run is drawn every few frames, and placing a few hundred
      // markers each time made those frames overrun (the thumb waited behind them); the plot
      // shows none meanwhile, and the last run's are placed when the thumb is let go.
      this.geom = null;
      this.waiting = { g, run, flows };
      this.offRelease ??= onSliderRelease(() => {
        this.offRelease?.();
        this.offRelease = null;
        const w = this.waiting;
        // A run replaced twice meanwhile has given its arrays back (RunData.release): the
        // plot's next draw of the current run places its markers instead.
        if (w && !w.run.released) this.update(w.g, w.run, w.flows);
      });
      return;
    }
    const [t0, t1] = g.x.domain();
    this.root.append(this.chain);
    // Every event in view is on a marker; markers closer than a glyph (a finger on a touch screen)
    // merge into one (marker-thinning.ts), so a narrow plot is not a row of overlapping glyphs.
    const ranges = flows.flatMap((f) => {
      const c = run.flows[f]?.congestion;
      return c ? [{ f, c, from: c.lowerBound(t0), to: c.lowerBound(t1 + 1e-12) }] : [];
    });
    const count = ranges.reduce((n, r) => n + r.to - r.from, 0);
    this.root.dataset.count = String(count);
    const gap = markerGap(g.width - g.m.left - g.m.right, ranges.filter((r) => r.to > r.from).length);
    const [yTop, yBottom] = [g.m.top, g.height - g.m.bottom];
    const all = document.createDocumentFragment();
    const placed: Marker[] = [];
    for (const { f, c, from, to } of ranges) {
      for (const kept of thinEvents(c.cols.t, from, to, (t) => g.x(t), gap)) {
        const a = congestionAnnotation(f, c, kept.index);
        const el = newMarker();
        el.dataset.kind = CONGESTION_EVENT_NAMES[a.kind] ?? String(a.kind);
        el.dataset.t = String(a.t);
        el.textContent = markGlyph(a);
        el.style.color = flowColor(g.theme, a.flow);
        el.style.left = `${g.x(a.t)}px`;
        el.style.top = `${Math.min(yBottom, Math.max(yTop, this.yOf(a, g)))}px`;
        const text = kept.merged > 0 ? `${a.text} (and ${kept.merged} more ${kept.merged === 1 ? 'event' : 'events'} of flow ${f + 1} up to t = ${kept.lastT.toFixed(2)} s, too close to mark apart: zoom in to see each)` : a.text;
        if (kept.merged > 0) {
          el.dataset.merged = String(kept.merged);
          el.classList.add('merged');
        }
        el.setAttribute('aria-label', text);
        placed.push({ el, t: a.t, a: { ...a, text } });
      }
    }
    // In time order across flows, so the arrow keys walk the plot left to right.
    placed.sort((p, q) => p.t - q.t);
    for (const m of placed) {
      // One tab stop per plot (a composite widget): Tab reaches the first marker, the arrow keys
      // the others, so a run with many events does not bury the controls after it.
      m.el.tabIndex = this.markers.length === 0 ? 0 : -1;
      all.append(m.el);
      this.markers.push(m);
      this.byElement.set(m.el, m);
    }
    this.root.append(all);
    this.reveal();
  }

  /**
   * The highlighted event's chain on this plot: a line at the drop the core linked to it and a
   * dashed connector from there to the event's marker (drop → duplicate ACKs → retransmission).
   */
  private drawChain(): void {
    this.chain.replaceChildren();
    const h = currentHighlight();
    for (const m of this.markers) m.el.classList.toggle('active', same(m.a, h));
    const g = this.geom;
    if (!g || !h || !this.flows.includes(h.flow)) return;
    const marker = this.markers.find((m) => same(m.a, h));
    if (!marker) return;
    this.chain.dataset.event = String(h.t);
    if (!Number.isFinite(h.causeT)) return;
    const [t0] = g.x.domain();
    const x0 = g.x(Math.max(t0, h.causeT));
    const x1 = parseFloat(marker.el.style.left);
    const y = parseFloat(marker.el.style.top);
    const line = document.createElement('div');
    line.className = 'cc-cause-line';
    line.style.left = `${x0}px`;
    line.style.top = `${g.m.top}px`;
    line.style.height = `${Math.max(0, g.height - g.m.top - g.m.bottom)}px`;
    line.dataset.t = String(h.causeT);
    const label = document.createElement('span');
    label.textContent = h.kind === CongestionEvent.EcnEcho ? 'CE mark' : 'drop';
    line.append(label);
    const link = document.createElement('div');
    link.className = 'cc-cause-link';
    link.style.left = `${x0}px`;
    link.style.width = `${Math.max(0, x1 - x0)}px`;
    link.style.top = `${y}px`;
    this.chain.append(line, link);
  }

  /** ←/→ (and Home/End) move focus among the visible markers; the focused one keeps the tab stop. */
  private step(from: HTMLButtonElement, e: KeyboardEvent): void {
    const visible = this.markers.map((m) => m.el).filter((m) => !m.hidden);
    const i = visible.indexOf(from);
    const j = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? visible.length - 1 : -2;
    if (j === -2 || i < 0) return;
    // The markers' own keys: not also a playback step or reset (keyboard.ts), which would move
    // the cursor and hide the markers after it, the focused one included.
    e.preventDefault();
    e.stopPropagation();
    const to = visible[Math.max(0, Math.min(visible.length - 1, j))];
    for (const m of this.markers) m.el.tabIndex = m.el === to ? 0 : -1;
    to.focus();
  }

  private show(el: HTMLButtonElement, text: string): void {
    this.tip.textContent = text;
    // Anchored so the line stays inside the plot: left of centre grows right, else grows left.
    const x = parseFloat(el.style.left);
    const width = this.root.getBoundingClientRect().width;
    this.tip.style.left = el.style.left;
    this.tip.dataset.align = x < width * 0.4 ? 'start' : x > width * 0.6 ? 'end' : 'middle';
    this.tip.style.top = el.style.top;
    this.tip.hidden = false;
    keepInViewport(this.tip);
  }

  /** Hide markers after the cursor (the plot shows data only up to it). */
  private reveal(): void {
    const pb = usePlaybackStore.getState();
    const until = Number.isFinite(pb.cursor) ? visibleUntil(pb) : Number.POSITIVE_INFINITY;
    for (const m of this.markers) m.el.hidden = m.t > until + 1e-12;
    this.drawChain();
    // Keep the plot's one tab stop on a marker that is shown.
    const stop = this.markers.find((m) => m.el.tabIndex === 0);
    if (stop?.el.hidden) {
      stop.el.tabIndex = -1;
      const first = this.markers.find((m) => !m.el.hidden);
      if (first) first.el.tabIndex = 0;
    }
  }

  /** Say how many recovery periods the plot shades in view (shadeRecoveries; read by tests). */
  set recoveryShaded(n: number) {
    this.root.dataset.recovery = String(n);
  }

  get markerCount(): number {
    return this.markers.length;
  }

  get plotName(): string {
    return this.name;
  }
}
