import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, settle, exportFigures } from './helpers';

/**
 * Issue 37, the lecturer trial's presentation findings (a 1920×1080 projector, judged from a
 * one-third copy): nothing moves when Share opens or playback starts, A and B plot areas line up,
 * the projected type is large enough, B's rounded thresholds name the study's pair, and the share
 * panel says what a student link leaves out.
 */

const LECTURE = '/#v=1&preset=seed003-e2-droptail&mode=compare&present=1&plots=queue';

/** Where the presentation's parts are: the bar, the numbers, each plot area and its y ticks. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    };
    return {
      bar: box(document.querySelector('.present-bar')!),
      strip: box(document.querySelector('[data-testid=headline-strip]')!),
      hosts: [...document.querySelectorAll('figure.plot .plot-host')].map(box),
      yTicks: [...document.querySelectorAll('figure.plot')].map((f) => [...f.querySelectorAll('g.y-axis text')].map((t) => t.textContent).join(' ')),
    };
  });
}

test('presentation: opening Share and starting playback move nothing; A and B plot areas are the same height with the same y ticks', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(LECTURE);
  await settle(page);
  await compareSettled(page);
  // The layout once the legends have their final items (two readings half a second apart agree).
  let before = await layout(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(500);
    const again = await layout(page);
    if (JSON.stringify(again) === JSON.stringify(before)) break;
    before = again;
  }
  // B's RED legend takes three lines and tail drop's one: the plot areas still match.
  expect(before.hosts).toHaveLength(2);
  expect(before.hosts[0].y).toBe(before.hosts[1].y);
  expect(before.hosts[0].h).toBe(before.hosts[1].h);
  expect(before.yTicks[0]).toBe(before.yTicks[1]);
  // Share opens as a dialog over the plots (as a column beside them it narrowed them: lecturer-1510
  // step 7): the bar, the numbers and the plots stay where they were, A and B alike.
  await page.getByTestId('present-share-toggle').click();
  await expect(page.getByTestId('presentation').getByTestId('share')).toBeVisible();
  const open = await layout(page);
  expect({ bar: open.bar, strip: open.strip }).toEqual({ bar: before.bar, strip: before.strip });
  expect(open.hosts[0].y).toBe(open.hosts[1].y);
  expect(open.hosts[0].h).toBe(open.hosts[1].h);
  expect(open.yTicks[0]).toBe(open.yTicks[1]);
  expect(open.hosts).toEqual(before.hosts);
  await page.screenshot({ path: `${ARTIFACTS}/pres3-share-open-1920.png` });
  await page.keyboard.press('Escape');
  // Playing: "at end of run" appears in room kept for it.
  await page.getByTestId('speed').selectOption('10');
  await page.getByTestId('play').click();
  // The state in the numbers' own strip, in words (it was a tiny "at end of run" tag: lecturer trial 10:00).
  await expect(page.locator('.present-bar').getByTestId('figure-state')).toHaveText(/^End-of-run figures \(\d+\.\d s\); the plots replay an earlier moment Tick “Hide the numbers until the replay ends” to keep them back\.$/);
  // The bar and the numbers stay put. (The legends count up to the cursor, so a legend can take a
  // line less early in a replay and both plot areas grow together; they stay equal.)
  const playing = await layout(page);
  expect({ bar: playing.bar, strip: playing.strip }).toEqual({ bar: before.bar, strip: before.strip });
  expect(playing.hosts[0].h).toBe(playing.hosts[1].h);
  expect(playing.hosts[0].y).toBe(playing.hosts[1].y);
  await page.screenshot({ path: `${ARTIFACTS}/pres3-playing-1920.png` });
});

test('presentation at 1920×1080: legends and axis ticks are at least 24 px, the numbers’ labels at least 21 px (a third of that is what the back row reads)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(LECTURE);
  await settle(page);
  const sizes = await page.evaluate(() => {
    const px = (sel: string) => [...document.querySelectorAll(sel)].map((e) => parseFloat(getComputedStyle(e).fontSize));
    return { legend: px('.present figure.plot .legend > *'), ticks: px('.present .plot-host svg.axes text'), labels: px('.headline-strip dt'), captions: px('.present figure.plot .plot-title') };
  });
  for (const [what, list] of Object.entries(sizes)) expect(list.length, what).toBeGreaterThan(0);
  // Legend items, tick labels: the page's body size (24 px) or more; they were 19 px.
  expect(Math.min(...sizes.legend), 'legend').toBeGreaterThanOrEqual(24);
  expect(Math.min(...sizes.ticks), 'ticks').toBeGreaterThanOrEqual(24);
  expect(Math.min(...sizes.captions), 'plot titles').toBeGreaterThanOrEqual(24);
  // "System goodput (Mbit/s)" beside its numbers: 21.6 px (was 19.2).
  expect(Math.min(...sizes.labels), 'headline labels').toBeGreaterThanOrEqual(21);
});

test('presentation names B by its paired preset’s short name on one title line; B’s queue with the exact thresholds is in the tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(LECTURE);
  await settle(page);
  const title = page.getByTestId('present-title');
  await expect(title).toHaveText(/ — tail drop vs gentle RED$/);
  await expect(title).toHaveAttribute('title', /B: its paired “gentle RED” preset, Gentle RED 20\.83–62\.5 packets/);
  await expect(page.getByTestId('plot-compare-queue-b').locator('.plot-title')).toContainText('≈21–63 packets');
});

test('the Share panel says what the student link leaves out; the note on a host only this computer reaches is in the panel, not in the toolbar', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${LECTURE}&title=Lossy%20Wi-Fi`);
  await settle(page);
  await page.getByTestId('present-share-toggle').click();
  await expect(page.getByTestId('student-link-leaves-out')).toHaveText(/leaves out the theme, the presented plots, presentation mode, the slide title, the headline numbers held until the end of the replay and the playback speed\. Students see every plot of the run, not only the presented ones/);
  await expect(page.getByTestId('presentation').getByTestId('share-host-note')).toContainText('serve the app from a host they can reach');
  // The normal view's toolbar: no host note until a link is made, then one beside it. (The first
  // Escape folds the open Share panel, two more leave presentation.)
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('present-share-toggle')).toHaveAttribute('aria-expanded', 'false');
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toBeHidden();
  await expect(page.getByTestId('share-host-note')).toHaveCount(0);
  await page.getByTestId('share-student').click();
  await expect(page.getByTestId('share-host-note')).toHaveCount(1);
  await expect(page.getByTestId('student-link-leaves-out')).toBeVisible();
  expect(await page.getByTestId('student-link').inputValue()).not.toMatch(/[#&](title|present|theme|plots)=/);
});

test('at 1366×768 the header is two rows: title, modes and the lecturer’s buttons, then the preset menu, its search and the dumbbell builder', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed003-e2-droptail');
  await settle(page);
  const top = (await page.locator('header.top').boundingBox())!;
  await page.screenshot({ path: `${ARTIFACTS}/pres3-header-1366.png` });
  // It was 187 px in four rows (Present indented alone, Theme alone on the last, the host note between).
  expect(top.height).toBeLessThanOrEqual(90);
  const row = async (id: string) => Math.round((await page.getByTestId(id).boundingBox())!.y);
  const first = await row('home');
  for (const id of ['present', 'share', 'theme', 'help-button']) expect(Math.abs((await row(id)) - first), id).toBeLessThanOrEqual(12);
  const second = await row('preset-search');
  expect(second).toBeGreaterThan(first + 20);
  expect(Math.abs((await row('dumbbell-menu-toggle')) - second), 'dumbbell builder beside the search').toBeLessThanOrEqual(12);
});

test('the landing page’s Zhang et al. group states what the study found, set apart as published', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  const group = page.getByTestId('demo-group-seed003');
  await group.locator('summary').first().click();
  // Folded under "Published result" (a phone trial read the Vegas study's ratios before the lesson's prediction, issue 37).
  await page.getByTestId('finding-fold-seed003').locator('summary').click();
  const finding = page.getByTestId('finding-seed003');
  await expect(finding).toBeVisible();
  await expect(finding.getByTestId('paper-says')).toContainText('with few wireless errors drop-tail had the higher system goodput');
  await finding.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/pres3-landing-zhang-1920.png` });
});

test('presentation at 1920: the Share panel opens inside the screen, and a click elsewhere or Escape folds it without leaving presentation (lecturer trial 1000)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(LECTURE);
  await settle(page);
  const menu = page.getByTestId('present-share');
  const toggle = page.getByTestId('present-share-toggle');
  await page.getByTestId('present-share-toggle').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = await menu.locator('.share-menu-panel').boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(1920);
  // A click beside it (on the plots, under its backdrop) closes it.
  await page.mouse.click(20, 1060);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Escape from inside it closes it and keeps the presentation.
  await page.getByTestId('present-share-toggle').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('present-share-toggle')).toBeFocused();
  // The export's "Saved …" status moves nothing in the bar (it pushed Share to a second row).
  const share = await page.getByTestId('present-share-toggle').boundingBox();
  await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-all')]);
  await expect(page.getByTestId('export-all-status')).toContainText('Saved');
  expect(await page.getByTestId('present-share-toggle').boundingBox()).toEqual(share);
});
