import type { ReactNode } from 'react';

/** A titled figure with a legend, styled like the plot panels, around any content. */
export function PlotPanelFrame({ name, title, legend, children }: { name: string; title: string; legend?: ReactNode; children: ReactNode }) {
  return (
    <figure className="plot" data-testid={`plot-${name}`}>
      <figcaption>
        <span className="plot-title">{title}</span>
        {legend ? <span className="legend">{legend}</span> : null}
      </figcaption>
      <div className="mechanism-host">{children}</div>
    </figure>
  );
}
