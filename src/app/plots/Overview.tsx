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
  return (
    <div className="overview">
      <div className="overview-host">
        <svg ref={svg} className="overview-svg" data-testid="overview" aria-label="Overview of the whole run: drag to zoom every plot" />
        <div ref={cursor} className="overview-cursor" aria-hidden />
      </div>
      <button type="button" onClick={() => setZoom(null)} disabled={!zoom} data-testid="reset-zoom">
        Reset zoom
      </button>
    </div>
  );
}
