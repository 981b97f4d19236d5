import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, urlSettled } from './helpers';

/**
 * Phone trial 23:10 ("Vegas meets Reno" on a 390×844 touch screen): the question's answers in
 * the sheet, the sheet's own scroll, the edited note's gap, the sheet's place kept across the
 * editor drawer, and "Look at: Bottleneck queue settings" landing on the thresholds.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The top of the sheet's bottom bar (Back, Notes, Next): what lies under it is not in sight. */
const navTop = (page: Page) => page.getByTestId('lesson-panel').locator('.lesson-nav').evaluate((el) => el.getBoundingClientRect().top);

test.describe('phone, touch', () => {
  test.use(PHONE);

  test('"Go to the question" shows the question, every answer and Submit inside the sheet, above its bottom bar; answered, the sheet is back to at most 58 %', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await expect(page.getByTestId('veil')).toBeVisible();
    await page.getByTestId('veil-go').click();
    const body = page.getByTestId('lesson-panel').locator('.lesson-body');
    // The scroll has settled when two frames agree.
    await expect.poll(async () => {
      const a = await body.evaluate((el) => el.scrollTop);
      await page.waitForTimeout(100);
      return (await body.evaluate((el) => el.scrollTop)) === a;
    }).toBe(true);
    const bodyBox = (await body.boundingBox())!;
    const bottom = await navTop(page);
    const question = (await page.getByTestId('prediction').locator('legend').boundingBox())!;
    expect(question.y).toBeGreaterThanOrEqual(bodyBox.y - 1);
    const n = await page.locator('[data-testid^="prediction-choice-"]').count();
    expect(n).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < n; i++) {
      const label = (await page.getByTestId(`prediction-choice-${i}`).locator('xpath=ancestor::label').boundingBox())!;
      expect(label.y, `answer ${i} top`).toBeGreaterThanOrEqual(bodyBox.y - 1);
      expect(label.y + label.height, `answer ${i} bottom`).toBeLessThanOrEqual(bottom + 1);
    }
    const submit = (await page.getByTestId('prediction-submit').boundingBox())!;
    expect(submit.y + submit.height).toBeLessThanOrEqual(bottom + 1);
    expect(submit.y + submit.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone8-question-390.png` });
    await predict(page, 0);
    const sheet = (await page.getByTestId('lesson-panel').boundingBox())!;
    expect(sheet.height).toBeLessThanOrEqual(844 * 0.58 + 2);
  });

  test('a touch swipe over the sheet scrolls the sheet, never the page behind it (also from its bottom bar)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await predict(page, 0);
    const body = page.getByTestId('lesson-panel').locator('.lesson-body');
    await body.evaluate((el) => (el.scrollTop = 0));
    await page.evaluate(() => window.scrollTo(0, 0));
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (x: number, y0: number, dy: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
      for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + (dy * i) / 10 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const b = (await body.boundingBox())!;
    // Upwards over the step's text: the sheet scrolls down, the page stays.
    await swipe(200, b.y + b.height - 30, -200);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // On and past the sheet's end: still not the page.
    await body.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await swipe(200, b.y + b.height - 30, -300);
    // From the bottom bar and from the sheet's head: nothing behind the sheet moves.
    const nav = (await page.getByTestId('lesson-panel').locator('.lesson-nav').boundingBox())!;
    await swipe(200, nav.y + nav.height / 2, -250);
    const head = (await page.getByTestId('lesson-panel').locator('.lesson-head').boundingBox())!;
    await swipe(300, head.y + head.height / 2, -250);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('after an edit the note under the heading leaves no empty gap at 390 px, its lines spaced normally', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await urlSettled(page);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('minth-value').fill('3');
    await page.getByTestId('minth-value').press('Enter');
    await page.getByTestId('drawer-close').click();
    const note = page.getByTestId('edited-note');
    await expect(note).toBeVisible();
    const slot = await page.locator('.scenario-note-slot').evaluate((el) => {
      const note = el.querySelector('[data-testid="edited-note"]')!.getBoundingClientRect();
      return { gap: el.getBoundingClientRect().bottom - note.bottom, noteH: note.height, line: parseFloat(getComputedStyle(el.querySelector('[data-testid="edited-note"]')!).lineHeight) || 20 };
    });
    expect(slot.gap).toBeLessThanOrEqual(16);
    // Two or three lines of text at about 1.5 lines each: not stretched by a tall inline button.
    expect(slot.noteH).toBeLessThanOrEqual(3 * slot.line + 4);
    await expect(page.getByTestId('back-to-preset')).toBeVisible();
    const back = (await page.getByTestId('back-to-preset').boundingBox())!;
    expect(back.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone8-edited-390.png` });
  });

  test('the sheet keeps its place across opening and closing the editor drawer and the re-run an edit causes', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 0);
    const body = page.getByTestId('lesson-panel').locator('.lesson-body');
    await page.getByTestId('check-challenge').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await body.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    // Where "Check challenge" is in the sheet: what the student scrolled to.
    const place = () => page.getByTestId('check-challenge').evaluate((el) => Math.round(el.getBoundingClientRect().top - el.closest('.lesson-body')!.getBoundingClientRect().top));
    const before = await place();
    await page.getByTestId('drawer-toggle').click();
    await expect(page.getByTestId('drawer-close')).toBeVisible();
    await page.getByTestId('minth-value').fill('3');
    await page.getByTestId('minth-value').press('Enter');
    await page.getByTestId('maxth-value').fill('6');
    await page.getByTestId('maxth-value').press('Enter');
    await page.getByTestId('drawer-close').click();
    await urlSettled(page);
    await expect(page.getByTestId('edited-note')).toBeVisible();
    expect(Math.abs((await place()) - before)).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('check-challenge')).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone8-kept-390.png` });
  });

  test('"Look at: Bottleneck queue settings" lands on min_th and max_th, highlighted; RED\'s advanced fields follow them', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 0);
    await page.getByTestId('look-at').click();
    await expect(page.getByTestId('drawer-close')).toBeVisible();
    const minTh = page.locator('.editor.drawer [data-testid="minth-value"]');
    const maxTh = page.locator('.editor.drawer [data-testid="maxth-value"]');
    await expect(page.locator('.editor.drawer .look-at-target')).toHaveCount(2);
    await expect(page.locator('.editor.drawer .look-at-target').first()).toContainText('min_th');
    await expect(minTh).toBeInViewport();
    await expect(maxTh).toBeInViewport();
    const head = await page.locator('.editor.drawer .drawer-head').evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await minTh.boundingBox())!.y).toBeGreaterThanOrEqual(head);
    // The less-used fields come after max_p, under their own heading (a closed fold took them out
    // of the accessibility tree), so min_th and max_th are still what "Look at" lands on.
    const wq = page.locator('.editor.drawer [data-testid="wq"]');
    await expect(wq).toBeAttached();
    expect((await wq.boundingBox())!.y).toBeGreaterThan((await maxTh.boundingBox())!.y);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone8-lookat-390.png` });
  });
});

test('RED\'s advanced fields stand after the others under "More RED settings", never folded out of the accessibility tree', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await urlSettled(page);
  const more = page.getByTestId('red-advanced');
  await expect(more).toHaveAccessibleName('More RED settings');
  await expect(more.getByRole('heading', { name: 'More RED settings' })).toBeVisible();
  await expect(page.getByTestId('wq')).toBeVisible();
  expect((await page.getByTestId('wq').boundingBox())!.y).toBeGreaterThan((await page.getByTestId('maxp-value').boundingBox())!.y);
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone8-fold-1366.png` });
  await page.getByTestId('wq').fill('0.01');
  await page.getByTestId('wq').press('Enter');
  await urlSettled(page);
  // A link that carries a changed advanced field opens with it.
  await page.reload();
  await urlSettled(page);
  await expect(page.getByTestId('wq')).toHaveValue('0.01');
});
