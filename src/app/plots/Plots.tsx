import { useContext } from 'react';
import { LINK_LOSS } from '../../sim-core/queues/queue-disc';
import { dropReasonsOf, queueDiscipline } from '../../sim-core/queues/registry';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { flowColor, THEMES } from '../theme/theme';
import { CwndPlot } from './cwnd-plot';
import { DelayPlot } from './delay-plot';
import { QueueStateReadout } from './QueueStateReadout';
import { PlotPanel, Swatch } from './PlotPanel';
import { QueuePlot } from './queue-plot';
import type { MarkShape } from './series-draw';
import { SEQ_AUTO_ALL_MAX, SeqPlot } from './seq-plot';
import { ThroughputPlot } from './throughput-plot';
import { Overview } from './Overview';
import { RunStopBanner } from './RunStopBanner';
import { panelShown, PlotFilterContext } from './plot-filter';
import { MechanismPanel } from '../mechanism/MechanismPanel';
import { CongestionLegend } from '../mechanism/CongestionLegend';
import { RedPanel } from '../mechanism/RedPanel';

export function FlowLegend() {
  const flows = useScenarioStore((s) => s.draft.flows);
  const theme = THEMES[useViewStore((s) => s.theme)];
  return (
    <>
      {flows.slice(0, 12).map((f, i) => (
        <Swatch key={i} color={flowColor(theme, i)} label={`${i + 1}${f.name ? ` ${f.name}` : ''}`} />
      ))}
      {flows.length > 12 ? <span className="swatch">…</span> : null}
    </>
  );
}

function SeqFlowPicker() {
  const flows = useScenarioStore((s) => s.draft.flows);
  const seqFlow = useViewStore((s) => s.seqFlow);
  const setSeqFlow = useViewStore((s) => s.setSeqFlow);
  return (
    <select aria-label="Flow shown in the time-sequence plot" data-testid="seq-flow" value={seqFlow < flows.length ? seqFlow : -1} onChange={(e) => setSeqFlow(Number(e.target.value))}>
      <option value={-1}>{flows.length > SEQ_AUTO_ALL_MAX ? 'auto (flow 1)' : 'auto (all flows)'}</option>
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

const GLYPHS: Record<MarkShape, string> = { x: '✕', triangle: '▲', dot: '●', diamond: '◆', square: '■' };

/** Legend of the queue plot: the bottleneck discipline's gauges, thresholds and drop reasons (from the registry). */
export function QueueLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  useResultsVersion();
  const s = results.current?.summary;
  const kind = s?.links[s.aggregate.bottleneck]?.queueKind;
  const d = kind ? queueDiscipline(kind) : null;
  const reasons = dropReasonsOf(kind ? [kind] : []);
  return (
    <>
      <Swatch color={theme.queue} label="queue" />
      {d?.gauges
        .filter((g) => g.scale === 'queue')
        .map((g) => <Swatch key={g.key} color={theme.gaugeTones[g.tone % theme.gaugeTones.length]} label={g.label} />)}
      {d && d.thresholds.length > 0 ? <Swatch color={theme.bandEdge} label={d.thresholds.map((t) => t.label).join('/')} dashed /> : null}
      {reasons.map((r) => (
        <Swatch key={r.id} color={theme.markTones[r.mark.tone % theme.markTones.length]} label={r.id === LINK_LOSS ? `${r.label} (any link)` : r.label} shape={GLYPHS[r.mark.shape]} />
      ))}
    </>
  );
}

export function DelayLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  return (
    <>
      <FlowLegend />
      <Swatch color={theme.bandEdge} label="target delay" dashed />
    </>
  );
}

/** The plots on one shared time axis, with the overview/brush strip above them. */
export function Plots() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  // Presentation and embeds show the chosen kinds only (the animated view and RED's curve too).
  const chosen = useContext(PlotFilterContext);
  return (
    <div className="plots">
      <RunStopBanner />
      <Overview />
      <PlotPanel
        name="queue"
        title="Bottleneck queue"
        make={(el) => new QueuePlot(el)}
        legend={<QueueLegend />}
        controls={<QueueStateReadout />}
      />
      {panelShown('mechanism', chosen) && <MechanismPanel />}
      {panelShown('red', chosen) && <RedPanel />}
      <PlotPanel name="delay" title="Queueing delay at the bottleneck, ms (one dot per packet)" make={(el) => new DelayPlot(el)} legend={<DelayLegend />} />
      <PlotPanel name="cwnd" title="cwnd (solid) and ssthresh (dashed), bytes" make={(el) => new CwndPlot(el)} legend={<><FlowLegend /><CongestionLegend /></>} />
      <PlotPanel
        name="seq"
        title="Time–sequence"
        make={(el) => new SeqPlot(el)}
        controls={<SeqFlowPicker />}
        legend={
          <>
            <Swatch color={theme.flows[0]} label="sent" />
            <Swatch color={theme.retransmit} label="retransmit" shape="▲" />
            <Swatch color={theme.ack} label="ACK" />
            <Swatch color={theme.markTones[0]} label="drop" shape="✕" />
            <Swatch color={theme.markTones[3]} label="ECN" shape="◆" />
            <Swatch color={theme.markTones[4]} label="link loss" shape="■" />
            <CongestionLegend />
          </>
        }
      />
      <PlotPanel name="throughput" title="Throughput per flow (link rate dashed)" make={(el) => new ThroughputPlot(el)} legend={<FlowLegend />} />
    </div>
  );
}
