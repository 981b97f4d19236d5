import { useEffect } from 'react';
import './packets.css';
import { currentHighlight, useHighlightStore } from '../mechanism/highlight-store';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { TermTip } from '../glossary/TermTip';
import { CaptureDownload } from './CaptureDownload';
import { EventFilters } from './EventFilters';
import { EventGrid } from './EventGrid';
import { PacketInspector } from './PacketInspector';
import { dropEventAt, packetData, usePacketsStore } from './packets-store';

/**
 * Every packet of the run: an event list, the inspector of the selected packet, and the capture
 * as a pcapng file. Recorded on demand by re-running the scenario in the capture worker (a
 * normal run keeps no packets); re-recorded when the scenario changes while the panel is open.
 */
export function PacketsPanel() {
  useResultsVersion();
  const status = usePacketsStore((s) => s.status);
  const message = usePacketsStore((s) => s.message);
  const runId = usePacketsStore((s) => s.runId);
  const record = usePacketsStore((s) => s.record);
  const step = usePacketsStore((s) => s.step);
  const current = results.current;
  const stale = status !== 'idle' && current !== null && current.runId !== runId;

  useEffect(() => {
    if (stale && current) void record(current.scenario, current.runId);
  }, [stale, current, record]);

  // A drop clicked on a plot (a congestion event's cause) selects its row here.
  useEffect(
    () =>
      useHighlightStore.subscribe(() => {
        const a = currentHighlight();
        const r = packetData.recording;
        if (!a || !r || !Number.isFinite(a.causeT)) return;
        const e = dropEventAt(r, a.causeT, a.flow);
        if (e >= 0) usePacketsStore.getState().select(e, false);
      }),
    [],
  );

  return (
    <section className="panel packets-panel" aria-labelledby="packets-title" data-testid="packets-panel">
      <h2 id="packets-title">Every packet: event list and inspector</h2>
      {status === 'idle' ? (
        <p>
          List every packet event of this run (sent, queued, dropped and why, marked, delivered), inspect any packet's headers, and download the run as a{' '}
          <TermTip term="pcapng" inline>
            <span tabIndex={0}>pcapng capture</span>
          </TermTip>{' '}
          for Wireshark.{' '}
          <button type="button" disabled={!current} onClick={() => current && void record(current.scenario, current.runId)} data-testid="packets-open">
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
