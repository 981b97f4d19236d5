import { useEffect, useRef } from 'react';
import { redBaseProbability } from '../../sim-core/queues/red-formulas';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { results } from '../results/results-store';
import { useScenarioStore } from '../state/scenario-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { PlotPanelFrame } from './PlotPanelFrame';
import { redCurve } from './red-curve';

const W = 420;
const H = 190;
const M = { left: 44, right: 12, top: 12, bottom: 34 };

/** RED's gauges at time t from the recorded queue series: [avg, instantaneous queue] (NaN before any row). */
function stateAt(t: number): [number, number] {
  const r = results.current;
  const d = r?.bottleneck?.data;
  if (!d || !('avg' in d.queue.cols)) return [Number.NaN, Number.NaN];
  const i = d.queue.lowerBound(t + 1e-12) - 1;
  if (i < 0) return [0, 0];
  const unitBytes = r?.summary?.links[r.summary.aggregate.bottleneck]?.queueLimit.unit === 'bytes';
  return [d.queue.cols.avg[i], unitBytes ? d.queue.cols.bytes[i] : d.queue.cols.packets[i]];
}

/**
 * RED's drop-probability curve p_b(avg) for the parameters being edited, with the recorded
 * average as a moving point at the playback cursor and the instantaneous queue beside it.
 */
export function RedPanel() {
  const draft = useScenarioStore((s) => s.draft);
  const theme = THEMES[useViewStore((s) => s.theme)];
  const b = getBottleneck(draft);
  const curve = b ? redCurve(b.queue, b.rate) : null;
  const point = useRef<SVGCircleElement>(null);
  const inst = useRef<SVGLineElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const sx = (v: number) => M.left + (curve ? (v / curve.xMax) * (W - M.left - M.right) : 0);
  const sy = (p: number) => H - M.bottom - p * (H - M.top - M.bottom);

  useEffect(() => {
    if (!curve) return;
    const show = () => {
      const pb = usePlaybackStore.getState();
      const t = Number.isFinite(pb.cursor) ? visibleUntil(pb) : (results.current?.now ?? 0);
      const [avg, q] = stateAt(t);
      const ok = Number.isFinite(avg);
      const p = ok ? redBaseProbability(avg, curve.minTh, curve.maxTh, curve.maxP, curve.gentle) : 0;
      point.current?.setAttribute('cx', String(sx(Math.min(avg, curve.xMax))));
      point.current?.setAttribute('cy', String(sy(p)));
      point.current?.setAttribute('visibility', ok ? 'visible' : 'hidden');
      inst.current?.setAttribute('x1', String(sx(Math.min(q, curve.xMax))));
      inst.current?.setAttribute('x2', String(sx(Math.min(q, curve.xMax))));
      inst.current?.setAttribute('visibility', ok ? 'visible' : 'hidden');
      if (text.current)
        text.current.textContent = ok ? `t = ${t.toFixed(3)} s: avg ${avg.toFixed(1)}, queue ${q} ${curve.unit} → p_b = ${p.toFixed(4)}` : 'no recorded RED average at the cursor (run the edited scenario)';
    };
    show();
    const offA = results.subscribe(show);
    const offB = usePlaybackStore.subscribe(show);
    return () => {
      offA();
      offB();
    };
  });

  if (!b || !['red', 'ared', 'dynamic-red'].includes(b.queue.type)) return null;
  if (!curve)
    return (
      <PlotPanelFrame name="red" title="RED's drop probability">
        <p className="muted" data-testid="red-no-curve">
          {b.queue.type === 'dynamic-red'
            ? "The thresholds follow the number of flows during the run (dynamic RED): see the queue plot's threshold lines."
            : 'No curve for these parameters: see the editor’s message.'}
        </p>
      </PlotPanelFrame>
    );
  const path = curve.points.map(([x, p], i) => `${i ? 'L' : 'M'}${sx(x).toFixed(1)},${sy(p).toFixed(1)}`).join('');
  const guides: [number, string][] = [
    [curve.minTh, 'min_th'],
    [curve.maxTh, 'max_th'],
    ...(curve.gentle ? ([[2 * curve.maxTh, '2·max_th']] as [number, string][]) : []),
  ];
  return (
    <PlotPanelFrame name="red" title={`RED's drop probability p_b(avg) for the parameters being edited (${curve.gentle ? 'gentle' : 'classic'})`}>
      <svg width={W} height={H} className="red-curve" data-testid="red-curve" data-path={path} role="img" aria-label={`p_b rises from 0 at min_th ${curve.minTh} to max_p ${curve.maxP} at max_th ${curve.maxTh}`}>
        <line x1={M.left} x2={W - M.right} y1={sy(0)} y2={sy(0)} stroke={theme.axis} />
        <line x1={M.left} x2={M.left} y1={sy(0)} y2={sy(1)} stroke={theme.axis} />
        {[0, 0.5, 1].map((p) => (
          <text key={p} x={M.left - 6} y={sy(p) + 4} textAnchor="end" fill={theme.axis} fontSize={11}>
            {p}
          </text>
        ))}
        <line x1={M.left} x2={W - M.right} y1={sy(curve.maxP)} y2={sy(curve.maxP)} stroke={theme.bandEdge} strokeDasharray="3 3" />
        <text x={W - M.right} y={sy(curve.maxP) - 3} textAnchor="end" fill={theme.muted} fontSize={11}>
          max_p {curve.maxP}
        </text>
        {guides.map(([v, label], i) => (
          <g key={label}>
            <line x1={sx(v)} x2={sx(v)} y1={sy(0)} y2={sy(1)} stroke={theme.bandEdge} strokeDasharray="3 3" />
            <text x={sx(v)} y={H - M.bottom + 13 + (i % 2) * 11} textAnchor="middle" fill={theme.muted} fontSize={11}>
              {label} {+v.toFixed(1)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke={theme.accent} strokeWidth={2.5} />
        <line ref={inst} y1={sy(0)} y2={sy(0) - 14} stroke={theme.queue} strokeWidth={3} visibility="hidden" />
        <circle ref={point} r={5} fill={theme.danger} visibility="hidden" />
        <text x={M.left} y={H - 4} textAnchor="start" fill={theme.muted} fontSize={11}>
          average queue ({curve.unit}) →
        </text>
        <text x={M.left + 6} y={M.top + 4} textAnchor="start" fill={theme.muted} fontSize={11}>
          p_b
        </text>
      </svg>
      <p ref={text} className="muted mechanism-readout" data-testid="red-state" />
      <p className="muted mechanism-readout">● the average at the cursor on the curve; ▮ the instantaneous queue beside it.</p>
    </PlotPanelFrame>
  );
}
