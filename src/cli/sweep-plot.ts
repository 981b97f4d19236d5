/**
 * `sweep --plot FILE.svg | FILE.png`: the web Sweep's figure (src/figures/sweep-figure.ts) from
 * the sweep's summary rows. x is the first swept setting; one series per configuration, and per
 * value of a second setting in a grid; the study's published medians beside their series where
 * the preset has them. PNG is rendered from the same SVG by resvg (@resvg/resvg-js: a Rust SVG
 * renderer shipped as a prebuilt Node binding, no browser) with DejaVu Sans from dejavu-fonts-ttf,
 * so the picture is the same on every machine whatever fonts it has.
 */
import { createRequire } from 'node:module';
import { FIXED_UNIT, metricById, type ReplicatedMetric } from '../sim-core';
import { PRINT_PALETTE } from '../figures/print-palette';
import { sweepFigureSvg, type FigureReference, type FigureSeries } from '../figures/sweep-figure';
import { referenceFor } from '../figures/sweep-references';
import { describeFlowPath } from './setting-paths';
import type { SweepPlan } from './sweep-plan';
import type { SummaryRow } from './sweep-results';

/** A metric's axis unit and scale: the unit its thresholds and tables use (metric catalogue). */
function unitOf(metric: ReplicatedMetric): { unit: string; scale: number } {
  const u = FIXED_UNIT[metricById(metric).kind];
  return { unit: u.unit, scale: u.scale };
}

/** The figure as an SVG document. */
export function sweepFigure(plan: SweepPlan, rows: readonly SummaryRow[], metric: ReplicatedMetric, flow: number, flowName: string): string {
  const [first, second] = plan.settings;
  const series: FigureSeries[] = [];
  const references: FigureReference[] = [];
  for (const c of plan.configs) {
    const seconds = second ? second.values : [null];
    for (const v2 of seconds) {
      const mine = rows.filter((r) => r.config === c.name && (v2 === null || r.values[1] === v2));
      const key = v2 === null ? c.name : `${c.name}, ${second.path} = ${v2}`;
      // A grid's series by the second setting's last name ("maxP = 0.02"), and its configuration when there are several.
      const setting = v2 === null ? '' : `${second.path.split('.').pop()} = ${v2}`;
      const label = v2 === null ? c.name : plan.configs.length > 1 ? `${c.name}, ${setting}` : setting;
      series.push({
        key,
        label,
        boxes: mine.map((r) => ({ x: r.values[0], stats: { min: r.stats.min, q1: r.stats.q1, median: r.stats.median, q3: r.stats.q3, max: r.stats.max }, runs: r.stats.n, unfinished: r.stats.unfinished })),
      });
      const ref = v2 === null ? referenceFor(c.source, first.path, metric, flow) : null;
      if (ref) references.push({ seriesKey: key, label: ref.label, points: ref.points });
    }
  }
  const u = unitOf(metric);
  return sweepFigureSvg(
    {
      width: 900,
      height: 440 + (series.length + (references.length ? 1 : 0)) * 7,
      xLabel: describeFlowPath(plan.configs[0].scenario, first.path),
      yLabel: `${metricById(metric).label} of flow ${flow + 1}${flowName ? ` (${flowName})` : ''}${u.unit ? `, ${u.unit}` : ''}`,
      scale: u.scale,
      xValues: first.values,
      series,
      references,
      legend: true,
      title: `median, Q1–Q3 (box), min–max (whiskers) over ${plan.replications} replications`,
    },
    PRINT_PALETTE,
  );
}

/** The file's bytes: the SVG, or the PNG rendered from it (twice the size, for print). */
export async function sweepFigureFile(path: string, plan: SweepPlan, rows: readonly SummaryRow[], metric: ReplicatedMetric, flow: number, flowName: string): Promise<string | Uint8Array> {
  const svg = sweepFigure(plan, rows, metric, flow, flowName);
  if (!/\.png$/i.test(path)) return svg;
  const require = createRequire(import.meta.url);
  const font = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const bold = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, font: { loadSystemFonts: false, fontFiles: [font, bold], defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  return new Uint8Array(png);
}
