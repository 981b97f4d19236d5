import { SvgExportButton } from '../export/SvgExportButton';
import { SweepPngButton } from './SweepPngButton';
import * as d3 from 'd3';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useScenarioStore } from '../state/scenario-store';
import { planSweep, type PlannedSweep } from './sweep-configs';
import { changedWords, sweepFreshness } from './sweep-stale';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { drawSweepFigure } from './sweep-figure';
import { sweepCsv } from './sweep-csv';
import { withConfigLabels } from './config-label';
import { startSweep, sweepRun } from './sweep-run';
import { sweepPoints, type SweepPoint } from './sweep-stats';
import { aboveCeilingNote, columnFormat, metricById, type Scenario } from '../../sim-core';
import { setUpParts } from '../export/figure-caption';
import { toShown } from './sweep-params';
import { exceptionsCell, statisticCell } from './sweep-cells';
import { metricForFlow } from './sweep-metric';
import { useSweepStore } from './sweep-store';
import { MetricPicker } from './SweepPanel';
import { useSweepVersion } from './use-sweep-version';
import { sweepReferences } from './sweep-references';
import { sweepSeedNote } from './sweep-seed-note';
import { exploreBesideSweep } from './sweep-explore-figure';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { SideScrollRegion } from '../components/SideScrollRegion';
import { exportFileName } from '../util/download';
import { sweepUnsettled, unsettledKeys, unsettledNote, UNSETTLED_MARK } from './sweep-settle';
import { costBeside, SweepCost } from './SweepCost';
import { SweepRows } from './SweepRows';

function downloadCsv(): void {
  const plan = sweepRun.plan;
  if (!plan) return;
  // Each configuration named as the legend names it, with its queue's parameters (phone-0510 confusion 9).
  const blob = new Blob([sweepCsv(withConfigLabels(sweepRun.rows, plan), plan.param)], { type: 'text/csv' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = exportFileName(`sweep-${plan.param}`, 'csv');
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Run the same sweep (values, replications, configurations, variation) on the current scenario. */
function rerun(plan: PlannedSweep): void {
  const valid = useScenarioStore.getState().valid;
  if (!valid) return;
  try {
    startSweep(planSweep(plan.choice, valid));
  } catch (e) {
    sweepRun.refuse(e instanceof Error ? e.message : String(e));
  }
}

/** Results of an earlier scenario: say so, name what changed, offer to run the sweep again. */
function StaleNotice({ plan, changed: paths, scenario }: { plan: PlannedSweep; changed: string[]; scenario: Scenario }) {
  const changed = changedWords(paths, scenario);
  const shown = changed.slice(0, 4);
  return (
    <div className="stale-note" role="status" data-testid="sweep-stale">
      <p>
        <strong>Out of date:</strong> these results are from the scenario as it was when the sweep ran; since then{' '}
        {shown.map((c, i) => (
          <span key={c}>
            {i > 0 ? ', ' : ''}
            <strong>{c}</strong>
          </span>
        ))}
        {changed.length > shown.length ? ` and ${changed.length - shown.length} more` : ''} changed.
      </p>
      <button type="button" className="primary" data-testid="sweep-rerun" onClick={() => rerun(plan)}>
        Re-run on the current scenario
      </button>
    </div>
  );
}

/** A setting's name inside a sentence: "packet error rate …", but "RED max_p" and "Flow 3" as they are. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) && !/^Flow \d/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

/**
 * Where a goodput of some run is above what the link can carry as payload (a tail-drop point of
 * 9.90 Mbit/s on a 10 Mbit/s link, bufferbloat trial 13:30): one note per point, from the
 * catalogue (payload-ceiling.ts), naming the configuration and the value, and why.
 */
function aboveCeilingNotes(plan: PlannedSweep, points: readonly SweepPoint[], m: ReturnType<typeof metricById>): string[] {
  const out: string[] = [];
  for (const p of points) {
    const job = plan.jobs.find((j) => j.config === p.config && j.value === p.value);
    const note = job ? aboveCeilingNote(m, p.stats.max, job.scenario) : null;
    if (note) out.push(`${p.config} at ${d3.format('~g')(toShown(p.value, { scale: plan.paramScale }))}: the largest run's ${note}`);
  }
  return out;
}

/** The figure, its legend, the median [Q1, Q3] table with exceptions, and the CSV download. */
export function SweepResults() {
  useSweepVersion();
  useResultsVersion();
  const themeName = useViewStore((s) => s.theme);
  const theme = THEMES[themeName];
  const metric = useSweepStore((s) => s.metric);
  const flowChoice = useSweepStore((s) => s.flow);
  const set = useSweepStore((s) => s.set);
  const svg = useRef<SVGSVGElement>(null);
  // The figure is drawn at the width it is shown at (at most 900 px), so that its type stays at
  // the theme's size on a phone instead of a 900 px drawing shrunk to a third.
  const [width, setWidth] = useState(900);
  useEffect(() => {
    const el = svg.current?.parentElement;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(300, Math.min(900, Math.floor(el.getBoundingClientRect().width)))));
    ro.observe(el);
    return () => ro.disconnect();
  }, [sweepRun.plan !== null]);
  const plan = sweepRun.plan;
  const valid = useScenarioStore((s) => s.valid);
  const fresh = useMemo(() => (plan ? sweepFreshness(plan.choice, plan.basis, valid) : ({ stale: false } as const)), [plan, valid]);
  const flowCount = plan?.flowNames.length ?? 0;
  const flow = flowChoice >= 0 && flowChoice < flowCount ? flowChoice : plan?.roles ? plan.roles.lateFlow : flowCount - 1;
  const configs = plan?.configs.map((c) => c.name) ?? [];
  // The metric asked for, unless it does not exist for this flow (the elapsed time of a download that never ends).
  const shown = metricForFlow(metric, plan?.basis.flows[flow]);
  const points: SweepPoint[] = plan ? sweepPoints(sweepRun.rows, configs, plan.values, shown.id, flow, plan.roles) : [];
  const m = metricById(shown.id);
  const ofRun = m.scope !== 'flow';
  const info = { label: m.label[0].toUpperCase() + m.label.slice(1) };
  const paramLabel = plan?.paramLabel ?? '';
  const references = useMemo(() => (plan ? sweepReferences(plan, shown.id, flow) : []), [plan, shown.id, flow]);
  // One unit for the figure's axis and the table (the catalogue's column rule, from the values
  // shown): a trial read "kbit/s" on the axis above "Mbit/s" in the table.
  const column = columnFormat(m, points.flatMap((p) => [p.stats.q1, p.stats.median, p.stats.q3, p.stats.above]));
  const ofFlow = ofRun ? '' : ` of flow ${plan?.flowNames[flow] ?? flow + 1}`;
  // One title for the heading, the figure (and so its SVG file) and its name for a screen reader.
  const figureTitle = `${info.label}${ofFlow} against ${inSentence(paramLabel.replace(/, [^,]*$/, ''))}`;
  useEffect(() => {
    if (!svg.current || !plan) return;
    const seeds = plan.replications > 1 ? `random seeds ${plan.choice.firstSeed}–${plan.choice.firstSeed + plan.replications - 1}` : `random seed ${plan.choice.firstSeed}`;
    drawSweepFigure(svg.current, points, {
      configs,
      labels: plan.configs.map((c) => (c.affected ? c.label : `${c.label} (not affected by this setting)`)),
      values: plan.values,
      xScale: plan.paramScale,
      width,
      height: (themeName === 'projector' ? 460 : width < 600 ? 300 : 380) + 80,
      theme,
      xLabel: paramLabel,
      yLabel: `${info.label}${ofFlow}${column.unit ? `, ${column.unit}` : ''}`,
      scale: column.scale,
      // Utilization fitted to its values, up to 100 % (bloat trial 04:30, confusion 4: 0–120 % squashed 97 against 100 %).
      yFit: shown.id === 'link.utilization' ? { ceiling: 100 } : undefined,
      references,
      title: figureTitle,
      subtitle: [
        setUpParts(plan.basis, { seed: false, swept: plan.param }).join(' · '),
        `box Q1–Q3, bar median, whiskers min–max over ${plan.replications} replication${plan.replications === 1 ? '' : 's'} (${seeds})`,
      ],
    });
  });
  if (!plan) return null;
  const partial = sweepRun.status !== 'done';
  const byKey = new Map(points.map((p) => [`${p.config}\u0000${p.value}`, p]));
  const showExceptions = plan.roles !== undefined;
  const ceilingNotes = aboveCeilingNotes(plan, points, m);
  const explore = results.current;
  const paramUnit = /, ([^,]*)$/.exec(paramLabel)?.[1] ?? '';
  const setting = (v: number) => `${inSentence(paramLabel.replace(/, [^,]*$/, ''))} ${d3.format('~g')(toShown(v, { scale: plan.paramScale }))}${paramUnit ? ` ${paramUnit}` : ''}`;
  // Runs too short for their FIFO to fill (sim-core/scenario/fifo-fill-time.ts): marked, and said under the table.
  const unsettled = sweepUnsettled(plan);
  const unsettledAt = unsettledKeys(unsettled);
  const settleNote = unsettledNote(plan, unsettled, setting);
  const exploreNote = exploreBesideSweep(plan, explore?.done && explore.summary ? { scenario: explore.scenario, summary: explore.summary } : null, points, m, flow, column.cell, column.unit, setting);
  return (
    <section className={fresh.stale ? 'panel sweep-results stale' : 'panel sweep-results'} aria-labelledby="sweep-res-h" data-testid="sweep-results" data-partial={partial ? 'yes' : 'no'} data-stale={fresh.stale ? 'yes' : 'no'}>
      <h2 id="sweep-res-h">
        {figureTitle}{' '}
        {partial ? (
          <span className="partial-tag" data-testid="sweep-partial">
            {sweepRun.status === 'running' ? 'partial — running' : `partial — ${sweepRun.status} after ${sweepRun.done} of ${sweepRun.total} runs`}
          </span>
        ) : (
          <span className="muted">
            {plan.replications} replication{plan.replications === 1 ? '' : 's'} per box
          </span>
        )}
      </h2>
      {fresh.stale && valid ? <StaleNotice plan={plan} changed={fresh.changed} scenario={valid} /> : null}
      <div className="field">
        <label>Metric</label>
        <MetricPicker />
        {/* A figure of the whole run (system goodput, Jain's index) has no flow: the chooser is left
            out rather than greyed ("of flow 50 (sack 50)" beside system goodput looked like a
            setting that did not apply: lecturer trial 08:20, step 25). */}
        {ofRun ? (
          <span className="muted" data-testid="sweep-of-run">
            of the whole run
          </span>
        ) : (
          <>
            <label htmlFor="sweep-flow">of flow</label>
            <select id="sweep-flow" data-testid="sweep-flow" value={flow} onChange={(e) => set({ flow: Number(e.target.value) })}>
              {plan.flowNames.map((n, i) => (
                <option key={i} value={i}>
                  {n}
                </option>
              ))}
            </select>
          </>
        )}
        <span className="spacer" />
        <button type="button" data-testid="sweep-csv" disabled={sweepRun.rows.length === 0} onClick={downloadCsv}>
          Download CSV (one row per run and flow)
        </button>
        <SvgExportButton figureTestId="sweep-figure" name="sweep-figure" />
        <SweepPngButton figureTestId="sweep-figure" name="sweep-figure" />
      </div>
      {shown.replaced ? (
        <p className="hint" data-testid="sweep-metric-replaced">
          {metricById(metric).label[0].toUpperCase() + metricById(metric).label.slice(1)} does not exist for flow {plan.flowNames[flow]} (it never finishes or is not a TCP transfer): showing {m.label}.
        </p>
      ) : null}
      <svg ref={svg} className="sweep-figure" data-testid="sweep-figure" role="img" aria-label={`${figureTitle}, per configuration`} />
      {/* Above the table, where its numbers are read: below it, a trial never reached it (lecturer 04:00, s25). */}
      <p className="hint" data-testid="sweep-seed-note">
        {exploreNote ? (
          <>
            <span data-testid="sweep-explore-figure">{exploreNote}</span>{' '}
          </>
        ) : null}
        {sweepSeedNote(plan)}
      </p>
      <SideScrollRegion label="Sweep results table" testId="sweep-table-region">
        <table className="sweep-table pin-first" data-testid="sweep-table">
          {/* The table's name for a screen reader's table list (the trial found none); the heading
              above says the same to the eye. */}
          <caption className="visually-hidden" data-testid="sweep-table-caption">
            {info.label} against {paramLabel}: median [Q1, Q3] per configuration{partial ? ' (partial)' : ''}
          </caption>
          <thead>
            <tr>
              <th>{paramLabel}</th>
              {plan.configs.map((c) => [
                <th key={`${c.name}-m`}>
                  {c.label}: median [Q1, Q3]{column.unit ? ` (${column.unit})` : ''} (n, unfinished)
                </th>,
                showExceptions ? (
                  <th key={`${c.name}-x`} title="runs in which the late flow took longer than the faster big flow">
                    exceptions
                  </th>
                ) : null,
              ])}
            </tr>
          </thead>
          <SweepRows
            plan={plan}
            cells={(c, v) => {
              const p = byKey.get(`${c.name}\u0000${v}`);
              const cell = statisticCell(m, p, column.cell) + (p && unsettledAt.has(`${c.name}\u0000${v}`) ? ` ${UNSETTLED_MARK}` : '');
              return showExceptions ? [{ key: 'm', text: cell }, { key: 'x', text: exceptionsCell(p) }] : [{ key: 'm', text: cell }];
            }}
          />
        </table>
      </SideScrollRegion>
      {settleNote ? (
        <p className="hint" data-testid="sweep-unsettled-note">
          {settleNote}
        </p>
      ) : null}
      {costBeside(m) ? <SweepCost plan={plan} rows={sweepRun.rows} shown={{ metric: m, points, cell: column.cell, unit: column.unit }} setting={setting} /> : null}
      {ceilingNotes.length > 0 ? (
        <p className="hint" data-testid="sweep-ceiling-note">
          {ceilingNotes.join(' ')}
        </p>
      ) : null}
      {showExceptions ? (
        // Said under the table, not only in the column's tooltip, which a trial student never found.
        <p className="hint" data-testid="sweep-exceptions-note">
          <strong>exceptions</strong>: of the runs at that value, those in which the late flow took longer than the faster of the two big flows, although it has less data to send (the study&apos;s sign of lock-out).
        </p>
      ) : null}
    </section>
  );
}
