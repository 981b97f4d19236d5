import { useEffect, useState, useSyncExternalStore } from 'react';
import './packets.css';
import { results, type ResultsStore } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { TermTip } from '../glossary/TermTip';
import { useGlossaryStore } from '../state/glossary-store';
import { CaptureDownload } from './CaptureDownload';
import { EventFilters } from './EventFilters';
import { EventGrid } from './EventGrid';
import { PacketInspector } from './PacketInspector';
import { packetData, usePacketsStore } from './packets-store';

/** A run the panel can list: the explored run, or in Compare run A or B. */
export interface PacketSource {
  label: string;
  store: ResultsStore;
}
const EXPLORED: readonly PacketSource[] = [{ label: 'this run', store: results }];

/**
 * Every packet of the run: an event list, the inspector of the selected packet, and the capture
 * as a pcapng file. Recorded on demand by re-running the scenario in the capture worker (a
 * normal run keeps no packets); re-recorded when the scenario changes while the panel is open.
 */
export function PacketsPanel({ sources = EXPLORED }: { sources?: readonly PacketSource[] }) {
  useResultsVersion();
  const status = usePacketsStore((s) => s.status);
  const message = usePacketsStore((s) => s.message);
  const runId = usePacketsStore((s) => s.runId);
  const source = usePacketsStore((s) => s.source);
  const record = usePacketsStore((s) => s.record);
  const step = usePacketsStore((s) => s.step);
  const [which, setWhich] = useState(0);
  const chosen = Math.min(which, sources.length - 1);
  const store = sources[chosen].store;
  useSyncExternalStore(
    (fn) => store.subscribe(fn),
    () => store.version,
  );
  const current = store.current;
  const stale = status !== 'idle' && current !== null && (current.runId !== runId || source !== chosen);

  const start = () => {
    if (!current) return;
    packetData.links = () => store.current?.summary?.links ?? [];
    void record(current.scenario, current.runId, chosen);
  };
  useEffect(() => {
    if (stale) start();
  });

  return (
    <section className="panel packets-panel" aria-labelledby="packets-title" data-testid="packets-panel">
      <h2 id="packets-title">Every packet: event list and inspector</h2>
      {sources.length > 1 ? (
        <label className="packets-source">
          packets of{' '}
          <select value={chosen} onChange={(e) => setWhich(Number(e.target.value))} data-testid="packets-source">
            {sources.map((s, i) => (
              <option key={i} value={i}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {status === 'idle' ? (
        <p>
          List every packet event of this run (sent, queued, dropped and why, marked, delivered), inspect any packet's headers, and download the run as a{' '}
          <TermTip term="pcapng" inline>
            {/* A button (it opens the term in the glossary), not a focusable span: a span reached
                with Tab was announced with no role and no name. */}
            <button type="button" className="term-word" data-testid="pcapng-term" onClick={() => useGlossaryStore.getState().show('pcapng')}>
              pcapng capture
            </button>
          </TermTip>{' '}
          for Wireshark.{' '}
          <button type="button" disabled={!current} onClick={start} data-testid="packets-open">
            List every packet
          </button>
        </p>
      ) : status === 'recording' ? (
        <p role="status">Recording every packet (the scenario runs once more)…</p>
      ) : status === 'error' ? (
        <p role="alert" className="danger">
          Could not record the packets: {message}
        </p>
      ) : (
        <>
          {message ? <p className="muted" role="status">{message}</p> : null}
          <EventFilters />
          <div className="packets-steps">
            <button type="button" onClick={() => step(-1)} aria-keyshortcuts="[" data-testid="event-prev">
              ◀ previous event
            </button>
            <button type="button" onClick={() => step(1)} aria-keyshortcuts="]" data-testid="event-next">
              next event ▶
            </button>
            <span className="muted">keys [ and ]; arrow keys in the list</span>
          </div>
          <div className="packets-body">
            <EventGrid />
            <PacketInspector />
          </div>
          <CaptureDownload />
        </>
      )}
    </section>
  );
}
