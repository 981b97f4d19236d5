/**
 * What two new users met at 08:20 (trials phone-0820, bloat-0820) in the playback bar, "Look at"
 * and the header: on a phone "Now look at: 'Bottleneck queue' plot" landed on the cwnd plot, the
 * queue's title under the sticky playback bar (step 14); the stuck bar, expanded, took a quarter of
 * the screen (step 16); the cwnd axis went from 0–50 kB to 0–30 kB between two steps without a word
 * (steps 8, 14); and at 1366 px the header's "new dumbbell … under Tail drop [Build]" read as a
 * second queue setting beside the edited scenario's CoDel (bloat, confusion 7).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Frames apart, so a smooth scroll that is still going shows as a change. */
const frames = (page: Page, n: number) =>
  page.evaluate((k) => new Promise<void>((r) => { let left = k; const f = () => (--left > 0 ? requestAnimationFrame(f) : r()); requestAnimationFrame(f); }), n);

/** Where a plot's title is against the playback bar as both stand now. */
function titleUnderBar(page: Page, plot: string) {
  return page.evaluate((id) => {
    const title = document.querySelector(`[data-testid="plot-${id}"] .plot-title`)!.getBoundingClientRect();
    const bar = document.querySelector('.main .playback')!.getBoundingClientRect();
    return { title: Math.round(title.top), barBottom: Math.round(bar.bottom), bar: Math.round(bar.height), scrollY: Math.round(window.scrollY) };
  }, plot);
}

/** Wait until the page has stopped scrolling (the same scroll position ten frames apart). */
async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const a = await page.evaluate(() => window.scrollY);
      await frames(page, 10);
      return (await page.evaluate(() => window.scrollY)) === a;
    })
    .toBe(true);
}

test.describe('at 390×844 (phone-0820)', () => {
  test.use(PHONE);

  test('the trial\'s path through "Vegas meets Reno": Look at cwnd, Next, Look at queue lands on the queue plot, its title below the one-row bar; the cwnd plot says its scale changed', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    await predict(page, 0);
    await page.getByTestId('look-at-after-answer').click();
    await scrollSettled(page);
    const cwnd = await titleUnderBar(page, 'cwnd');
    expect(cwnd.title, `step 1, cwnd: ${JSON.stringify(cwnd)}`).toBeGreaterThanOrEqual(cwnd.barBottom);
    await page.getByTestId('lesson-fold').tap().catch(() => undefined);
    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');
    await predict(page, 0);
    const look = page.getByTestId('look-at-after-answer');
    await expect(look).toContainText('Bottleneck queue');
    await look.click();
    await scrollSettled(page);
    const queue = await titleUnderBar(page, 'queue');
    await page.screenshot({ path: `${ARTIFACTS}/trial-nav15-look-at-queue-390.png` });
    expect(queue.title, `step 2, queue title against the bar: ${JSON.stringify(queue)}`).toBeGreaterThanOrEqual(queue.barBottom);
    expect(queue.title, 'near the top of the window, not a plot further down').toBeLessThanOrEqual(queue.barBottom + 40);
    expect(queue.bar, 'the bar is one row').toBeLessThanOrEqual(64);
    // The cwnd plot's axis changed between the two steps' runs: said in its caption, with both tops.
    await page.getByTestId('canvas-cwnd').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('y-range-change-cwnd')).toHaveText(/^y axis now 0–\S+: a [\d.]+× (smaller|larger) scale than before \(0–\S+\)$/);
  });

  test('scrolling through a lesson\'s plots the bar is one row (play, time, More) wherever it is; "More" opens the rest on demand and is named with its state', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    await predict(page, 0);
    await page.getByTestId('lesson-fold').tap();
    const bar = page.locator('.main .playback');
    const heights: number[] = [];
    const disagree: string[] = [];
    const place = await page.evaluate(() => document.querySelector('.main .playback')!.getBoundingClientRect().top + window.scrollY);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // Every 50 px from the top (and every 25 px just past the bar's place, where it sticks).
    const ys = [...Array.from({ length: 12 }, (_, k) => place + k * 25), ...Array.from({ length: Math.floor(bottom / 50) + 1 }, (_, k) => k * 50)].filter((y) => y <= bottom);
    for (const y of ys) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await frames(page, 2);
      const { height, kept } = await bar.evaluate((el) => ({ height: el.getBoundingClientRect().height, kept: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sticky-bar-height')) }));
      heights.push(Math.round(height));
      // What the page keeps clear of at the top (scroll padding, "Look at") is the bar as it stands.
      if (y >= place && Math.abs(height - kept) > 1) disagree.push(`${Math.round(y - place)} px past its place: bar ${Math.round(height)} px, kept clear ${kept} px`);
      if (Math.abs(y - 1000) < 25) await page.screenshot({ path: `${ARTIFACTS}/trial-nav15-bar-scrolled-390.png` });
    }
    expect(disagree, 'the bar\'s height against the height jumps keep clear of').toEqual([]);
    expect(Math.max(...heights), `bar heights while scrolling: ${heights.join(', ')}`).toBeLessThanOrEqual(64);
    for (const id of ['play', 'cursor-time', 'playback-more']) await expect(page.getByTestId(id), id).toBeVisible();
    for (const id of ['step-back', 'speed', 'scrub', 'reset']) await expect(page.getByTestId(id), id).toBeHidden();
    const more = page.getByRole('button', { name: 'More playback controls' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const id of ['reset', 'step-back', 'step-fwd', 'to-end', 'speed', 'scrub']) await expect(page.getByTestId(id), id).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/trial-nav15-bar-more-390.png` });
    // The page keeps clear of the bar as it is now: a plot scrolled to lands below the opened bar.
    await page.getByTestId('plot-cwnd').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await scrollSettled(page);
    const cwnd = await titleUnderBar(page, 'cwnd');
    expect(cwnd.title, JSON.stringify(cwnd)).toBeGreaterThanOrEqual(cwnd.barBottom);
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  });
});

/** How many lines a text box's text takes, and whether it is cut (wider than its box, or past the window). */
function linesOf(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    const r = el.getBoundingClientRect();
    return { lines: tops.size, cut: el.scrollWidth > el.clientWidth + 1 || r.right > window.innerWidth, text: el.textContent ?? '' };
  });
}

for (const [w, h] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`${w}×${h}: an edited run's preset box is one line, its whole title the box's description and tooltip (bloat-0820, confusion 8)`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&preset=voice-fifo');
    await settle(page);
    // The trial's edit: the FIFO's rate, then CoDel in its place.
    if (w < 1024) await page.getByTestId('drawer-toggle').click();
    const rate = page.getByTestId('rate').first();
    await rate.fill('2000');
    await rate.press('Tab');
    await page.getByTestId('discipline').first().selectOption('codel');
    const heading = page.getByTestId('scenario-name');
    await expect(heading).toHaveText(/^Edited.* now CoDel/);
    const close = page.getByTestId('drawer-close');
    if (await close.isVisible()) await close.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const whole = (await heading.textContent())!;
    const box = await linesOf(page, 'preset-chosen');
    await page.screenshot({ path: `${ARTIFACTS}/trial-nav15-preset-edited-${w}.png` });
    expect(box, `the preset box: ${JSON.stringify(box)}`).toMatchObject({ lines: 1, cut: false });
    expect(box.text).toMatch(/^Your edit: CoDel/);
    await expect(page.getByTestId('preset')).toHaveAttribute('title', whole);
    await expect(page.getByTestId('preset')).toHaveAccessibleDescription(new RegExp(`^${whole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
}

test('1366×768: "Build a dumbbell" is one button that opens a new scenario\'s choices, not a queue setting beside the scenario\'s (bloat-0820, confusion 7); by keyboard, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-codel');
  await settle(page);
  const queue = page.getByLabel('Dumbbell queue');
  // Closed: no queue named in the header beside the scenario's (CoDel).
  await expect(queue).toBeHidden();
  await expect(page.locator('header.top').getByText('long flows under')).toBeHidden();
  const toggle = page.getByTestId('dumbbell-menu-toggle');
  await expect(toggle).toHaveText('Build a dumbbell');
  await expect(toggle).toHaveAttribute('title', /new scenario/);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(queue).toBeVisible();
  await expect(page.getByRole('group', { name: 'Build a new dumbbell scenario' })).toContainText('A new scenario, in place of this one');
  // The panel, Build included, is inside the window (opened from the button's left, Build ran off it).
  const build = (await page.getByTestId('load-dumbbell').boundingBox())!;
  expect(build.x + build.width, 'Build inside the window').toBeLessThanOrEqual(1366);
  expect(build.x).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: `${ARTIFACTS}/trial-nav15-dumbbell-open-1366.png` });
  await queue.focus();
  await page.keyboard.press('Escape');
  await expect(queue).toBeHidden();
  await expect(toggle).toBeFocused();
  // Opened again and built: a new scenario, and the choices fold away.
  await page.keyboard.press('Enter');
  await page.getByTestId('load-dumbbell').click();
  await expect(queue).toBeHidden();
  await expect(page).toHaveURL(/preset=dumbbell-\d+-/);
});

test('390×844: the G key opens the phone bar\'s "More" and puts the cursor in "Go to time"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&preset=seed000-droptail');
  await settle(page);
  await expect(page.getByTestId('go-to-time')).toBeHidden();
  await page.locator('body').press('g');
  await expect(page.getByTestId('go-to-time')).toBeFocused();
  await expect(page.getByTestId('playback-more')).toHaveAttribute('aria-expanded', 'true');
});
