import { mountedPlots } from './mounted-plots';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { canvasToPng, downloadBlob, exportFileName } from './download';
import { legendFromFigure } from './legend-items';
import { FIGURE_HEIGHT, FIGURE_SCALE, FIGURE_WIDTH, figureTextPx, renderFigure, renderFigureSvg, type FigureParts } from './plot-picture';
import { renderCaption, setUpLine } from './figure-caption';
import { useScenarioStore } from '../state/scenario-store';
import { effectiveBQueue } from '../compare/compare-scenario';
import { useCompareStore } from '../compare/compare-store';

function partsFor(name: string, title: string): FigureParts | null {
  const plot = mountedPlots.get(name);
  const figure = document.querySelector(`[data-testid="plot-${name}"]`);
  if (!plot || !figure) return null;
  return { plot, title, legend: legendFromFigure(figure), theme: THEMES[useViewStore.getState().theme] };
}

/** Download one plot as a 1920 × 1080 PNG (960 × 540 at 2×). False when it has nothing drawn yet. */
export async function exportPlotPng(name: string, title: string): Promise<boolean> {
  const parts = partsFor(name, title);
  const c = parts ? renderFigure(parts) : null;
  if (!c) return false;
  downloadBlob(await canvasToPng(c), exportFileName(name, 'png'));
  return true;
}

export function exportPlotSvg(name: string, title: string): boolean {
  const parts = partsFor(name, title);
  const svg = parts ? renderFigureSvg(parts) : null;
  if (!svg) return false;
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), exportFileName(name, 'svg'));
  return true;
}

/** Height of one plot in the figure set (the set is all shown plots stacked, 960 px wide at 2×). */
const SET_ROW_HEIGHT = 360;

/** Every plot on screen, in screen order, stacked into one PNG under a caption of what was simulated. */
export async function exportFigureSet(): Promise<{ file: string; plots: number } | null> {
  const rows: HTMLCanvasElement[] = [];
  for (const fig of document.querySelectorAll<HTMLElement>('figure.plot[data-testid^="plot-"]')) {
    const name = fig.dataset.testid!.slice('plot-'.length);
    const title = fig.querySelector('.plot-title')?.textContent ?? name;
    const parts = partsFor(name, title);
    const c = parts ? renderFigure(parts, FIGURE_WIDTH, SET_ROW_HEIGHT) : null;
    if (c) rows.push(c);
  }
  if (rows.length === 0) return null;
  const plots = rows.length;
  // A caption on top: the heading as the page shows it and the set-up in one line, so the slide
  // says what was simulated (figure-caption.ts).
  const { preset, valid, draft } = useScenarioStore.getState();
  const theme = THEMES[useViewStore.getState().theme];
  const heading = document.querySelector('.present-title')?.textContent ?? document.querySelector('[data-testid="scenario-name"]')?.textContent ?? (valid ?? draft).name ?? 'Scenario';
  rows.unshift(renderCaption(heading, setUpLine(valid ?? draft), theme, FIGURE_WIDTH * FIGURE_SCALE, figureTextPx(theme) * FIGURE_SCALE));
  const out = document.createElement('canvas');
  out.width = FIGURE_WIDTH * FIGURE_SCALE;
  out.height = rows.reduce((h, r) => h + r.height, 0);
  const ctx = out.getContext('2d')!;
  let y = 0;
  for (const r of rows) {
    ctx.drawImage(r, 0, y);
    y += r.height;
  }
  // Named by the scenario (and A/B): a lecturer's two figures for the slides no longer overwrite
  // each other. In A/B the name says B's queue too ("…-droptail-ab" held a RED run as well).
  const b = useViewStore.getState().mode === 'compare' ? effectiveBQueue(valid ?? draft, useCompareStore.getState().bQueue) : null;
  const file = exportFileName(`figures-${preset ?? 'scenario'}${b ? `-ab-vs-${b.type}` : ''}`, 'png');
  downloadBlob(await canvasToPng(out), file);
  return { file, plots };
}

export { FIGURE_HEIGHT, FIGURE_SCALE, FIGURE_WIDTH };
