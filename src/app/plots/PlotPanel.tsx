import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { ExportButtons } from '../export/ExportButtons';
import { legendDash, type LegendItem } from '../export/legend-items';
import type { CanvasPlot, PlotElements } from './canvas-plot';
import { panelShown, PlotFilterContext } from './plot-filter';

/** Registry of mounted plots by name (read by tests and benchmarks through window.__clab). */
export const mountedPlots = new Map<string, CanvasPlot>();

/**
 * A titled plot: a canvas for data, an SVG overlay for D3 axes. The plot object (not React)
 * subscribes to the results and stores and draws; this component only provides the elements.
 */
export function PlotPanel(props: { name: string; title: string; make: (el: PlotElements) => CanvasPlot; legend?: ReactNode; controls?: ReactNode }) {
  const chosen = useContext(PlotFilterContext);
  return panelShown(props.name, chosen) ? <MountedPlotPanel {...props} /> : null;
}

function MountedPlotPanel({ name, title, make, legend, controls }: { name: string; title: string; make: (el: PlotElements) => CanvasPlot; legend?: ReactNode; controls?: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const desc = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!host.current || !canvas.current || !svg.current) return;
    const plot = make({ host: host.current, canvas: canvas.current, svg: svg.current, description: desc.current ?? undefined });
    mountedPlots.set(name, plot);
    return () => {
      plot.dispose();
      mountedPlots.delete(name);
    };
    // The plot is created once per mount; its inputs come from stores it subscribes to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  return (
    <figure className="plot" data-testid={`plot-${name}`} aria-describedby={`desc-${name}`}>
      <figcaption>
        <span className="plot-title">{title}</span>
        {legend ? <span className="legend">{legend}</span> : null}
        {controls}
        <ExportButtons name={name} title={title} />
      </figcaption>
      <div className="plot-host" ref={host}>
        <canvas ref={canvas} data-testid={`canvas-${name}`} />
        <svg ref={svg} className="axes" aria-hidden />
      </div>
      <p ref={desc} id={`desc-${name}`} className="visually-hidden" data-testid={`desc-${name}`} />
    </figure>
  );
}

export function Swatch({ color, label, dashed, shape, dash }: { color: string; label: string; dashed?: boolean; shape?: string; dash?: readonly number[] | null }) {
  if (dash && dash.length > 0) return <LegendSwatch item={{ color, label, shape: shape ?? null, dashed: true, dash }} />;
  return (
    <span className="swatch">
      {shape ? (
        <span className="shape" style={{ color }}>
          {shape}
        </span>
      ) : (
        <span className="line" style={{ borderTopColor: color, borderTopStyle: dashed ? 'dashed' : 'solid' }} />
      )}
      {label}
    </span>
  );
}

/** A legend entry drawn from its item (a flow's dash pattern as an SVG line); exports read the item back. */
export function LegendSwatch({ item }: { item: LegendItem }) {
  const dash = legendDash(item);
  return (
    <span className="swatch" data-legend={JSON.stringify(item)}>
      {item.shape ? (
        <span className="shape" style={{ color: item.color }}>
          {item.shape}
        </span>
      ) : item.area ? (
        <span className="area" style={{ display: 'inline-block', width: '1.4em', height: '0.7em', background: item.color, outline: '1px solid var(--grid)' }} />
      ) : (
        <svg className="line-svg" width="22" height="8" aria-hidden style={{ flex: 'none' }}>
          <line x1="0" y1="4" x2="22" y2="4" stroke={item.color} strokeWidth="3" strokeDasharray={dash.length > 0 ? dash.map((d) => d * 0.75).join(' ') : undefined} />
        </svg>
      )}
      {item.label}
    </span>
  );
}

/** A legend from its items. */
export function LegendList({ items }: { items: readonly LegendItem[] }) {
  return (
    <>
      {items.map((it, k) => (
        <LegendSwatch key={`${k}-${it.label}`} item={it} />
      ))}
    </>
  );
}
