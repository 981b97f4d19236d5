import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

export const ARTIFACTS = 'e2e/artifacts';

/** Wait until the newest run has arrived completely and the plots have drawn it. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { settled(): boolean } }).__clab?.settled() === true, null, { timeout: 30_000 });
  // Two animation frames: the scheduler draws on the next frame after the last batch.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Scroll a plot into view and wait until it has drawn what it kept for then: plots out of view
 * draw when they come into view (scheduler.ts), as a reader scrolling to them sees them.
 */
export async function showPlot(page: Page, name: string): Promise<void> {
  await page.getByTestId(`canvas-${name}`).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => {
      const plots = (window as unknown as { __clab: { plots: Map<string, { waitingForView?: boolean }> } }).__clab.plots;
      return plots.get(n)?.waitingForView !== true;
    },
    name,
    { timeout: 10_000 },
  );
  // The frame that draws it.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * A screenshot of the whole page with every plot drawn: plots out of view draw only when they
 * come into view, except for printing, which this stands for (it sends `beforeprint`).
 */
export async function fullPageShot(page: Page, path: string, fullPage = true): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  if (fullPage) await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.screenshot({ path, fullPage });
}

/** Count of non-transparent pixels in a plot's canvas (scrolled into view first), and a digest of its pixels. */
export async function canvasStats(page: Page, name: string): Promise<{ inked: number; digest: string }> {
  await showPlot(page, name);
  return page.evaluate((n) => {
    const c = document.querySelector(`[data-testid="canvas-${n}"]`) as HTMLCanvasElement;
    const ctx = c.getContext('2d')!;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    let h = 2166136261;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] > 0) inked++;
      h = Math.imul(h ^ data[i - 3] ^ (data[i - 2] << 8) ^ (data[i - 1] << 16) ^ (data[i] << 24), 16777619) >>> 0;
    }
    return { inked, digest: h.toString(16) };
  }, name);
}

/** What each plot has drawn, every plot brought up to date first (as for printing: fullPageShot). */
export async function drawnItems(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    const plots = (window as unknown as { __clab: { plots: Map<string, { drawnItems: number }> } }).__clab.plots;
    return Object.fromEntries([...plots].map(([k, v]) => [k, v.drawnItems]));
  });
}

/** The summary table and aggregate figures as text (what a user reads). */
export async function summaryText(page: Page): Promise<string> {
  const table = await page.getByTestId('summary').locator('table').innerText();
  const agg = await page.getByTestId('aggregate').innerText();
  return `${table}\n${agg}`;
}

export async function openFresh(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A link without a scenario opens the landing page; these tests start in the sandbox.
  if (!url.includes('#')) await page.getByTestId('open-sandbox').click();
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
}

/**
 * Wait until both runs of A/B compare have arrived and their plots have drawn them. A test that
 * watches every mutation of the page slows it several-fold, and passes a longer `timeout`.
 */
export async function compareSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout });
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Fail the test on any uncaught page error. */
export function failOnPageErrors(test: { beforeEach(fn: (args: { page: Page }) => Promise<void> | void): void }): void {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (e) => {
      throw new Error(`page error: ${e.message}`);
    });
  });
}

/** Pixels of one exact colour in a plot's canvas. */
export async function pixelsOfColour(page: Page, name: string, hex: string): Promise<number> {
  await showPlot(page, name);
  return page.evaluate(
    ([n, h]) => {
      const c = document.querySelector(`[data-testid="canvas-${n}"]`) as HTMLCanvasElement;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
      let k = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b && d[i + 3] === 255) k++;
      return k;
    },
    [name, hex] as const,
  );
}

/** Sweep mode, sweeping the late flow's start (flows.2.start) over `values` with `reps` runs each (not yet run). */
export async function setupSweep(page: Page, values: string, reps: number): Promise<void> {
  await page.getByTestId('mode-sweep').click();
  await expect(page.getByTestId('sweep-panel')).toBeVisible();
  await page.getByTestId('sweep-param').selectOption('flows.2.start');
  await page.getByTestId('sweep-values').fill(values);
  const r = page.getByTestId('sweep-reps');
  await r.fill(String(reps));
  await r.press('Enter');
}

/** Answer a lesson step's prediction with choice `choice`, and wait for the check that answering runs. */
export async function predict(page: Page, choice: number): Promise<void> {
  await expect(page.getByTestId('veil')).toBeVisible();
  await page.getByTestId(`prediction-choice-${choice}`).check();
  await page.getByTestId('prediction-submit').click();
  await expect(page.getByTestId('veil')).toHaveCount(0);
  await settle(page);
}

/** The test id of the focused element ('' when it has none). */
export const activeId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');

/** Press Tab (or Shift+Tab) until the element with `testId` has focus; the presses it took. */
export async function tabTo(page: Page, testId: string, back = false): Promise<number> {
  for (let i = 1; i <= 250; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await activeId(page)) === testId) return i;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** The page's polite live region, where announcements are said. */
export const liveRegion = (page: Page) => page.getByTestId('live-region');

/**
 * Explore at 1366×768 on seed000-droptail, the run's own message said (so it does not replace
 * the next one), then "Go to time" typed and entered with the keyboard alone.
 */
export async function goToTimeByKeyboard(page: Page, seconds: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(liveRegion(page)).toContainText('Run finished');
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'go-to-time');
  await page.keyboard.type(seconds);
  await page.keyboard.press('Enter');
}

/**
 * A page whose simulation worker's script is held back until `release()`: what the app shows
 * before any result arrives, deterministically (a loaded machine showed it by chance). Service
 * workers are blocked in its context, so the route sees the worker's request.
 */
export async function pageWithSimWorkerHeld(browser: Browser, options: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; release: () => void }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/sim\.worker[^/]*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, context, release };
}

/** Presentation's Export menu: open it and choose a shape ("export-slide" or "export-all"). */
export async function exportFigures(page: Page, shape: 'export-slide' | 'export-all'): Promise<void> {
  const toggle = page.getByTestId('export-menu-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId(shape).click();
}

/** Wait until no address write is pending and the fragment is what is on screen (__clab.urlSettled). */
export const urlSettled = (page: Page) => page.waitForFunction(() => (window as unknown as { __clab?: { urlSettled(): boolean } }).__clab?.urlSettled() === true, null, { timeout: 30_000 });

/** A piece of text drawn into a canvas, with its ink box (measureText's actual bounding box, through the canvas transform). */
export interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  w: number;
  h: number;
  /** Its type size in the canvas's pixels (the font's px through the transform). */
  px: number;
}

/** From now on, record every text drawn into any canvas of the page in `window.__texts` (figure exports). */
export async function recordText(page: Page): Promise<void> {
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
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0) * t.a;
      if (text.trim() !== '') boxes.push({ text, left: x0, right: x1, top: y0, bottom: y1, w: this.canvas.width, h: this.canvas.height, px });
      return maxWidth === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, maxWidth);
    };
  });
}

/** Whether `inner`'s box lies wholly inside the visible part of the lesson sheet's scrolled body. */
export async function inSheetView(page: Page, inner: Locator): Promise<boolean> {
  const body = await page.getByTestId('lesson-panel').locator('.lesson-body').boundingBox();
  const box = await inner.boundingBox();
  if (!body || !box) return false;
  return box.y >= body.y - 1 && box.y + box.height <= body.y + body.height + 1;
}

/**
 * From now on, record which canvas is drawn into which (drawImage) and the words drawn into each
 * (fillText), so a figure export's layout can be read back: the slide, its cells, their plot areas.
 */
export async function recordCanvases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ids = new WeakMap<HTMLCanvasElement, number>();
    const id = (c: HTMLCanvasElement) => {
      if (!ids.has(c)) ids.set(c, (window as any).__canvasCount++);
      return ids.get(c)!;
    };
    (window as any).__canvasCount = 0;
    const draws: { src: number; dst: number; srcH: number; dstW: number; dstH: number }[] = [];
    const words: Record<number, string[]> = {};
    (window as any).__draws = draws;
    (window as any).__words = words;
    const drawImage = CanvasRenderingContext2D.prototype.drawImage as (...a: unknown[]) => void;
    CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...a: unknown[]) {
      const src = a[0];
      if (src instanceof HTMLCanvasElement) draws.push({ src: id(src), dst: id(this.canvas), srcH: src.height, dstW: this.canvas.width, dstH: this.canvas.height });
      return drawImage.apply(this, a);
    } as typeof CanvasRenderingContext2D.prototype.drawImage;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      (words[id(this.canvas)] ??= []).push(text);
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** The exported slide's cells, each by the words drawn into it, with the height of its plot area (slide px). */
export async function slideCells(page: Page): Promise<{ words: string[]; plotH: number }[]> {
  return page.evaluate(() => {
    const draws = (window as any).__draws as { src: number; dst: number; srcH: number; dstW: number; dstH: number }[];
    const words = (window as any).__words as Record<number, string[]>;
    const slide = draws.findLast((d) => d.dstW === 1920 && d.dstH === 1080)!.dst;
    return draws
      // A cell has a plot area drawn into it (the caption has none).
      .filter((d) => d.dst === slide && draws.some((e) => e.dst === d.src))
      .map((cell) => ({ words: words[cell.src], plotH: draws.findLast((d) => d.dst === cell.src)!.srcH }));
  });
}

/**
 * Next on a step whose prediction is unanswered, moving on: the first press says the step's run is
 * still covered (src/app/lessons/NextUnrun.tsx, bloat8 item 7), the second moves on.
 */
export async function skipStep(page: Page, how: 'click' | 'tap' = 'click'): Promise<void> {
  const next = page.getByTestId('lesson-next');
  await (how === 'tap' ? next.tap() : next.click());
  await expect(page.getByTestId('next-unrun')).toBeVisible();
  await (how === 'tap' ? next.tap() : next.click());
}
