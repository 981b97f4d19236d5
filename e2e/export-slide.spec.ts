import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, settle, exportFigures, recordText, type TextBox } from './helpers';

/**
 * The 16:9 figure set: one 1920 × 1080 PNG of every plot on screen, nothing outside it. Every
 * piece of text drawn into the export's canvases is recorded with its ink box (measureText's
 * actual bounding box, through the canvas transform) and must lie inside its canvas; each canvas
 * is drawn whole into the slide.
 */
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

// Issue 37 (bufferbloat trial): the exported PNG of one plot clipped the cwnd axis labels and the
// last x tick ("30 s"). Each plot's own PNG, not only the slide, keeps every label inside it.
test('each plot exported on its own as PNG (voice-fifo, 1366 × 768) has every label inside its 1920 × 1080 image, "30 s" whole', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-fifo');
  await settle(page);
  await recordText(page);
  for (const name of ['cwnd', 'queue', 'seq', 'throughput']) {
    await page.evaluate(() => void ((window as unknown as { __texts: unknown[] }).__texts.length = 0));
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-png-${name}`).click()]);
    const path = `${ARTIFACTS}/export-plot-voice-fifo-${name}.png`;
    await png.saveAs(path);
    expect(pngSize(readFileSync(path))).toEqual({ width: 1920, height: 1080 });
    // The export's own canvases (1920 wide: the plot's drawing, then the image with its caption), not the screen's plots redrawn meanwhile.
    const all = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[];
    const boxes = all.filter((b) => b.w === 1920);
    expect(boxes.length, name).toBeGreaterThan(5);
    const outside = boxes.filter((b) => b.left < -0.5 || b.top < -0.5 || b.right > b.w + 0.5 || b.bottom > b.h + 0.5);
    expect(outside.map((b) => `${name}: ${b.text} [${b.left.toFixed(1)}, ${b.right.toFixed(1)}] × [${b.top.toFixed(1)}, ${b.bottom.toFixed(1)}] in ${b.w} × ${b.h}`)).toEqual([]);
    expect(boxes.some((b) => b.text === '30 s'), `${name}: the last tick`).toBe(true);
  }
});
