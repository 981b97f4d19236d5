import { useRunOf } from '../plots/Legends';
import { themeForFlows } from '../theme/call-hue';
import { EndOfRunNote } from '../playback/EndOfRunNote';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { dashArray, flowStyle } from '../theme/flow-palette';
import { THEMES } from '../theme/theme';
import { abStores } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { columnFormat, type ColumnFormat, metricById, rateReference } from '../../sim-core';
import { isLongFlow } from '../../scenario-edit/flows';

/** Whether flow i of the run's scenario is a long flow (isLongFlow), which never finishes. */
function isLong(run: RunData | null, i: number): boolean {
  const f = run?.scenario.flows[i];
  return f !== undefined && isLongFlow(f);
}

/** Whether flow i can have an elapsed time: a TCP transfer of a set size (a long flow, UDP and web traffic never finish one). */
function hasElapsedTime(run: RunData | null, i: number): boolean {
  const f = run?.scenario.flows[i];
  return f !== undefined && f.kind === 'tcp' && !isLongFlow(f);
}

/**
 * What a cell says while its run has no final figure: how far the run has got ("computing… 42 %",
 * its share of the scenario's time), where a bare "…" gave a lecturer no cue that B was coming
 * (trial 13:30, s08). FigureState.tsx's headline note counts the same way.
 */
export function pendingText(run: RunData | null): string {
  if (!run) return 'waiting to run…';
  if (run.halted) return 'stopped';
  const share = run.scenario.duration > 0 ? run.now / run.scenario.duration : 0;
  return `computing… ${Math.min(99, Math.floor(share * 100))} %`;
}

/**
 * A flow's main figure in a run as the list shows it: its elapsed time when it finished; a long
 * flow, which never does, its goodput instead (elapsed time means nothing for it).
 */
export function elapsedText(run: RunData | null, i: number, goodput: ColumnFormat = goodputColumn([run])): string {
  const f = run?.summary?.flows[i];
  if (!run || !f || !run.done) return pendingText(run);
  if (f.kind === 'cbr') return 'UDP';
  if (f.kind === 'web') return 'web traffic';
  if (f.summary.completed) return `${f.summary.elapsedTime.toFixed(2)} s`;
  if (f.bytes === null) return goodputText(run, i, goodput) || '—';
  return 'not done';
}

const GOODPUT = metricById('flow.goodput');

/** The card's one goodput unit over every flow of A and B (the catalogue's column rule): "kbit/s" for one flow and "Mbit/s" for the next read as a thousandfold jump. */
function goodputColumn(runs: readonly (RunData | null)[]): ColumnFormat {
  return columnFormat(GOODPUT, runs.flatMap((r) => (r?.summary?.flows ?? []).map((f) => f.summary.activeGoodputBps)), rateReference(runs.map((r) => r?.summary)));
}

/** A flow's goodput over its active time (the table's), shown under its elapsed time, in the card's one unit. */
function goodputText(run: RunData | null, i: number, goodput: ColumnFormat): string {
  const f = run?.summary?.flows[i];
  return run?.done && f && Number.isFinite(f.summary.activeGoodputBps) ? `${goodput.cell(f.summary.activeGoodputBps)} ${goodput.unit}` : '';
}

const GOODPUT_TITLE = 'Goodput per flow';

/**
 * The per-flow card's title, which A/B's jump links name it by too (a phone trial passed
 * "each flow's times" by, looking for the "Goodput per flow" card it led to).
 */
export function flowTimesTitle(a: RunData | null): string {
  const n = a?.scenario.flows.length ?? 0;
  return n > 0 && Array.from({ length: n }, (_, i) => !hasElapsedTime(a, i)).every(Boolean) ? GOODPUT_TITLE : 'Elapsed time per flow';
}

/** Each flow's elapsed time under A and under B, beside the plots (the one number the late-flow question asks for). */
export function FlowTimes({ labelA, labelB }: { labelA: string; labelB: string }) {
  const stores = abStores(useCompareStore((st) => st.pinA));
  const a = useRunOf(stores.a);
  const b = useRunOf(stores.b);
  // A's flows order the hues, as the plots draw them (call-hue.ts).
  const theme = themeForFlows(THEMES[useViewStore((s) => s.theme)], a?.scenario.flows);
  const highlight = useViewStore((s) => s.highlightFlow);
  const setHighlight = useViewStore((s) => s.setHighlightFlow);
  const n = a?.scenario.flows.length ?? 0;
  // Only a finite TCP transfer has an elapsed time: when no flow is one (long downloads, a UDP
  // call, web traffic), the list is of their goodput alone, and its title says so (a phone trial
  // read "Elapsed time per flow" over the voice lesson's goodputs).
  const allLong = flowTimesTitle(a) === GOODPUT_TITLE;
  const goodput = goodputColumn([a, b]);
  return (
    <aside className="panel flow-times" data-testid="flow-times" aria-labelledby="flow-times-h">
      <h3 id="flow-times-h" style={{ marginTop: 0 }}>{flowTimesTitle(a)}</h3>
      <p className="hint">
        {allLong ? 'No flow here is a transfer of a set size, so none has an elapsed time: each one’s goodput over its active time (for these flows the measurement window from its start on).' : 'First SYN → ACK of the FIN, with the goodput below it (a long flow, which never finishes: its goodput alone).'} A: {labelA}; B: {labelB}. Tap or click a
        flow to highlight it. <EndOfRunNote />
      </p>
      <table style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>Flow</th>
            <th>A</th>
            <th>B</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: n }, (_, i) => {
            const s = flowStyle(theme, i);
            return (
              <tr key={i} data-testid={`flow-time-${i}`} style={{ fontWeight: highlight === i ? 700 : undefined }}>
                <td>
                  <button type="button" className="link-like" style={{ background: 'none', border: 'none', padding: 0, color: 'inherit', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: '0.25em' }} aria-pressed={highlight === i} title={`Highlight flow ${i + 1} in every plot`} onClick={() => setHighlight(highlight === i ? null : i)}>
                    <svg width="18" height="8" aria-hidden>
                      <line x1="0" y1="4" x2="18" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={dashArray(s.dash.map((d) => d * 0.7)) ?? undefined} />
                    </svg>
                    {i + 1}
                    {/* The flow's name too: "1", "2" did not say which was Vegas and which Reno; each side's own where they differ (phone-2045, confusion 13). */}
                    {flowNameCell(a, b, i)}
                  </button>
                </td>
                {[a, b].map((r, k) => (
                  <td key={k} className="flow-time">
                    <span data-testid={`flow-time-${k === 0 ? 'a' : 'b'}-${i}`}>{elapsedText(r, i, goodput)}</span>
                    {!isLong(r, i) && (
                      <>
                        <br />
                        <span className="muted" style={{ fontSize: '0.85em' }}>
                          {goodputText(r, i, goodput)}
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </aside>
  );
}

/** Flow i's name beside its number: the one name, or "Vegas2 in A, Reno1 in B" where A's and B's flow i differ (A pinned to another preset). */
function flowNameCell(a: RunData | null | undefined, b: RunData | null | undefined, i: number) {
  const na = a?.scenario.flows[i]?.name ?? null;
  const nb = b?.scenario.flows[i]?.name ?? null;
  if (!na && !nb) return null;
  return <span className="flow-name"> {na === nb || !b ? na : `${na ?? 'no name'} in A, ${nb ?? 'no name'} in B`}</span>;
}
