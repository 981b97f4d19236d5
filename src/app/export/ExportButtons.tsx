import { useEffect, useState } from 'react';
import type { CsvTable } from './csv';
import { exportPlotCsv } from './export-csv';
import { exportFigureSet, exportPlotPng, exportPlotSvg, type FigureSetShape } from './export-plot';

/**
 * PNG / SVG buttons in a plot's caption (a 1920 × 1080 figure for slides, in the current theme),
 * and CSV of the data it draws when the plot has one (`csv`: the table of the plot's own run).
 */
export function ExportButtons({ name, title, csv }: { name: string; title: string; csv?: () => CsvTable | null }) {
  const [note, setNote] = useState('');
  const done = (ok: boolean) => setNote(ok ? '' : 'nothing drawn yet');
  return (
    <span className="export-buttons">
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
      {note ? <span className="muted">{note}</span> : null}
    </span>
  );
}

/** One PNG of every plot on screen, stacked. */
export function ExportAllButton() {
  // A download shows nothing on the page by itself (a lecturer clicked twice, unsure): say what was saved.
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const t = setTimeout(() => setStatus(''), 6000);
    return () => clearTimeout(t);
  }, [status]);
  const run = async (shape: FigureSetShape) => {
    setStatus('Saving…');
    const saved = await exportFigureSet(shape);
    setStatus(saved ? `Saved ${saved.plots} plot${saved.plots === 1 ? '' : 's'} as ${saved.file}` : 'Nothing drawn yet');
  };
  return (
    <>
      <button type="button" data-testid="export-all" title="Download every plot on screen as one PNG, stacked at full width" onClick={() => void run('stack')}>
        Export figures
      </button>
      <button type="button" data-testid="export-slide" aria-label="Export figures as one 16:9 slide" title="Download every plot on screen as one 16:9 slide (1920 × 1080 PNG)" onClick={() => void run('slide')}>
        {/* A download mark: "16:9" alone read as a layout toggle (lecturer trial 1000); a longer
            name wrapped the presentation bar and cost the plots their height. */}
        <span aria-hidden="true">⤓ </span>16:9
      </button>
      <span role="status" className="muted export-status" data-testid="export-all-status">
        {status}
      </span>
    </>
  );
}
