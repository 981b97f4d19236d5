import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict } from './helpers';

/**
 * Phone trial 15:40, steps 16–18: in Compare A/B the page's heading named only A ("Two flows, Vegas
 * vs Reno — Gentle RED 4/6"), so a screenshot of the page's top did not say it was a comparison.
 * It now names both sides in presentation's A/B title words.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("in Compare A/B the page's heading names A's and B's set-ups; back in Explore, the scenario's alone", async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await predict(page, 1);
  const heading = page.getByTestId('scenario-name');
  await expect(heading).toHaveText('Two flows, Vegas vs Reno — Gentle RED 4/6');
  await page.getByRole('tab', { name: 'Compare A/B' }).tap();
  await compareSettled(page);
  await expect(heading).toHaveText('Two flows, Vegas vs Reno — Gentle RED 4/6 vs tail drop');
  await expect(page.getByRole('heading', { level: 2, name: /Gentle RED 4\/6 vs tail drop$/ })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/ab-page-heading-390.png` });
  await page.getByRole('tab', { name: 'Explore' }).tap();
  await expect(heading).toHaveText('Two flows, Vegas vs Reno — Gentle RED 4/6');
});
