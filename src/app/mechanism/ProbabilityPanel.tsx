import { useMemo } from 'react';
import { DISCIPLINE_PANEL_PLOT } from '../../plot-kinds/plot-kinds';
import { queueDiscipline } from '../../sim-core';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { PlotFrame } from '../plot-base/PlotFrame';
import type { TextAlternative } from '../plot-base/text-alternative';
import { probabilityPaths, type Box } from '../plot-base/probability-history';

const BOX: Box = { w: 640, h: 170, m: { left: 52, right: 12, top: 10, bottom: 22 } };

const percent = (p: number) => `${+(p * 100).toPrecision(3)} %`;

/**
 * The bottleneck discipline's drop and mark probabilities over the run (PIE's drop probability;
 * DualPI2's base p′, Classic p_C = p′² and L4S p_L), as the run recorded them, up to the
 * playback cursor: what the controller did, beside the queue it did it to.
 */
export function ProbabilityPanel({ alternative }: { alternative: () => TextAlternative | null }) {
  useResultsVersion();
  const theme = THEMES[useViewStore((s) => s.theme)];
  const cursor = usePlaybackStore((s) => (Number.isFinite(s.cursor) ? visibleUntil(s) : Number.POSITIVE_INFINITY));
  const run = results.current;
  const rows = run?.bottleneck?.data?.queue.length ?? 0;
  const end = Math.max(run?.timeEnd ?? 0, 1e-9);
  const until = Math.min(cursor, run?.now ?? 0);
  // Redrawn when the data or the cursor moves by a pixel column, not at every playback frame.
  const column = Math.round((until / end) * (BOX.w - BOX.m.left - BOX.m.right));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const paths = useMemo(() => (run ? probabilityPaths(run, until, BOX, end) : null), [run, rows, column, end]);
  const kind = run?.summary?.links[run.summary.aggregate.bottleneck]?.queueKind;
  const label = kind ? queueDiscipline(kind).label : 'The discipline';
  const title = `${label}'s drop and mark probabilities over the run`;
  const y = (p: number) => BOX.m.top + (BOX.h - BOX.m.top - BOX.m.bottom) * (1 - p);
  const tone = (i: number) => theme.gaugeTones[i % theme.gaugeTones.length];
  return (
    <PlotFrame name={DISCIPLINE_PANEL_PLOT} title={title} alternative={alternative} bodyClass="mechanism-host">
      {!paths || paths.lines.length === 0 ? (
        <p className="muted" data-testid="probability-empty">
          {run ? 'This run recorded no probability (run the scenario with series recorded).' : 'Run the scenario to see its probabilities.'}
        </p>
      ) : (
        <>
          <svg viewBox={`0 0 ${BOX.w} ${BOX.h}`} style={{ width: '100%', maxWidth: BOX.w }} data-testid="probability-plot" role="img" aria-label={`${title}, axis 0 to ${percent(paths.top)}`}>
            <line x1={BOX.m.left} x2={BOX.w - BOX.m.right} y1={y(0)} y2={y(0)} stroke={theme.axis} />
            <line x1={BOX.m.left} x2={BOX.m.left} y1={y(0)} y2={y(1)} stroke={theme.axis} />
            {[0, 0.5, 1].map((f) => (
              <text key={f} x={BOX.m.left - 4} y={y(f) + 4} textAnchor="end" fill={theme.axis} fontSize={11}>
                {percent(f * paths.top)}
              </text>
            ))}
            {paths.lines.map((l) => (
              <path key={l.gauge.key} data-line={l.gauge.key} d={l.d} fill="none" stroke={tone(l.gauge.tone)} strokeWidth={1.5} />
            ))}
            <line x1={paths.cursorX} x2={paths.cursorX} y1={y(0)} y2={y(1)} stroke={theme.text} strokeDasharray="2 2" />
            <text x={BOX.m.left} y={BOX.h - 6} fill={theme.muted} fontSize={11}>
              time → (whole run, {end.toFixed(1)} s)
            </text>
          </svg>
          <ul className="muted mechanism-readout probability-legend" data-testid="probability-legend">
            {paths.lines.map((l) => (
              <li key={l.gauge.key} data-gauge={l.gauge.key}>
                <i className="gauge-swatch" style={{ background: tone(l.gauge.tone) }} /> {l.gauge.label}: {percent(l.now)} at {until.toFixed(2)} s (mean {percent(l.mean)}, highest {percent(l.max)})
              </li>
            ))}
          </ul>
        </>
      )}
    </PlotFrame>
  );
}
