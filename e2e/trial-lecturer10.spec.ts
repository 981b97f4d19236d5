import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, exportFigures, pageWithSimWorkerHeld, recordText, urlSettled, type TextBox } from './helpers';

/**
 * What the lecturer trial of 2026-11-30 01:00 ("lossy Wi-Fi where RED makes things worse", a
 * projector at 1920 × 1080) met around presenting: the legends counting drops while the numbers
 * were to be hidden, a share note naming no view, a step button read as "to the end", the
 * address keeping present=1 after Esc, and A's plot shorter than B's on the 16:9 slide.
 */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

/** A's and B's runs have both arrived and been drawn (compareSettled), with room for a machine shared by several browsers. */
async function settleAb(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 90_000 });
  await compareSettled(page);
}

const cursor = (page: Page) => page.evaluate(() => (window as unknown as { __clab: { playback: { getState(): { cursor: number } } } }).__clab.playback.getState().cursor);

test('with "Hide the numbers until the replay ends", the legends name the drops they draw without counting them until the replay ends (confusion 2)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=seed003-e2-red&mode=compare&theme=projector&present=1&endnums=1&speed=5&plots=queue');
  const shown = page.getByTestId('presentation');
  await expect(shown).toBeVisible();
  await settleAb(page);
  await page.getByTestId('play').click();
  // Mid-replay: the drop kinds drawn so far are in the legends, with no count beside them.
  await expect(shown.getByText(/early drops$/).first()).toBeVisible({ timeout: 60_000 });
  await expect(shown.getByText(/overflow drops$/).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('headline-held')).toBeVisible();
  await expect(shown.getByText(/(drops|losses|marks|events)( \(any link\))? \d+/)).toHaveCount(0);
  await page.getByTestId('play').click();
  await page.screenshot({ path: `${ARTIFACTS}/lecturer10-legend-held-1920.png` });
  // At the end the counts are back, with the headline numbers.
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-held')).toHaveCount(0);
  await expect(shown.getByText(/early drops \d+/).first()).toBeVisible();
  await expect(shown.getByText(/overflow drops \d+/).first()).toBeVisible();
});

for (const [mode, view] of [
  ['compare', 'Compare A/B'],
  ['explore', 'Explore'],
  ['sweep', 'Sweep'],
] as const) {
  test(`in ${view}, the share note names the view the student link opens, and the link opens it (confusion 3)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/#v=1&preset=seed000-droptail&mode=${mode}`);
    await urlSettled(page);
    await page.getByTestId('share-student').click();
    await expect(page.getByTestId('student-link-leaves-out')).toContainText(`The student link opens the same scenario and numbers in ${view};`);
    await expect(page.getByTestId('share-student')).toHaveAttribute('title', new RegExp(`students open it in ${view.replace('/', '\\/')}$`));
    const link = await page.getByTestId('student-link').inputValue();
    const student = await browser.newPage();
    await student.goto(link);
    await expect(student.getByTestId(`mode-${mode}`)).toHaveAttribute('aria-selected', 'true');
    await expect(student.getByTestId(`mode-${mode}`)).toHaveText(view);
    await student.close();
  });
}

test('the step buttons say how far they step ("−1 s", "+1 s" on a 100 s run), and "⇥ End" goes to the end, by pointer and by keyboard (confusion 6)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=seed003-e2-red&mode=compare&theme=projector&present=1&endnums=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settleAb(page);
  expect(await cursor(page)).toBe(0);
  const fwd = page.getByRole('button', { name: 'Step forward 1 s' });
  const back = page.getByRole('button', { name: 'Step back 1 s' });
  await expect(fwd).toHaveText('+1 s');
  await expect(back).toHaveText('−1 s');
  await expect(fwd).toHaveAttribute('title', 'Step forward 1 s (→)');
  await fwd.click();
  expect(await cursor(page)).toBe(1);
  await back.click();
  expect(await cursor(page)).toBe(0);
  const end = page.getByRole('button', { name: 'Go to the end of the run' });
  await expect(end).toHaveText('⇥ End');
  await expect(end).toHaveAttribute('aria-keyshortcuts', 'End');
  await expect(end).toHaveAttribute('title', /End\)$/);
  await page.screenshot({ path: `${ARTIFACTS}/lecturer10-playback-1920.png` });
  // By keyboard: Tab from "+1 s" reaches it, and Enter presses it.
  await fwd.focus();
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('headline-held')).toHaveCount(0);
  expect(await cursor(page)).toBe(Number.POSITIVE_INFINITY);
  // Back to the start, then the End key does the same.
  await page.getByTestId('reset').click();
  expect(await cursor(page)).toBe(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  expect(await cursor(page)).toBe(Number.POSITIVE_INFINITY);
});

test('Esc out of presentation takes present=1 out of the address at once, even while a run is still computing (confusion 8)', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context, release } = await pageWithSimWorkerHeld(browser, { viewport: { width: 1920, height: 1080 } });
  try {
    await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1');
    await expect(page.getByTestId('presentation')).toBeVisible();
    expect(await page.evaluate(() => location.hash)).toMatch(/[#&]present=1(&|$)/);
    // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('presentation')).toHaveCount(0);
    // The run has not arrived (its worker is held): the address follows anyway, with no write pending.
    expect(await page.evaluate(() => [location.hash, (window as unknown as { __clab: { urlSettled(): boolean } }).__clab.urlSettled()])).toEqual([expect.not.stringMatching(/[#&]present=1(&|$)/), true]);
    // And F back in: present=1 again at once.
    await page.keyboard.press('f');
    await expect(page.getByTestId('presentation')).toBeVisible();
    expect(await page.evaluate(() => location.hash)).toMatch(/[#&]present=1(&|$)/);
  } finally {
    release();
    await context.close();
  }
});

test('on the 16:9 slide A and B of a pair have plot areas of one height, though A’s legend (RED’s) runs to more rows (confusion 9)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const plots of ['queue', 'queue,throughput']) {
    await page.goto(`/#v=1&preset=seed003-e2-red&mode=compare&theme=projector&present=1&plots=${plots}`);
    await expect(page.getByTestId('presentation')).toBeVisible();
    await settleAb(page);
    await recordText(page);
    const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
    await slide.saveAs(`${ARTIFACTS}/lecturer10-slide-${plots.replace(',', '-')}.png`);
    const boxes = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[];
    // Each exported plot area is a canvas of its own whose time axis ends at "100 s": its height is the plot area's.
    const areas = boxes.filter((b) => b.text === '100 s');
    expect(areas.length, plots).toBe(plots.split(',').length * 2);
    const heights = areas.map((b) => b.h);
    // A/B pairs in screen order: A then B of each plot.
    for (let i = 0; i < heights.length; i += 2) expect(heights[i], `${plots}: A and B of pair ${i / 2 + 1}`).toBe(heights[i + 1]);
  }
});
