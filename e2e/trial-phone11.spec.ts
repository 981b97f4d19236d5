/**
 * Issue 37, what a new student met on a phone (390×844, touch) in "Vegas meets Reno" (trial
 * phone-0220): the figure a prediction asks about hidden behind the lesson sheet (s04, s10), the
 * A/B button's silent jump back to step 2 (s17), two threshold pairs for one run (s12), a
 * challenge step's first check confirming the unfair result (s12–s15), and a tip left open over
 * the editor (s25).
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('step 2: the prediction verdict names the figure it was judged on, as At a glance shows it ("Vegas/Reno 0.811")', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    const glance = page.getByTestId('glance-headline').and(page.locator('[data-key="run.vegasRenoRatio:"]')).locator('dd');
    const value = (await glance.innerText()).trim();
    expect(value).toBe('0.811');
    await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toHaveText(`✓ Your prediction: right. The run: Vegas/Reno ${value}.`);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-verdict-390.png` });
  });

  test('step 2 answered: the demo description is folded to its first sentence ("More about this demo ▸", by keyboard) and At a glance\'s first figure sits above the sheet', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    const sheet = page.getByTestId('lesson-panel');
    const figure = page.getByTestId('glance-headline').first().locator('dd');
    await expect(figure).toHaveText(/\d/);
    // At a glance's title is above the sheet, and its first figure is said in the verdict in view in
    // the sheet (at 58 % since phone trial 10:30, the sheet covers the figures' row: the step's text
    // had a fifth of the screen at 45 %).
    const [t, s] = [(await page.getByRole('heading', { name: 'At a glance' }).first().boundingBox())!, (await sheet.boundingBox())!];
    expect(t.y + t.height, 'At a glance\'s title above the sheet').toBeLessThanOrEqual(s.y);
    await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toContainText((await figure.innerText()).trim());
    await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toBeInViewport();
    const description = page.getByTestId('scenario-description');
    await expect(description).toContainText('(min_th 4, max_th 6 packets).');
    await expect(description).not.toContainText('Small thresholds');
    const more = page.getByRole('button', { name: 'More about this demo' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-folded-390.png` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(description).toContainText('Small thresholds');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(description).not.toContainText('Small thresholds');
  });

  test('step 3\'s "Step 2 against tail drop in A/B": the sheet says where the student is, that the answers are kept, shows step 2\'s answer as answered, and goes back to step 3', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    await page.getByTestId('lesson-next').tap();
    await predict(page, 1);
    await expect(page.getByTestId('prediction-legend')).toHaveText('Your prediction');
    await page.getByTestId('ab-of-step').tap();
    await expect(page.getByTestId('lesson-progress')).toContainText('Step 2 of 3');
    // Compare A/B from a step folds the sheet off A/B's table, saying so (phone trial 10:30, step 26); opened, it says where the student is.
    await expect(page.getByTestId('lesson-folded-where')).toHaveText('folded here for A/B');
    await page.getByTestId('lesson-fold').tap();
    const note = page.getByTestId('came-from');
    await expect(note).toHaveText('Step 2’s set-up in Compare A/B — your answers are kept. Back to step 3 →');
    await expect(page.getByTestId('prediction-legend')).toHaveText('Your prediction');
    await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'yes');
    await expect(page.getByTestId('prediction-outcome')).toContainText('Your prediction: right. The run: Vegas/Reno 0.811.');
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-came-from-390.png` });
    await page.getByRole('button', { name: 'Back to step 3 →' }).tap();
    await expect(page.getByTestId('lesson-progress')).toContainText('Step 3 of 3');
    await expect(page.getByTestId('came-from')).toHaveCount(0);
    await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'yes');
  });

  test('step 3 "Challenge: fair and busy": the step\'s check says it is about the step\'s set-up, with its figure; the challenge is headed "Your challenge"', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    await predict(page, 1);
    await expect(page.getByTestId('check-head')).toHaveText('Check on the step’s set-up');
    await expect(page.getByTestId('check-set-up-line')).toHaveText('The step’s set-up (Gentle RED 10–18 packets): Vegas/Reno 0.351, under 0.5 as predicted');
    await expect(page.getByTestId('challenge-head')).toHaveText('Your challenge');
    await expect(page.getByRole('region', { name: 'Your challenge' })).toContainText('at least 85 % of Reno');
    await page.getByTestId('check-set-up-line').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-set-up-line-390.png` });
  });

  test('the editor\'s field tips on a phone: a committed value closes its tip (Enter, or Next to the following field), and the next field\'s tip does not open over the form', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await page.getByTestId('drawer-toggle').tap();
    await page.locator('.editor.drawer').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const open = page.locator('.term-tip:popover-open');
    const maxTh = page.getByTestId('maxth-value');
    await maxTh.tap();
    await expect(page.getByTestId('tip-max-th')).toBeVisible();
    await maxTh.fill('6');
    // While a value is typed the tip keeps its room under the field (the fields below stay put).
    await expect(page.getByTestId('tip-max-th')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(open).toHaveCount(0);
    // min_th typed in, then the keyboard's Next (Tab) to max_th: no tip is left open over the form.
    const minTh = page.getByTestId('minth-value');
    await minTh.tap();
    await expect(page.getByTestId('tip-min-th')).toBeVisible();
    await minTh.fill('3');
    await page.keyboard.press('Tab');
    // Focus is on the next field (max_th's slider), inside a tip host of its own.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.matches('input') && !!document.activeElement.closest('.term-tip-host') && (document.activeElement as HTMLElement).dataset.testid !== 'minth-value')).toBe(true);
    await expect(open).toHaveCount(0);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-tips-390.png` });
  });
});

test('at 1366×768 the verdict names the figure too (step 1, a wrong answer: "Vegas/Reno 0.281")', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
  await settle(page);
  await predict(page, 1);
  await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toHaveText('✗ Your prediction: not this one. The run: Vegas/Reno 0.281.');
  // A wide screen has room: the description is whole, with no button.
  await expect(page.getByTestId('scenario-description')).toContainText('reads it as congestion and backs off');
  await expect(page.getByTestId('description-more')).toHaveCount(0);
});
