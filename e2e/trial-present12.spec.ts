import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, exportFigures, recordText, settle, type TextBox } from './helpers';

/**
 * The trials of 2026-11-30 04:00 (lecturer-0400, bloat-0400, phone-0400): a projected A/B seen at a
 * third of its size, a predict-first student link, the edited note's empty band, the B card's
 * words on a phone, and the 16:9 slide's caption.
 */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

const PROJECTOR = { width: 1920, height: 1080 };
/** The lecturer's demo: gentle RED against tail drop, projected, queue and throughput plots (a 2 × 2 A/B). */
const LECTURE = '/#v=1&preset=wifi-red&view=7&mode=compare&theme=projector&present=1';
/** What a back-row reader sees of 24 px type on a screen viewed at a third of its size: 8 px. */
const BACK_ROW_PX = 24;

const px = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', size: parseFloat(getComputedStyle(e).fontSize), weight: Number(getComputedStyle(e).fontWeight) })));

test('projected A/B at 1920×1080: the A and B tags are as large and as bold as the headline numbers, and the legends\' drop counts at least 24 px (8 px at a third)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PROJECTOR);
  await page.goto(LECTURE);
  await compareSettled(page);
  await expect(page.getByTestId('headline').first()).toBeVisible();
  const tags = await px(page, '[data-testid=headline-strip] .headline-side');
  const values = await px(page, '[data-testid=headline-strip] .headline-value');
  expect(tags.map((t) => t.text)).toEqual(['A', 'B', 'A', 'B']);
  const value = Math.min(...values.map((v) => v.size));
  expect(value).toBeGreaterThanOrEqual(BACK_ROW_PX);
  for (const t of tags) {
    expect(t.size).toBeGreaterThanOrEqual(value - 0.5);
    expect(t.weight).toBeGreaterThanOrEqual(700);
  }
  // Every legend entry with a count (drops, link losses) in both queue panels.
  const counted = (await px(page, '.present .legend .swatch')).filter((s) => /\D \d+( \(drawn per packet\))?$/.test(s.text.trim()));
  expect(counted.map((c) => c.text.trim())).toEqual(expect.arrayContaining([expect.stringMatching(/early drops \d+$/), expect.stringMatching(/overflow drops \d+$/)]));
  for (const c of counted) expect(c.size, c.text).toBeGreaterThanOrEqual(BACK_ROW_PX);
  const counts = await px(page, '.present .legend .legend-count');
  expect(counts.length).toBe(counted.length);
  for (const c of counts) expect(c.weight).toBeGreaterThanOrEqual(700);
  await page.screenshot({ path: `${ARTIFACTS}/trial-present12-tags-1920.png` });
});

test('the 16:9 slide of a projected A/B with throughput plots has the strip\'s goodput/throughput line under its numbers', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PROJECTOR);
  await page.goto(LECTURE);
  await compareSettled(page);
  const brief = (await page.getByTestId('goodput-brief').textContent())!.trim();
  expect(brief).toBe('goodput: each byte once; throughput counts resent copies');
  await recordText(page);
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  await slide.saveAs(`${ARTIFACTS}/trial-present12-slide.png`);
  const texts = ((await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[]).map((b) => b.text);
  const figures = texts.findIndex((t) => t.startsWith('System goodput A '));
  expect(figures).toBeGreaterThanOrEqual(0);
  expect(texts.indexOf(brief)).toBeGreaterThan(figures);
});

test('a predict-first student link: offered in Share, said in words, carried in the link; opened, it stands at the start with every number held until the replay ends', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-codel&mode=compare&present=1');
  await compareSettled(page);
  await page.getByTestId('present-share-toggle').click();
  const option = page.getByRole('checkbox', { name: /Students predict first: hide the numbers until their replay ends/ });
  await expect(option).toBeVisible();
  await option.check();
  await expect(page.getByTestId('student-link-leaves-out').first()).toContainText("at the run's start, with the numbers, the drop counts and the demo's description hidden until the replay ends");
  await page.getByTestId('share-student').click();
  const link = await page.getByTestId('student-link').inputValue();
  expect(link).toContain('endnums=1');
  expect(link).toMatch(/[&#]speed=\d/);
  expect(link).not.toContain('present=1');
  expect(link).not.toContain('theme=projector');

  const student = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await student.goto(link);
  await compareSettled(student);
  await expect(student.getByTestId('presentation')).toHaveCount(0);
  // At the run's start, paused: the plots are there to replay, no figure is.
  await expect(student.getByTestId('compare-glance').getByTestId('numbers-held')).toBeVisible();
  await expect(student.getByTestId('compare-summary')).toHaveAttribute('data-held', 'yes');
  await expect(student.getByTestId('glance-ab-row')).toHaveCount(0);
  await expect(student.getByTestId('glance-tally')).toHaveCount(0);
  await expect(student.getByTestId('description-held')).toBeVisible();
  expect(await student.evaluate(() => [...document.querySelectorAll('.legend .legend-count')].length)).toBe(0);
  await student.screenshot({ path: `${ARTIFACTS}/trial-present12-student-held-1366.png` });
  // The replay's end shows them.
  await student.keyboard.press('End');
  await expect(student.getByTestId('glance-tally')).toBeVisible();
  await expect(student.getByTestId('compare-summary')).not.toHaveAttribute('data-held', 'yes');
  await expect(student.getByTestId('scenario-description')).not.toContainText('shown with the numbers');
  await student.close();
});

test('the header\'s copied student link: ticking "Students predict first" after a copy makes and copies the link again, not "the scenario changed since"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-codel');
  await settle(page);
  await page.getByTestId('share-student').click();
  const field = page.getByTestId('student-link');
  expect(await field.inputValue()).not.toContain('endnums=1');
  await page.getByRole('checkbox', { name: /Students predict first/ }).check();
  await expect(field).toHaveAttribute('data-stale', 'no');
  await expect.poll(() => field.inputValue()).toContain('endnums=1');
  await expect(page.getByTestId('student-note')).not.toContainText('scenario changed');
  await page.getByRole('checkbox', { name: /Students predict first/ }).uncheck();
  await expect.poll(() => field.inputValue()).not.toContain('endnums=1');
  await expect(field).toHaveAttribute('data-stale', 'no');
});

test('a predict-first link opened on a phone: the note fits, and "Show the numbers now" shows them', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto('/#v=1&preset=voice-codel&view=7&endnums=1&speed=2');
  await expect(page.getByTestId('glance').getByTestId('numbers-held')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${ARTIFACTS}/trial-present12-student-held-390.png` });
  const show = page.getByTestId('glance').getByRole('button', { name: 'Show the numbers now' });
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await show.click();
  await expect(page.getByTestId('glance-headline').first()).toBeVisible();
  await page.close();
});

test('after an edit the note takes the description\'s place with no empty band under it (1366×768)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare');
  await expect(page.getByTestId('scenario-description')).toBeVisible();
  const buffer = page.getByTestId('buffer');
  await buffer.fill('100');
  await buffer.press('Enter');
  const note = page.getByTestId('edited-note');
  await expect(note).toBeVisible();
  // From the note's last line of text (not its box, which a kept room stretched) to the heading block's foot.
  const gap = await page.locator('.scenario-title').evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el.querySelector('[data-testid="edited-note"]')!);
    return el.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(8);
  await expect(page.getByTestId('description-room')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}/trial-present12-edited-1366.png` });
});

test('on a phone the B card says in one sentence that B follows every edit; how Auto picks B\'s queue is one tap away', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&preset=voice-codel&mode=compare');
  await compareSettled(page);
  const words = page.getByTestId('b-card-words');
  await words.scrollIntoViewIfNeeded();
  await expect(words).toContainText('every edit in the scenario editor applies to B too');
  await expect(words).not.toContainText('On Auto');
  const more = page.getByRole('button', { name: /How B’s queue is picked/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const folded = (await words.boundingBox())!.height;
  const line = await words.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
  expect(folded).toBeLessThanOrEqual(4 * line + 4);
  await page.screenshot({ path: `${ARTIFACTS}/trial-present12-bcard-390.png` });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(words).toContainText("On Auto, B's queue is picked to match A's");
});
