/**
 * Bufferbloat student, laptop 1366 × 768 ("Why does a big router buffer make a video call laggy
 * while a download runs, and what does CoDel do about it?"): what they met in the lesson's panel,
 * the top bar and the flow editor (bloat8).
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);
test.use({ viewport: { width: 1366, height: 768 } });

/** The top bar's controls as a person reads them, in order (buttons, and the theme's select by its label). */
const topBar = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header.top button, header.top select, header.top a')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim()),
  );

test('item 6: the top bar keeps its buttons when the lesson panel is closed and opened again', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await settle(page);
  const inLesson = await topBar(page);
  expect(inLesson.length).toBeGreaterThan(3);
  await page.getByTestId('lesson-close').click();
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  expect(await topBar(page)).toEqual(inLesson);
  await page.goBack();
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  expect(await topBar(page)).toEqual(inLesson);
});

test('item 7: Next on a step whose prediction is unanswered says the run is still covered, and moves on when pressed again', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await settle(page);
  const next = page.getByTestId('lesson-next');
  await next.click();
  // Not moved: the step and its veil are still there, and the line says why, as Next's description.
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  const line = page.getByTestId('next-unrun');
  await expect(line).toBeVisible();
  await expect(line).toContainText('You have not run this step yet');
  await expect(line).toHaveAttribute('role', 'status');
  await expect(next).toHaveAccessibleDescription(/You have not run this step yet.*press Next again to skip it/);
  await page.screenshot({ path: 'test-results/bloat8-next-unrun-1366.png' });
  // "Answer the question" takes the keyboard to the first answer.
  await page.getByTestId('next-unrun-go').click();
  await expect(page.locator('[data-testid="prediction"] input').first()).toBeFocused();
  // Pressed again, Next moves on: nothing is blocked.
  await next.click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
  await expect(page.getByTestId('next-unrun')).toHaveCount(0);
});

test('item 7: once the prediction is answered, Next moves on at once', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await settle(page);
  await predict(page, 1);
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
});

test('item 3: the call\'s duration field has a visible label that says what it is, tied to its box', async ({ page }) => {
  await page.goto('/#v=1&preset=voice-fifo');
  await settle(page);
  const box = page.getByRole('spinbutton', { name: 'Flow 5 duration (s)' });
  await expect(box).toHaveValue('26');
  const id = await box.getAttribute('id');
  expect(id).toBeTruthy();
  const label = page.locator(`label[for="${id}"]`);
  await expect(label).toHaveText('duration s');
  await label.click();
  await expect(box).toBeFocused();
  await page.getByTestId('flow-row-4').screenshot({ path: 'test-results/bloat8-cbr-row.png' });
});
