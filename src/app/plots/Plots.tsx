import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { flowColor, THEMES } from '../theme/theme';
import { CwndPlot } from './cwnd-plot';
import { PlotPanel, Swatch } from './PlotPanel';
import { QueuePlot } from './queue-plot';
import { SEQ_AUTO_ALL_MAX, SeqPlot } from './seq-plot';
import { ThroughputPlot } from './throughput-plot';
import { Overview } from './Overview';
import { RunStopBanner } from './RunStopBanner';

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

export function QueueLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  return (
    <>
      <Swatch color={theme.queue} label="queue" />
      <Swatch color={theme.redAvg} label="RED avg" />
      <Swatch color={theme.bandEdge} label="min/max_th" dashed />
      <Swatch color={theme.dropKinds[0]} label="overflow" shape="✕" />
      <Swatch color={theme.dropKinds[1]} label="forced" shape="▲" />
      <Swatch color={theme.dropKinds[2]} label="early" shape="●" />
      <Swatch color={theme.dropKinds[3]} label="ECN mark" shape="◆" />
      <Swatch color={theme.dropKinds[4]} label="link loss (any link)" shape="■" />
    </>
  );
}

/** The four plots on one shared time axis, with the overview/brush strip above them. */
export function Plots() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  return (
    <div className="plots">
      <RunStopBanner />
      <Overview />
      <PlotPanel
        name="queue"
        title="Bottleneck queue"
        make={(el) => new QueuePlot(el)}
        legend={<QueueLegend />}
      />
      <PlotPanel name="cwnd" title="cwnd (solid) and ssthresh (dashed), bytes" make={(el) => new CwndPlot(el)} legend={<FlowLegend />} />
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
            <Swatch color={theme.dropKinds[0]} label="drop" shape="✕" />
            <Swatch color={theme.dropKinds[3]} label="ECN" shape="◆" />
            <Swatch color={theme.dropKinds[4]} label="link loss" shape="■" />
          </>
        }
      />
      <PlotPanel name="throughput" title="Throughput per flow (link rate dashed)" make={(el) => new ThroughputPlot(el)} legend={<FlowLegend />} />
    </div>
  );
}
