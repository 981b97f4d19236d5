/**
 * Colours and type of a figure written to a file (sweep --plot): light background, the
 * colour-blind-safe Okabe–Ito series colours that stand out on white (each at least 3:1 against
 * it, WCAG's bound for graphics: sky blue, orange and yellow are 2.3, 2.3 and 1.3 and are left out;
 * a dark ochre and a purple take their places), and DejaVu Sans, the font the PNG renderer is given
 * (dejavu-fonts-ttf: the same glyphs on every machine; it covers µ, ×, – and Greek).
 */
import type { FigurePalette } from './sweep-figure';

export const PRINT_PALETTE: FigurePalette = {
  background: '#ffffff',
  panel: '#ffffff',
  grid: '#e4e7ec',
  axis: '#3b4252',
  text: '#1d2330',
  series: ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8C6D00', '#6A3D9A', '#000000'],
  font: '13px "DejaVu Sans", sans-serif',
  fontSize: 13,
  fontFamily: 'DejaVu Sans, sans-serif',
  lineWidth: 1.5,
};
