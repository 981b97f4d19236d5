import { expect, test } from '@playwright/test';

/** What the three trials of 16:06 (2026-11-29) met, fixed after them: one test per confusion. */

test.describe('phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a field of B's queue explains itself on focus as A's fields do: CoDel's Target under \"More CoDel settings of B\" (phone trial s40)", async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo&mode=compare');
    const target = page.getByTestId('b-codel-target');
    const more = page.getByTestId('b-more');
    await more.locator('summary').scrollIntoViewIfNeeded();
    if (!(await target.isVisible())) await more.locator('summary').tap();
    await target.focus();
    const tip = page.getByTestId('tip-codel-target');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/\S/);
  });
});

test.describe('phone help (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"?" on a touch screen opens Help with the glossary first and the keyboard shortcuts folded away (phone trial s42)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed000-droptail');
    await page.getByTestId('help-button').tap();
    await expect(page.getByTestId('help-heading')).toHaveText('Help');
    await expect(page.getByTestId('help-glossary')).toBeInViewport();
    await expect(page.getByTestId('help-shortcuts')).not.toHaveAttribute('open', '');
    await expect(page.locator('[data-testid="help"] table')).toBeHidden();
    await expect(page.getByTestId('help-close')).toBeVisible();
  });
});
