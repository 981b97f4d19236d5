import { CALL_DELAY_BAR_MS as BAR } from '../src/sim-core/metrics/call-delay-bar';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * bloat-2045 (the bufferbloat lesson at 1366×768), C6 and C4: the line under "Check my edited run"
 * quoted one bound after every figure, the first one whatever failed: "it does not hold: Flow 5
 * (voice) one-way delay 183.8 ms, needs > 40 ms" (183.8 > 40 holds; "< 100 ms" failed), and "…358.3
 * ms, Utilization 99.9 %, needs < 100 ms" (as if the utilization needed < 100 ms). Now each failed
 * condition names its own figure and bound, the ones that held apart as met. C5: PIE's Target box
 * shows ms, and its accessible name says ms too (it said "(s)").
 */

test.use({ viewport: { width: 1366, height: 768 } });

async function checkEdited(page: Page) {
  const panel = page.getByTestId('lesson-panel');
  const tryButton = panel.getByTestId('try-check-run');
  await settle(page);
  await tryButton.scrollIntoViewIfNeeded();
  await tryButton.click();
  const outcome = panel.getByTestId('try-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'done');
  return outcome;
}

test(`step 3, PIE’s target set to 200 ms through the field named in ms: the flip names the failed "< ${BAR} ms" (C6, C5; one bar since issue 37)`, async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=3');
  await predict(page, 1);
  // Found by the unit it shows, as a screen reader says it (C5).
  const target = page.getByRole('spinbutton', { name: 'target queueing delay (ms); RFC 8033: 15 ms' });
  await expect(target).toHaveValue('15');
  await target.fill('200');
  await target.press('Enter');
  const outcome = await checkEdited(page);
  await expect(outcome).toHaveAttribute('data-flipped', 'yes');
  await expect(outcome).toContainText(`On your edited run the claim no longer holds: Flow 5 (voice) one-way delay 183.8 ms, where the claim needs < ${BAR} ms; as the step set it up, the claim held`);
  await page.screenshot({ path: `${ARTIFACTS}/trial-checkwords-pie-1366.png` });
});

test('step 2, tail drop back: the delay with its own bound, the utilization apart as met (C4)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await predict(page, 1);
  await page.getByTestId('discipline').selectOption('droptail');
  const outcome = await checkEdited(page);
  await expect(outcome).toContainText(`On your edited run the claim no longer holds: Flow 5 (voice) one-way delay 358.3 ms, where the claim needs < ${BAR} ms (met: Utilization 99.9 % > 95 %); as the step set it up, the claim held`);
  await page.screenshot({ path: `${ARTIFACTS}/trial-checkwords-taildrop-1366.png` });
});
