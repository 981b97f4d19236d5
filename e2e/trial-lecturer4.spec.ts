/**
 * Lecturer trial 05:10, presenting the "Lossy links: RED on Wi-Fi" demo (preset wifi-red) in A/B
 * presentation at 1920 × 1080.
 * - Step 18: "One 16:9 slide (PNG)" with plots=overlay,queue put the full-width "A and B on one
 *   axis" panel into the left half of the bottom row, the right half blank, and its direct labels
 *   ("A: gentle RED 7.53" / "B: tail drop 8.56") stood on the curves behind a white halo. The slide
 *   now reproduces the screen: the overlay spans its row, its labels stand above the curves.
 * - Step 14: with two kinds ticked, "A and B on one axis" was greyed and the only hint, "Up to 2
 *   kinds on this screen: untick one first", read as a rule about a third kind. Its box now says
 *   beside it that it counts as one of the 2 kinds, and when unavailable which kinds to untick.
 * - Step 27: zoomed to 10–30 s the overlay showed three means (legend 7.02, of 0–30 s; labels and
 *   dotted lines 7.53, of the whole run), and "link losses 52" without "in view". Now each is the
 *   window's mean, said "in view", and every count in a zoomed legend says its span.
 * - Step 30: with "Students predict first" on, "Go to time" 97 s showed cursor read-outs "A 7.18
 *   Mbit/s B 9.02 Mbit/s" and "early drop 471 (count)", the hidden answer. While the numbers are
 *   hidden the read-outs give their time alone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, exportFigures, failOnPageErrors } from './helpers';

failOnPageErrors(test);

const PRESENT = '/#v=1&preset=wifi-red&mode=compare&present=1&plots=overlay,queue';
const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });

interface Drawn {
  /** Every canvas drawn whole into another: its size, where it went and into which canvas (its id and size). */
  placed: { id: number; w: number; h: number; x: number; y: number; into: number; intoW: number; intoH: number }[];
  /** The overlay's direct labels' ink boxes, in their canvas's pixels, with the canvas's id. */
  labels: { id: number; text: string; left: number; right: number; top: number; bottom: number }[];
  /** Stroked paths of many points (the curves), in their canvas's pixels, with the canvas's id. */
  curves: { id: number; points: [number, number][] }[];
}

/** Record, from the page's start, what the export draws: texts, long stroked paths and canvases drawn into others. */
async function recordDrawing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ids = new WeakMap<HTMLCanvasElement, number>();
    let next = 0;
    const idOf = (c: HTMLCanvasElement) => {
      if (!ids.has(c)) ids.set(c, ++next);
      return ids.get(c)!;
    };
    const drawn = { placed: [] as unknown[], labels: [] as unknown[], curves: [] as unknown[] };
    (window as any).__drawn = drawn;
    const P = CanvasRenderingContext2D.prototype;
    const paths = new WeakMap<CanvasRenderingContext2D, [number, number][]>();
    const at = (ctx: CanvasRenderingContext2D, x: number, y: number): [number, number] => {
      const t = ctx.getTransform();
      return [x * t.a + t.e, y * t.d + t.f];
    };
    const { beginPath, moveTo, lineTo, stroke, fillText, drawImage } = P;
    P.beginPath = function (this: CanvasRenderingContext2D) {
      paths.set(this, []);
      return beginPath.call(this);
    };
    P.moveTo = function (this: CanvasRenderingContext2D, x: number, y: number) {
      paths.get(this)?.push(at(this, x, y));
      return moveTo.call(this, x, y);
    };
    P.lineTo = function (this: CanvasRenderingContext2D, x: number, y: number) {
      paths.get(this)?.push(at(this, x, y));
      return lineTo.call(this, x, y);
    };
    P.stroke = function (this: CanvasRenderingContext2D, ...args: any[]) {
      const pts = paths.get(this) ?? [];
      if (pts.length > 20) drawn.curves.push({ id: idOf(this.canvas as HTMLCanvasElement), points: pts.slice() });
      return (stroke as any).apply(this, args);
    };
    P.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      if (/^[AB]: .* \d+\.\d\d( in view)?$/.test(text)) {
        const m = this.measureText(text);
        const [left, top] = at(this, x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent);
        const [right, bottom] = at(this, x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent);
        drawn.labels.push({ id: idOf(this.canvas as HTMLCanvasElement), text, left, right, top, bottom });
      }
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
    P.drawImage = function (this: CanvasRenderingContext2D, ...args: any[]) {
      const img = args[0];
      if (img instanceof HTMLCanvasElement && args.length === 3) {
        const [x, y] = at(this, args[1], args[2]);
        drawn.placed.push({ id: idOf(img), w: img.width, h: img.height, x, y, into: idOf(this.canvas as HTMLCanvasElement), intoW: this.canvas.width, intoH: this.canvas.height });
      }
      return (drawImage as any).apply(this, args);
    };
  });
}

test.describe('lecturer trial 05:10', () => {
  test.describe.configure({ timeout: 300_000 });

  test('step 18: the 16:9 slide of queue + overlay spans the overlay across the slide, its labels off the curves', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await recordDrawing(page);
    await page.goto(PRESENT);
    await settleAb(page);
    await expect(page.getByTestId('plot-overlay')).toBeVisible();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const d = (window as any).__drawn;
      d.placed.length = d.labels.length = d.curves.length = 0;
    });
    const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
    const path = `${ARTIFACTS}/lecturer4-slide-overlay-queue.png`;
    await slide.saveAs(path);
    const buf = readFileSync(path);
    expect({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }).toEqual({ width: 1920, height: 1080 });
    const drawn = (await page.evaluate(() => (window as any).__drawn)) as Drawn;
    // The overlay's cell: the canvas its labels were drawn into, placed on the slide.
    // The slide's cells: the canvases drawn into the 1920 × 1080 one (the caption's at the top).
    const onSlide = drawn.placed.filter((p) => p.intoW === 1920 && p.intoH === 1080);
    // The overlay's cell: the one into which the canvas holding the labels was drawn.
    const plotOf = (cellId: number) => drawn.placed.find((p) => p.into === cellId && drawn.labels.some((l) => l.id === p.id));
    const cell = onSlide.find((p) => plotOf(p.id) !== undefined);
    expect(cell, 'the overlay cell is drawn into the slide').toBeTruthy();
    const plot = plotOf(cell!.id)!;
    const cellId = plot.id;
    const labels = drawn.labels.filter((l) => l.id === cellId);
    expect(labels.map((l) => l.text).sort()).toEqual(['A: gentle RED 7.53', 'B: tail drop 8.56']);
    expect(cell!.w / 1920).toBeGreaterThanOrEqual(0.9);
    // The queue's A and B side by side above it.
    const halves = onSlide.filter((p) => p.w === 960 && p.y < cell!.y);
    expect(halves.map((p) => p.x).sort((a, b) => a - b)).toEqual([0, 960]);
    // No point of the curves inside a label's box.
    const curves = drawn.curves.filter((c) => c.id === cellId);
    expect(curves.length).toBeGreaterThanOrEqual(2);
    // Along each segment of the curves (a step line: its points are only at the bins' edges).
    const along = (pts: [number, number][]) => pts.slice(1).flatMap(([x1, y1], k) => Array.from({ length: 21 }, (_, j) => [pts[k][0] + ((x1 - pts[k][0]) * j) / 20, pts[k][1] + ((y1 - pts[k][1]) * j) / 20] as const));
    const covered = labels.flatMap((l) =>
      curves.flatMap((c) => along(c.points).filter(([x, y]) => x >= l.left && x <= l.right && y >= l.top - 2 && y <= l.bottom + 2).map(([x, y]) => `${l.text} over (${x.toFixed(0)}, ${y.toFixed(0)})`)),
    );
    expect(covered).toEqual([]);
  });

  test('step 14: "A and B on one axis" says beside its box that it counts as one of the 2 kinds, and which to untick when greyed', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Two kinds on screen and neither the pair it would take the place of (throughput: issue 37).
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=cwnd,queue');
    await expect(page.getByTestId('presentation')).toBeVisible();
    // Both runs finished first: the numbers appearing at a run's end move the menu's panel, and the
    // forced click below then landed outside it and folded it (1 in 4 under load, CI on f6fc13a7).
    await compareSettled(page);
    await page.getByTestId('plot-menu-toggle').click();
    const overlay = page.getByRole('checkbox', { name: 'A and B on one axis', exact: true });
    await expect(overlay).toHaveAttribute('aria-disabled', 'true');
    await expect(overlay).toHaveAccessibleDescription('counts as one of the 2 kinds: untick cwnd or Bottleneck queue first');
    await expect(page.getByTestId('choose-overlay-note')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/lecturer4-plots-menu-1920.png` });
    // Pressed on the box itself (a forced click skips the hit test, and 1 in 4 under load it went to
    // whatever was over the box's centre, outside the menu, which folded it: CI on f6fc13a7).
    await overlay.dispatchEvent('click');
    await expect(overlay).not.toBeChecked();
    // Unticking one kind frees it; its note still says what it counts as.
    await page.getByRole('checkbox', { name: 'Bottleneck queue', exact: true }).uncheck();
    await expect(overlay).not.toHaveAttribute('aria-disabled', 'true');
    await expect(overlay).toHaveAccessibleDescription('counts as one of the 2 kinds');
    await overlay.check();
    await expect(page).toHaveURL(/plots=cwnd,overlay(&|$)/);
  });

  test('step 27: zoomed to 10–30 s, the overlay legend and its direct labels give one mean, in view, and every drop count says "in view"', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await recordDrawing(page);
    await page.goto(`${PRESENT}&zoom=10,30`);
    await settleAb(page);
    await page.keyboard.press('End');
    const legend = page.getByTestId('overlay-legend');
    await expect(legend).toContainText(/A: [^,]+, mean \d+\.\d+ in view/);
    const text = (await legend.textContent()) ?? '';
    const [a, b] = [/A: [^,]+, mean (\d+\.\d+) in view/.exec(text)![1], /B: [^,]+, mean (\d+\.\d+) in view/.exec(text)![1]];
    // Not the whole run's headline figures, nor 0–30 s's (7.02, start-up included): A's curve is above 7.2 there.
    expect([a, b]).not.toEqual(['7.53', '8.56']);
    expect(Number(a)).toBeGreaterThan(7.2);
    // The direct labels say the same figures, and their window.
    await expect
      .poll(async () => ((await page.evaluate(() => (window as any).__drawn.labels)) as Drawn['labels']).map((l) => l.text))
      .toEqual(expect.arrayContaining([`A: gentle RED ${a} in view`, `B: tail drop ${b} in view`]));
    // Every drop count in the zoomed queue legends says its span.
    const counts = await page.locator('[data-testid="queue-legend-span"] .swatch').evaluateAll((els) =>
      els.map((e) => JSON.parse((e as HTMLElement).dataset.legend ?? '{}') as { label: string; shape: string | null }).filter((i) => i.shape && /\d/.test(i.label)).map((i) => i.label),
    );
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts.filter((l) => !/ in view| whole run/.test(l))).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/lecturer4-zoom-10-30-1920.png` });
  });

  test('step 30: with the numbers hidden, "Go to time" 97 s gives the read-outs their time alone, no values; at the end they come back', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${PRESENT}&endnums=1`);
    await settleAb(page);
    await expect(page.getByTestId('numbers-at-end')).toBeChecked();
    await page.getByTestId('go-to-time').fill('97');
    await page.getByTestId('go-to-time').press('Enter');
    const boxes = page.locator('.plot-readout');
    await expect(boxes).toHaveCount(3);
    for (const box of await boxes.all()) {
      await expect(box.getByTestId('readout-time')).toHaveText('t = 97.000 s');
      await expect(box.getByTestId('readout-held')).toHaveText('values hidden until the replay ends');
      await expect(box.getByTestId('readout-series')).toHaveCount(0);
      // Nothing but the time has a figure in it.
      expect(((await box.textContent()) ?? '').replace('t = 97.000 s', '')).not.toMatch(/\d/);
    }
    // The slider's words (a screen reader's) hold them back too.
    await expect(page.getByTestId('readout-focus-overlay')).toHaveAttribute('aria-valuetext', 'At 97.000 s: values hidden until the replay ends.');
    await page.screenshot({ path: `${ARTIFACTS}/lecturer4-goto97-held-1920.png` });
    // At the end the numbers are shown, and so are the values (a pointer over the plot reads them
    // where the replay stands; a typed time before the end would put the replay there, held again).
    await page.getByTestId('to-end').click();
    await page.getByTestId('readout-host-overlay').hover();
    await expect(page.getByTestId('readout-overlay').getByTestId('readout-series').first()).toBeVisible();
    await expect(page.getByTestId('readout-overlay').getByTestId('readout-held')).toHaveCount(0);
  });
});
