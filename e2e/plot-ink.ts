import type { Page } from '@playwright/test';

/**
 * Share of a plot's data area (or of the rows `rows` of it, CSS px from the plot's top: one band
 * of a plot drawn in bands) that holds solid ink (alpha ≥ 50 %): translucent shading and
 * envelopes not counted.
 */
export function solidInkShare(page: Page, name: string, rows?: { top: number; bottom: number }): Promise<number> {
  return page.evaluate(
    ([n, r]) => {
      const plot = (window as any).__clab.plots.get(n);
      const g = plot.geom;
      const c = document.querySelector(`[data-testid="canvas-${n}"]`) as HTMLCanvasElement;
      const dpr = c.width / g.width;
      const x0 = Math.round(g.m.left * dpr);
      const y0 = Math.round((r ? r.top : g.m.top) * dpr);
      const w = Math.round((g.width - g.m.right) * dpr) - x0;
      const h = Math.round((r ? r.bottom : g.height - g.m.bottom) * dpr) - y0;
      const d = c.getContext('2d')!.getImageData(x0, y0, w, h).data;
      let solid = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] >= 128) solid++;
      return solid / (w * h);
    },
    [name, rows] as const,
  );
}
