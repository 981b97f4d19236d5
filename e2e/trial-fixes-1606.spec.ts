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

for (const [w, h, mobile] of [[390, 844, true], [1920, 1080, false]] as const) {
  test.describe(`Explore's jump links at ${w}×${h}`, () => {
    test.use({ viewport: { width: w, height: h }, hasTouch: mobile, isMobile: mobile });
    test(`"Summary: each flow's numbers" is on the first screen and puts the summary's heading in sight below the sticky bar, focused (phone trial s05–s10, lecturer s05)`, async ({ page }) => {
      await page.goto('/#v=1&preset=seed002-a-vr-droptail');
      const link = page.getByTestId('explore-jump-summary');
      await expect(link).toBeInViewport();
      await expect(page.getByTestId('summary')).toBeAttached();
      await link.click();
      const heading = page.locator('#sum-h');
      await expect(heading).toBeFocused();
      await expect
        .poll(async () => {
          const [hb, bar] = await Promise.all([heading.boundingBox(), page.locator('.main .playback').boundingBox()]);
          return hb !== null && bar !== null && hb.y >= bar.y + bar.height - 1 && hb.y + hb.height <= h;
        })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    });
  });
}
