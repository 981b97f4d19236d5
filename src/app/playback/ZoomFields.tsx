import { useEffect, useState } from 'react';
import { usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';

/**
 * The zoom window typed instead of swept across the overview strip: the single-pointer and
 * keyboard alternative to that drag (WCAG 2.2, 2.5.7). Folded behind one button so the playback
 * bar stays one line on a phone.
 */
export function ZoomFields() {
  const zoom = useViewStore((s) => s.zoom);
  const setZoom = useViewStore((s) => s.setZoom);
  const [open, setOpen] = useState(false);
  // The run's end matters only while the fields are open (it grows with every batch of a run).
  const end = usePlaybackStore((s) => (open ? s.end : 0));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setFrom(zoom ? zoom[0].toFixed(2) : '0');
    setTo(zoom ? zoom[1].toFixed(2) : end.toFixed(2));
  }, [zoom, end, open]);
  const apply = () => {
    const a = Number(from);
    const b = Number(to);
    if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b <= a) return setProblem('From must be 0 s or more and less than To.');
    setProblem(null);
    const last = usePlaybackStore.getState().end;
    setZoom([a, Math.min(b, Math.max(last, a + 0.001))]);
  };
  return (
    <span className="zoom-fields">
      <button type="button" data-testid="zoom-fields-toggle" aria-expanded={open} aria-controls="zoom-fields" onClick={() => setOpen(!open)}>
        Zoom{zoom ? ` ${zoom[0].toFixed(1)}–${zoom[1].toFixed(1)} s` : ''}
      </button>
      {open ? (
        <span id="zoom-fields" role="group" aria-label="Zoom window of every plot" className="zoom-fields-body">
          <label>
            from <input type="number" min={0} step="any" value={from} onChange={(e) => setFrom(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && apply()} data-testid="zoom-from" aria-label="Zoom from (s)" />
          </label>
          <label>
            to <input type="number" min={0} step="any" value={to} onChange={(e) => setTo(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && apply()} data-testid="zoom-to" aria-label="Zoom to (s)" /> s
          </label>
          <button type="button" onClick={apply} data-testid="zoom-apply">
            Apply
          </button>
          <button type="button" onClick={() => setZoom(null)} disabled={!zoom} data-testid="zoom-whole">
            Whole run
          </button>
          {problem ? (
            <span role="alert" className="warn">
              {problem}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
