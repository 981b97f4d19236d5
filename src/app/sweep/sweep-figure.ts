/**
 * The web Sweep's figure: the shared, DOM-free builder (src/figures/sweep-figure.ts, which the
 * CLI's `sweep --plot` draws with too) fed with the app's points and theme, and put into the
 * page's <svg>. One figure definition, two outputs.
 */
import { sweepFigureBody, seriesColour, type FigurePalette, type FigureReference } from '../../figures/sweep-figure';
import type { Theme } from '../theme/theme';
import type { SweepPoint } from './sweep-stats';
import { toShown } from './sweep-params';

export interface FigureOptions {
  configs: readonly string[];
  values: readonly number[];
  width: number;
  height: number;
  theme: Theme;
  xLabel: string;
  yLabel: string;
  /** Multiply values of the metric by this for display. */
  scale: number;
  /** The y axis fitted to the data, at most `ceiling` unless a value is above it (a utilization axis). */
  yFit?: { ceiling: number };
  /** Published values to draw beside their configuration's boxes. */
  references?: readonly FigureReference[];
  /** Shown = stored × xScale for the swept values (ms, kbit/s, % as the editor shows them). */
  xScale?: number;
  /** Legend entries by configuration (default: its name). */
  labels?: readonly string[];
  /** Drawn inside the figure, so that its SVG file says what it shows (a trial's export had neither). */
  title?: string;
  subtitle?: readonly string[];
}

/** The theme as the figure builder reads it (its plot font split into weight, size and family). */
export function figurePalette(theme: Theme): FigurePalette {
  const m = /^(bold\s+)?(\d+(?:\.\d+)?)px\s+(.*)$/.exec(theme.plotFont);
  return {
    background: null,
    panel: theme.panel,
    grid: theme.grid,
    axis: theme.axis,
    text: theme.text,
    series: theme.flows,
    font: theme.plotFont,
    fontSize: m ? Number(m[2]) : 11,
    fontFamily: m ? m[3] : 'system-ui, sans-serif',
    fontWeight: m?.[1] ? 'bold' : undefined,
    lineWidth: theme.lineWidth,
  };
}

export function seriesColor(theme: Theme, k: number): string {
  return seriesColour(figurePalette(theme), k);
}

/** Draw into the page's <svg>: title, legend, per configuration and value a box Q1–Q3, whiskers min–max, the median. */
export function drawSweepFigure(svg: SVGSVGElement, points: readonly SweepPoint[], o: FigureOptions): void {
  const shownX = (v: number) => toShown(v, { scale: o.xScale ?? 1 });
  const { viewBox, body } = sweepFigureBody(
    {
      width: o.width,
      height: o.height,
      xLabel: o.xLabel,
      yLabel: o.yLabel,
      scale: o.scale,
      xValues: o.values.map(shownX),
      series: o.configs.map((config, k) => ({
        key: config,
        label: o.labels?.[k] ?? config,
        boxes: points.filter((p) => p.config === config).map((p) => ({ x: shownX(p.value), stats: p.stats, runs: p.runs })),
      })),
      references: o.references?.map((r) => ({ ...r, points: r.points.map((q) => ({ ...q, x: shownX(q.x) })) })),
      legend: true,
      title: o.title,
      subtitle: o.subtitle,
      yFit: o.yFit,
    },
    figurePalette(o.theme),
  );
  svg.setAttribute('viewBox', viewBox);
  svg.innerHTML = body;
}
