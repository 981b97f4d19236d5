import { useEffect, useRef, useState } from 'react';
import { useFoldOnOutside } from '../components/use-folding-menu';
import { PHONE_WIDTH_QUERY, useMediaQuery } from '../util/use-media-query';
import type { CsvTable } from './csv';
import { exportPlotCsv } from './export-csv';
import { exportFigureSet, exportPlotPng, exportPlotSvg, type FigureSetShape } from './export-plot';

/**
 * PNG / SVG buttons in a plot's caption (a 1920 × 1080 figure for slides, in the current theme),
 * and CSV of the data it draws when the plot has one (`csv`: the table of the plot's own run).
 * On a phone they fold behind one "Export…" button per plot, named by the plot: a row of three
 * 44 px buttons under every plot made the A/B page several screens longer (phone trial, Compare
 * A/B). The buttons keep their names and test ids inside the fold.
 */
export function ExportButtons({ name, title, csv }: { name: string; title: string; csv?: () => CsvTable | null }) {
  const [note, setNote] = useState('');
  const phone = useMediaQuery(PHONE_WIDTH_QUERY);
  const [open, setOpen] = useState(false);
  const done = (ok: boolean) => setNote(ok ? '' : 'nothing drawn yet');
  const buttons = (
    <>
      <button type="button" className="small" data-testid={`export-png-${name}`} aria-label={`Download ${title} as PNG`} title="Download as PNG (1920 × 1080, for slides)" onClick={() => void exportPlotPng(name, title).then(done)}>
        PNG
      </button>
      <button type="button" className="small" data-testid={`export-svg-${name}`} aria-label={`Download ${title} as SVG`} title="Download as SVG (title and legend as text, plot as a 2× image)" onClick={() => done(exportPlotSvg(name, title))}>
        SVG
      </button>
      {csv ? (
        <button type="button" className="small" data-testid={`export-csv-${name}`} aria-label={`Download the data of ${title} as CSV`} title="Download the recorded series this plot draws, as CSV" onClick={() => done(exportPlotCsv(name, csv))}>
          CSV
        </button>
      ) : null}
    </>
  );
  if (!phone) {
    return (
      <span className="export-buttons">
        {buttons}
        {note ? <span className="muted">{note}</span> : null}
      </span>
    );
  }
  return (
    <span className="export-buttons export-fold" data-open={open || undefined}>
      <button type="button" className="small export-fold-toggle" data-testid={`export-fold-${name}`} aria-expanded={open} aria-controls={`export-fold-${name}-items`} aria-label={`Export ${title}…`} onClick={() => setOpen(!open)}>
        Export…
      </button>
      <span id={`export-fold-${name}-items`} className="export-fold-items" hidden={!open}>
        {buttons}
      </span>
      {note ? <span className="muted">{note}</span> : null}
    </span>
  );
}

/**
 * Presentation's export, one button that opens its two shapes: every plot on screen as one 16:9
 * slide, or stacked at full width. Two buttons ("Export figures" and "⤓ 16:9") left a lecturer
 * unsure which made the slide and, beside "Numbers at the end", wrapped the bar to a third row
 * that cost the plots their height (lecturer trial 16:06, s29; e2e/screens.spec.ts).
 */
export function ExportAllButton() {
  // A download shows nothing on the page by itself (a lecturer clicked twice, unsure): say what was saved.
  const [status, setStatus] = useState('');
  // A real button with aria-expanded (as Share), not a <summary>: a summary is no button to
  // assistive tech, and a lecturer's script found no "Export" button by role (trial 05:10, step 21).
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useFoldOnOutside(menu, { isOpen: () => open, close: () => setOpen(false), focusBack: () => toggle.current });
  useEffect(() => {
    if (!status) return;
    const t = setTimeout(() => setStatus(''), 6000);
    return () => clearTimeout(t);
  }, [status]);
  const run = async (shape: FigureSetShape) => {
    setOpen(false);
    setStatus('Saving…');
    const saved = await exportFigureSet(shape);
    setStatus(saved ? `Saved ${saved.plots} plot${saved.plots === 1 ? '' : 's'} as ${saved.file}` : 'Nothing drawn yet');
  };
  return (
    <>
      <div ref={menu} className="fold-menu" data-testid="export-menu" data-open={open || undefined}>
        <button type="button" ref={toggle} className="fold-menu-toggle" data-testid="export-menu-toggle" title="Download the plots on screen as a PNG figure" aria-expanded={open} aria-controls="export-menu-panel" onClick={() => setOpen(!open)}>
          Export <span aria-hidden="true">⤓</span>
        </button>
        <div id="export-menu-panel" className="fold-menu-panel" hidden={!open}>
          <button type="button" data-testid="export-slide" title="Every plot on screen, its title, parameters and headline numbers, as one 1920 × 1080 PNG" onClick={() => void run('slide')}>
            One 16:9 slide (PNG)
          </button>
          <button type="button" data-testid="export-all" title="Every plot on screen as one PNG, stacked at full width" onClick={() => void run('stack')}>
            Figures stacked, full width (PNG)
          </button>
        </div>
      </div>
      <span role="status" className="muted export-status" data-testid="export-all-status">
        {status}
      </span>
    </>
  );
}
