import { CONGESTION_EVENT_NAMES, CongestionEvent } from '../../sim-core/metrics/congestion-events';
import type { PlotGeometry } from '../plots/canvas-plot';
import type { RunData } from '../results/run-data';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { flowColor } from '../theme/theme';
import { congestionAnnotations, type CongestionAnnotation } from './congestion-annotations';

/** How each kind of congestion event is marked on the plots (legend and markers). */
export const CONGESTION_MARKS: Record<number, { glyph: string; label: string }> = {
  [CongestionEvent.SlowStartExit]: { glyph: '◇', label: CONGESTION_EVENT_NAMES[CongestionEvent.SlowStartExit] },
  [CongestionEvent.FastRetransmit]: { glyph: '▼', label: CONGESTION_EVENT_NAMES[CongestionEvent.FastRetransmit] },
  [CongestionEvent.RecoveryEnd]: { glyph: '⊳', label: CONGESTION_EVENT_NAMES[CongestionEvent.RecoveryEnd] },
  [CongestionEvent.PartialAck]: { glyph: '∘', label: CONGESTION_EVENT_NAMES[CongestionEvent.PartialAck] },
  [CongestionEvent.Timeout]: { glyph: '⊗', label: CONGESTION_EVENT_NAMES[CongestionEvent.Timeout] },
  [CongestionEvent.SynRetransmit]: { glyph: 'S', label: CONGESTION_EVENT_NAMES[CongestionEvent.SynRetransmit] },
  [CongestionEvent.EcnEcho]: { glyph: 'E', label: CONGESTION_EVENT_NAMES[CongestionEvent.EcnEcho] },
};

/** More markers than this on one plot are not placed (the plot says so); zooming in shows them. */
export const MAX_MARKERS = 400;

/**
 * Focusable markers of the recorded congestion events over a plot: hovering or focusing one
 * shows its one-line explanation; clicking it moves the playback cursor to the event. Markers
 * after the cursor are hidden, as the data is.
 */
export class AnnotationLayer {
  private readonly root: HTMLDivElement;
  private readonly tip: HTMLDivElement;
  private markers: { el: HTMLButtonElement; t: number }[] = [];
  private readonly off: () => void;

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
    host.append(this.root, this.tip);
    this.off = usePlaybackStore.subscribe((s, p) => {
      if (s.cursor !== p.cursor || s.end !== p.end) this.reveal();
    });
  }

  dispose(): void {
    this.off();
    this.root.remove();
    this.tip.remove();
  }

  /** Place the markers of the shown flows at the plot's current scales. */
  update(g: PlotGeometry | null, run: RunData | null, flows: readonly number[]): void {
    this.root.replaceChildren();
    this.markers = [];
    this.tip.hidden = true;
    if (!g || !run) return;
    const [t0, t1] = g.x.domain();
    // Count first (cheap), so a busy run does not format text for markers it will not place.
    let count = 0;
    for (const f of flows) {
      const c = run.flows[f]?.congestion;
      if (c) count += c.lowerBound(t1 + 1e-12) - c.lowerBound(t0);
    }
    this.root.dataset.count = String(count);
    if (count > MAX_MARKERS) {
      this.root.dataset.omitted = 'true';
      return;
    }
    delete this.root.dataset.omitted;
    const notes = flows.flatMap((f) => (run.flows[f] ? congestionAnnotations(f, run.flows[f].congestion) : [])).filter((a) => a.t >= t0 && a.t <= t1);
    const [yTop, yBottom] = [g.m.top, g.height - g.m.bottom];
    for (const a of notes) {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'cc-mark';
      el.dataset.kind = CONGESTION_EVENT_NAMES[a.kind] ?? String(a.kind);
      el.dataset.t = String(a.t);
      el.textContent = CONGESTION_MARKS[a.kind]?.glyph ?? '•';
      el.style.color = flowColor(g.theme, a.flow);
      el.style.left = `${g.x(a.t)}px`;
      el.style.top = `${Math.min(yBottom, Math.max(yTop, this.yOf(a, g)))}px`;
      el.setAttribute('aria-label', a.text);
      const show = () => this.show(el, a.text);
      el.addEventListener('pointerenter', show);
      el.addEventListener('focus', show);
      el.addEventListener('pointerleave', () => (this.tip.hidden = true));
      el.addEventListener('blur', () => (this.tip.hidden = true));
      el.addEventListener('click', () => {
        const pb = usePlaybackStore.getState();
        pb.pause();
        pb.scrub(a.t);
      });
      // One tab stop per plot (a composite widget): Tab reaches the first marker, the arrow keys
      // the others, so a run with many events does not bury the controls after it.
      el.tabIndex = this.markers.length === 0 ? 0 : -1;
      el.addEventListener('keydown', (e) => this.step(el, e));
      this.root.append(el);
      this.markers.push({ el, t: a.t });
    }
    this.reveal();
  }

  /** ←/→ (and Home/End) move focus among the visible markers; the focused one keeps the tab stop. */
  private step(from: HTMLButtonElement, e: KeyboardEvent): void {
    const visible = this.markers.map((m) => m.el).filter((m) => !m.hidden);
    const i = visible.indexOf(from);
    const j = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? visible.length - 1 : -2;
    if (j === -2 || i < 0) return;
    e.preventDefault();
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
  }

  /** Hide markers after the cursor (the plot shows data only up to it). */
  private reveal(): void {
    const pb = usePlaybackStore.getState();
    const until = Number.isFinite(pb.cursor) ? visibleUntil(pb) : Number.POSITIVE_INFINITY;
    for (const m of this.markers) m.el.hidden = m.t > until + 1e-12;
    // Keep the plot's one tab stop on a marker that is shown.
    const stop = this.markers.find((m) => m.el.tabIndex === 0);
    if (stop?.el.hidden) {
      stop.el.tabIndex = -1;
      const first = this.markers.find((m) => !m.el.hidden);
      if (first) first.el.tabIndex = 0;
    }
  }

  get markerCount(): number {
    return this.markers.length;
  }

  get plotName(): string {
    return this.name;
  }
}
