/**
 * Presentation mode as a phone student (390×844 and 844×390, touch) and a lecturer at a projector
 * (1920×1080, projector theme) met it (present8): Edit title over Exit and the buttons in three
 * places on a phone (items 1, 3), an own title that lost the set-up's words (2), Settings a small
 * inner box on a phone (4), the controls taking ~30 % of a projected screen (5), and notices over
 * the slide's title (6).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors } from './helpers';

failOnPageErrors(test);
test.describe.configure({ timeout: 120_000 });

const AB = '/#v=1&preset=dumbbell-red&mode=compare&present=1';
const PHONE = { deviceScaleFactor: 2, isMobile: true, hasTouch: true };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Every visible button and checkbox label of the presentation's bar, with its box. */
async function barControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.present-bar button, .present-bar label.check')]
      .filter((e) => e.getClientRects().length > 0 && !e.closest('.fold-menu-panel'))
      .map((e) => {
        const b = e.getBoundingClientRect();
        // Exit's key hint (hidden on a phone) aside.
        return { name: (e.textContent ?? '').replace(/Esc$/, '').trim().slice(0, 20), box: { x: b.x, y: b.y, width: b.width, height: b.height } };
      }),
  );
}

for (const [w, h] of [
  [390, 844],
  [844, 390],
] as const) {
  test.describe(`on a phone, ${w}×${h}`, () => {
    test.use({ ...PHONE, viewport: { width: w, height: h } });

    test('the title comes first, then one row with Menu and Exit; the buttons behind Menu stand in even rows, none overlapping another or Exit, all inside the screen (items 1 and 3)', async ({ page }) => {
      await page.goto(AB);
      await compareSettled(page);
      const title = (await page.getByTestId('present-title').boundingBox())!;
      const menu = page.getByTestId('present-menu-toggle');
      const exit = page.getByTestId('present-exit');
      const [m, x] = [(await menu.boundingBox())!, (await exit.boundingBox())!];
      expect(m.y, 'Menu under the title').toBeGreaterThanOrEqual(title.y + title.height - 1);
      expect(Math.abs(m.y - x.y), 'Menu and Exit in one row').toBeLessThan(2);
      // Folded: no other button stands in the bar.
      expect((await barControls(page)).map((c) => c.name)).toEqual(['Menu ▾', 'Exit']);
      await menu.tap();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const controls = await barControls(page);
      expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(['Edit title', 'Plots ▾', 'Settings', 'Export ⤓', 'Share']));
      for (const [i, a] of controls.entries()) {
        expect(a.box.x, `${a.name} inside the screen's left`).toBeGreaterThanOrEqual(0);
        expect(a.box.x + a.box.width, `${a.name} inside the screen's right`).toBeLessThanOrEqual(w);
        for (const b of controls.slice(i + 1)) expect(overlap(a.box, b.box), `${a.name} over ${b.name}`).toBe(false);
      }
      const edit = controls.find((c) => c.name === 'Edit title')!;
      expect(overlap(edit.box, x), 'Edit title over Exit').toBe(false);
      // The buttons behind Menu come under its row, before the numbers.
      const strip = (await page.locator('.present .headline-strip').boundingBox())!;
      for (const c of controls.filter((c) => !['Menu ▴', 'Exit'].includes(c.name))) {
        expect(c.box.y, `${c.name} under Menu's row`).toBeGreaterThanOrEqual(m.y + m.height - 1);
        expect(c.box.y + c.box.height, `${c.name} above the numbers`).toBeLessThanOrEqual(strip.y + 1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(w);
      await page.screenshot({ path: `${ARTIFACTS}/present8-phone-menu-${w}x${h}.png` });
    });

    test('Settings opens as a sheet the width of the screen and most of its height, its Close in view; Close folds it and gives focus back to Settings (item 4)', async ({ page }) => {
      await page.goto(AB);
      await compareSettled(page);
      await page.getByTestId('present-menu-toggle').tap();
      await page.getByTestId('present-settings-toggle').tap();
      const sheet = page.getByTestId('present-settings-sheet');
      await expect(sheet).toBeVisible();
      const s = (await sheet.boundingBox())!;
      expect(s.height, 'at least 70 % of the screen height').toBeGreaterThanOrEqual(0.7 * h);
      expect(s.width, 'the screen width').toBeGreaterThanOrEqual(w - 1);
      const close = page.getByTestId('present-settings-close');
      await expect(close).toBeInViewport({ ratio: 1 });
      await expect(close).toBeFocused();
      // The settings themselves are in it, and it scrolls as a page does, Close staying in view.
      await expect(sheet.getByTestId('present-settings')).toBeVisible();
      await sheet.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(close).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${ARTIFACTS}/present8-phone-settings-${w}x${h}.png` });
      await close.tap();
      await expect(sheet).toHaveCount(0);
      await expect(page.getByTestId('present-settings-toggle')).toBeFocused();
    });
  });
}

test.describe('at 390×844 (phone)', () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

  test("the first Esc's notice covers neither the slide's title nor a plot nor a button (item 6)", async ({ page }) => {
    await page.goto(AB);
    await compareSettled(page);
    await page.keyboard.press('Escape');
    await noticeClear(page);
    await page.screenshot({ path: `${ARTIFACTS}/present8-notice-390.png` });
  });
});

/** The Esc note is shown, and its box meets no title, subtitle, set-up line, plot, or bar button. */
async function noticeClear(page: Page) {
  const note = page.getByTestId('present-esc-note');
  await expect(note).toHaveText('Press Esc again within 4 s to leave the presentation (or click Exit)');
  const n = (await note.boundingBox())!;
  const others = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.present-title-block, .present .plot, .present-bar button, .present-bar label.check, .present .playback')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const b = e.getBoundingClientRect();
        return { name: `${e.className} ${(e.textContent ?? '').slice(0, 20)}`, box: { x: b.x, y: b.y, width: b.width, height: b.height } };
      }),
  );
  for (const o of others) expect(overlap(n, o.box), `the notice over ${o.name}`).toBe(false);
  expect(n.x).toBeGreaterThanOrEqual(0);
  expect(n.x + n.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('at 1920×1080 (projector)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('an own slide title keeps the heading it replaced, with the A/B set-up ("gentle RED vs tail drop"), under it as a subtitle (item 2)', async ({ page }) => {
    await page.goto(`${AB}&theme=projector`);
    await compareSettled(page);
    await expect(page.getByTestId('present-title')).toHaveText('Five long flows sharing a link — gentle RED vs tail drop');
    await expect(page.getByTestId('present-subtitle')).toHaveCount(0);
    await page.getByTestId('slide-title-edit').click();
    await page.getByTestId('slide-title-input').fill('Which queue keeps the delay low?');
    await page.getByTestId('slide-title-input').press('Enter');
    await expect(page.getByTestId('present-title')).toHaveText('Which queue keeps the delay low?');
    await expect(page.getByTestId('present-subtitle')).toHaveText('Five long flows sharing a link — gentle RED vs tail drop');
    await page.screenshot({ path: `${ARTIFACTS}/present8-subtitle-1920.png` });
  });

  test("the first Esc's notice covers neither the slide's title nor a plot nor a button (item 6)", async ({ page }) => {
    await page.goto(`${AB}&theme=projector`);
    await compareSettled(page);
    await page.keyboard.press('Escape');
    await noticeClear(page);
    await page.screenshot({ path: `${ARTIFACTS}/present8-notice-1920.png` });
  });

  test("the controls fade after a few seconds without a move and come back at a key: Tab's focus lands on a shown control; the title and the numbers stay; nothing fades with a menu open (item 5)", async ({ page }) => {
    await page.goto(`${AB}&theme=projector`);
    await compareSettled(page);
    const root = page.getByTestId('presentation');
    const exit = page.getByTestId('present-exit');
    const playback = page.locator('.present .playback').first();
    const heights = () => page.locator('.present .plot-host').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    await page.mouse.move(960, 600);
    await expect(root).toHaveAttribute('data-chrome', 'shown');
    await expect(exit).toHaveCSS('opacity', '1');
    const shown = await heights();
    await expect(root).toHaveAttribute('data-chrome', 'resting', { timeout: 8000 });
    await expect(exit).toHaveCSS('opacity', '0');
    await expect(playback).toHaveCSS('opacity', '0');
    await expect(page.getByTestId('present-title')).toHaveCSS('opacity', '1');
    await expect(page.locator('.present .headline-strip')).toHaveCSS('opacity', '1');
    // Where the buttons were, a line says how to bring them back (lecturer trial 08:00), over nothing of the slide's words.
    const hint = page.getByTestId('present-chrome-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('Controls hidden: move the mouse or press a key');
    const hb = (await hint.boundingBox())!;
    for (const id of ['present-title']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(hb.x >= b.x + b.width || hb.y >= b.y + b.height || hb.x + hb.width <= b.x || hb.y + hb.height <= b.y, `the hint clear of ${id}`).toBe(true);
    }
    // The plots keep their place and size (nothing jumps under a pointer coming back to click).
    expect(await heights()).toEqual(shown);
    await page.screenshot({ path: `${ARTIFACTS}/present8-resting-1920.png` });
    // A key brings them back, before the focus it moves lands.
    await page.keyboard.press('Tab');
    await expect(root).toHaveAttribute('data-chrome', 'shown');
    await expect(hint).toBeHidden();
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((el) => el.closest('.present-bar, .playback') !== null)).toBe(true);
    await expect(focused).toHaveCSS('opacity', '1');
    // With the Plots menu open they stay.
    await page.getByTestId('plot-menu-toggle').click();
    await page.mouse.move(960, 900);
    await page.waitForTimeout(5000);
    await expect(root).toHaveAttribute('data-chrome', 'shown');
    // Folded, they rest again; a pointer move brings them back.
    await page.keyboard.press('Escape');
    await page.mouse.move(960, 950);
    await expect(root).toHaveAttribute('data-chrome', 'resting', { timeout: 8000 });
    await page.mouse.move(900, 700);
    await expect(root).toHaveAttribute('data-chrome', 'shown');
    await expect(exit).toHaveCSS('opacity', '1');
  });

  test('with reduced motion the controls rest without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${AB}&theme=projector`);
    await compareSettled(page);
    await expect(page.getByTestId('present-exit')).toHaveCSS('transition-duration', '0s');
    await expect(page.getByTestId('presentation')).toHaveAttribute('data-chrome', 'resting', { timeout: 8000 });
  });

test('a replay waiting at its start keeps the controls, Play among them, until it is played (lecturer trial 11:45, confusion 2)', async ({ page }) => {
  await page.goto(`${AB}&theme=projector&endnums=1&speed=5`);
  await compareSettled(page);
  const root = page.getByTestId('presentation');
  await page.mouse.move(960, 600);
  await page.waitForTimeout(5500);
  await expect(root).toHaveAttribute('data-chrome', 'shown');
  await expect(page.locator('.present .playback').first()).toHaveCSS('opacity', '1');
  await page.locator('.present [data-testid=play]').first().click();
  await page.mouse.move(960, 620);
  await expect(root).toHaveAttribute('data-chrome', 'resting', { timeout: 8000 });
});
});
