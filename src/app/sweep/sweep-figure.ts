import * as d3 from 'd3';
import type { Theme } from '../theme/theme';
import type { SweepPoint } from './sweep-stats';

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
}

export function seriesColor(theme: Theme, k: number): string {
  return theme.flows[k % theme.flows.length];
}


/**
 * A statistic where it is drawn: a quantile that unfinished runs reach (+∞, "> T" in the table)
 * is drawn at T, the shortest time an unfinished run was observed, and its title says so.
 */
function drawn(p: SweepPoint, key: 'min' | 'q1' | 'median' | 'q3' | 'max'): number {
  const v = p.stats[key];
  return v === Number.POSITIVE_INFINITY ? p.stats.above : v;
}
/**
 * The thesis's figure: per configuration and swept value a box from Q1 to Q3, whiskers from min to
 * max, the median as a bar, and medians joined by a line per configuration. D3 scales and axes in SVG.
 */
export function drawSweepFigure(svg: SVGSVGElement, points: readonly SweepPoint[], o: FigureOptions): void {
  const m = { left: 64, right: 16, top: 14, bottom: 46 };
  const root = d3.select(svg).attr('viewBox', `0 0 ${o.width} ${o.height}`);
  const values = [...o.values].sort((a, b) => a - b);
  const lo = values[0] ?? 0;
  const hi = values[values.length - 1] ?? 1;
  let gap = Infinity;
  for (let i = 1; i < values.length; i++) gap = Math.min(gap, values[i] - values[i - 1]);
  if (!Number.isFinite(gap) || gap <= 0) gap = Math.max(1, Math.abs(lo) * 0.5);
  const x = d3
    .scaleLinear()
    .domain([lo - gap * 0.6, hi + gap * 0.6])
    .range([m.left, o.width - m.right]);
  const ys = points.flatMap((p) => [drawn(p, 'min') * o.scale, drawn(p, 'max') * o.scale]).filter(Number.isFinite);
  const yMax = ys.length ? Math.max(...ys) : 1;
  const y = d3
    .scaleLinear()
    .domain([0, yMax > 0 ? yMax * 1.08 : 1])
    .nice()
    .range([o.height - m.bottom, m.top]);
  const n = Math.max(1, o.configs.length);
  const slot = Math.abs(x(lo + gap) - x(lo)) * 0.8;
  const boxW = Math.max(3, Math.min(34, slot / n - 2));
  const offset = (k: number) => (k - (n - 1) / 2) * (boxW + 2);
  const font = o.theme.plotFont;

  const grid = root.selectAll<SVGGElement, null>('g.grid').data([null]).join('g').attr('class', 'grid');
  grid
    .selectAll('line')
    .data(y.ticks(6))
    .join('line')
    .attr('x1', m.left)
    .attr('x2', o.width - m.right)
    .attr('y1', (v) => y(v))
    .attr('y2', (v) => y(v))
    .attr('stroke', o.theme.grid);

  const xa = root.selectAll<SVGGElement, null>('g.x-axis').data([null]).join('g').attr('class', 'x-axis');
  xa.attr('transform', `translate(0,${o.height - m.bottom})`).call(
    d3
      .axisBottom(x)
      .tickValues(values.length <= 16 ? values : x.ticks(10))
      .tickFormat(d3.format('~g')),
  );
  const ya = root.selectAll<SVGGElement, null>('g.y-axis').data([null]).join('g').attr('class', 'y-axis');
  ya.attr('transform', `translate(${m.left},0)`).call(d3.axisLeft(y).ticks(6).tickFormat(d3.format('~g')));
  root
    .selectAll<SVGTextElement, string>('text.x-label')
    .data([o.xLabel])
    .join('text')
    .attr('class', 'x-label')
    .attr('x', (m.left + o.width - m.right) / 2)
    .attr('y', o.height - 6)
    .attr('text-anchor', 'middle')
    .text((d) => d);
  root
    .selectAll<SVGTextElement, string>('text.y-label')
    .data([o.yLabel])
    .join('text')
    .attr('class', 'y-label')
    .attr('transform', `translate(14,${(m.top + o.height - m.bottom) / 2}) rotate(-90)`)
    .attr('text-anchor', 'middle')
    .text((d) => d);

  const series = root
    .selectAll<SVGGElement, string>('g.series')
    .data(o.configs, (d) => d)
    .join('g')
    .attr('class', 'series')
    .attr('data-config', (d) => d);
  series.each(function (config, k) {
    const color = seriesColor(o.theme, k);
    const mine = points.filter((p) => p.config === config).sort((a, b) => a.value - b.value);
    const g = d3.select(this);
    const line = d3
      .line<SweepPoint>()
      .x((p) => x(p.value) + offset(k))
      .y((p) => y(drawn(p, 'median') * o.scale))
      .defined((p) => Number.isFinite(drawn(p, 'median')));
    g.selectAll<SVGPathElement, SweepPoint[]>('path.median-line')
      .data([mine])
      .join('path')
      .attr('class', 'median-line')
      .attr('fill', 'none')
      .attr('stroke', color)
      .attr('stroke-width', o.theme.lineWidth)
      .attr('stroke-opacity', 0.7)
      .attr('d', line);
    const boxes = g
      .selectAll<SVGGElement, SweepPoint>('g.box')
      .data(
        mine.filter((p) => Number.isFinite(drawn(p, 'median'))),
        (p) => String(p.value),
      )
      .join((enter) => {
        const b = enter.append('g').attr('class', 'box');
        b.append('line').attr('class', 'whisker');
        b.append('line').attr('class', 'cap-lo');
        b.append('line').attr('class', 'cap-hi');
        b.append('rect');
        b.append('line').attr('class', 'median');
        b.append('title');
        return b;
      })
      .attr('data-value', (p) => p.value);
    const cx = (p: SweepPoint) => x(p.value) + offset(k);
    const sw = Math.max(1, o.theme.lineWidth * 0.9);
    boxes
      .select('line.whisker')
      .attr('x1', cx)
      .attr('x2', cx)
      .attr('y1', (p) => y(drawn(p, 'min') * o.scale))
      .attr('y2', (p) => y(drawn(p, 'max') * o.scale))
      .attr('stroke', color)
      .attr('stroke-width', sw);
    for (const [cls, key] of [
      ['cap-lo', 'min'],
      ['cap-hi', 'max'],
    ] as const) {
      boxes
        .select(`line.${cls}`)
        .attr('x1', (p) => cx(p) - boxW / 4)
        .attr('x2', (p) => cx(p) + boxW / 4)
        .attr('y1', (p) => y(drawn(p, key) * o.scale))
        .attr('y2', (p) => y(drawn(p, key) * o.scale))
        .attr('stroke', color)
        .attr('stroke-width', sw);
    }
    boxes
      .select('rect')
      .attr('x', (p) => cx(p) - boxW / 2)
      .attr('width', boxW)
      .attr('y', (p) => y(drawn(p, 'q3') * o.scale))
      .attr('height', (p) => Math.max(1, y(drawn(p, 'q1') * o.scale) - y(drawn(p, 'q3') * o.scale)))
      .attr('fill', o.theme.panel)
      .attr('stroke', color)
      .attr('stroke-width', sw);
    boxes
      .select('line.median')
      .attr('x1', (p) => cx(p) - boxW / 2)
      .attr('x2', (p) => cx(p) + boxW / 2)
      .attr('y1', (p) => y(drawn(p, 'median') * o.scale))
      .attr('y2', (p) => y(drawn(p, 'median') * o.scale))
      .attr('stroke', color)
      .attr('stroke-width', sw * 2.2);
    boxes.select('title').text((p) => `${config}, ${d3.format('~g')(p.value)}: median ${d3.format('.3~g')(drawn(p, 'median') * o.scale)} [${d3.format('.3~g')(drawn(p, 'q1') * o.scale)}, ${d3.format('.3~g')(drawn(p, 'q3') * o.scale)}], ${p.runs} runs${p.stats.unfinished ? `, ${p.stats.unfinished} unfinished (drawn at the time they were observed; they took longer)` : ''}`);
  });
  root.selectAll('text').attr('fill', o.theme.axis).style('font', font);
  root.selectAll('.domain, .tick line').attr('stroke', o.theme.axis);
}
