import { FIT_QUANTILE } from './y-fit';
import { themeForFlows } from '../theme/call-hue';
import { useContext } from 'react';
import { SEQ_AUTO_ALL_MAX } from './seq-plot';
import { useScenarioStore } from '../state/scenario-store';
import { PlotFilterContext } from './plot-filter';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { PLOTS } from './registry';
import { dashArray, flowStyle } from '../theme/flow-palette';
import { THEMES } from '../theme/theme';
import { flowChipText, flowName } from '../util/flow-name';

/** With more flows than this, the bar offers "show only" and "highlight" lists instead of one button per flow. */
const MAX_FLOW_BUTTONS = 30;

/**
 * With at most this many flows, each button also shows the flow's name ("1 (Vegas1)": a phone student
 * could not tell which of "1" and "2" was Vegas, trial 02:30); with more, the number alone, as the
 * legends beside the plots name them: ten named buttons took the projector theme's bar a second row
 * and put the first plot's end below a 1080-px screen (e2e/presentation-lecture.spec.ts).
 */
const MAX_NAMED_FLOW_BUTTONS = 4;

/**
 * The flows every plot draws: a button per flow to show or hide it, "highlight one flow" (the
 * others are dimmed in every plot), and the y range of the time plots (fitted to what the visible
 * data stays under most of the time, brief peaks cut off and noted, or the full range). The choices live in the view store.
 */
export function FlowBar() {
  const flows = useScenarioStore((s) => s.draft.flows);
  // The flows order the hues, as the plots draw them (call-hue.ts).
  const theme = themeForFlows(THEMES[useViewStore((s) => s.theme)], flows);
  const hidden = useViewStore((s) => s.hiddenFlows);
  const highlight = useViewStore((s) => s.highlightFlow);
  const yRange = useViewStore((s) => s.yRange);
  const compare = useViewStore((s) => s.mode) === 'compare';
  const { toggleFlow, setHiddenFlows, setHighlightFlow, setYRange } = useViewStore.getState();
  const n = flows.length;
  const name = (i: number) => flowName(i, flows[i]?.name);
  return (
    <div className="flow-bar" data-testid="flow-bar" role="group" aria-label="Flows shown in the plots" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.3em 0.5em', fontSize: '0.9em' }}>
      <span className="muted">Flows:</span>
      {n <= MAX_FLOW_BUTTONS ? (
        flows.map((_, i) => {
          const s = flowStyle(theme, i);
          const on = !hidden.includes(i);
          return (
            <button
              key={i}
              type="button"
              className="small flow-toggle"
              data-testid={`flow-toggle-${i}`}
              aria-pressed={on}
              aria-label={`F${name(i).slice(1)}`}
              title={`${on ? 'Hide' : 'Show'} ${name(i)} in every plot`}
              onClick={() => toggleFlow(i)}
              style={{ opacity: on ? 1 : 0.45, textDecoration: on ? 'none' : 'line-through', display: 'inline-flex', alignItems: 'center', gap: '0.25em', padding: '0.1em 0.4em' }}
            >
              <svg width="20" height="8" aria-hidden>
                <line x1="0" y1="4" x2="20" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={dashArray(s.dash.map((d) => d * 0.7)) ?? undefined} />
              </svg>
              {flowChipText(i, n <= MAX_NAMED_FLOW_BUTTONS ? flows[i]?.name : null)}
            </button>
          );
        })
      ) : (
        <label>
          show only{' '}
          <select data-testid="flow-only" value={hidden.length === n - 1 ? flows.findIndex((_, i) => !hidden.includes(i)) : -1} onChange={(e) => {
            const k = Number(e.target.value);
            setHiddenFlows(k < 0 ? [] : flows.map((_, i) => i).filter((i) => i !== k));
          }}>
            <option value={-1}>all flows</option>
            {flows.map((_, i) => (
              <option key={i} value={i}>
                {name(i)}
              </option>
            ))}
          </select>
        </label>
      )}
      {hidden.length > 0 ? (
        <button type="button" className="small" data-testid="flow-show-all" onClick={() => setHiddenFlows([])}>
          show all
        </button>
      ) : null}
      {/* With one flow there is nothing to set apart. */}
      {n > 1 && (
        <label title="Draw one flow at full strength and dim the others, in every plot">
          highlight{' '}
          <select data-testid="highlight-flow" value={highlight ?? -1} onChange={(e) => setHighlightFlow(Number(e.target.value) < 0 ? null : Number(e.target.value))}>
            <option value={-1}>none</option>
            {flows.map((_, i) => (hidden.includes(i) ? null : (
              <option key={i} value={i}>
                {name(i)}
              </option>
            )))}
          </select>
        </label>
      )}
      {/* What "fitted" fits and what it cuts, in the words the plots' cut-off notes use (bufferbloat
          trial 13:30: "fitted to the visible data" beside a note "queue up to 91 packets cut off"). */}
      <label title={`Fitted: the y axes of the queue, cwnd, delay and throughput plots go up to what the visible data stays under ${Math.round(FIT_QUANTILE * 100)} % of the time, with some headroom, so a brief peak does not flatten the plot; a peak above that is cut off and a note on the plot says how high it went. Full range: every value of the run.`}>
        y range{' '}
        <select data-testid="y-range" value={yRange} onChange={(e) => setYRange(e.target.value === 'full' ? 'full' : 'fit')}>
          <option value="fit">fitted (brief peaks cut off)</option>
          <option value="full">full range</option>
        </select>
      </label>
      {compare ? <AbScaleSelect /> : null}
    </div>
  );
}

/** Unit of the cwnd plot's y axis (chosen in the full views; presentation and embeds keep the choice made there). */
export function CwndUnitPicker() {
  const unit = useViewStore((s) => s.cwndUnit);
  const setUnit = useViewStore((s) => s.setCwndUnit);
  if (useContext(PlotFilterContext) !== null) return null;
  return (
    <select aria-label="Unit of the cwnd plot" data-testid="cwnd-unit" value={unit} onChange={(e) => setUnit(e.target.value === 'packets' ? 'packets' : 'bytes')}>
      <option value="bytes">bytes</option>
      <option value="packets">segments (packets)</option>
    </select>
  );
}

/** The flow the time-sequence plot shows (shared by Explore and Compare's A panel). */
export function SeqFlowPicker() {
  const flows = useScenarioStore((s) => s.draft.flows);
  const seqFlow = useViewStore((s) => s.seqFlow);
  const setSeqFlow = useViewStore((s) => s.setSeqFlow);
  return (
    <select aria-label="Flow shown in the time-sequence plot" data-testid="seq-flow" value={seqFlow < flows.length ? seqFlow : -1} onChange={(e) => setSeqFlow(Number(e.target.value))}>
      <option value={-1}>{flows.length > SEQ_AUTO_ALL_MAX ? 'auto (the highlighted flow, else the first)' : 'auto (all shown flows)'}</option>
      <option value={-2}>all flows</option>
      {flows.map((f, i) => (
        <option key={i} value={i}>
          flow {i + 1}
          {f.name ? ` (${f.name})` : ''}
        </option>
      ))}
    </select>
  );
}

/** The A/B plot kinds whose two panels can share one y scale (the registry's `abScale`; read at render: the registry imports this file). */
const abScaled = () => PLOTS.filter((p) => p.compare && p.abScale).map((p) => p.id);

/**
 * In A/B, the y scale of every plot pair at once, named: "shared A/B scale" (the default: A's and
 * B's heights compare) or each run on its own scale; "as set on each plot" when the pairs' own
 * toggles differ.
 */
function AbScaleSelect() {
  const own = useCompareStore((s) => s.ownScale);
  const scaled = abScaled();
  const n = scaled.filter((k) => own.includes(k)).length;
  const value = n === 0 ? 'shared' : n === scaled.length ? 'own' : 'mixed';
  return (
    <label title="Shared A/B scale: A and B of each plot on one y axis, so their heights compare directly. Own scales: each panel fits its own run.">
      A/B scale{' '}
      <select data-testid="ab-scale" value={value} onChange={(e) => useCompareStore.getState().setOwnScales(e.target.value === 'own' ? scaled : [])}>
        <option value="shared">shared A/B scale</option>
        <option value="own">each run on its own scale</option>
        {value === 'mixed' ? (
          <option value="mixed" disabled>
            as set on each plot
          </option>
        ) : null}
      </select>
    </label>
  );
}
