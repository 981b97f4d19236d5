import { useState } from 'react';
import { capturePoints } from '../../capture/recording';
import { downloadBlob } from '../util/download';
import { TermTip } from '../glossary/TermTip';
import { captureFileInWorker } from './capture-client';
import { packetData, usePacketsStore } from './packets-store';

/** Download the capture as pcapng: a capture point, a direction, and the list's time range. */
export function CaptureDownload() {
  usePacketsStore((s) => s.version);
  const filter = usePacketsStore((s) => s.filter);
  const r = packetData.recording;
  const points = r ? capturePoints(r) : [];
  const firstSender = r ? Math.max(0, points.findIndex((p) => p.kind === 'host' && p.node === r.flows[0]?.sender)) : 0;
  const [point, setPoint] = useState(-1);
  const [direction, setDirection] = useState<'both' | 'outbound' | 'inbound'>('both');
  const [message, setMessage] = useState('');
  if (!r) return null;
  const chosen = point >= 0 && point < points.length ? point : firstSender;
  const download = async () => {
    setMessage('writing…');
    try {
      const bytes = await captureFileInWorker({ points: [chosen], direction, from: filter.from, to: Number.isFinite(filter.to) ? filter.to : undefined });
      const name = `${r.name}-${points[chosen].name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      downloadBlob(new Blob([bytes as BlobPart], { type: 'application/x-pcapng' }), `congestion-lab-${name}.pcapng`);
      setMessage(`${(bytes.length / 1024).toFixed(0)} KiB written: open it in Wireshark`);
    } catch (e) {
      setMessage(`could not write the capture: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <div className="capture-download" data-testid="capture-download">
      <TermTip term="capture-point" inline>
        <label>
          capture at{' '}
          <select value={chosen} onChange={(e) => setPoint(Number(e.target.value))} data-testid="capture-point">
            {points.map((p, i) => (
              <option key={i} value={i}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </TermTip>
      <label>
        direction{' '}
        <select value={direction} onChange={(e) => setDirection(e.target.value as typeof direction)} data-testid="capture-direction">
          <option value="both">both</option>
          <option value="outbound">outbound</option>
          <option value="inbound">inbound</option>
        </select>
      </label>
      <TermTip term="pcapng" inline>
        <button type="button" onClick={download} data-testid="capture-download-button">
          Download .pcapng
        </button>
      </TermTip>
      <span className="muted" role="status">
        {message}
      </span>
    </div>
  );
}
