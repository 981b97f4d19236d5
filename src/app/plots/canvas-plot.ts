import * as d3 from 'd3';
import { results, type ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { THEMES, type Theme } from '../theme/theme';
import { invalidateCursor, invalidateData, registerPlot, type FramePlot } from './scheduler';

export interface Margins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlotGeometry {
  width: number;
  height: number;
  dpr: number;
  m: Margins;
  x: d3.ScaleLinear<number, number>;
  y: d3.ScaleLinear<number, number>;
  theme: Theme;
  run: RunData;
}

export interface PlotElements {
  host: HTMLElement;
  canvas: HTMLCanvasElement;
  svg: SVGSVGElement;
}

/** Time window shown on every plot: the shared zoom, or the whole run. */
export function timeDomain(run: RunData, timeEnd?: () => number): [number, number] {
  const z = useViewStore.getState().zoom;
  return z ?? [0, timeEnd ? timeEnd() : run.timeEnd];
}

/** Where a plot reads its run (default: the explored run) and, for aligned plots, a common time axis. */
export interface PlotSource {
  results?: ResultsStore;
  /** Right end of the time axis (e.g. the longer of two compared runs). */
  timeEnd?: () => number;
  /** Other results whose changes also redraw this plot (they move the common axis). */
  watch?: ResultsStore[];
  /** Runs whose y range this plot's y axis also covers (so compared plots share a scale). */
  shareY?: ResultsStore[];
}

/**
 * A plot drawn on canvas with D3 scales and SVG axes. The data layer is drawn once per data
 * change into an offscreen canvas; each frame composites it up to the playback cursor.
 * Subclasses say what the y domain is and how to draw the data (and a cheap background).
 */
export abstract class CanvasPlot implements FramePlot {
  protected readonly layer: HTMLCanvasElement;
  protected geom: PlotGeometry | null = null;
  private readonly cleanups: (() => void)[] = [];
  private width = 0;
  private height = 0;
  /** Count of drawn marks and segments in the last data render (read by tests). */
  drawnItems = 0;

  protected readonly results: ResultsStore;

  constructor(
    protected readonly el: PlotElements,
    protected readonly margins: Margins = { left: 58, right: 14, top: 8, bottom: 24 },
    protected readonly source: PlotSource = {},
  ) {
    this.results = source.results ?? results;
    this.layer = document.createElement('canvas');
    const ro = new ResizeObserver(() => this.resize());
    ro.observe(el.host);
    this.cleanups.push(() => ro.disconnect());
    for (const r of [this.results, ...(source.watch ?? [])]) this.cleanups.push(r.subscribe(() => invalidateData(this, !(r.current?.done ?? true))));
    this.cleanups.push(
      useViewStore.subscribe((s, prev) => {
        if (s.zoom !== prev.zoom || s.theme !== prev.theme || s.seqFlow !== prev.seqFlow) invalidateData(this);
      }),
    );
    this.cleanups.push(
      usePlaybackStore.subscribe((s, prev) => {
        if (s.cursor !== prev.cursor || s.end !== prev.end) invalidateCursor();
      }),
    );
    this.cleanups.push(registerPlot(this));
    el.canvas.addEventListener('pointerdown', this.onPointer);
    el.canvas.addEventListener('pointermove', this.onPointerMove);
    this.cleanups.push(() => {
      el.canvas.removeEventListener('pointerdown', this.onPointer);
      el.canvas.removeEventListener('pointermove', this.onPointerMove);
    });
    this.resize();
  }

  dispose(): void {
    for (const c of this.cleanups) c();
  }

  private resize(): void {
    const r = this.el.host.getBoundingClientRect();
    const w = Math.max(100, Math.floor(r.width));
    const h = Math.max(60, Math.floor(r.height));
    if (w === this.width && h === this.height) return;
    this.width = w;
    this.height = h;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    for (const c of [this.el.canvas, this.layer]) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
    }
    this.el.canvas.style.width = `${w}px`;
    this.el.canvas.style.height = `${h}px`;
    this.el.svg.setAttribute('width', String(w));
    this.el.svg.setAttribute('height', String(h));
    invalidateData(this);
  }

  /** Scrub: click or drag on the plot moves the playback cursor. */
  private readonly onPointer = (e: PointerEvent) => {
    if (!this.geom) return;
    this.el.canvas.setPointerCapture(e.pointerId);
    this.scrubTo(e);
  };

  private readonly onPointerMove = (e: PointerEvent) => {
    if (e.buttons & 1 && this.geom) this.scrubTo(e);
  };

  private scrubTo(e: PointerEvent): void {
    const g = this.geom!;
    const rect = this.el.canvas.getBoundingClientRect();
    const t = g.x.invert(e.clientX - rect.left);
    const pb = usePlaybackStore.getState();
    pb.scrub(t);
  }

  protected abstract yDomain(run: RunData): [number, number];
  protected abstract drawData(ctx: CanvasRenderingContext2D, g: PlotGeometry): number;
  protected drawBackground(_ctx: CanvasRenderingContext2D, _g: PlotGeometry): void {}
  protected yTickFormat(): (v: d3.NumberValue) => string {
    return d3.format('~s');
  }

  renderData(): void {
    const run = this.results.current;
    const ctx = this.layer.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.layer.width, this.layer.height);
    if (!run || this.width === 0) {
      this.geom = null;
      this.drawnItems = 0;
      return;
    }
    const theme = THEMES[useViewStore.getState().theme];
    const m = this.margins;
    const dpr = this.layer.width / this.width;
    const x = d3.scaleLinear().domain(timeDomain(run, this.source.timeEnd)).range([m.left, this.width - m.right]);
    let [y0, y1] = this.yDomain(run);
    for (const other of this.source.shareY ?? []) {
      if (!other.current || other.current === run) continue;
      const [a, b] = this.yDomain(other.current);
      y0 = Math.min(y0, a);
      y1 = Math.max(y1, b);
    }
    const y = d3
      .scaleLinear()
      .domain([y0, y1 > y0 ? y1 : y0 + 1])
      .range([this.height - m.bottom, m.top]);
    const g: PlotGeometry = { width: this.width, height: this.height, dpr, m, x, y, theme, run };
    this.geom = g;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, 0, this.width - m.left - m.right, this.height - m.bottom);
    ctx.clip();
    this.drawnItems = this.drawData(ctx, g);
    ctx.restore();
    this.renderAxes(g);
  }

  private axesKey = '';

  private renderAxes(g: PlotGeometry): void {
    // SVG work is costly: redo the axes only when a scale, the size or the theme changed.
    const key = `${g.x.domain()}|${g.x.range()}|${g.y.domain()}|${g.y.range()}|${g.theme.name}`;
    if (key === this.axesKey) return;
    this.axesKey = key;
    const svg = d3.select(this.el.svg);
    const font = g.theme.plotFont;
    const xa = svg.selectAll<SVGGElement, null>('g.x-axis').data([null]).join('g').attr('class', 'x-axis');
    xa.attr('transform', `translate(0,${g.height - g.m.bottom})`).call(d3.axisBottom(g.x).ticks(Math.max(2, Math.floor(g.width / 90))).tickFormat((v) => `${d3.format('~g')(v)} s`));
    const ya = svg.selectAll<SVGGElement, null>('g.y-axis').data([null]).join('g').attr('class', 'y-axis');
    ya.attr('transform', `translate(${g.m.left},0)`).call(d3.axisLeft(g.y).ticks(Math.max(2, Math.floor((g.height - g.m.top - g.m.bottom) / 32))).tickFormat(this.yTickFormat()));
    svg.selectAll('text').attr('fill', g.theme.axis).style('font', font);
    svg.selectAll('.domain, .tick line').attr('stroke', g.theme.axis);
  }

  composite(): void {
    const ctx = this.el.canvas.getContext('2d');
    const g = this.geom;
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.el.canvas.width, this.el.canvas.height);
    if (!g) return;
    const { m, dpr } = g;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // Grid and background (bands) are cheap and drawn across the whole width.
    ctx.strokeStyle = g.theme.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const v of g.y.ticks(Math.max(2, Math.floor((g.height - m.top - m.bottom) / 32)))) {
      const yy = Math.round(g.y(v)) + 0.5;
      ctx.moveTo(m.left, yy);
      ctx.lineTo(g.width - m.right, yy);
    }
    ctx.stroke();
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, 0, g.width - m.left - m.right, g.height - m.bottom);
    ctx.clip();
    this.drawBackground(ctx, g);
    ctx.restore();
    // The data layer, revealed up to the cursor.
    const pb = usePlaybackStore.getState();
    const until = visibleUntil(pb);
    const cursorX = Number.isFinite(pb.cursor) ? Math.max(m.left, Math.min(g.width - m.right, g.x(until))) : g.width;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const sw = Math.max(0, Math.min(this.layer.width, Math.ceil(cursorX * dpr)));
    if (sw > 0) ctx.drawImage(this.layer, 0, 0, sw, this.layer.height, 0, 0, sw, this.layer.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (Number.isFinite(pb.cursor)) {
      ctx.strokeStyle = g.theme.cursor;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(cursorX, m.top);
      ctx.lineTo(cursorX, g.height - m.bottom);
      ctx.stroke();
    }
  }
}
