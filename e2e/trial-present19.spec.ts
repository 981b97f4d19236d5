import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, pageWithSimWorkerHeld } from './helpers';

/** Trials at 12:15 (main 306886b): lecturer-1215 steps 5, 14–16, 18, 22–23; phone-1215 step 2. */

type Clab = { __clab: { playback: { getState(): { cursor: number; playing: boolean } } } };

test('"Present the comparison" projects no figure until both runs are complete, then opens at 0 s ready to play with the numbers hidden until the replay ends (lecturer-1215 step 5, lecturer-1510 step 5)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, context, release } = await pageWithSimWorkerHeld(browser, { viewport: { width: 1920, height: 1080 } });
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  const strip = page.getByTestId('headline-strip');
  // Opened at 0 s, the numbers are held from the start (lecturer-1510 step 5): the strip says so while the runs compute.
  await expect(strip.getByTestId('headline-held')).toBeVisible();
  // Every frame until both runs are done: a figure (a digit in a headline's value) is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = seen;
    const look = () => {
      if ((window as unknown as { __clab: { compareSettled(): boolean } }).__clab.compareSettled()) return;
      const values = [...document.querySelectorAll('[data-testid="headline-strip"] .headline-value')].map((e) => e.textContent ?? '');
      if (values.some((v) => /\d/.test(v))) seen.push(values.join(' '));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  release();
  await compareSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.slice(0, 3)), 'no figure while computing').toEqual([]);
  // A demo is a replay the lecturer starts: at 0 s, paused, Play at hand, the numbers held for the class's prediction.
  expect(await page.evaluate(() => (window as unknown as Clab).__clab.playback.getState())).toMatchObject({ cursor: 0, playing: false });
  await expect(page.getByTestId('numbers-at-end')).toBeChecked();
  await expect(strip.getByTestId('headline-held')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/present19-present-pair-ready-1920.png` });
  // Shown whole, the figures come.
  await page.keyboard.press('End');
  await expect(strip.getByTestId('headline').first()).toContainText(/\d/);
  await context.close();
});

const WIFI_AB = '/#v=1&preset=wifi-red&view=7&mode=compare&theme=projector&present=1';

test('"Hide the numbers until the replay ends" ticked after a finished run hides them at once and rewinds the replay to 0 s, so the plots give nothing away either (lecturer-1215 step 18, lecturer-0055 confusion 10)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(WIFI_AB);
  await compareSettled(page);
  const strip = page.getByTestId('headline-strip');
  await expect(strip.getByTestId('headline').first()).toContainText(/\d/);
  await page.getByTestId('numbers-at-end').check();
  // At once: no figure, and the strip says when they come back.
  await expect(strip.locator('.headline-value', { hasText: /\d/ })).toHaveCount(0);
  await expect(strip.getByTestId('headline-held')).toHaveText(/hidden until the replay ends$/);
  // The plots drawn to 100 s showed the goodput gap before the reveal (lecturer-0055, confusion
  // 10): the replay stands at 0 s, ready to play, as a presenter link opened cold does.
  await expect.poll(() => page.evaluate(() => (window as any).__clab.playback.getState().cursor)).toBe(0);
  await expect(page.getByTestId('cursor-time')).not.toHaveText(/run complete/);
  await page.screenshot({ path: `${ARTIFACTS}/present19-hide-at-once-1920.png` });
  // A replay started: hidden while it plays; at its end they are back.
  await page.getByTestId('play').click();
  await expect(strip.getByTestId('headline-held')).toHaveText(/hidden until the replay ends$/);
  await page.keyboard.press('End');
  await expect(strip.getByTestId('headline').first()).toContainText(/\d/);
  // Unticked and ticked again at the end: hidden at once again; unticked, shown at once.
  await page.getByTestId('numbers-at-end').uncheck();
  await page.getByTestId('numbers-at-end').check();
  await expect(strip.locator('.headline-value', { hasText: /\d/ })).toHaveCount(0);
  await page.getByTestId('numbers-at-end').uncheck();
  await expect(strip.getByTestId('headline').first()).toContainText(/\d/);
});

test('presentation’s Settings column scrolls under the mouse wheel and fades at its foot while more lies below (lecturer-1215 steps 14–16)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(WIFI_AB);
  await compareSettled(page);
  await page.getByTestId('present-settings-toggle').click();
  const column = page.getByTestId('present-settings');
  await expect(column).toBeVisible();
  const box = (await column.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The column itself is what the wheel meets at its centre (no layer over it).
  expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('[data-testid="present-settings"]') !== null, [x, y])).toBe(true);
  await expect(column).toHaveAttribute('data-more-below', 'yes');
  expect(await column.evaluate((e) => getComputedStyle(e).maskImage)).toContain('linear-gradient');
  await page.screenshot({ path: `${ARTIFACTS}/present19-settings-more-1920.png` });
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => column.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
  // At its foot: B's queue in view, and no fade.
  await page.mouse.wheel(0, 5000);
  await expect(column).toHaveAttribute('data-more-below', 'no');
  await expect(page.locator('#present-b-h')).toBeInViewport();
  expect(await column.evaluate((e) => getComputedStyle(e).maskImage)).toBe('none');
});

test('the theme after Esc keeps its place when the theme is Projector already, saying presenting always uses it (lecturer-1215 steps 22–23; a disabled tick until present22)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&theme=projector');
  await expect(page.getByTestId('theme')).toHaveValue('projector');
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  const after = page.getByRole('combobox', { name: 'Theme after Esc' });
  await expect(after).toHaveValue('projector');
  await expect(after).toHaveAccessibleDescription('(presenting always uses Projector)');
  await page.screenshot({ path: `${ARTIFACTS}/present19-keep-disabled-1920.png` });
  // From Default: it shows Default, with the same reason.
  await page.getByTestId('present-exit').click();
  await page.getByTestId('theme').selectOption('default');
  await page.keyboard.press('f');
  await page.getByTestId('present-settings-toggle').click();
  await expect(after).toHaveValue('default');
  await expect(after).toHaveAccessibleDescription('(presenting always uses Projector)');
});

test('searching "Vegas" on a phone: the lesson first, then a few distinct set-ups of the study, the rest behind a disclosure (phone-1215 step 2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByTestId('landing-search').fill('Vegas');
  await expect(page.getByTestId('landing-found')).toContainText('1 lesson and 28 runs of published studies in 1 group found');
  // The lesson's card on the first screen.
  await expect(page.getByTestId('start-vegas-meets-reno')).toBeInViewport();
  const group = page.getByTestId('demo-group-seed002');
  const shown = group.locator('[data-testid^="demo-seed"]:visible');
  await expect(shown).toHaveCount(4);
  const titles = await shown.allTextContents();
  expect(new Set(titles.map((t) => t.split(' — ')[0])).size, 'distinct set-ups').toBe(4);
  const more = page.getByRole('button', { name: 'Show all 28' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: `${ARTIFACTS}/present19-search-vegas-390.png` });
  // By keyboard: the disclosure opens the rest.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await expect(group.locator('[data-testid^="demo-seed"]:visible')).toHaveCount(28);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
