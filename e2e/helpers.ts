import { expect, type Page } from '@playwright/test';

export const ARTIFACTS = 'e2e/artifacts';

/** Wait until the newest run has arrived completely and the plots have drawn it. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { settled(): boolean } }).__clab?.settled() === true, null, { timeout: 30_000 });
  // Two animation frames: the scheduler draws on the next frame after the last batch.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Count of non-transparent pixels in a plot's canvas, and a digest of its pixels. */
export async function canvasStats(page: Page, name: string): Promise<{ inked: number; digest: string }> {
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

export async function drawnItems(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
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

/** Wait until both runs of A/B compare have arrived and their plots have drawn them. */
export async function compareSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 30_000 });
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
