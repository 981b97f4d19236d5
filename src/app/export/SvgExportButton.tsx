import { useViewStore } from '../state/view-store';
import { THEMES } from '../theme/theme';
import { downloadBlob, exportFileName } from '../util/download';
import { svgFile } from './svg-file';

/** "Download SVG" for a figure drawn as SVG, found by its test id (in the current theme). */
export function SvgExportButton({ figureTestId, name }: { figureTestId: string; name: string }) {
  const save = () => {
    const svg = document.querySelector<SVGSVGElement>(`svg[data-testid="${figureTestId}"]`);
    if (!svg) return;
    const text = svgFile(svg, THEMES[useViewStore.getState().theme].panel);
    downloadBlob(new Blob([text], { type: 'image/svg+xml' }), exportFileName(name, 'svg'));
  };
  return (
    <button type="button" data-testid={`export-svg-${name}`} onClick={save}>
      Download SVG
    </button>
  );
}
