import { expect, test } from '@playwright/test';
import { ARTIFACTS, inSheetView, predict } from './helpers';
import { passStep5WithFifo50 } from './bufferbloat-steps';

/**
 * Bloat trial 20:45 (a new student at 1366×768), the bufferbloat lesson's content: C8, after the
 * 50-packet FIFO passed step 5 the note said only where it beat CoDel, and the caution that a buffer
 * sized for one rate breaks at another came at the note's end; C7, the FQ-CoDel step's why turned
 * to the downloads' cwnd on strips too thin to read.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('step 5: right under where the passed 50-packet FIFO beats CoDel, a caution says in one sentence that its success holds only at this rate, with its 50 packets\' waiting at 2 Mbit/s, and that step 6 shows why, without step 6\'s figure (C8; bloat-2235 confusion 8; bloat-0315 confusion 5)', async ({ page }) => {
  await passStep5WithFifo50(page);
  const edge = page.getByTestId('challenge-beside-edge');
  const caution = page.getByTestId('challenge-beside-caution');
  await expect(edge).toHaveText("Your queue does better than step 2's CoDel on the rest: system goodput 9.72 Mbit/s against 9.42 Mbit/s; flow 5 (voice): packet loss (UDP) 0.0 % against 0.3 %. Its link was busier: bottleneck: utilization 100.0 % against 97.0 % (neither better nor worse by itself).");
  // The point without step 6's figure, which step 6 asks the student to predict (bloat-2235 confusion 8),
  // but with the buffer's own waiting at that rate, computed (bloat-0315 confusion 5).
  await expect(caution).toHaveText("But your small FIFO's success holds only at this link's rate: at 2 Mbit/s a 1500-byte packet takes 6 ms to send, so the same 50 packets, full, are 300 ms of waiting, and step 6 shows why.");
  // Next to the edge, before the drops' side story: both in sight at once.
  const order = await page.getByTestId('challenge-beside').locator('p').evaluateAll((ps) => ps.map((p) => (p as HTMLElement).dataset.testid ?? ''));
  expect(order.indexOf('challenge-beside-caution')).toBe(order.indexOf('challenge-beside-edge') + 1);
  expect(order.indexOf('challenge-beside-drops')).toBeGreaterThan(order.indexOf('challenge-beside-caution'));
  await caution.scrollIntoViewIfNeeded();
  expect(await inSheetView(page, edge)).toBe(true);
  expect(await inSheetView(page, caution)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloat2045-step5-caution-1366.png` });
});

test('FQ-CoDel step: the why is about the call; the downloads\' halvings are folded under it, and "Now look at" shows the delay plot zoomed (C7)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 4 of 6');
  await predict(page, 1);
  const why = page.getByTestId('prediction-why');
  await expect(why).toContainText("FQ-CoDel's 95th percentile is 31.3 ms here");
  await expect(why.getByText('come in pairs', { exact: false })).toBeHidden();
  const fold = why.getByTestId('prediction-why-aside');
  await expect(fold.locator('summary')).toHaveText("More: Why the link is less busy: the downloads' halvings");
  await expect(fold).not.toHaveAttribute('open');
  await expect(why.getByText('58 of their 72 window halvings', { exact: false })).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloat2045-fq-codel-why-1366.png` });
  await fold.locator('summary').click();
  await expect(why.getByText('58 of their 72 window halvings', { exact: false })).toBeVisible();
  await page.getByTestId('look-at-after-answer').click();
  await expect(page.getByTestId('look-at-after-answer')).toContainText('15–18 s');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloat2045-fq-codel-look-1366.png` });
});
