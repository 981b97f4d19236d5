import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, settle, exportFigures } from './helpers';

/**
 * The 16:9 figure set: one 1920 × 1080 PNG of every plot on screen, nothing outside it. Every
 * piece of text drawn into the export's canvases is recorded with its ink box (measureText's
 * actual bounding box, through the canvas transform) and must lie inside its canvas; each canvas
 * is drawn whole into the slide.
 */
interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  w: number;
  h: number;
}

async function recordText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const boxes: unknown[] = [];
    (window as unknown as { __texts: unknown[] }).__texts = boxes;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      const m = this.measureText(text);
      const squeeze = maxWidth !== undefined && m.width > maxWidth ? maxWidth / m.width : 1;
      const t = this.getTransform();
      const [x0, x1] = [x - m.actualBoundingBoxLeft * squeeze, x + m.actualBoundingBoxRight * squeeze].map((v) => v * t.a + t.e);
      const [y0, y1] = [y - m.actualBoundingBoxAscent, y + m.actualBoundingBoxDescent].map((v) => v * t.d + t.f);
      if (text.trim() !== '') boxes.push({ text, left: x0, right: x1, top: y0, bottom: y1, w: this.canvas.width, h: this.canvas.height });
      return maxWidth === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, maxWidth);
    };
  });
}

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

for (const [preset, lastTick] of [['seed003-e2-droptail', '100 s'], ['voice-fifo', '30 s']] as const) {
  test(`a 16:9 slide export of ${preset} is 1920 × 1080 with every label inside it (projector theme)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The figure set is exported from presentation mode (projector theme), as a lecturer does.
    await page.goto(`/#v=1&preset=${preset}&present=1`);
    await expect(page.getByTestId('presentation')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
    await settle(page);
    await recordText(page);
    const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
    const path = `${ARTIFACTS}/export-slide-${preset}.png`;
    await slide.saveAs(path);
    expect(slide.suggestedFilename()).toMatch(/-16x9\.png$/);
    expect(pngSize(readFileSync(path))).toEqual({ width: 1920, height: 1080 });
    const boxes = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[];
    expect(boxes.length).toBeGreaterThan(20);
    const outside = boxes.filter((b) => b.left < -0.5 || b.top < -0.5 || b.right > b.w + 0.5 || b.bottom > b.h + 0.5);
    expect(outside.map((b) => `${b.text} [${b.left.toFixed(1)}, ${b.right.toFixed(1)}] × [${b.top.toFixed(1)}, ${b.bottom.toFixed(1)}] in ${b.w} × ${b.h}`)).toEqual([]);
    // The time axis ends with its unit, whole.
    expect(boxes.some((b) => b.text === lastTick)).toBe(true);
  });
}
