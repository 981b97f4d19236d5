import { useEffect, useRef, useState } from 'react';
import { dropReasonsOf } from '../../sim-core/queues/registry';
import { PlotPanelFrame } from './PlotPanelFrame';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { Swatch } from '../plots/PlotPanel';
import { MechanismView, type MechanismReadout } from './mechanism-view';

/** Legend: retransmissions, ACKs and the bottleneck discipline's drop reasons (from the registry). */
function MechanismLegend() {
  const theme = THEMES[useViewStore((s) => s.theme)];
  useResultsVersion();
  const s = results.current?.summary;
  const kind = s?.links[s.aggregate.bottleneck]?.queueKind;
  return (
    <>
      <Swatch color={theme.retransmit} label="retransmission (outlined)" shape="□" />
      {dropReasonsOf(kind ? [kind] : []).map((r) => (
        <Swatch key={r.id} color={theme.markTones[r.mark.tone % theme.markTones.length]} label={r.label} shape={r.loss ? '✕' : '◆'} />
      ))}
    </>
  );
}

/** The animated bottleneck at the playback cursor, with a text readout of what it shows. */
export function MechanismPanel() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [readout, setReadout] = useState<MechanismReadout | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const view = new MechanismView(canvas.current, setReadout);
    return () => view.dispose();
  }, []);
  const text = readout
    ? `t = ${readout.t.toFixed(4)} s: ${readout.queued} queued, ${readout.onWire} on the wire` +
      (readout.drops.length ? `; ${readout.drops.map((d) => `${d.reason} (flow ${d.flow + 1}${Number.isNaN(d.prob) ? '' : `, p = ${d.prob.toFixed(3)}`})`).join(', ')}` : '')
    : 'no packet events';
  return (
    <PlotPanelFrame name="mechanism" title="The bottleneck, packet by packet (slow the playback down to follow one)" legend={<MechanismLegend />}>
      <canvas ref={canvas} data-testid="canvas-mechanism" role="img" aria-label={text} />
      <p className="muted mechanism-readout" data-testid="mechanism-readout" data-queued={readout?.queued ?? -1} data-drops={readout?.drops.map((d) => d.reason).join(',') ?? ''} aria-live="off">
        {text}
      </p>
    </PlotPanelFrame>
  );
}
