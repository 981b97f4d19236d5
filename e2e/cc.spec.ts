import { expect, test } from '@playwright/test';
import { ARTIFACTS, fullPageShot, drawnItems, openFresh, pixelsOfColour, settle } from './helpers';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});


test('BBR vs CUBIC: both windows and BBR’s state band (PROBE_BW green, STARTUP red) on the cwnd plot', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bbr-vs-cubic-deep');
  await settle(page);
  await expect(page.getByTestId('scenario-name')).toContainText('BBR vs CUBIC');
  const items = await drawnItems(page);
  expect(items.cwnd).toBeGreaterThan(100);
  // The state band's colours (cc-telemetry-draw.ts STATE_COLORS): PROBE_BW fills most of the run.
  expect(await pixelsOfColour(page, 'cwnd', '#76b041')).toBeGreaterThan(500);
  expect(await pixelsOfColour(page, 'cwnd', '#e4572e')).toBeGreaterThan(0);
  await fullPageShot(page, `${ARTIFACTS}/bbr-vs-cubic.png`);
});
