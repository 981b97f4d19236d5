import { useEffect, useRef, useState } from 'react';
import { PLOT } from '../../plot-kinds/plot-kinds';
import { dropCurveOf, type DropCurve, type GaugeInfo, queueDiscipline } from '../../sim-core';
import { gaugeLine } from '../plot-base/gauge-line';
import { useKeptHeight } from '../plot-base/kept-height';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import type { RunData } from '../results/run-data';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useScenarioStore } from '../state/scenario-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { PlotFrame } from '../plot-base/PlotFrame';
import type { TextAlternative } from '../plot-base/text-alternative';
import { historyPaths } from './red-history';
import { interacting } from '../plot-base/interaction';
import { watchOnScreen } from '../util/on-screen';

const W = 420;
const H = 190;
const M = { left: 44, right: 12, top: 12, bottom: 46 };
/** The small plots under the curve (queue and average over time; Adaptive RED's max_p). */
const HW = 420;
const HH = 96;
const HM = { left: 44, right: 12, top: 8, bottom: 18 };
/** Least time between rebuilds of the history plots while a slider is dragged or a run streams in (ms). */
const HISTORY_DRAG_MS = 200;

/** What the run recorded at time t: RED's gauges (avg, max_p, count, p_a), the queue, and the thresholds in force. */
export interface RedState {
  avg: number;
  queue: number;
  maxP: number;
  count: number;
  pa: number;
  minTh: number;
  maxTh: number;
  /** The discipline's gauges from the queue registry: their plain phrases and symbols. */
  gauges: readonly GaugeInfo[];
}

/** The recorded state at t (null when the run has no RED gauges); thresholds from the recorded series when they move. */
export function redStateAt(r: RunData | null, t: number): RedState | null {
  const d = r?.bottleneck?.data;
  const link = r?.summary?.links[r.summary.aggregate.bottleneck];
  if (!d || !link || !('avg' in d.queue.cols)) return null;
  const q = d.queue.cols as Record<string, Float64Array>;
  const i = d.queue.lowerBound(t + 1e-12) - 1;
  const unitBytes = link.queueLimit.unit === 'bytes';
  let { minTh, maxTh } = link.queueInfo.thresholds;
  const th = d.thresholds;
  if (link.queueInfo.dynamicThresholds) {
    const j = th.lowerBound(t + 1e-12) - 1;
    const c = th.cols as Record<string, Float64Array>;
    [minTh, maxTh] = j >= 0 ? [c.minTh[j], c.maxTh[j]] : [0, 0];
  }
  const gauges = queueDiscipline(link.queueKind).gauges;
  if (i < 0) return { avg: 0, queue: 0, maxP: Number.NaN, count: 0, pa: 0, minTh, maxTh, gauges };
  return { avg: q.avg[i], queue: unitBytes ? q.bytes[i] : q.packets[i], maxP: q.maxP?.[i] ?? Number.NaN, count: q.count?.[i] ?? Number.NaN, pa: q.pa?.[i] ?? Number.NaN, minTh, maxTh, gauges };
}

/** The cursor's time (the end of the data when following the run). */
function cursorTime(): number {
  const pb = usePlaybackStore.getState();
  return Number.isFinite(pb.cursor) ? visibleUntil(pb) : (results.current?.now ?? 0);
}

/** A gauge's plain phrase, from the queue registry (what the queue's state readout and the plot readouts say). */
function gaugeLabel(gauges: readonly GaugeInfo[], key: string): string {
  return gauges.find((g) => g.key === key)?.label ?? key;
}

/** "packets since last early drop 21 (count)": a gauge's phrase, value and symbol, as the state readout says it. */
function gaugeSaid(gauges: readonly GaugeInfo[], key: string, value: string): string {
  const g = gauges.find((x) => x.key === key);
  return g ? gaugeLine(g, value) : `${key} ${value}`;
}

/**
 * In words: what the recorded p_a means, each figure's plain phrase first and RED's symbol after
 * it, in the queue registry's words (its gauges' labels), as the queue's state readout says them.
 */
function paText(s: RedState): string {
  if (!Number.isFinite(s.pa)) return '';
  const count = Number.isFinite(s.count) ? gaugeSaid(s.gauges, 'count', String(s.count)) : '';
  if (s.pa === 0) {
    // Say which of RED's no-test cases this is, from the recorded average (a trial student saw the
    // average above min_th and the old text offer "avg below min_th" first).
    const why = s.avg < s.minTh ? 'the average is below min_th' : 'the average is above min_th, but this was the first arrival after it crossed (RED starts its count there) or the queue was empty';
    return `${count}; the last arrival was not tested: ${why}`;
  }
  if (s.pa >= 1) return `${count}; the last arrival had drop probability 1 (p_a, forced)`;
  return `${count} → drop probability for the last arrival ${s.pa.toFixed(4)} (p_a = p_b / (1 − count·p_b))`;
}

/**
 * RED's drop-probability curve p_b(avg) for the parameters being edited, with the recorded
 * average as a moving point at the playback cursor and the instantaneous queue beside it; the
 * recorded `count` and p_a; a small plot of the queue and its average over time (what w_q does),
 * with the thresholds (stepping with n for dynamic RED); and Adaptive RED's max_p over time.
 * Everything at the cursor comes from the run's recorded series; the curve's shape from the
 * editor (so it follows the sliders before the new run finishes), with the thresholds and
 * max_p the run recorded when they move.
 */
export function RedPanel({ alternative }: { alternative: () => TextAlternative | null }) {
  const draft = useScenarioStore((s) => s.draft);
  const theme = THEMES[useViewStore((s) => s.theme)];
  useResultsVersion();
  const b = getBottleneck(draft);
  // Recorded values that reshape the curve (dynamic thresholds, adapted max_p): React state, set only when they change.
  const [moving, setMoving] = useState<{ minTh?: number; maxTh?: number; maxP?: number }>({});
  const run = results.current;
  const link = run?.summary?.links[run.summary.aggregate.bottleneck];
  const adaptive = link?.queueKind === 'ared';
  const gauges = link ? queueDiscipline(link.queueKind).gauges : [];
  const dynamic = b?.queue.type === 'dynamic-red';
  const curve: DropCurve | null = b ? dropCurveOf(b.queue, b.rate, dynamic || adaptive ? moving : {}) : null;
  const point = useRef<SVGCircleElement>(null);
  const inst = useRef<SVGLineElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  // The state and count at the cursor change rows as it moves: each keeps its tallest (kept-height.ts).
  useKeptHeight(text, curve === null);
  useKeptHeight(count, curve === null);
  const hist = useRef<SVGSVGElement>(null);
  const maxpPlot = useRef<SVGSVGElement>(null);
  const sx = (v: number) => M.left + (curve ? (v / curve.xMax) * (W - M.left - M.right) : 0);
  const sy = (p: number) => H - M.bottom - p * (H - M.top - M.bottom);

  /** Whether the history plot is in the viewport (its rebuild waits until it is). */
  const onScreen = useRef(true);
  /**
   * What the history plots show, kept across renders: the effect below is set up again at every
   * render (a slider step renders this panel), and starting from nothing each time rebuilt the
   * history from every queue row at every step of a drag, past the rebuilds' rate limit.
   */
  const drawnHistory = useRef<{ until: number; key: string; at: number; svg: SVGSVGElement | null }>({ until: Number.NaN, key: '', at: -Infinity, svg: null });
  useEffect(() => {
    const drawn = drawnHistory.current;
    let catchUp: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      const t = cursorTime();
      const r = results.current;
      const s = redStateAt(r, t);
      const want = s ? { ...(dynamic ? { minTh: s.minTh, maxTh: s.maxTh } : {}), ...(adaptive && Number.isFinite(s.maxP) ? { maxP: s.maxP } : {}) } : {};
      if (want.minTh !== moving.minTh || want.maxTh !== moving.maxTh || want.maxP !== moving.maxP) setMoving(want);
      if (text.current) {
        if (!s || !curve) text.current.textContent = curve ? 'no recorded RED average at the cursor (run the edited scenario)' : '';
        else {
          const p = curve.probability(s.avg);
          text.current.textContent = `t = ${t.toFixed(3)} s: average queue ${s.avg.toFixed(1)} ${curve.unit} (avg), queue now ${s.queue} ${curve.unit} → drop probability from the average ${p.toFixed(4)} (p_b)`;
          point.current?.setAttribute('cx', String(sx(Math.min(s.avg, curve.xMax))));
          point.current?.setAttribute('cy', String(sy(p)));
          inst.current?.setAttribute('x1', String(sx(Math.min(s.queue, curve.xMax))));
          inst.current?.setAttribute('x2', String(sx(Math.min(s.queue, curve.xMax))));
        }
        point.current?.setAttribute('visibility', s && curve ? 'visible' : 'hidden');
        inst.current?.setAttribute('visibility', s && curve ? 'visible' : 'hidden');
      }
      if (count.current) {
        count.current.textContent = s ? paText(s) : '';
        count.current.dataset.count = String(s?.count ?? Number.NaN);
        count.current.dataset.pa = String(s?.pa ?? Number.NaN);
      }
      // The history plots: rebuilt when the visible data grew by at least a pixel's worth, and
      // only on screen (each rebuild reads every queue row, on every batch of a run).
      if (!r || !hist.current || !onScreen.current) return;
      const end = Math.max(r.timeEnd, 1e-9);
      const key = `${r.runId}|${r.bottleneck?.data?.queue.length ?? 0}|${end}`;
      // A new svg (the panel was shown again) has no paths yet, whatever was drawn before.
      if (!(Math.abs(t - drawn.until) < end / HW / 2) || key !== drawn.key || hist.current !== drawn.svg) {
        // While a slider is dragged or a run streams in, a few rebuilds a second (as the animated view).
        const streaming = !r.done && !usePlaybackStore.getState().playing;
        const wait = interacting() || streaming ? HISTORY_DRAG_MS - (performance.now() - drawn.at) : 0;
        if (wait > 0) {
          catchUp ??= setTimeout(() => {
            catchUp = null;
            show();
          }, wait);
          return;
        }
        drawn.at = performance.now();
        const paths = historyPaths(r, t, { w: HW, h: HH, m: HM }, end);
        drawn.until = t;
        drawn.key = key;
        drawn.svg = hist.current;
        for (const [id, d] of Object.entries(paths.d)) hist.current.querySelector(`[data-line="${id}"]`)?.setAttribute('d', d);
        hist.current.dataset.points = String(paths.points);
        // How often the history was rebuilt (read by a test: a re-render alone must not rebuild it).
        hist.current.dataset.builds = String(Number(hist.current.dataset.builds ?? 0) + 1);
        const mp = maxpPlot.current;
        if (mp) {
          mp.querySelector('[data-line="maxP"]')?.setAttribute('d', paths.maxP);
          const top = mp.querySelector('[data-label="maxp-top"]');
          if (top) top.textContent = String(+paths.maxPTop.toFixed(3));
        }
        for (const svg of [hist.current, maxpPlot.current]) {
          const c = svg?.querySelector('[data-line="cursor"]');
          c?.setAttribute('x1', String(paths.cursorX));
          c?.setAttribute('x2', String(paths.cursorX));
        }
        const top = hist.current.querySelector('[data-label="queue-top"]');
        if (top) top.textContent = String(+paths.queueTop.toFixed(1));
      }
    };
    show();
    const offA = results.subscribe(show);
    const offB = usePlaybackStore.subscribe(show);
    const unwatch = hist.current
      ? watchOnScreen(hist.current, (visible) => {
          onScreen.current = visible;
          if (visible) show();
        })
      : () => {};
    return () => {
      offA();
      offB();
      unwatch();
      if (catchUp !== null) clearTimeout(catchUp);
    };
  });

  // Shown by DisciplinePanel for the disciplines that declare this panel (RED's family).
  if (!b) return null;
  const history = (
    <>
      <svg ref={hist} viewBox={`0 0 ${HW} ${HH}`} style={{ width: '100%', maxWidth: HW }} className="red-history" data-testid="red-history" role="img" aria-label="The instantaneous queue and RED's average over the run, with the thresholds">
        <line x1={HM.left} x2={HW - HM.right} y1={HH - HM.bottom} y2={HH - HM.bottom} stroke={theme.axis} />
        <line x1={HM.left} x2={HM.left} y1={HM.top} y2={HH - HM.bottom} stroke={theme.axis} />
        <text x={HM.left - 4} y={HM.top + 8} textAnchor="end" fill={theme.axis} fontSize={10} data-label="queue-top" />
        <text x={HM.left - 4} y={HH - HM.bottom} textAnchor="end" fill={theme.axis} fontSize={10}>
          0
        </text>
        <path data-line="thresholds" fill="none" stroke={theme.bandEdge} strokeDasharray="3 3" />
        <path data-line="queue" fill="none" stroke={theme.queue} strokeWidth={1} opacity={0.7} />
        <path data-line="avg" fill="none" stroke={theme.gaugeTones[0]} strokeWidth={2} />
        <line data-line="cursor" y1={HM.top} y2={HH - HM.bottom} stroke={theme.text} strokeDasharray="2 2" />
        <text x={HM.left} y={HH - 4} fill={theme.muted} fontSize={10}>
          time → (whole run)
        </text>
      </svg>
      <p className="muted mechanism-readout">
        <i className="red-swatch" style={{ background: theme.queue }} /> instantaneous queue, <i className="red-swatch" style={{ background: theme.gaugeTones[0] }} /> average
        (EWMA, weight w_q), <i className="red-swatch dashed" style={{ borderColor: theme.bandEdge }} /> min_th / max_th
        {dynamic ? ' (= β·n, (β+1)·n: they step as flows come and go)' : ''}
      </p>
      {adaptive ? (
        <>
          <svg ref={maxpPlot} viewBox={`0 0 ${HW} ${HH}`} style={{ width: '100%', maxWidth: HW }} className="red-maxp" data-testid="red-maxp" role="img" aria-label="Adaptive RED's max_p over the run">
            <line x1={HM.left} x2={HW - HM.right} y1={HH - HM.bottom} y2={HH - HM.bottom} stroke={theme.axis} />
            <line x1={HM.left} x2={HM.left} y1={HM.top} y2={HH - HM.bottom} stroke={theme.axis} />
            <text x={HM.left - 4} y={HM.top + 8} textAnchor="end" fill={theme.axis} fontSize={10} data-label="maxp-top" />
            <path data-line="maxP" fill="none" stroke={theme.gaugeTones[1]} strokeWidth={2} />
            <line data-line="cursor" y1={HM.top} y2={HH - HM.bottom} stroke={theme.text} strokeDasharray="2 2" />
            <text x={HM.left} y={HH - 4} fill={theme.muted} fontSize={10}>
              Adaptive RED's max_p over time (adapted every 0.5 s)
            </text>
          </svg>
        </>
      ) : null}
    </>
  );
  if (!curve)
    return (
      <PlotFrame name={PLOT.red.id} title="RED's drop probability" alternative={alternative} bodyClass="mechanism-host">
        <p className="muted" data-testid="red-no-curve">
          {dynamic ? 'The thresholds follow the number of flows during the run (dynamic RED): no connection has started at the cursor yet, or β·n fills the buffer (RED then stays out of it).' : 'No curve for these parameters: see the editor’s message.'}
        </p>
        <p ref={text} className="muted mechanism-readout" data-testid="red-state" />
        <p ref={count} className="muted mechanism-readout" data-testid="red-count" />
        {history}
      </PlotFrame>
    );
  const path = curve.points.map(([x, p], i) => `${i ? 'L' : 'M'}${sx(x).toFixed(1)},${sy(p).toFixed(1)}`).join('');
  const guides: [number, string][] = [
    [curve.minTh, 'min_th'],
    [curve.maxTh, 'max_th'],
    ...(curve.gentle ? ([[2 * curve.maxTh, '2·max_th']] as [number, string][]) : []),
  ];
  const kind = dynamic ? ', thresholds β·n at the cursor' : adaptive ? ', max_p as adapted at the cursor' : '';
  return (
    <PlotFrame name={PLOT.red.id} alternative={alternative} bodyClass="mechanism-host" title={`RED's drop probability p_b(avg) for the parameters being edited (${curve.gentle ? 'gentle' : 'classic'}${kind})`}>
      <div className="red-panels">
        <div className="red-col">
      <svg viewBox={`0 0 ${W} ${H}`} style={{ width: '100%', maxWidth: W }} className="red-curve" data-testid="red-curve" data-path={path} role="img" aria-label={`p_b rises from 0 at min_th ${+curve.minTh.toFixed(1)} to max_p ${+curve.maxP.toFixed(3)} at max_th ${+curve.maxTh.toFixed(1)}`}>
        <line x1={M.left} x2={W - M.right} y1={sy(0)} y2={sy(0)} stroke={theme.axis} />
        <line x1={M.left} x2={M.left} y1={sy(0)} y2={sy(1)} stroke={theme.axis} />
        {[0, 0.5, 1].map((p) => (
          <text key={p} x={M.left - 6} y={sy(p) + 4} textAnchor="end" fill={theme.axis} fontSize={11}>
            {p}
          </text>
        ))}
        <line x1={M.left} x2={W - M.right} y1={sy(curve.maxP)} y2={sy(curve.maxP)} stroke={theme.bandEdge} strokeDasharray="3 3" />
        <text x={W - M.right} y={sy(curve.maxP) - 3} textAnchor="end" fill={theme.muted} fontSize={11}>
          max_p {+curve.maxP.toFixed(3)}
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
      <p ref={count} className="muted mechanism-readout" data-testid="red-count" />
      <p className="muted mechanism-readout">● the average at the cursor on the curve; ▮ the instantaneous queue beside it; {gaugeLabel(gauges, 'count')} (count) and {gaugeLabel(gauges, 'pa')} (p_a), as the queue recorded them.</p>
        </div>
        <div className="red-col">{history}</div>
      </div>
    </PlotFrame>
  );
}
