import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';
import { passStep5WithFifo50 } from './bufferbloat-steps';

/**
 * Bloat trial 02:20 (a new student at 1366×768; issue 37): what the trial read as jargon or as an
 * edit not applied, held where the student reads it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('step 1: the resending detail (SACK, go-back-N) is folded under the explanation; unfolded, one sentence on why resends outnumber drops (confusion 1)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  await settle(page);
  await predict(page, 1);
  const explanation = page.getByTestId('explanation');
  await expect(explanation).toBeVisible();
  await expect(page.getByTestId('lesson-panel')).toContainText('resends more than it lost');
  const fold = page.getByTestId('explanation-aside');
  await expect(fold.locator('summary')).toHaveText('More: Why does bulk 1 resend packets that were never lost?');
  await expect(fold).not.toHaveAttribute('open', '');
  await expect(fold.getByText(/go-back-N/)).toBeHidden();
  await fold.locator('summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-step1-fold-laptop.png` });
  await fold.locator('summary').click();
  await expect(fold.getByText(/go-back-N/)).toBeVisible();
});

test('step 2: the line under the CoDel queue plot says CoDel\'s state in plain words (confusion 2)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
  await settle(page);
  await predict(page, 0);
  const line = page.getByTestId('queue-state');
  await expect(line).toContainText('CoDel in its dropping state:');
  await expect(line).toContainText(/drops since it last started dropping \d+ \(count\)/);
  // At the run's end CoDel is not dropping: no drop is due, and none is said to be (bloat trial 04:00, s7).
  await expect(line).toContainText('CoDel in its dropping state: no');
  await expect(line).not.toContainText('next drop due');
  await expect(line).toContainText(/last packet waited \d+\.\d ms \(sojourn\)/);
  await expect(line).not.toContainText('counted for its rate');
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-codel-line-laptop.png` });
});

test('step 6: CoDel\'s buffer 50 → 1000 gives the same figures, and At a glance says why (confusion 5)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 6 of 6');
  await settle(page);
  await predict(page, 0);
  await page.getByTestId('discipline').selectOption('codel');
  await settle(page);
  await expect(page.getByTestId('glance')).toHaveAttribute('data-state', 'final');
  // The switch to CoDel changed the figures: nothing said.
  await expect(page.getByTestId('glance-same-figures')).toHaveCount(0);
  const before = await page.getByTestId('glance-headline').allTextContents();
  await page.getByTestId('buffer').fill('1000');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  const note = page.getByTestId('glance-same-figures');
  await expect(note).toContainText(/^Same figures as your previous run \(CoDel, buffer 50 packets\): your change, Buffer 50 → 1000 packets, made no difference, as the queue stayed under 50 packets \(at most \d+\)\.$/);
  expect(await page.getByTestId('glance-headline').allTextContents()).toEqual(before);
  await page.getByTestId('glance').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-same-figures-laptop.png` });
});

test('step 5: a passed 50-packet FIFO says the queue\'s drops and the call\'s, and why the call lost none (confusion 6)', async ({ page }) => {
  await passStep5WithFifo50(page);
  const drops = page.getByTestId('challenge-beside-drops');
  // Its own line since bloat-2045 C8, after where the small FIFO beats CoDel (bloat-1540, confusion 7) and the caution that follows it.
  await expect(drops).toHaveText(/^Over the whole run your queue dropped \d+ packets, 0 of them flow 5 \(voice\)'s: tail drop drops whatever arrives while the buffer is full/);
  await drops.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-challenge-drops-laptop.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('step 6: in the Scenario drawer, "Updated with Buffer 1000 packets." says the figures did not change and why (confusion 5)', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 6 of 6');
    await settle(page);
    await predict(page, 0);
    await page.getByTestId('drawer-toggle').tap();
    await page.getByTestId('discipline').selectOption('codel');
    await settle(page);
    const status = page.getByTestId('drawer-rerun');
    await expect(status).toHaveAttribute('data-state', 'updated');
    await expect(page.getByTestId('drawer-same-figures')).toHaveCount(0);
    await page.getByTestId('buffer').fill('1000');
    await page.getByTestId('buffer').press('Enter');
    await settle(page);
    await expect(status).toContainText(/^Updated with Buffer 1000 packets\. Same figures as your previous run \(CoDel, buffer 50 packets\): your change, Buffer 50 → 1000 packets, made no difference, as the queue stayed under 50 packets \(at most \d+\)\.$/);
    await expect(status).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-same-figures-phone.png` });
  });
});
