import { useEffect, useRef } from 'react';
import './mechanism.css';
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

/** What the view shows, as one line of text (readout and the canvas's accessible name). */
function readoutText(r: MechanismReadout | null): string {
  if (!r) return 'no packet events';
  const drops = r.drops.map((d) => `${d.reason} (flow ${d.flow + 1}${Number.isNaN(d.prob) ? '' : `, p = ${d.prob.toFixed(3)}`})`).join(', ');
  return `t = ${r.t.toFixed(4)} s: ${r.queued} queued, ${r.onWire} on the wire${drops ? `; ${drops}` : ''}`;
}

/**
 * The animated bottleneck at the playback cursor, with a text readout of what it shows. The
 * readout is written imperatively so playback does not re-render React every frame.
 */
export function MechanismPanel() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const out = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const view = new MechanismView(canvas.current, (r) => {
      const text = readoutText(r);
      canvas.current?.setAttribute('aria-label', text);
      const o = out.current;
      if (!o) return;
      o.textContent = text;
      o.dataset.queued = String(r?.queued ?? -1);
      o.dataset.t = String(r?.t ?? Number.NaN);
      o.dataset.drops = r?.drops.map((d) => d.reason).join(',') ?? '';
    });
    return () => view.dispose();
  }, []);
  return (
    <PlotPanelFrame name="mechanism" title="The bottleneck, packet by packet (slow the playback down to follow one)" legend={<MechanismLegend />}>
      <canvas ref={canvas} data-testid="canvas-mechanism" role="img" aria-label="no packet events" />
      <p ref={out} className="muted mechanism-readout" data-testid="mechanism-readout" />
    </PlotPanelFrame>
  );
}
