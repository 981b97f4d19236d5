import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict, settle } from './helpers';
import { CHALLENGE_WORDS } from '../src/lessons/button-names';

/**
 * Phone trial 10:30 (Vegas meets Reno at 390×844, touch) and its lesson-panel findings:
 * steps 11–17, the sheet left the step's text a fifth of the screen (186 px); step 23, an edit
 * that met the challenge's goals left the panel saying the challenge was untried; step 26,
 * Compare A/B opened under the sheet; step 22, buttons named only "Close".
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The lesson sheet's scrolling body: its height on screen and its scroll. */
const body = (page: Page) =>
  page.evaluate(() => {
    const b = document.querySelector<HTMLElement>('[data-testid="lesson-panel"] .lesson-body')!;
    const r = b.getBoundingClientRect();
    return { height: r.height, top: r.top, bottom: r.bottom, scrollTop: b.scrollTop, room: b.scrollHeight - b.clientHeight };
  });

/** A finger dragged up the sheet's body by `dy` px, as touch events (CDP), from 70 % down its height. */
async function dragUp(page: Page, dy: number): Promise<void> {
  const b = await body(page);
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const y = b.top + b.height * 0.7;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (dy * i) / 10 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('phone: the lesson sheet', () => {
  test.use(PHONE);

  test('answered, "Taller" gives the step\'s text at least twice the 186 px it had: head and bar one row each, the untried challenge a button in the bar (steps 11–17)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    // Answered, the sheet peeks at 40 % with the plots above it (trial-phone13, finding 3); the
    // student's "Taller" gives the step's text the room the 10:30 trial asked for.
    await page.getByTestId('lesson-sheet-size').tap();
    await expect.poll(async () => (await body(page)).height).toBeGreaterThanOrEqual(2 * 186);
    const b = await body(page);
    // The bar is one row: Back, Notes, Copy link, the challenge and Finish share a line.
    const tops = await page.locator('[data-testid="lesson-panel"] .lesson-nav button:visible').evaluateAll((bs) => bs.map((x) => Math.round(x.getBoundingClientRect().top)));
    expect(tops.length).toBe(5);
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByTestId('challenge-untried')).toHaveText(new RegExp(CHALLENGE_WORDS.untried));
    await expect(page.getByTestId('challenge-untried-go')).toHaveAccessibleName(CHALLENGE_WORDS.goToShort);
    await expect(page.getByTestId('lesson-next')).toHaveAccessibleDescription(new RegExp(CHALLENGE_WORDS.untried));
    // Every control of the sheet still a finger's size.
    for (const box of await page.locator('[data-testid="lesson-panel"] .lesson-nav button:visible, [data-testid="lesson-panel"] .lesson-head button').evaluateAll((bs) => bs.map((x) => x.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    // The Why in view with its text.
    const why = page.getByTestId('prediction-why');
    const w = await why.boundingBox();
    expect(w!.y).toBeGreaterThanOrEqual(b.top - 1);
    expect(w!.y + w!.height).toBeLessThanOrEqual(b.bottom + 1);
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson17-why-390.png` });
    // "Challenge ↓" goes to the challenge.
    await page.getByTestId('challenge-untried-go').tap();
    await expect(page.getByTestId('challenge-head')).toBeFocused();
  });

  test('a finger dragged up the sheet scrolls the step by about as far (steps 11–13)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await expect(page.getByTestId('veil')).toBeVisible();
    await expect(page.getByTestId('prediction-legend')).toBeVisible();
    const before = await body(page);
    expect(before.room).toBeGreaterThan(150);
    await dragUp(page, 150);
    await expect.poll(async () => (await body(page)).scrollTop).toBeGreaterThan(before.scrollTop + 100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Compare A/B from a lesson folds the sheet, its head says the lesson waits folded there, and the A/B note and table heads are in view above it (step 26)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    await page.getByRole('tab', { name: 'Compare A/B' }).tap();
    await expect(page.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('lesson-folded-where')).toHaveText('folded here for A/B');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 3 of 3');
    await compareSettled(page);
    const rule = page.getByTestId('ab-rule');
    await expect(rule).toContainText('B is picked by the app');
    await expect
      .poll(() =>
        rule.evaluate((n) => {
          const r = n.getBoundingClientRect();
          const sheet = document.querySelector('[data-testid="lesson-panel"]')!.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= sheet.top;
        }),
      )
      .toBe(true);
    // The table's column heads (what A and B are) are still on screen.
    const head = await page.getByRole('columnheader', { name: /^A: / }).first().boundingBox();
    expect(head!.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson17-compare-390.png` });
    // "Show the lesson" opens it again at the step.
    await page.getByTestId('lesson-fold').tap();
    await expect(page.getByTestId('lesson-folded-where')).toHaveCount(0);
    await expect(page.getByTestId('step-title')).toHaveText('Challenge: fair and busy');
  });

  test('every button that closes something says what it closes, and a closed dialog\'s are not in the accessibility tree (step 22)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(close|dismiss)$/i, includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close help' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close the glossary' })).toHaveCount(0);
    await page.getByTestId('help-button').tap();
    await expect(page.getByRole('button', { name: 'Close help' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the glossary' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Close help' }).tap();
    await expect(page.getByRole('button', { name: 'Close help' })).toHaveCount(0);
    await page.getByTestId('drawer-toggle').first().tap();
    await expect(page.getByRole('button', { name: 'Close the scenario editor' })).toBeVisible();
  });
});

test.describe('laptop: a changed run checks the challenge', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an edit that meets the challenge\'s goals shows the challenge met without pressing "Check challenge", which sits above the Hint (steps 23–24)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    const verdict = page.getByTestId('challenge-verdict');
    // The step as set up is not the student's try: nothing is checked for them yet.
    await expect(page.getByTestId('challenge-untried')).toBeVisible();
    await expect(verdict).toHaveCount(0);
    // Check challenge comes before the Hint.
    const order = await page.getByRole('region', { name: 'Your challenge' }).evaluate((sec) => {
      const button = sec.querySelector('[data-testid="check-challenge"]')!;
      const hint = sec.querySelector('details')!;
      return button.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING ? 'button first' : 'hint first';
    });
    expect(order).toBe('button first');
    await page.getByTestId('minth-value').fill('3');
    await page.getByTestId('minth-value').press('Enter');
    await settle(page);
    await page.getByTestId('maxth-value').fill('5');
    await page.getByTestId('maxth-value').press('Enter');
    await settle(page);
    await expect(page.getByTestId('challenge-done')).toBeVisible({ timeout: 30_000 });
    await expect(verdict).toContainText('Holds on your run');
    await expect(page.getByTestId('challenge-untried')).toHaveCount(0);
    // The bar under the step says so wherever the student is in it.
    await expect(page.getByTestId('challenge-status')).toHaveAttribute('data-state', 'met');
    await expect(page.getByTestId('challenge-status')).toContainText(CHALLENGE_WORDS.met.long);
    await page.getByRole('region', { name: 'Your challenge' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson17-challenge-auto-1366.png` });
  });
});

test.describe('laptop: a run the lesson loaded is not the student\'s try', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('back from another step\'s A/B ("Back to step 3 →"), having changed nothing, the challenge is still untried: no ✗ (phone trial 11:30, steps 24–25)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    await page.getByTestId('ab-of-step').click();
    await compareSettled(page);
    await expect(page.getByTestId('came-from')).toBeVisible();
    await page.getByTestId('came-from-back').click();
    await expect(page.getByTestId('step-title')).toHaveText('Challenge: fair and busy');
    await settle(page);
    // Step 2's finished run, seen for a moment under step 3, was checked as the student's edit.
    await expect(page.getByTestId('challenge-untried')).toBeVisible();
    await expect(page.getByTestId('challenge-verdict')).toHaveCount(0);
    await expect(page.locator('[data-testid="challenge-status"][data-state="not-met"]')).toHaveCount(0);
    // An edit of the student's own on this step is still checked by itself.
    await page.getByTestId('minth-value').fill('3');
    await page.getByTestId('minth-value').press('Enter');
    await settle(page);
    await expect(page.getByTestId('challenge-verdict')).toBeVisible({ timeout: 30_000 });
  });
});
