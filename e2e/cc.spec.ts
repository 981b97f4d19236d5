import { expect, test } from '@playwright/test';
import { ARTIFACTS, drawnItems, openFresh, settle } from './helpers';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

/** Pixels of one exact colour in a plot's canvas. */
async function pixels(page: import('@playwright/test').Page, name: string, hex: string): Promise<number> {
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

test('BBR vs CUBIC: both windows and BBR’s state band (PROBE_BW green, STARTUP red) on the cwnd plot', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bbr-vs-cubic-deep');
  await settle(page);
  await expect(page.getByTestId('scenario-name')).toContainText('BBR vs CUBIC');
  const items = await drawnItems(page);
  expect(items.cwnd).toBeGreaterThan(100);
  // The state band's colours (cc-telemetry-draw.ts STATE_COLORS): PROBE_BW fills most of the run.
  expect(await pixels(page, 'cwnd', '#76b041')).toBeGreaterThan(500);
  expect(await pixels(page, 'cwnd', '#e4572e')).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/bbr-vs-cubic.png`, fullPage: true });
});
