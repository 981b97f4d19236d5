import { svgFile } from '../export/svg-file';
import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { downloadBlob, exportFileName } from '../util/download';

/** Pixels per CSS pixel of the PNG: sharp when pasted into a document or a slide at its width. */
const PNG_SCALE = 2;

/**
 * The sweep figure as a PNG image, title, axes and legend included, beside the SVG (bufferbloat
 * trial 13:30: "SVG only, awkward for a Word or Docs hand-in"). The SVG file the SVG button saves
 * is drawn onto a canvas, so the two images are the same figure.
 */
export async function sweepFigurePng(svg: SVGSVGElement, background: string): Promise<Blob> {
  const text = svgFile(svg, background);
  // The size the SVG file gives itself (svgFile: its attributes, else its size on screen, rounded).
  const w = Number(svg.getAttribute('width') ?? Math.round(svg.getBoundingClientRect().width));
  const h = Number(svg.getAttribute('height') ?? Math.round(svg.getBoundingClientRect().height));
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * PNG_SCALE);
    canvas.height = Math.round(h * PNG_SCALE);
    const ctx = canvas.getContext('2d')!;
    ctx.scale(PNG_SCALE, PNG_SCALE);
    ctx.drawImage(img, 0, 0, w, h);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser could not make a PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function SweepPngButton({ figureTestId, name }: { figureTestId: string; name: string }) {
  const save = async () => {
    const svg = document.querySelector<SVGSVGElement>(`svg[data-testid="${figureTestId}"]`);
    if (!svg) return;
    downloadBlob(await sweepFigurePng(svg, THEMES[useViewStore.getState().theme].panel), exportFileName(name, 'png'));
  };
  return (
    <button type="button" data-testid={`export-png-${name}`} onClick={() => void save()}>
      Download PNG
    </button>
  );
}
