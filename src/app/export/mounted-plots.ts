import type { LegendItem } from '../plot-base/legend-items';

/** What a figure export needs of a plot on screen: to draw itself into a canvas of any size. */
export interface ExportablePlot {
  /** Draw into `ctx` at width × height (layout px) with type `typeScale` times the theme's; false when nothing is drawn yet. */
  drawForExport(ctx: CanvasRenderingContext2D, width: number, height: number, typeScale: number): boolean;
  /** The notes' short lines for a picture of width × height, which the figure sets outside its data area (plot-picture.ts); '' without any. */
  exportNotes?(width: number, height: number, typeScale: number): string;
  /** How far down a picture of width × height its data area begins (the queue plot's drop strip is above it); 0 without a run. */
  exportDataTop?(width: number, height: number, typeScale: number): number;
  /**
   * A legend entry as the last picture (drawForExport) drew the plot: the queue plot's drop marks
   * are grouped in columns of the picture's own width, not the screen's (lecturer-0315, confusion 5).
   */
  legendAsDrawn?(item: LegendItem): LegendItem;
}

/**
 * The plots on screen by panel name (the plot panels add and remove themselves; the figure
 * exports read them, and tests and benchmarks through window.__clab). Kept here, below the plots,
 * so that exporting a figure does not import the plots that export.
 */
export const mountedPlots = new Map<string, ExportablePlot>();
