import { expect, test, type Page } from '@playwright/test';
import { activeId, failOnPageErrors, goToTimeByKeyboard, liveRegion, openFresh, showPlot, tabTo } from './helpers';

/**
 * What the third screen-reader trial found, keyboard only (no mouse event): dialogs that dropped
 * focus on the page's body, a search hint that was not true, a "Go to time" announcement that
 * named plots twice and said empty fields, a drop strip that moved silently, and an old message
 * left in the live region on the landing page.
 */

failOnPageErrors(test);
test.describe.configure({ timeout: 120_000 });

const live = liveRegion;

test('? opens Help at its heading, Escape goes back to where it was opened; its glossary returns there too', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'help-button', true);
  await tabTo(page, 'mode-explore', true);
  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toBeVisible();
  await expect(page.getByTestId('help-heading')).toBeFocused();
  await expect(page.getByTestId('help-heading')).toHaveText('Keyboard shortcuts');
  // The heading comes first: Tab from it reaches the glossary button, then the rest.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('help-glossary')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toBeHidden();
  await expect(page.getByTestId('mode-explore')).toBeFocused();

  // Help → "Open the glossary" → Escape: back to the control Help was opened from.
  await page.keyboard.press('?');
  await expect(page.getByTestId('help-heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('glossary')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('glossary')).toBeHidden();
  await expect(page.getByTestId('mode-explore')).toBeFocused();
});

test('the glossary opened from a field\'s "more…" returns focus to that "more…" on Escape', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-red');
  // The editor's "more…" links are Tab stops with "Explain fields" on (trial 4: one per field was too many).
  await page.getByTestId('explain-fields').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('minth-value').focus();
  await expect(page.getByTestId('tip-min-th')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('tip-more-min-th')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('glossary')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('glossary')).toBeHidden();
  await expect(page.getByTestId('tip-more-min-th')).toBeFocused();
  await expect(page.getByTestId('tip-min-th')).toBeVisible();
  // Shift+Tab goes back to the field the tip belongs to.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('minth-value')).toBeFocused();
});

test('the preset search says which presets it found, and Enter in it goes to them in the Preset list where ↓ and Enter load one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'preset-search', true);
  await expect(page.getByTestId('preset-search')).toHaveAccessibleDescription(/Enter or ↓ then goes to the presets found/);
  await page.keyboard.type('Wi-Fi');
  const count = page.getByTestId('preset-search-count');
  await expect(count).toHaveAttribute('role', 'status');
  await expect(count).toContainText(/\d+ found: [^;]+; [^;]+; [^;]+; and \d+ more\. Enter: go to them in the Preset list\./);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('preset')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('preset-hint')).toHaveText(/Press Enter to load it/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/preset=(wifi|seed003)-/);
});

test('"Go to time" names each plot once and leaves out empty fields', async ({ page }) => {
  await goToTimeByKeyboard(page, '10');
  await expect(live(page)).toContainText(/^At t = 10\.000 s: the replay is paused there, the plots show 0 to 10\.0 s of \d+\.\d s\. /);
  const said = (await live(page).textContent()) ?? '';
  expect(said).toMatch(/Bottleneck queue: queue \d+ pkts/);
  expect(said).not.toContain('Bottleneck queue: Bottleneck queue');
  expect(said).not.toMatch(/(\b[A-Z][\w ]+): \1:/);
  expect(said).not.toContain('—');
  expect(said).not.toContain('dropped on —');
  console.log(`Go to time says ${said.length} characters: ${said}`);
});

test('the drop strip says each column\'s counts in the live region as ← / → move over it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=dumbbell-10-droptail');
  await showPlot(page, 'queue');
  // The run's own announcement first (under load it came after the strip's and replaced it).
  await expect(live(page)).toHaveText(/^Run finished/);
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'drop-strip');
  await expect(live(page)).toHaveText(/^Drops and marks, \d+\.\d{3}–\d+\.\d{3} s: \d+ \w/);
  const first = await live(page).textContent();
  await page.keyboard.press('ArrowRight');
  await expect(live(page)).not.toHaveText(first ?? '');
  await expect(live(page)).toHaveText(/^Drops and marks, \d+\.\d{3}–\d+\.\d{3} s: \d+ \w/);
  const tip = page.getByTestId('plot-queue').locator('.cc-tip:not([hidden])');
  expect(await live(page).textContent()).toBe(`Drops and marks, ${await tip.textContent()}`);
});

test('the landing page starts with an empty live region (nothing said about the run left)', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  // The run's own message first, so that it does not replace the table's under load.
  await expect(live(page)).toContainText('Run finished');
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'table-queue');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText('Table of Bottleneck queue opened below the plot.');
  await tabTo(page, 'home', true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(live(page)).toHaveText('');
  // And stays empty: no delayed run message arrives there.
  await page.waitForTimeout(1500);
  await expect(live(page)).toHaveText('');
});
