/**
 * Issue 37, navigation and presets met by new users: the browser's Back after a preset chosen in
 * Explore, and A/B's order when the student chooses the other preset of a study's pair.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, settle, urlSettled } from './helpers';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const historyLength = (page: Page) => page.evaluate(() => history.length);

test('Back after choosing another preset returns to the one before, with its edit; Back again to the landing page; edits add no entries', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  // Preset X from the landing page's demos.
  await page.getByTestId('demo-seed000-droptail').click();
  await expect(page.getByTestId('landing')).toHaveCount(0);
  await settle(page);
  await urlSettled(page);
  const entries = await historyLength(page);
  // An ordinary edit of X replaces X's address; it is no entry of its own.
  await page.getByTestId('discipline').selectOption('red');
  // Preset Y from the menu, chosen before X's edit has been written to the address.
  await page.getByTestId('preset').selectOption('dumbbell-droptail');
  await expect(page.getByTestId('preset')).toHaveValue('dumbbell-droptail');
  await settle(page);
  await urlSettled(page);
  expect(hashOf(page)).toContain('preset=dumbbell-droptail');
  expect(await historyLength(page), 'one entry for the preset chosen, none for the edit').toBe(entries + 1);

  await page.goBack();
  await expect(page.getByTestId('discipline')).toHaveValue('red');
  await urlSettled(page);
  // X as it was left: its edit is in the address (an edited preset's link says "from=").
  expect(hashOf(page)).toMatch(/(preset|from)=seed000-droptail(&|$)/);
  await expect(page.getByTestId('landing')).toHaveCount(0);

  await page.goBack();
  await expect(page.getByTestId('landing')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  // Forward returns to X and then to Y.
  await page.goForward();
  await expect(page.getByTestId('discipline')).toHaveValue('red');
  await page.goForward();
  await expect(page.getByTestId('preset')).toHaveValue('dumbbell-droptail');
});

test('opening A/B is a history entry: Back returns to Explore of the same preset', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-droptail');
  await settle(page);
  await urlSettled(page);
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('compare-panel')).toBeVisible();
  await urlSettled(page);
  expect(hashOf(page)).toContain('mode=compare');
  await page.goBack();
  await expect(page.getByTestId('compare-panel')).toHaveCount(0);
  await expect(page.getByTestId('summary')).toBeVisible();
  expect(hashOf(page)).toContain('preset=seed000-droptail');
});

test('A/B: choosing the study’s other preset from "Find a preset" makes it A, and the header says the app changed B to its counterpart', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-droptail&mode=compare');
  await compareSettled(page);
  const cardA = page.getByTestId('ab-card-a').locator('h3');
  const cardB = page.getByTestId('ab-card-b').locator('h3');
  await expect(cardA).toContainText('Tail drop');
  await expect(cardB).toContainText('RED');
  // The rule, said before anything changes: where A came from (a preset of a pair), B picked by the app.
  await expect(page.getByTestId('ab-rule')).toContainText('A is one preset of a pair: “Late flow vs two downloads — tail drop”');
  await expect(page.getByTestId('ab-rule')).toContainText('B is picked by the app: its counterpart');
  await expect(page.getByTestId('b-status')).toHaveCount(0);

  await page.getByTestId('preset-search').fill('late flow');
  await page.getByTestId('preset-result-seed000-red').click();
  await compareSettled(page);
  // A is the preset chosen (RED), B its counterpart (tail drop): said in words, not a silent swap.
  await expect(cardA).toContainText('RED');
  await expect(cardB).toContainText('Tail drop');
  const said = page.getByTestId('b-status');
  await expect(said).toHaveAttribute('role', 'status');
  // Said once, without repeating the rule above it: what B was and what it is now.
  await expect(said).toContainText('B changed with your choice: it was RED');
  await expect(said).toContainText('it is now Tail drop');
  await expect(page.getByTestId('ab-rule')).toContainText('A is one preset of a pair: “Late flow vs two downloads — RED”');
  await page.getByTestId('compare-panel').screenshot({ path: `${ARTIFACTS}/trial-nav6-ab-swap-1366.png` });
  // A queue set for B by the student is theirs: the app's words give way.
  await page.getByTestId('b-discipline').selectOption('codel');
  await expect(page.getByTestId('b-status')).toHaveCount(0);
  await expect(page.getByTestId('ab-rule')).toContainText('B is the same traffic under the queue you set for B');
});
