import { expect, test } from '@playwright/test';

/**
 * "Flows over time": an unlimited flow's bar read "0.00 s · running" while the run computed and
 * "0.00 s · unlimited" once it was done, and a lecturer took the change for a restart (trial 13:10,
 * s06). It says the same thing throughout.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('an unlimited flow’s bar in "Flows over time" reads "sends until the end" while the run computes and after it is done', async ({ page }) => {
  await page.goto('/#v=1&preset=seed003-e6-red');
  const bar = page.locator('.bar-text').first();
  await expect(bar).toHaveText('0.00 s · sends until the end');
  await expect(page.getByTestId('summary')).toHaveAttribute('data-done', 'yes', { timeout: 120_000 });
  await expect(bar).toHaveText('0.00 s · sends until the end');
});
