import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './helpers';

/**
 * The phone trial of 17:40 (390 × 844, touch), "Is Vegas nicer than Reno?": the search said
 * "28 demos" where the teaching demos held none, the lesson's card pointed at a study of 28 runs as
 * its 5-minute live demo (steps 2–3), and the study's link to the lesson only scrolled back to the
 * card (step 4).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('steps 2–3: "Vegas" counts its finds under their sections’ names, and the lesson’s live demo is one named pair with Compare and Present', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('landing-search').fill('Vegas');
  await expect(page.getByTestId('landing-found')).toHaveText(/^1 lesson and 28 runs of published studies in 1 group found\b/);
  await expect(page.getByTestId('demo-section-teaching')).toHaveCount(0);
  await expect(page.getByTestId('demo-section-studies').getByRole('heading', { level: 2 })).toHaveText('Reproductions of published studies');
  const live = page.getByTestId('live-demos-vegas-meets-reno');
  await expect(live).toContainText('For a live demo of this (~5 min), one pair of runs: Two flows, Vegas vs Reno — Gentle RED 4/6 against tail drop.');
  await expect(live).not.toContainText('Chang (2004)');
  await expect(live.getByRole('link', { name: /^Present the comparison: Two flows, Vegas vs Reno/ })).toHaveAttribute('href', '#v=1&preset=seed002-a-vr-red&mode=compare&present=1&speed=5'); // at its study's presenting speed (phone-0230, item 5)
  await live.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/landing23-vegas-live-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The pair opens in A/B: A gentle RED, B the study's tail drop.
  await live.getByRole('link', { name: /^Compare both in A\/B: Two flows, Vegas vs Reno/ }).click();
  await expect(page.getByTestId('landing')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('preset=seed002-a-vr-red');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('mode=compare');
});

test('step 4: the study’s link to its lesson starts the lesson, and says so', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('landing-search').fill('Vegas');
  const go = page.getByTestId('lessons-of-seed002').getByRole('button', { name: 'Vegas meets Reno: Start lesson' });
  await expect(go).toBeVisible();
  const box = (await go.boundingBox())!;
  expect(box.height, 'a finger’s 44 px').toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${ARTIFACTS}/landing23-lesson-go-390.png` });
  await go.tap();
  await expect(page.getByTestId('step-title')).toHaveText('Vegas and Reno under tail drop');
  await expect(page.getByTestId('landing')).toHaveCount(0);
});
