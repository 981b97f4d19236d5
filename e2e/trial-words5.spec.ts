import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, predict } from './helpers';

/**
 * Numbers the bufferbloat (1366×768) and phone (390×844) trials of 13:30 could not trust (issue
 * 37): CoDel's "queue drops 0 → 84" marked "+84 worse"; utilization "worse" beside system goodput
 * "better" explained only by a dense paragraph; a queueing-delay p99 of 1167 ms beside a largest
 * queue of 688 packets; a call's four rates; a tail-drop sweep point above the link's payload
 * rate; no utilization and no PNG in Sweep; "fitted to the visible data" beside a "cut off" note.
 */

failOnPageErrors(test);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };

async function openCompare(page: Page, viewport = LAPTOP, theme = ''): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`/#v=1&preset=voice-fifo&mode=compare${theme ? `&theme=${theme}` : ''}`);
  await compareSettled(page);
}

const tableRow = (page: Page, label: RegExp) => page.getByTestId('compare-table').locator('tr', { hasText: label }).first();

test('A/B: queue drops 0 → 84 under CoDel read "+84 · CoDel higher than tail drop", neither better nor worse, with the catalogue’s reason at the row; a call’s goodput and a queueing delay say how to read them', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page);
  const drops = tableRow(page, /^Queue drops in the window/);
  const diff = drops.getByTestId('compare-diff');
  await expect(diff).toHaveAttribute('data-verdict', 'none');
  await expect(diff).toHaveText('+84 · CoDel higher than tail drop');
  await expect(drops.getByTestId('neither-why')).toHaveText('neither better nor worse: early drops are how an AQM tells senders to slow down; judge by delay and goodput');
  await expect(drops.getByTestId('neither-why')).toBeVisible();
  // Per flow too: the voice's drops (31 → 4) are no verdict either.
  for (const d of await page.getByTestId('compare-table').locator('tr', { hasText: /^Packets dropped by a queue/ }).all()) await expect(d.getByTestId('compare-diff')).toHaveAttribute('data-verdict', 'none');
  // A queueing delay is counted as its packet leaves the queue: said at the row.
  const p99 = tableRow(page, /^Queueing delay, 99th percentile/);
  await expect(p99.getByTestId('row-read-as')).toHaveText('counted as each packet leaves the queue: a queue built before the window brings its wait into it');
  // The call's goodput: what "active time" is, at the row.
  const goodput = page.getByTestId('compare-table').locator('tr', { hasText: /^Goodput over its active time/ }).last();
  await expect(goodput.getByTestId('row-read-as')).toContainText("÷ the flow's active time (a finished flow: its own life; a UDP stream that stopped: to its last arrival; else the measurement window from its start)");
  await drops.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/words5-ab-drops-laptop.png` });
});

test('A/B: utilization "worse" beside system goodput "better" gets one short line at the rows, not a paragraph (phone)', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, PHONE);
  const line = page.getByTestId('busy-vs-delivered').first();
  await expect(line).toHaveText('A was busier but delivered less: utilization counts busy time (retransmitted copies included), system goodput only new data delivered in order.');
  await line.scrollIntoViewIfNeeded();
  const box = (await line.boundingBox())!;
  // At most three lines on a phone (the paragraph it replaces took nine).
  const lh = await line.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.4);
  expect(box.height).toBeLessThanOrEqual(lh * 3 + 8);
  await page.screenshot({ path: `${ARTIFACTS}/words5-ab-busy-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('A/B on the projector: the reason and the read-as lines fit at 1920×1080', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, PROJECTOR, 'projector');
  const drops = tableRow(page, /^Queue drops in the window/);
  await drops.scrollIntoViewIfNeeded();
  await expect(drops.getByTestId('neither-why')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/words5-ab-drops-projector.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PROJECTOR.width);
});

test('the y range control says what "fitted" cuts, in the words of the plots’ "cut off" notes', async ({ page }) => {
  await openCompare(page);
  const fit = page.getByTestId('y-range').locator('option[value="fit"]');
  await expect(fit).toHaveText('fitted (brief peaks cut off)');
  const title = await page.getByTestId('y-range').locator('xpath=..').getAttribute('title');
  expect(title).toContain('stays under 95 % of the time');
  expect(title).toContain('a peak above that is cut off and a note on the plot says how high it went');
});

test('bufferbloat lesson step 1: the check’s figures say how to read the call’s goodput and the queueing delay beside them (phone)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await predict(page, 1);
  const verdict = page.getByTestId('check-verdict');
  const lines = verdict.getByTestId('fig-read-as');
  await expect(lines.filter({ hasText: "÷ the flow's active time" })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'counted as each packet leaves the queue' })).toHaveCount(1);
  await verdict.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/words5-lesson-check-phone.png` });
});

test('Sweep: utilization is a metric of the whole run; a tail-drop goodput above the link’s payload rate (500 packets) gets a note saying why; the figure downloads as PNG with its title and legend', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LAPTOP);
  await page.goto('/#v=1&preset=voice-fifo&mode=sweep');
  await expect(page.getByTestId('sweep-panel')).toBeVisible();
  await page.getByTestId('sweep-values').fill('500');
  const reps = page.getByTestId('sweep-reps');
  await reps.fill('1');
  await reps.press('Enter');
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  // Utilization: offered among the run's figures, derived from the catalogue.
  const picker = page.getByTestId('sweep-metric');
  await expect(picker.locator('option[value="link.utilization"]')).toHaveText('utilization');
  await picker.selectOption('run.systemGoodput');
  const note = page.getByTestId('sweep-ceiling-note');
  await expect(note).toContainText('Tail drop at 500: the largest run');
  await expect(note).toContainText('is above the 9.73 Mbit/s of payload a 10.00 Mbit/s link carries (1460 of each 1500 bytes)');
  await expect(note).toContainText('delivered in order');
  // CoDel's points stay below the ceiling: no note for them.
  await expect(note).not.toContainText('CoDel at');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/words5-sweep-note-laptop.png` });
  // PNG beside the SVG: a PNG file at twice the figure's size, with the figure's title.
  const fig = page.getByTestId('sweep-figure');
  const w = Number((await fig.getAttribute('width')) ?? Math.round((await fig.boundingBox())!.width));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png-sweep-figure').click()]);
  expect(dl.suggestedFilename()).toMatch(/^congestion-lab-sweep-figure.*\.png$/);
  const png = readFileSync((await dl.path())!);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(2 * w);
  await expect(fig.locator('text', { hasText: 'System goodput against' })).toHaveCount(1);
  await expect(fig).toContainText('Tail drop');
  await expect(fig).toContainText('CoDel');
  // Utilization as the metric: the figure and the table follow.
  await picker.selectOption('link.utilization');
  await expect(page.getByTestId('sweep-results').locator('h2')).toContainText('Utilization against');
  await expect(page.getByTestId('sweep-table')).toContainText('%');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/words5-sweep-utilization-laptop.png` });
  // The note and the buttons on the projector and on a phone: nothing wider than the screen.
  await picker.selectOption('run.systemGoodput');
  await page.setViewportSize(PROJECTOR);
  await page.getByTestId('theme').selectOption('projector');
  await expect(note).toBeVisible();
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/words5-sweep-note-projector.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PROJECTOR.width);
  await page.setViewportSize(PHONE);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/words5-sweep-note-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByTestId('export-png-sweep-figure').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/words5-sweep-buttons-phone.png` });
});
