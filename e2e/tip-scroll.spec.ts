import { expect, test } from '@playwright/test';

/**
 * A page scrolled under a pointer that stays still: the browser reports the pointer entering
 * whatever lands under it, and a field's tooltip opened and stayed over the panel beside it
 * (lecturer trial 13:10, s09: w_q's tip over the link-error fields). Scrolling opens no tip; moving
 * the pointer afterwards does.
 */
test.use({ viewport: { width: 1920, height: 1080 } });

test('the wheel scrolling the page under a resting pointer opens no field tooltip; moving the pointer then opens it', async ({ page }) => {
  await page.goto('/#v=1&preset=seed003-e6-red');
  // max_p's box (the trial's field was w_q, now further down under "More RED settings").
  const wq = page.getByTestId('maxp-value').first();
  await expect(wq).toBeVisible();
  const box = (await wq.boundingBox())!;
  const x = box.x + box.width / 2;
  // Start well above the field, so that scrolling brings it under the pointer.
  await page.mouse.move(x, 60);
  let overHost = 0;
  for (let i = 0; i < 24; i++) {
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(120);
    const s = await page.evaluate(([px, py]) => ({
      host: document.elementFromPoint(px, py)?.closest('.term-tip-host') !== null,
      open: document.querySelector('.term-tip:popover-open') !== null,
    }), [x, 60]);
    if (s.host) overHost++;
    expect(s.open, `a tip opened after wheel step ${i + 1}`).toBe(false);
  }
  expect(overHost, 'the pointer rested over a field with a tip at some step').toBeGreaterThan(0);
  // Scroll back until a field with a tip is under the pointer, then move the pointer a little: the tip opens.
  const host = page.locator('.editor .term-tip-host').first();
  await host.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await expect(page.locator('.term-tip:popover-open'), 'scrolling a field into view opened no tip').toHaveCount(0);
  const hb = (await host.boundingBox())!;
  await page.mouse.move(hb.x + 10, hb.y + hb.height / 2, { steps: 3 });
  await expect(page.locator('.term-tip:popover-open')).toHaveCount(1);
});
