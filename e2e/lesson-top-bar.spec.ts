import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, activeId } from './helpers';

/**
 * In a lesson the top bar keeps the student's tools in front (the mode tabs, Copy link) and folds
 * the lecturer's and sharing tools under one "Share & present" button (bloat trial 15:40,
 * confusion 11: at 1366×768 a student met Present, Copy student link, Copy embed code and Theme
 * on two rows above the lesson).
 */

const LESSON = '/#v=1&lesson=bufferbloat-voice&step=2';
const FOLDED = ['present', 'share-student', 'embed-code-button', 'theme'];

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('laptop 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('in a lesson the bar shows Copy link and the modes; Present, the student link, embed code and Theme are under "Share & present", opened and closed by keyboard', async ({ page }) => {
    await page.goto(LESSON);
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await expect(page.getByTestId('share')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Compare A/B' })).toBeVisible();
    for (const id of FOLDED) await expect(page.getByTestId(id), id).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Share & present' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The bar in one row above the preset row (two rows of tools before: 122 px).
    expect((await page.locator('header.top').boundingBox())!.height).toBeLessThan(100);
    await page.screenshot({ path: `${ARTIFACTS}/lesson-top-bar-1366.png` });

    // By keyboard: Tab from Copy link reaches the button; Enter opens it.
    await page.getByTestId('share').focus();
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('share-present-toggle');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Share & present' });
    await expect(panel.getByRole('button', { name: /^Present/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy student link' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy embed code' })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    // Tab goes on into the panel's tools, in their order.
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('present');
    await page.screenshot({ path: `${ARTIFACTS}/lesson-top-bar-1366-open.png` });

    // A copied student link's panel closes on the first Escape, the menu on the second, focus back on its button.
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('share-student');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('student-link')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('student-link')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const id of FOLDED) await expect(page.getByTestId(id), id).toBeHidden();
    expect(await activeId(page)).toBe('share-present-toggle');
    // The lesson is still open: Escape closed the menu only.
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
  });

  test('the lesson panel is wider than 336 px (its text wrapped into a long column) while the plots beside it stay at least 560 px wide', async ({ page }) => {
    await page.goto(LESSON);
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __clab: { settled(): boolean } }).__clab.settled(), null, { timeout: 60_000 });
    const panel = (await page.getByTestId('lesson-panel').boundingBox())!;
    expect(panel.width).toBeGreaterThanOrEqual(370);
    const plot = (await page.locator('main figure.plot canvas').first().boundingBox())!;
    expect(plot.width).toBeGreaterThanOrEqual(560);
    // Side by side: the plots end before the panel starts.
    expect(plot.x + plot.width).toBeLessThanOrEqual(panel.x);
  });

  test('outside a lesson the bar is as before: Present, both links, embed code and Theme in the row, no "Share & present"', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-codel');
    for (const id of ['share', ...FOLDED]) await expect(page.getByTestId(id), id).toBeVisible();
    await expect(page.getByTestId('share-present-toggle')).toHaveCount(0);
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('in a lesson nothing scrolls sideways and the lecturer tools stay in the phone\'s one menu', async ({ page }) => {
    await page.goto(LESSON);
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await noSideScroll(page);
    await expect(page.getByTestId('share-present-toggle')).toHaveCount(0);
    await page.getByTestId('preset-fold-toggle').click();
    await page.getByTestId('teach-menu-toggle').click();
    for (const id of ['share', ...FOLDED]) await expect(page.getByTestId(id), id).toBeVisible();
    await noSideScroll(page);
  });
});
