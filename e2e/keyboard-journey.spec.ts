import { expect, test, type Page } from '@playwright/test';
import { compareSettled, settle } from './helpers';

/**
 * A keyboard-only student (no mouse event anywhere in this file): landing → a lesson → the
 * prediction with the radio group and Submit → the run → the live region says the late flow's
 * completion time → Compare A/B → the results table; and the same into Sweep. After each
 * navigation focus is on the new view's main heading and the document title names it.
 */

test.describe.configure({ timeout: 180_000 });

/** What has focus: its test id, else its tag. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return a?.dataset.testid ?? a?.id ?? a?.tagName ?? 'none';
  });
}

/** Press Tab (or Shift+Tab) until the control with this test id has focus. */
async function tabTo(page: Page, testId: string, back = false, max = 250): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focused(page)) === testId) return i;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Focus lands on the heading matching `selector`, never on BODY. */
async function expectHeadingFocused(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((s) => document.activeElement === document.querySelector(s) && /^H[1-6]$/.test(document.activeElement!.tagName), selector), { message: `focus on ${selector}` })
    .toBe(true);
}

const live = (page: Page) => page.getByTestId('live-region');

/** The late flow's completion time as the metric catalogue rounds it (one decimal, "33.1 s"). */
async function lateFlowTime(page: Page, store: 'results' | 'compareResults' = 'results'): Promise<string> {
  return page.evaluate((k) => {
    const r = (window as any).__clab[k].current.summary;
    return `${r.flows[2].summary.elapsedTime.toFixed(2)} s`; // as the metric catalogue gives elapsed times (2 decimals)
  }, store);
}

test('keyboard only: landing → lesson → radio group + Submit → live region names the late flow’s time → Compare → results table', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Lessons and demos · Congestion Lab');
  await tabTo(page, 'hero-start');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '[data-testid="step-title"]');
  await expect(page).toHaveTitle(/^Step 1 of \d+: .+ — .+ · Congestion Lab$/);
  await settle(page);

  // Veiled: the live region says the run finished, without a figure.
  await expect(live(page)).toHaveText('Run finished. Answer the question to see the results.');
  const hidden = await lateFlowTime(page);
  expect(await live(page).innerText()).not.toContain(hidden);
  expect(await page.locator('body').ariaSnapshot()).not.toContain(hidden);

  // The answers are a radio group: arrows move the choice, nothing is submitted.
  await tabTo(page, 'prediction-choice-0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('prediction-choice-2')).toBeChecked();
  await expect(page.getByTestId('prediction-choice-2')).toBeFocused();
  await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'no');
  await expect(page.getByTestId('veil')).toBeVisible();
  await tabTo(page, 'prediction-submit');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('veil')).toHaveCount(0);
  await expect(page.getByTestId('prediction-outcome')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => focused(page)).toBe('prediction-outcome');

  // The run's settled result, with the late flow's completion time, is said.
  await settle(page);
  const late = await lateFlowTime(page);
  await expect(live(page)).toContainText(`flow 3 (third) took ${late}`, { timeout: 15_000 });
  await expect(page.getByTestId('elapsed-2')).toContainText(late.replace(' s', ''));

  // Compare A/B from the mode tabs: arrows move along the tablist, Enter opens the mode.
  await tabTo(page, 'mode-explore', true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('mode-compare')).toBeFocused();
  await expect(page.getByTestId('mode-explore')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mode-compare')).toHaveAttribute('aria-selected', 'true');
  await expectHeadingFocused(page, '#cmp-h');
  await expect(page).toHaveTitle(/ — Compare A\/B · Congestion Lab$/);
  await compareSettled(page);
  const lateA = await lateFlowTime(page);
  const lateB = await lateFlowTime(page, 'compareResults');
  await expect(live(page)).toContainText('A/B runs finished', { timeout: 15_000 });
  await expect(live(page)).toContainText(`flow 3 (third) took ${lateA}`);
  await expect(live(page)).toContainText(`flow 3 (third) took ${lateB}`);

  // The skip link to the results: the first stops of the Tab order.
  await tabTo(page, 'skip-results', true);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '[data-testid="compare-summary"] h2');
  await expect(page.getByTestId('compare-table')).toContainText('third');
});

test('keyboard only: a demo from the landing page → Sweep → the sweep finishes, is announced, and its results are one skip link away', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, 'demo-seed000-droptail');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '[data-testid="scenario-name"]');
  const title = await page.getByTestId('scenario-name').innerText();
  await expect(page).toHaveTitle(`${title} · Congestion Lab`);
  await settle(page);
  await expect(live(page)).toContainText('Run finished', { timeout: 15_000 });
  await expect(live(page)).toContainText('flow 3 (third) took');

  await tabTo(page, 'mode-explore', true);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('mode-sweep')).toBeFocused();
  await page.keyboard.press('Space');
  await expectHeadingFocused(page, '#sweep-h');
  await expect(page).toHaveTitle(`${title} — Sweep · Congestion Lab`);
  await tabTo(page, 'sweep-values');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0,2');
  await tabTo(page, 'sweep-run');
  await page.keyboard.press('Enter');
  await expect(live(page)).toContainText(/Sweep (started|: \d+ of)/);
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(live(page)).toContainText(/^Sweep finished: \d+ runs/);
  await tabTo(page, 'skip-results', true);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '[data-testid="sweep-results"] h2');
  await expect(page.getByTestId('sweep-results').locator('table').first()).toBeVisible();
  // The results table has a caption: its name in a screen reader's list of tables.
  await expect(page.getByTestId('sweep-table')).toHaveAccessibleName(/ against .*: median \[Q1, Q3\] per configuration$/);

  // Back to the landing page from the header's home button: focus on its heading.
  await tabTo(page, 'home', true);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '[data-testid="landing"] h1');
  await expect(page).toHaveTitle('Lessons and demos · Congestion Lab');
});
