import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled } from './helpers';

/**
 * The phone trial of 18:45 (390 × 844, touch), "Is Vegas nicer than Reno?": A/B said "A is what
 * you chose" of the demo pair the landing page had opened (step 4); the throughput plots said
 * "(shared A/B scale)" while the time–sequence plots' axes differed, 12 MB against 20 MB, unsaid
 * (step 6); a flow row read "start [0] bytes ∞" (step 9).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the landing page’s demo pair in A/B: the rule says A is one preset of a pair, and each plot kind’s title says it shares the A/B scale', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('landing-search').fill('Vegas');
  await page.getByTestId('live-demos-vegas-meets-reno').getByRole('link', { name: /^Compare both in A\/B: Two flows, Vegas vs Reno/ }).click();
  await compareSettled(page);
  const rule = page.getByTestId('ab-rule');
  await expect(rule).toContainText('A is one preset of a pair: “Two flows, Vegas vs Reno');
  await expect(rule).not.toContainText('you chose');
  const title = (p: string) => page.getByTestId(`plot-${p}`).locator('.plot-title');
  for (const side of ['a', 'b']) {
    await expect(title(`compare-throughput-${side}`)).toContainText('(shared A/B scale)');
    // Phone-2235 (confusion 7): the time–sequence pair shares the A/B scale too (12 MB and 20 MB tops looked alike on own scales).
    await expect(title(`compare-seq-${side}`)).toContainText('time–sequence (shared A/B scale)');
  }
  await page.getByTestId('plot-compare-seq-a').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab25-seq-shared-390.png` });
});

test('the editor’s flow row: “start s”, the field named “Flow 1 start (s)”', async ({ page }) => {
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await page.getByRole('button', { name: /Edit scenario/ }).click();
  await page.locator('.editor.drawer').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const start = page.getByRole('spinbutton', { name: 'Flow 1 start (s)' }).or(page.getByRole('textbox', { name: 'Flow 1 start (s)' }));
  await expect(start).toHaveAttribute('data-testid', 'flow-start-0');
  await start.scrollIntoViewIfNeeded();
  await expect(start.locator('xpath=preceding-sibling::label[1]')).toHaveText('start s');
  await page.locator('.editor').screenshot({ path: `${ARTIFACTS}/trial-ab25-flow-start-390.png` });
});
