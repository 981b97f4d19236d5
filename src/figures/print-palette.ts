/**
 * Colours and type of a figure written to a file (sweep --plot): light background, the
 * colour-blind-safe Okabe–Ito series colours, and DejaVu Sans, the font the PNG renderer is given
 * (dejavu-fonts-ttf: the same glyphs on every machine; it covers µ, ×, – and Greek).
 */
import type { FigurePalette } from './sweep-figure';

export const PRINT_PALETTE: FigurePalette = {
  background: '#ffffff',
  panel: '#ffffff',
  grid: '#e4e7ec',
  axis: '#3b4252',
  text: '#1d2330',
  series: ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#56B4E9', '#E69F00', '#000000', '#F0E442'],
  font: '13px "DejaVu Sans", sans-serif',
  fontSize: 13,
  fontFamily: 'DejaVu Sans, sans-serif',
  lineWidth: 1.5,
};
