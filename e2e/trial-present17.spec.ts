import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, settle, tabTo } from './helpers';

/** Lecturer trial 10:30 (main 3de204e): presentation, Share, the playback bar and the start page. */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

/** The plot hosts' total height, and whether the page scrolls sideways. */
async function plotRoom(page: Page): Promise<{ hosts: number; sideways: boolean }> {
  return page.evaluate(() => ({
    hosts: [...document.querySelectorAll('.plot-host')].reduce((sum, h) => sum + h.getBoundingClientRect().height, 0),
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  }));
}

test('presenting a paired demo from Explore, "Compare with tail drop" stands under the slide title in the room’s type, by Tab too, and presents A/B in place (steps 4 and 7)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&theme=projector&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  // In the bar, with Settings folded: not one click away in a column nobody opened.
  await expect(page.getByTestId('present-settings-toggle')).toHaveAttribute('aria-expanded', 'false');
  const offer = page.getByTestId('presentation').getByRole('button', { name: 'Compare with tail drop', exact: true });
  await expect(offer).toBeVisible();
  const looks = await offer.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const title = document.querySelector('.present-title')!.getBoundingClientRect();
    const numbers = document.querySelector('.present-bar > .headline-strip')!.getBoundingClientRect();
    return { font: parseFloat(getComputedStyle(el).fontSize), body: parseFloat(getComputedStyle(document.body).fontSize), weight: Number(getComputedStyle(el).fontWeight), under: b.top >= title.bottom - 1, left: Math.abs(b.left - title.left), belowNumbers: b.bottom - numbers.bottom };
  });
  // The room's type (the body's 24 px at 1080 p, bold), under the title, at its left edge.
  expect(looks.font).toBeGreaterThanOrEqual(looks.body);
  expect(looks.font).toBeGreaterThanOrEqual(24);
  expect(looks.weight).toBeGreaterThanOrEqual(600);
  expect(looks.under).toBe(true);
  expect(looks.left).toBeLessThanOrEqual(2);
  // It costs the plots no height: the title and it are no taller than the headline numbers beside
  // them, which set the row's height anyway (at 1280 × 720, screens.spec.ts checks the plots' 60 %).
  expect(looks.belowNumbers).toBeLessThanOrEqual(0);
  expect((await plotRoom(page)).sideways).toBe(false);
  await page.screenshot({ path: `${ARTIFACTS}/present17-compare-offer-1920.png` });
  // By keyboard alone: Tab reaches it, Enter presents A/B, still presenting, focus on the new title.
  await page.locator('body').focus();
  await tabTo(page, 'present-compare-counterpart');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mode=compare/);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('present-title')).toHaveText(/ — gentle RED vs tail drop$/);
  await expect(page.getByTestId('present-title')).toBeFocused();
  // In A/B it is done: the offer goes.
  await expect(offer).toHaveCount(0);
});

test('presenting A/B at 1920 × 1080, Share opens as a dialog over the plots, which keep their size, and closes (step 13; lecturer-1510 step 7)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  await compareSettled(page);
  const plotsBefore = await page.locator('figure.plot').evaluateAll((els) => els.map((f) => f.getBoundingClientRect().right));
  await page.getByTestId('present-share-toggle').click();
  const panel = page.locator('#present-share-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy student link' })).toBeVisible();
  // A dialog over them: the plots keep their place and size (as a column beside them it narrowed them in front of the room).
  expect(await page.locator('figure.plot').evaluateAll((els) => els.map((f) => f.getBoundingClientRect().right))).toEqual(plotsBefore);
  const open = await page.evaluate(() => {
    const p = document.getElementById('present-share-panel')!.getBoundingClientRect();
    const hosts = [...document.querySelectorAll('.plot-host')].map((h) => h.getBoundingClientRect().height);
    return { panel: { left: p.left, bottom: p.bottom }, hosts, sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth, scrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight };
  });
  expect(open.panel.bottom).toBeLessThanOrEqual(1080);
  expect(open.sideways).toBe(false);
  expect(open.scrolls).toBe(false);
  // Four plots, each still a readable height.
  expect(open.hosts).toHaveLength(4);
  for (const h of open.hosts) expect(h).toBeGreaterThanOrEqual(100);
  await page.screenshot({ path: `${ARTIFACTS}/present17-share-1920.png` });
  // Closed (Escape), the plots are as before.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect.poll(() => page.locator('figure.plot').evaluateAll((els) => els.map((f) => f.getBoundingClientRect().right))).toEqual(plotsBefore);
});

test('on this computer’s address, Share says so and how to serve the app for a class; and what a link carries, so whether an old link gives the same numbers (steps 13, 14 and 20)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1');
  await settle(page);
  await page.getByTestId('present-share-toggle').click();
  const panel = page.locator('#present-share-panel');
  await expect(panel.getByTestId('share-host-note')).toContainText('this computer');
  const how = panel.getByTestId('share-serve-how');
  const summary = how.locator('summary');
  await expect(summary).toHaveText('How to serve it for a class');
  // Folded until asked, then opened by the keyboard.
  await expect(how.locator('code').first()).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(how.locator('code')).toHaveText(['npm run build && npx vite preview --host', 'npm run build']);
  await expect(how).toContainText('Network address');
  await expect(how).toContainText('dist folder to any static web host');
  // What the link carries: the preset by name with the edits, not the numbers; a retuned preset would give others.
  const carries = panel.getByTestId('share-link-carries');
  await expect(carries).toContainText("the preset's name (wifi-red) with a digest of its set-up, your edits to it and the view, not the numbers");
  await expect(carries).toContainText('If a later version of the app changes the preset “Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED”, an old link opens the changed preset, can give other numbers, and says so when it opens');
  await page.screenshot({ path: `${ARTIFACTS}/present17-share-how-1920.png` });
});

/** A control's visible words: its rendered text without the glyphs that stand for an action (↺ ⇥ ▶ ❚ ▾ ▴ ✕). */
const visibleWords = (text: string) => text.replace(/[↺⇥▶❚▾▴✕]/g, '').replace(/\s+/g, ' ').trim();

for (const [w, h] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`at ${w}×${h}, every playback control's accessible name begins with its visible words (WCAG 2.5.3), "click End" finds "⇥ End", and "▶" has its word where there is room (step 12)`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&preset=seed000-droptail');
    await settle(page);
    const bar = page.getByRole('toolbar', { name: 'Playback' }).first();
    if (w < 600) await bar.getByTestId('playback-more').click();
    // Stopped at the start: the play button's word is "Play" (at the end it is "Replay").
    await bar.getByTestId('reset').click();
    const controls = bar.locator('button:visible, select:visible');
    const n = await controls.count();
    expect(n).toBeGreaterThanOrEqual(8);
    const checked: string[] = [];
    for (let i = 0; i < n; i++) {
      const c = controls.nth(i);
      // A select's visible words are its label's own, without the options.
      const seen = await c.evaluate((el) => (el instanceof HTMLSelectElement ? [...(el.closest('label')?.childNodes ?? [])].filter((k) => k.nodeType === Node.TEXT_NODE).map((k) => k.textContent).join(' ') : (el as HTMLElement).innerText));
      const words = visibleWords(seen);
      if (words === '') continue; // a glyph alone (↺, ❚❚): no words to say
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(c, `“${words}”`).toHaveAccessibleName(new RegExp(`^${escaped}`, 'i'));
      checked.push(words);
    }
    expect(checked).toEqual(expect.arrayContaining(['−0.38 s', '+0.38 s', 'End', 'speed', 'Zoom', 'Go']));
    // A speech-input user's "click End" (the trial's /End/): one button, the one to the end.
    await expect(bar.getByRole('button', { name: /End/ })).toHaveAttribute('data-testid', 'to-end');
    const play = bar.getByTestId('play');
    await expect(play).toHaveAccessibleName('Play');
    const playText = await play.evaluate((el) => (el as HTMLElement).innerText.trim());
    if (w < 600) {
      // The phone's bar folded to its one row: the glyph alone.
      await bar.getByTestId('playback-more').click();
      await expect.poll(() => play.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('▶');
    } else expect(playText).toBe('▶ Play');
    await page.screenshot({ path: `${ARTIFACTS}/present17-playback-${w}.png` });
  });
}

test('the start page says what a lesson and a teaching demo are for and how long, and links the Wi-Fi lesson and the Wi-Fi demos to each other (steps 1–2)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  // On the first screen, which to take for a 5-minute slot.
  const guide = page.getByTestId('kinds-guide');
  await expect(guide).toHaveText('Lessons: students predict, run and check, step by step, 15–20 min each. Teaching demos: one run to project and talk through, about 5 min.');
  await expect(guide).toBeInViewport();
  // Each lesson's card: what it is, its steps and its time, from the lesson's data.
  await expect(page.getByTestId('lesson-kind-loss-not-congestion')).toHaveText('Lesson · 3 steps · ~20 min');
  await expect(page.getByTestId('lesson-kind-bufferbloat-voice')).toHaveText('Lesson · 6 steps · ~20 min');
  await expect(page.getByTestId('demo-kind')).toHaveText('Demo · one run to project and talk through · ~5 min.');
  // The lesson's card leads to the demos of its topic, opened and focused.
  const live = page.getByTestId('live-demos-loss-not-congestion');
  await expect(live).toHaveText('For a live demo of this (~5 min), see Long path with Wi-Fi losses: does RED help?');
  await live.getByRole('link', { name: 'Long path with Wi-Fi losses: does RED help?' }).click();
  const group = page.getByTestId('demo-group-lossy-links');
  await expect(group).toHaveAttribute('open', '');
  await expect(group).toBeFocused();
  // The demo's gentle RED, not its control's (the group lists both pairs: lecturer-2045).
  await expect(group.getByRole('link', { name: /^Long Wi-Fi path.*— gentle RED$/ })).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/present17-landing-group-1920.png` });
  // And back: the group names its lesson, with its steps and time.
  const lessons = page.getByTestId('lessons-of-lossy-links');
  await expect(lessons).toHaveText('The lesson on this (students predict, run and check, step by step): When loss is not congestion: Start lesson › (3 steps, ~20 min)');
  // It starts the lesson (phone-1740, step 4: a link that only scrolled back to the card took a second tap).
  await lessons.getByRole('button', { name: 'When loss is not congestion: Start lesson' }).click();
  await expect(page.getByTestId('step-title')).toBeVisible();
  await expect(page.getByTestId('landing')).toHaveCount(0);
});

test('a link carries its preset’s digest; opened where the preset has changed since, it opens with its edits and says the numbers can differ (steps 14 and 20)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=wifi-red');
  await settle(page);
  await page.getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();
  const digest = /[#&]ph=([0-9a-f]{8})(&|$)/.exec(link)?.[1];
  expect(digest, link).toBeDefined();
  // The same digest: the link opens with no word.
  await page.goto(`/#v=1&preset=wifi-red&ph=${digest}&seed=2`);
  await settle(page);
  await expect(page.getByTestId('link-error')).toHaveCount(0);
  // Another digest, as a link made before the preset was retuned would carry.
  const other = (digest![0] === '0' ? '1' : '0') + digest!.slice(1);
  await page.goto('/');
  await page.goto(`/#v=1&preset=wifi-red&ph=${other}&seed=2`);
  await settle(page);
  await expect(page.getByTestId('link-error')).toHaveText(/This link was made when the preset “Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED” was set up otherwise: this version of the app has changed it since, so the numbers can differ/);
  // Opened with its edit, and the address now carries this app's digest.
  await expect(page).toHaveURL(new RegExp(`preset=wifi-red&ph=${digest}&seed=2`));
});
