import { expect, type Page } from '@playwright/test';
import { settle } from './helpers';

/**
 * The bufferbloat lesson's step 5 passed as the trials passed it: a 50-packet FIFO, "Check
 * challenge", and the CoDel comparison beside the verdict computed (its own run, in a lesson worker).
 */
export async function passStep5WithFifo50(page: Page): Promise<void> {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 5 of 6');
  await page.getByTestId('buffer').fill('50');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('challenge-beside')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
}
