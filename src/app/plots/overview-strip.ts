import * as d3 from 'd3';
import { results } from '../results/results-store';
import { useViewStore } from '../state/view-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { THEMES, type Theme } from '../theme/theme';
import { PLOT_MARGINS, surroundingTypeScale } from './canvas-plot';
import { columnMaxima } from './column-maxima';
import { coefficients } from '../plot-base/series-draw';
import { invalidateData, registerPlot, streamingAfterFirstBatch, type FramePlot } from '../plot-base/scheduler';

/**
 * The plots' side margins at the theme's own type size (canvas-plot.ts): the strip's time axis
 * spans exactly the plots' data area, so its cursor and brush line up with theirs.
 */
const LEFT = PLOT_MARGINS.left;
const RIGHT = PLOT_MARGINS.right;

/**
 * The whole run in miniature (bottleneck queue) with a D3 brush: brushing sets the shared zoom
 * window every plot follows; a click without dragging, or "Reset zoom", shows the whole run.
 */
export class OverviewStrip implements FramePlot {
  private readonly cleanups: (() => void)[] = [];
  private readonly brush: d3.BrushBehavior<null>;
  private width = 0;
  private readonly height: number;
  private x = d3.scaleLinear();
  private silent = false;
  private brushKey = '';

  private cursorColor = '';
  /** The side margins now: the plots' grow with the type in presentation mode, and so do these. */
  private left: number = LEFT;
  private right: number = RIGHT;
  private marginKey = '';

  /** `cursor`: an element over the SVG, moved by a CSS transform (no layout or paint per frame). */
  constructor(
    private readonly svg: SVGSVGElement,
    private readonly cursor: HTMLElement,
  ) {
    this.height = svg.clientHeight || 54;
    this.brush = d3.brushX<null>().on('end', (ev: d3.D3BrushEvent<null>) => {
      if (this.silent || !ev.sourceEvent) return;
      const sel = ev.selection as [number, number] | null;
      useViewStore.getState().setZoom(sel ? [this.x.invert(sel[0]), this.x.invert(sel[1])] : null);
    });
    const ro = new ResizeObserver(() => this.resize());
    ro.observe(svg);
    this.cleanups.push(() => ro.disconnect());
    this.cleanups.push(results.subscribe(() => invalidateData(this, streamingAfterFirstBatch(results.current))));
    this.cleanups.push(
      useViewStore.subscribe((s, p) => {
        if (s.zoom !== p.zoom) this.placeBrush();
        if (s.theme !== p.theme) invalidateData(this);
      }),
    );
    this.cleanups.push(registerPlot(this));
    this.cleanups.push(
      usePlaybackStore.subscribe((s, p) => {
        if (s.cursor !== p.cursor || s.end !== p.end) this.placeCursor();
      }),
    );
    this.resize();
  }

  dispose(): void {
    for (const c of this.cleanups) c();
  }

  private resize(): void {
    const w = Math.floor(this.svg.getBoundingClientRect().width);
    if (w === this.width || w <= 0) return;
    this.width = w;
    invalidateData(this);
  }

  renderData(): void {
    this.render();
  }

  composite(): void {}

  render(): void {
    const run = results.current;
    const theme = THEMES[useViewStore.getState().theme];
    const h = this.height;
    const root = d3.select(this.svg);
    const end = run ? run.timeEnd : 1;
    this.setMargins(theme);
    const LEFT = this.left;
    this.x = d3.scaleLinear().domain([0, end]).range([LEFT, Math.max(LEFT + 10, this.width - this.right)]);
    const link = run?.summary?.links[run.summary.aggregate.bottleneck];
    const q = run?.bottleneck?.data?.queue;
    let d = '';
    if (run && q && link && q.length > 0) {
      const col = link.queueLimit.unit === 'bytes' ? q.cols.bytes : q.cols.packets;
      const y = d3.scaleLinear().domain([0, link.queueLimit.limit]).range([h - 4, 4]);
      // Max per pixel column: a compact outline of the whole run's queue.
      const cols = Math.max(1, Math.floor(this.x.range()[1] - LEFT));
      // The scale's line as two numbers: calling the d3 scale for each of ~100 k rows cost ~7 ms a redraw.
      const [kx, bx] = coefficients(this.x);
      const maxs = columnMaxima(q.cols.t, col, q.length, cols, (t) => Math.floor(kx * t + bx - LEFT), run.now);
      const pts: string[] = [`M${LEFT},${h - 4}`];
      for (let c = 0; c < cols; c++) pts.push(`L${LEFT + c},${y(maxs[c]).toFixed(1)}`);
      pts.push(`L${LEFT + cols},${h - 4}Z`);
      d = pts.join('');
    }
    root
      .selectAll<SVGPathElement, null>('path.mini')
      .data([null])
      .join('path')
      .attr('class', 'mini')
      .attr('d', d)
      .attr('fill', theme.queue)
      .attr('fill-opacity', 0.35)
      .attr('stroke', theme.queue)
      .attr('stroke-width', 0.75);
    const key = `${this.width}|${end}|${LEFT}|${this.right}`;
    if (key !== this.brushKey) {
      // Re-attaching the brush rebuilds its overlay: only when its extent or the scale changed.
      this.brushKey = key;
      this.brush.extent([
        [LEFT, 1],
        [Math.max(LEFT + 10, this.width - this.right), h - 1],
      ]);
      root.selectAll<SVGGElement, null>('g.brush').data([null]).join('g').attr('class', 'brush').call(this.brush);
      this.placeBrush();
    }
    this.placeCursor();
  }

  /**
   * The plots' margins scaled as canvas-plot.ts scales them (surroundingTypeScale), read once
   * per theme, presentation state and width; the left margin is
   * also where the Reset zoom button sits (Overview.tsx, --overview-left).
   */
  private setMargins(theme: Theme): void {
    const key = `${theme.name}|${document.documentElement.hasAttribute('data-presenting')}|${this.width}`;
    if (key === this.marginKey) return;
    this.marginKey = key;
    const scale = surroundingTypeScale(this.svg, theme);
    this.left = Math.round(LEFT * scale);
    this.right = Math.round(RIGHT * scale);
    this.svg.parentElement?.style.setProperty('--overview-left', `${this.left}px`);
  }

  private placeBrush(): void {
    const z = useViewStore.getState().zoom;
    const g = d3.select(this.svg).selectAll<SVGGElement, null>('g.brush');
    if (g.empty()) return;
    this.silent = true;
    this.brush.move(g, z ? [this.x(z[0]), this.x(z[1])] : null);
    this.silent = false;
  }

  private placeCursor(): void {
    const pb = usePlaybackStore.getState();
    const color = THEMES[useViewStore.getState().theme].cursor;
    const style = this.cursor.style;
    if (color !== this.cursorColor) style.background = this.cursorColor = color;
    style.visibility = Number.isFinite(pb.cursor) ? 'visible' : 'hidden';
    style.transform = `translateX(${this.x(visibleUntil(pb)) - 0.75}px)`;
  }
}
