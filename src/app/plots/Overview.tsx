import { useEffect, useRef } from 'react';
import { useViewStore } from '../state/view-store';
import { OverviewStrip } from './overview-strip';

export function Overview() {
  const svg = useRef<SVGSVGElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  const zoom = useViewStore((s) => s.zoom);
  const setZoom = useViewStore((s) => s.setZoom);
  useEffect(() => {
    if (!svg.current || !cursor.current) return;
    const strip = new OverviewStrip(svg.current, cursor.current);
    return () => strip.dispose();
  }, []);
  // The strip spans the plots' whole width and its time axis their data area, so its cursor and
  // brush line up with theirs (a button beside it made it narrower: its cursor ran ahead). The
  // button sits in the strip's left margin, where the plots have their y axes: a hint while
  // nothing is zoomed, "Reset zoom" once something is.
  return (
    <div className="overview">
      <div className="overview-host">
        <svg ref={svg} className="overview-svg" data-testid="overview" aria-label="Overview of the whole run: sweep across it with the pointer to zoom every plot, or use the Zoom button in the playback bar" />
        <div ref={cursor} className="overview-cursor" aria-hidden />
        <button
          type="button"
          className="overview-reset"
          onClick={() => setZoom(null)}
          disabled={!zoom}
          data-testid="reset-zoom"
          title={zoom ? 'Show the whole run again' : 'Sweep across the strip with the pointer, or use Zoom in the playback bar, to zoom every plot'}
        >
          {zoom ? 'Reset zoom' : 'zoom ⇔'}
        </button>
      </div>
    </div>
  );
}
