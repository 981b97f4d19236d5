import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

test('a student takes the L4S lesson: DCTCP alone, DCTCP beside CUBIC in one queue, the pair through DualPI2 with its probabilities, the challenge', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('start-l4s-low-delay').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 4');

  // 1. DCTCP alone keeps the link full through a 20-packet step marker.
  await predict(page, 0);
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'yes');

  // 2. One step-marking queue: CUBIC is squeezed below 2000 kbit/s.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 4');
  await predict(page, 1);
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');

  // 3. DualPI2: both flows above 3000 kbit/s, DCTCP under 35 ms; the panel draws p′, p_C and p_L.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 3 of 4');
  await predict(page, 0);
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
  const panel = page.getByTestId('plot-red');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toContainText("DualPI2's drop and mark probabilities over the run");
  for (const key of ['pBase', 'pC', 'pL']) await expect(panel.locator(`path[data-line="${key}"]`)).toHaveAttribute('d', /^M.+L/);
  await expect(page.getByTestId('probability-legend').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('desc-red')).toContainText(/base probability p′ averages [\d.]+ % over the whole run/);
  await page.screenshot({ path: `${ARTIFACTS}/l4s-dualpi2-laptop.png` });

  // 4. Challenge: one step-marking queue, as set up, does not give both flows short delays and rates.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 4 of 4');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no');
});

test('the L4S presets run, and presentation mode offers the DualPI2 panel by what it draws', async ({ page }) => {
  for (const preset of ['l4s-dctcp-alone', 'l4s-dctcp-cubic-step', 'l4s-dctcp-cubic-fqcodel', 'l4s-dctcp-cubic-dualpi2']) {
    await page.goto(`/#v=1&preset=${preset}`);
    await settle(page);
    await expect(page.getByTestId('summary')).toContainText('DCTCP');
  }
  await page.goto('/#v=1&preset=l4s-dctcp-cubic-dualpi2&present=1&theme=projector');
  await settle(page);
  await expect(page.getByTestId('plot-chooser')).toContainText('Drop/mark probabilities');
  await page.getByTestId('plot-menu-toggle').click();
  // Two kinds (queue, cwnd) fill the screen: one unticked first frees another (phone-0315, confusion 7).
  await page.getByTestId('choose-cwnd').uncheck();
  await page.getByTestId('choose-red').check();
  await expect(page.getByTestId('probability-plot')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/l4s-dualpi2-projector.png` });
});
