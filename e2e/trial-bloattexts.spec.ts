import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict, settle } from './helpers';
import { encodeLink } from '../src/url/link-codec';
import { findLesson } from '../src/lessons/built-in';
import { stepScenario } from '../src/lessons/schema';
import { getBottleneck, setBottleneck } from '../src/scenario-edit/bottleneck';
import { changeDiscipline } from '../src/scenario-edit/queue-edit';

/**
 * The bufferbloat trial of 22:35 (bloat-2235), as a student at 1366×768:
 * - confusion 6: "Now look at" on the FQ-CoDel step left the call's dots among bulk 1's; it now
 *   highlights flow 5 (voice), and says so;
 * - confusion 2: step 1's four delay figures are tied in one line under the check's, computed;
 * - confusion 15: a copied link of step 6 edited to CoDel, buffer 1000, opened fresh under the
 *   preset's "…1000-packet FIFO (tail drop)" title and description, the editor on "Custom scenario";
 * - confusions 12, 13: A/B's rule kept the step's 2 Mbit/s after a rate edit, and its headline
 *   rows changed once the rate was 10 Mbit/s and the lesson panel closed.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('FQ-CoDel step: "Now look at" highlights flow 5 (voice), as the plots\' highlight menu then shows, and its description says so (confusion 6)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
  await predict(page, 1);
  const look = page.getByTestId('look-at-after-answer');
  await expect(look).toHaveText('Now look at: “Queueing delay” plot, 15–18 s ↓');
  await expect(look).toHaveAccessibleDescription("Also highlights flow 5 (voice) in every plot (the plots' highlight menu)");
  await expect(page.getByTestId('highlight-flow')).toHaveValue('-1');
  await look.click();
  await expect(page.getByTestId('highlight-flow')).toHaveValue('4');
  await expect(page.getByTestId('canvas-delay')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloattexts-fq-voice-highlighted-1366.png` });
});

test('FIFO step: after the answer, one line under the check ties the one-way delay, the queue, the plot\'s median and the p95, computed from the run (confusion 2)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await predict(page, 1);
  const line = page.getByTestId('check-verdict-adds-up');
  await expect(line).toContainText("How these figures add up: Flow 5 (voice) one-way delay 358.3 ms is the path's own 30 ms plus 328.3 ms in the queue.");
  await expect(line).toContainText(/nearly all of 1500 bytes: at 10 Mbit\/s each takes 1\.2 ms to send, and 2\d\d\.\d × 1\.2 ms ≈ 3\d\d ms, near the queueing delay's mean, 320\.3 ms\./);
  await expect(line).toContainText("The queueing delay's median in the measurement window, 298.0 ms, is the middle of all flows' waits there, below their mean.");
  await expect(line).toContainText(/Flow 5 \(voice\)'s p95, 727\.0 ms, is over twice its mean: its longest waits came as the window opened, with the start-up's queue still \d+ packets at 5\.\d s, and at the queue's peak of \d+ packets at (9|10|11)\.\d s\./);
  await expect(page.getByTestId('look-at-after-answer')).toHaveAccessibleDescription(/flow 5 \(voice\)/);
  await page.getByTestId('look-at-after-answer').click();
  await expect(page.getByTestId('highlight-flow')).toHaveValue('4');
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloattexts-step1-adds-up-1366.png` });
});

test('a copied link of step 6 edited to CoDel, buffer 1000, opens fresh titled as edited, not as the preset (confusion 15)', async ({ browser }) => {
  const lesson = findLesson('bufferbloat-voice')!;
  const built = stepScenario(lesson.steps[5]);
  if (!built.ok) throw new Error(built.error);
  const sc = structuredClone(built.scenario);
  setBottleneck(sc, { queue: { ...changeDiscipline(getBottleneck(sc)!.queue, 'codel'), limit: 1000 } });
  const fragment = encodeLink(sc, 'voice-fifo', { id: lesson.id, step: 6 });
  expect(fragment).toContain('&s=');
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`/#${fragment}`);
  const title = page.getByTestId('scenario-name');
  await expect(title).toHaveText(/^Edited/);
  await expect(title).toContainText('CoDel, buffer 1000 packets');
  await expect(title).not.toContainText('FIFO (tail drop)');
  await expect(page.getByTestId('scenario-description')).toHaveCount(0);
  await expect(page.getByTestId('preset')).not.toContainText('Custom scenario');
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloattexts-shared-edited-step6-1366.png` });
  await context.close();
});

test('A/B on step 6 edited to CoDel, then 10 Mbit/s with the lesson closed: A named at its rate now, the headline rows the step\'s (confusions 12, 13)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
  await predict(page, 1);
  await page.getByTestId('discipline').selectOption('codel');
  await page.getByTestId('buffer').fill('1000');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  const rows = () => page.getByTestId('compare-headline-row').evaluateAll((rs) => rs.map((r) => (r as HTMLElement).dataset.label ?? ''));
  const at2 = await rows();
  expect(at2.join('\n')).toMatch(/95th percentile/);
  expect(at2.join('\n')).not.toMatch(/over 150 ms/);
  await page.getByTestId('rate').fill('10000');
  await page.getByTestId('rate').press('Enter');
  await page.getByTestId('lesson-close').click();
  await compareSettled(page);
  await expect(page.getByTestId('ab-rule')).toContainText('(now 10 Mbit/s, CoDel, buffer 1000 packets)');
  expect(await rows()).toEqual(at2);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloattexts-ab-10mbit-1366.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('FIFO step: the line that ties the delay figures is in the sheet under the check\'s figures, whole', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await predict(page, 1);
    const line = page.getByTestId('check-verdict-adds-up');
    await expect(line).toContainText('How these figures add up:');
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloattexts-step1-adds-up-phone.png` });
  });
});
