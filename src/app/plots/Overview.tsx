import { useEffect, useRef } from 'react';
import { useViewStore } from '../state/view-store';
import { OverviewStrip } from './overview-strip';

export function Overview() {
  const svg = useRef<SVGSVGElement>(null);
  const zoom = useViewStore((s) => s.zoom);
  const setZoom = useViewStore((s) => s.setZoom);
  useEffect(() => {
    if (!svg.current) return;
    const strip = new OverviewStrip(svg.current);
    return () => strip.dispose();
  }, []);
  return (
    <div className="overview">
      <svg ref={svg} className="overview-svg" data-testid="overview" aria-label="Overview of the whole run: drag to zoom every plot" />
      <button type="button" onClick={() => setZoom(null)} disabled={!zoom} data-testid="reset-zoom">
        Reset zoom
      </button>
    </div>
  );
}
