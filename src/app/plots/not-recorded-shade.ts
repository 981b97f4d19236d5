import type { PlotGeometry } from './canvas-plot';

/**
 * Series that stopped recording (the recorded-values budget) end at `seriesTruncatedAt`: hatch
 * the time after it and say so, so an empty stretch is not read as "nothing happened".
 */
export function drawNotRecorded(ctx: CanvasRenderingContext2D, g: PlotGeometry): void {
  const t = g.run.summary?.seriesTruncatedAt;
  if (t === undefined || !Number.isFinite(t)) return;
  const { m, theme } = g;
  const right = g.width - m.right;
  const x0 = Math.max(m.left, g.x(t));
  if (x0 >= right) return;
  const top = m.top;
  const bottom = g.height - m.bottom;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x0, top, right - x0, bottom - top);
  ctx.clip();
  ctx.strokeStyle = theme.limit;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = x0 - (bottom - top); x < right; x += 8) {
    ctx.moveTo(x, bottom);
    ctx.lineTo(x + (bottom - top), top);
  }
  ctx.stroke();
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = theme.danger;
  ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.moveTo(Math.round(x0) + 0.5, top);
  ctx.lineTo(Math.round(x0) + 0.5, bottom);
  ctx.stroke();
  ctx.font = theme.plotFont;
  ctx.textBaseline = 'top';
  const label = `not recorded past t = ${t.toFixed(2)} s`;
  const w = ctx.measureText(label).width;
  // Inside the hatched region when it fits, else to the left of the line.
  const lx = x0 + 4 + w <= right ? x0 + 4 : Math.max(m.left + 2, x0 - 4 - w);
  // On a panel-coloured patch, so lines under it do not cross the words.
  const h = parseFloat(/(\d+(?:\.\d+)?)px/.exec(theme.plotFont)?.[1] ?? '11') + 3;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(lx - 2, top + 1, w + 4, h);
  ctx.fillStyle = theme.danger;
  ctx.fillText(label, lx, top + 2);
  ctx.restore();
}
