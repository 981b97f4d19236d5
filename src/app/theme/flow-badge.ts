import { labelOnColour } from './label-on-colour';
import type { Theme } from './theme';

/**
 * A flow's badge: its number (FlowStyle.badge) in a disc of its colour, ringed and lettered in the
 * panel's colour, numbered in black or white, whichever reads on the disc (label-on-colour.ts). Drawn on the plots along each flow's line (plots/flow-badges.ts places them),
 * in legend swatches and in exported pictures, so all three show the same mark.
 */

/** Badge radius (CSS px) for a badge text of `chars` characters. */
export function badgeRadius(chars: number): number {
  return chars > 1 ? 7.5 : 6.5;
}

/** One badge: a disc of the flow's colour ringed in the panel's colour, the number in the text colour that reads on it. */
export function drawBadge(ctx: CanvasRenderingContext2D, cx: number, cy: number, color: string, text: string, theme: Pick<Theme, 'panel' | 'plotFont'>): void {
  const r = badgeRadius(text.length);
  ctx.save();
  ctx.setLineDash([]);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = theme.panel;
  ctx.stroke();
  ctx.fillStyle = labelOnColour(color);
  ctx.font = `bold ${text.length > 1 ? 8.5 : 9.5}px ${fontFamilyOf(theme)}`;
  ctx.fillText(text, cx, cy + 0.5);
  ctx.restore();
}

/** The family of the theme's plot font ('12px system-ui' → 'system-ui'). */
export function fontFamilyOf(theme: Pick<Theme, 'plotFont'>): string {
  return theme.plotFont.replace(/^.*?\d+(?:\.\d+)?px\s*/, '') || 'system-ui, sans-serif';
}

/** The same badge as SVG (legend swatches, the exported SVG figure). */
export function badgeSvg(cx: number, cy: number, color: string, text: string, panel: string, fontFamily: string): string {
  const r = badgeRadius(text.length);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${esc(color)}" stroke="${esc(panel)}" stroke-width="1.5"/><text x="${cx}" y="${cy + 0.5}" fill="${labelOnColour(color)}" font-size="${text.length > 1 ? 8.5 : 9.5}" font-weight="bold" font-family="${esc(fontFamily)}" text-anchor="middle" dominant-baseline="middle">${esc(text)}</text>`;
}
