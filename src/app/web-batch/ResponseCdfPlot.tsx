import * as d3 from 'd3';
import { useMemo } from 'react';
import type { WebRunSummary } from '../../sim-core';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { cdfPoints } from './cdf-curves';

const W = 840;
const H = 360;
const M = { l: 56, r: 240, t: 12, b: 40 };

/**
 * Response-time distributions, one curve per run: the CDF to 1.5 s on a linear axis as the paper
 * draws it, or the CCDF on log–log axes to show the tail (timeouts, long responses).
 */
export function ResponseCdfPlot({ rows, kind }: { rows: WebRunSummary[]; kind: 'cdf' | 'ccdf' }) {
  const theme = THEMES[useViewStore((s) => s.theme)];
  const curves = useMemo(() => rows.map((r) => ({ label: `${r.label} · ${Math.round(r.load * 100)} %`, pts: cdfPoints(r.responseTimes) })), [rows]);
  const x =
    kind === 'cdf'
      ? d3.scaleLinear().domain([0, 1500]).range([M.l, W - M.r])
      : d3.scaleLog().domain([10, 100_000]).range([M.l, W - M.r]).clamp(true);
  const y = kind === 'cdf' ? d3.scaleLinear().domain([0, 1]).range([H - M.b, M.t]) : d3.scaleLog().domain([1e-4, 1]).range([H - M.b, M.t]).clamp(true);
  const color = d3.scaleOrdinal(d3.schemeTableau10);
  const line = d3
    .line<[number, number]>()
    .x((p) => x(Math.max(kind === 'cdf' ? 0 : 10, p[0] * 1000)))
    .y((p) => y(kind === 'cdf' ? p[1] : Math.max(1e-4, 1 - p[1] + 1e-9)))
    .curve(d3.curveStepAfter);
  const xTicks = kind === 'cdf' ? x.ticks(8) : [10, 100, 1000, 10_000, 100_000];
  const yTicks = kind === 'cdf' ? y.ticks(5) : [1e-4, 1e-3, 1e-2, 1e-1, 1];
  return (
    // Drawn in a W × H box and scaled to the panel (a fixed-width SVG was cut at the right on a laptop, legend included).
    <svg className="web-cdf-figure" viewBox={`0 0 ${W} ${H}`} width={W} height={H} data-testid="web-cdf" data-kind={kind} data-curves={curves.length} role="img" aria-label={kind === 'cdf' ? 'Response-time CDFs' : 'Response-time CCDFs'}>
      <g fontSize={12} fill={theme.text}>
        {xTicks.map((t) => (
          <g key={`x${t}`}>
            <line x1={x(t)} x2={x(t)} y1={M.t} y2={H - M.b} stroke={theme.text} strokeOpacity={0.12} />
            <text x={x(t)} y={H - M.b + 16} textAnchor="middle">
              {t >= 1000 && kind === 'ccdf' ? `${t / 1000} s` : `${t}`}
            </text>
          </g>
        ))}
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={M.l} x2={W - M.r} y1={y(t)} y2={y(t)} stroke={theme.text} strokeOpacity={0.12} />
            <text x={M.l - 6} y={y(t) + 4} textAnchor="end">
              {kind === 'cdf' ? `${Math.round(t * 100)} %` : t >= 0.01 ? `${t * 100} %` : `${t * 100} %`}
            </text>
          </g>
        ))}
        <text x={(M.l + W - M.r) / 2} y={H - 6} textAnchor="middle">
          response time (ms{kind === 'ccdf' ? ', log' : ''})
        </text>
        <text transform={`translate(14 ${(M.t + H - M.b) / 2}) rotate(-90)`} textAnchor="middle">
          {kind === 'cdf' ? 'responses completed' : 'responses slower (log)'}
        </text>
      </g>
      <clipPath id="web-cdf-clip">
        <rect x={M.l} y={M.t} width={W - M.l - M.r} height={H - M.t - M.b} />
      </clipPath>
      <g clipPath="url(#web-cdf-clip)">
        {curves.map((c, i) => (
          <path key={c.label} className="curve" data-label={c.label} d={line(c.pts) ?? ''} fill="none" stroke={color(String(i))} strokeWidth={2} />
        ))}
      </g>
      <g fontSize={12}>
        {curves.map((c, i) => (
          <g key={c.label} transform={`translate(${W - M.r + 12} ${M.t + 8 + i * 18})`}>
            <line x1={0} x2={18} y1={0} y2={0} stroke={color(String(i))} strokeWidth={3} />
            <text x={24} y={4} fill={theme.text}>
              {c.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
