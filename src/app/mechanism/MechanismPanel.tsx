import { useEffect, useRef } from 'react';
import { PLOT } from '../../plot-kinds/plot-kinds';
import './mechanism.css';
import { CongestionEvent, DROP_REASONS, dropReasonsOf } from '../../sim-core';
import { PlotFrame } from '../plot-base/PlotFrame';
import type { TextAlternative } from '../plot-base/text-alternative';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { Swatch } from '../plot-base/PlotFrame';
import { MechanismView, type MechanismReadout } from './mechanism-view';
import { currentHighlight, useHighlightStore } from './highlight-store';
import { usePlaybackStore } from '../state/playback-store';
import { selectDrawn, selectDropAt } from '../packets/packets-store';
import { resultsVeiled } from '../state/results-veiled';
import { VEILED_ALTERNATIVE } from '../state/veiled-alternative';
import { useLessonStore } from '../state/lesson-store';

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
        <Swatch key={r.id} color={theme.markTones[r.mark.tone % theme.markTones.length]} label={r.name} shape={r.loss ? '✕' : '◆'} />
      ))}
    </>
  );
}

const REASON_LABEL = new Map(DROP_REASONS.map((r) => [r.id, r.name]));

/**
 * The drops and marks in view, in the registry's words ("ECN mark", not "ecnMark"). A few are
 * listed one by one with their probability; more are counted per reason and flow, since a list of
 * 40 identical marks said nothing a count does not (seen on a DualPI2 run, 2026-11-28).
 */
export function dropsText(drops: MechanismReadout['drops']): string {
  const label = (d: MechanismReadout['drops'][number]) => `${REASON_LABEL.get(d.reason) ?? d.reason} (flow ${d.flow + 1}`;
  if (drops.length <= 4) return drops.map((d) => `${label(d)}${Number.isNaN(d.prob) ? '' : `, p = ${d.prob.toFixed(3)}`})`).join(', ');
  const counts = new Map<string, number>();
  for (const d of drops) counts.set(`${label(d)})`, (counts.get(`${label(d)})`) ?? 0) + 1);
  return [...counts].map(([what, n]) => (n > 1 ? `${n} × ${what}` : what)).join(', ');
}

/** What the view shows, as one line of text (readout and the canvas's accessible name). */
function readoutText(r: MechanismReadout | null): string {
  if (!r) return 'no packet events';
  const drops = dropsText(r.drops);
  const hidden = r.flows > r.flowsDrawn ? `; senders and receivers of flows ${r.flowsDrawn + 1}–${r.flows} not drawn (their packets are)` : '';
  const window = Number.isNaN(r.windowStart) ? '' : `; packet events kept from t = ${r.windowStart.toFixed(2)} s (rolling window within the memory budget)`;
  return `t = ${r.t.toFixed(4)} s: ${r.queued} queued, ${r.onWire} on the wire${drops ? `; ${drops}` : ''}${hidden}${window}`;
}

/** The clicked congestion event's chain (drop → duplicate ACKs → retransmission), with jumps between its ends. */
function ChainBar() {
  useResultsVersion();
  const event = currentHighlight(useHighlightStore());
  if (!event) return null;
  const go = (t: number) => {
    const pb = usePlaybackStore.getState();
    pb.pause();
    pb.scrub(t);
  };
  return (
    <p className="mechanism-chain" data-testid="mechanism-chain">
      <span data-testid="mechanism-chain-text">{event.text}</span>{' '}
      {Number.isFinite(event.causeT) ? (
        <button type="button" data-testid="chain-to-drop" onClick={() => go(event.causeT)}>
          ◀ to its {event.kind === CongestionEvent.EcnEcho ? 'mark' : 'drop'} (t = {event.causeT.toFixed(3)} s)
        </button>
      ) : null}{' '}
      <button type="button" data-testid="chain-to-event" onClick={() => go(event.t)}>
        to the event (t = {event.t.toFixed(3)} s) ▶
      </button>{' '}
      <button type="button" data-testid="chain-clear" onClick={() => useHighlightStore.getState().select(null)}>
        clear
      </button>
    </p>
  );
}

/**
 * The animated bottleneck at the playback cursor, with a text readout of what it shows. The
 * readout is written imperatively so playback does not re-render React every frame.
 */
export function MechanismPanel({ alternative }: { alternative: () => TextAlternative | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const out = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    // Under a lesson's veil the picture's name and its readout say no figure of the run (its queue
    // and drops at the cursor): bloat-2045, "Also noticed". Said again when the veil lifts or falls.
    let last: MechanismReadout | null = null;
    const say = (r: MechanismReadout | null) => {
      const text = resultsVeiled() ? VEILED_ALTERNATIVE : readoutText(r);
      canvas.current?.setAttribute('aria-label', text);
      if (out.current) out.current.textContent = text;
    };
    let saidVeiled = resultsVeiled();
    const offVeil = useLessonStore.subscribe(() => {
      if (saidVeiled === resultsVeiled()) return;
      saidVeiled = resultsVeiled();
      say(last);
    });
    const view = new MechanismView(canvas.current, (r) => {
      last = r;
      say(r);
      const o = out.current;
      if (!o) return;
      o.dataset.queued = String(r?.queued ?? -1);
      o.dataset.t = String(r?.t ?? Number.NaN);
      o.dataset.drops = r?.drops.map((d) => d.reason).join(',') ?? '';
      o.dataset.windowStart = String(r?.windowStart ?? Number.NaN);
      o.dataset.flowsDrawn = String(r?.flowsDrawn ?? 0);
      const hl = r?.highlight;
      o.dataset.highlight = hl ? `${hl.status}${hl.status === 'found' ? `:${hl.reason}` : ''}` : '';
      o.dataset.highlightShown = String(hl?.shown ?? false);
      o.dataset.retransmissionShown = String(hl?.retransmissionShown ?? false);
      o.dataset.highlightText = hl?.text ?? '';
    });
    // A click on a packet or a drop selects its event in the event list (when it is open).
    const el = canvas.current;
    const onClick = (ev: MouseEvent) => {
      const box = el.getBoundingClientRect();
      const hit = view.hitAt(ev.clientX - box.left, ev.clientY - box.top);
      if (hit) selectDrawn(hit, view.shownLink, view.shownAt);
    };
    el.addEventListener('click', onClick);
    // A congestion event clicked on a plot: its drop is selected in the event list too.
    const offHighlight = useHighlightStore.subscribe(() => {
      const a = currentHighlight();
      if (a && Number.isFinite(a.causeT)) selectDropAt(a.causeT, a.flow);
    });
    return () => {
      el.removeEventListener('click', onClick);
      offHighlight();
      offVeil();
      view.dispose();
    };
  }, []);
  return (
    <PlotFrame name={PLOT.mechanism.id} title="The bottleneck, packet by packet (slow the playback down to follow one)" legend={<MechanismLegend />} alternative={alternative} bodyClass="mechanism-host">
      <canvas ref={canvas} data-testid={`canvas-${PLOT.mechanism.id}`} role="img" aria-label="no packet events" />
      <p ref={out} className="muted mechanism-readout" data-testid="mechanism-readout" />
      <ChainBar />
    </PlotFrame>
  );
}
