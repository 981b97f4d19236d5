import { useContext } from 'react';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { CwndPlot } from './cwnd-plot';
import { DelayPlot } from './delay-plot';
import { QueueStateReadout } from './QueueStateReadout';
import { PlotPanel } from './PlotPanel';
import { CwndUnitPicker, FlowBar } from './FlowBar';
import { CwndLegend, DelayLegend, QueueLegend, SeqLegend, ThroughputLegend } from './Legends';
import { QueuePlot } from './queue-plot';
import { SEQ_AUTO_ALL_MAX, SeqPlot } from './seq-plot';
import { ThroughputPlot } from './throughput-plot';
import { Overview } from './Overview';
import { RunStopBanner } from './RunStopBanner';
import { panelShown, PlotFilterContext } from './plot-filter';
import { MechanismPanel } from '../mechanism/MechanismPanel';
import { RedPanel } from '../mechanism/RedPanel';

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

/** The plots on one shared time axis, with the overview/brush strip above them. */
export function Plots() {
  // Presentation and embeds show the chosen kinds only (the animated view and RED's curve too).
  const chosen = useContext(PlotFilterContext);
  const unit = useViewStore((s) => s.cwndUnit);
  return (
    <div className="plots">
      <RunStopBanner />
      <Overview />
      {/* Presentation and embeds show only the chosen plots; the flow choices made before still apply. */}
      {chosen === null && <FlowBar />}
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
      <PlotPanel
        name="cwnd"
        title={`cwnd and ssthresh, ${unit === 'packets' ? 'segments' : 'bytes'}`}
        make={(el) => new CwndPlot(el)}
        legend={<CwndLegend />}
        controls={<CwndUnitPicker />}
      />
      <PlotPanel name="seq" title="Time–sequence" make={(el) => new SeqPlot(el)} controls={<SeqFlowPicker />} legend={<SeqLegend />} />
      <PlotPanel name="throughput" title="Throughput per flow" make={(el) => new ThroughputPlot(el)} legend={<ThroughputLegend />} />
    </div>
  );
}
