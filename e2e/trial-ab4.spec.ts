import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, pixelsOfColour, showPlot } from './helpers';
import { csvCells } from '../tests/helpers/csv';

/**
 * A/B findings of the phone, bufferbloat and lecturer trials (10:00, issue 37): A and B of a plot
 * share one y scale (CoDel's panel offers its own), the wide page has one headline table, the
 * summary fits beside a lesson with its head below the sticky bar, the summary downloads as CSV,
 * the B card says what the editor changes, the cut-off notes say whose peak, Pin A lists A's study
 * first.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };

async function openCompare(page: Page, hash: string, viewport = LAPTOP): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`/#v=1&${hash}&mode=compare`);
  await compareSettled(page);
}

const yTop = (page: Page, name: string) => page.evaluate((n) => (window as any).__clab.plots.get(n).geom.y.domain()[1] as number, name);
const title = (page: Page, name: string) => page.getByTestId(`plot-${name}`).locator('.plot-title');

/** CoDel's 5 ms target line, drawn opaque over the dots (the theme's bandEdge at full strength). */
const TARGET_LINE = '#2457c5';

test('FIFO against CoDel: A and B share one y scale by default, CoDel’s panel names its p99 and offers its own scale, and the flow bar offers the "shared A/B scale" by name', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  await expect(page.getByTestId('ab-card-b').locator('h3')).toContainText('CoDel');
  for (const kind of ['delay', 'queue']) {
    for (const side of ['a', 'b']) await expect(title(page, `compare-${kind}-${side}`)).toContainText('(shared A/B scale)');
    await showPlot(page, `compare-${kind}-a`);
    await showPlot(page, `compare-${kind}-b`);
    expect(await yTop(page, `compare-${kind}-b`), `${kind}: B's axis is A's`).toBe(await yTop(page, `compare-${kind}-a`));
  }
  // The note is on the flattened run's panel (B, CoDel) only, with its catalogue figure.
  const note = page.getByTestId('plot-compare-delay-b').getByTestId('ab-scale-note-delay');
  await expect(note).toContainText("B's queueing delay, 99th percentile");
  await expect(note).toContainText(/queueing delay, 99th percentile: \d+(\.\d)? ms against A's \d+(\.\d)? ms \(window 5\.00–30\.00 s\)/);
  await expect(page.getByTestId('plot-compare-delay-a').getByTestId('ab-scale-note-delay')).toHaveCount(0);
  // CoDel's target line is drawn (opaque, over the dots) on the shared scale too.
  expect(await pixelsOfColour(page, 'compare-delay-b', TARGET_LINE), 'target line pixels, shared scale').toBeGreaterThan(100);
  await page.getByTestId('plot-compare-delay-b').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-shared-scale-1366.png` });
  // The PNG export is titled with the scale it shows.
  await expect(page.getByTestId('export-png-compare-delay-b')).toHaveAttribute('aria-label', /\(shared A\/B scale\) as PNG/);

  // Own scale from the note's button: CoDel's axis fits its few ms, and both titles say "own scale".
  await note.getByTestId('ab-show-own-delay').click();
  for (const side of ['a', 'b']) await expect(title(page, `compare-delay-${side}`)).toContainText('(own scale)');
  await expect.poll(async () => (await yTop(page, 'compare-delay-a')) / (await yTop(page, 'compare-delay-b'))).toBeGreaterThan(5);
  await expect(page.getByTestId('export-png-compare-delay-b')).toHaveAttribute('aria-label', /\(own scale\) as PNG/);
  expect(await pixelsOfColour(page, 'compare-delay-b', TARGET_LINE), 'target line pixels, own scale').toBeGreaterThan(100);
  await page.getByTestId('plot-compare-delay-b').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-own-scale-1366.png` });
  // Only that pair: the queue plots still share, and the flow bar says the pairs differ.
  await expect(title(page, 'compare-queue-a')).toContainText('(shared A/B scale)');
  await expect(page.getByTestId('ab-scale')).toHaveValue('mixed');

  // The flow bar's control names the shared scale and sets every pair.
  await expect(page.getByTestId('ab-scale').locator('option[value="shared"]')).toHaveText('shared A/B scale');
  await page.getByTestId('ab-scale').selectOption('own');
  await expect(title(page, 'compare-queue-b')).toContainText('(own scale)');
  await expect(page.getByTestId('ab-own-scale-queue')).toBeChecked();
  await page.getByTestId('ab-scale').selectOption('shared');
  for (const kind of ['delay', 'queue', 'cwnd']) await expect(title(page, `compare-${kind}-a`)).toContainText('(shared A/B scale)');
  await expect.poll(async () => (await yTop(page, 'compare-delay-a')) === (await yTop(page, 'compare-delay-b'))).toBe(true);
});

test('the shared-scale pair at 390 and at 1920 in the projector theme (screenshots; no sideways scroll)', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo', PHONE);
  await page.getByTestId('plot-compare-delay-b').scrollIntoViewIfNeeded();
  await showPlot(page, 'compare-delay-b');
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-shared-scale-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await openCompare(page, 'preset=voice-fifo&theme=projector', PROJECTOR);
  await page.getByTestId('plot-compare-delay-a').scrollIntoViewIfNeeded();
  await showPlot(page, 'compare-delay-b');
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-shared-scale-1920.png` });
  await expect(page.getByTestId('plot-compare-delay-b').getByTestId('ab-scale-note-delay')).toBeVisible();
  // Presenting, the 2×2 grid keeps its height for the plots: no toggle, no note.
  await page.goto(page.url().replace('theme=projector', 'theme=projector&present=1'));
  await compareSettled(page);
  await expect(page.getByTestId('ab-scale-note-delay')).toHaveCount(0);
  await expect(page.getByTestId('ab-own-scale-queue')).toHaveCount(0);
});

test('A/B renders the table\'s "B − A" header and "At a glance" once at every width; below 1024 px the jump list block is rendered', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  await expect(page.getByTestId('compare-top')).toHaveCount(0);
  await expect(page.getByTestId('diff-header')).toHaveCount(1);
  await expect(page.getByTestId('compare-glance')).toHaveCount(1);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('compare-top')).toBeVisible();
  // The headline rows are "At a glance"'s (issue 37), not a second copy of the table's.
  await expect(page.getByTestId('diff-header')).toHaveCount(1);
  await expect(page.getByTestId('compare-glance')).toHaveCount(1);
});

test('the wide A/B table heads name each set-up (as the phone key does)', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  const head = page.getByTestId('compare-table').locator('thead');
  await expect(head.locator('th.col-a .col-long')).toBeVisible();
  await expect(head.locator('th.col-a')).toContainText('A: Tail drop, buffer 1000 packets (the preset)');
  await expect(head.locator('th.col-b')).toContainText('B: CoDel');
});

test('beside a lesson at 1366×768 the A/B summary fits its card (B − A and its word not cut) and its head stays below the sticky playback bar', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5&mode=compare');
  await compareSettled(page);
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toBeVisible();
  const fit = await summary.evaluate((card) => {
    const table = card.querySelector('table')!;
    const right = card.getBoundingClientRect().right;
    const cells = [...card.querySelectorAll('td.diff')].map((c) => c.getBoundingClientRect().right);
    return { tableRight: table.getBoundingClientRect().right, right, widest: Math.max(...cells) };
  });
  expect(fit.tableRight, 'table inside its card').toBeLessThanOrEqual(fit.right + 0.5);
  expect(fit.widest, 'every B − A cell inside its card').toBeLessThanOrEqual(fit.right + 0.5);
  // Scrolled to the middle of the table: its head is right under the bar, not under it.
  const row = page.getByTestId('compare-table').locator('tr[data-label="One-way delay, mean"]').nth(2);
  await row.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(300);
  const [bar, head] = await Promise.all([page.locator('.main .playback').boundingBox(), page.getByTestId('diff-header').boundingBox()]);
  expect(head!.y, 'B − A header top at or below the bar').toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
  expect(head!.y).toBeLessThan(bar!.y + bar!.height + 40);
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-summary-lesson-1366.png` });
});


test('A/B summary "Download CSV": one row per table row with metric, window, unit, A, B and B − A at full precision and both set-ups, each matching the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compare-csv').click()]);
  expect(download.suggestedFilename()).toBe('congestion-lab-ab-summary.csv');
  const [header, ...rows] = csvCells(readFileSync((await download.path())!, 'utf8'));
  expect(header).toEqual(['a_setup', 'b_setup', 'group', 'metric', 'metric_id', 'window', 'unit', 'a', 'b', 'b_minus_a', 'verdict_for_b', 'base_unit', 'a_base', 'b_base']);
  const col = (r: string[], name: string) => r[header.indexOf(name)];
  const screen = await page.getByTestId('compare-table').locator('tbody tr[data-label]').evaluateAll((trs) =>
    trs.map((tr) => ({ label: tr.getAttribute('data-label')!, unit: tr.getAttribute('data-unit')!, cells: [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()) })),
  );
  expect(rows.length, 'one CSV row per table row').toBe(screen.length);
  let compared = 0;
  screen.forEach((s, k) => {
    const r = rows[k];
    expect(col(r, 'a_setup')).toBe('Tail drop, buffer 1000 packets (the preset)');
    expect(col(r, 'b_setup')).toMatch(/^CoDel/);
    expect(col(r, 'metric')).toBe(s.label);
    expect(col(r, 'unit')).toBe(s.unit);
    expect(col(r, 'window')).not.toBe('');
    // Each shown figure is the CSV's value rounded to the screen's decimals.
    for (const [i, name] of [[1, 'a'], [2, 'b']] as const) {
      const shown = s.cells[i];
      if (!/^[−+-]?\d/.test(shown)) {
        expect(col(r, name), `${s.label} ${name}: no value`).toBe('');
        continue;
      }
      const digits = shown.split('.')[1]?.replace(/\D.*$/, '').length ?? 0;
      expect(Number(col(r, name)).toFixed(digits), `${s.label} ${name}`).toBe(shown.replace(/[^\d.]/g, ''));
      compared++;
    }
    const diff = Number(col(r, 'b_minus_a'));
    if (Number.isFinite(diff) && col(r, 'b_minus_a') !== '') expect(Math.abs(diff - (Number(col(r, 'b')) - Number(col(r, 'a'))))).toBeLessThan(1e-9 * Math.max(1, Math.abs(diff)));
  });
  expect(compared).toBeGreaterThan(40);
  // Full precision: not the screen's rounding (the FIFO's mean queueing delay has more decimals).
  const qd = rows.find((r) => col(r, 'metric_id') === 'link.queueDelayMean')!;
  expect(col(qd, 'a').split('.')[1]?.length ?? 0).toBeGreaterThan(1);
});

test('the B card says every editor edit applies to B: on Auto, A’s buffer edit changes B’s; once B’s queue is set here it does not, and the words say so', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  const card = page.getByTestId('ab-card-b');
  const words = page.getByTestId('b-card-words');
  await expect(words).toContainText('every edit in the scenario editor applies to B too');
  // How Auto picks B's queue: one tap away (phone trial 04:00, step 17).
  await page.getByTestId('b-card-more').click();
  await expect(words).toContainText("editing A's queue (its buffer, say) changes B's as well");
  await expect(card).not.toContainText('changes A only');
  const buffer = page.getByTestId('buffer');
  await buffer.fill('50');
  await buffer.press('Enter');
  await expect(card.locator('h3')).toContainText('buffer 50 packets');
  // B's own buffer: now fixed, and said to be.
  const bBuffer = page.getByTestId('b-buffer');
  await bBuffer.fill('200');
  await bBuffer.press('Enter');
  await expect(words).toContainText('except the bottleneck queue, which B keeps as set here');
  await buffer.fill('60');
  await buffer.press('Enter');
  await expect(page.getByTestId('ab-card-a').locator('h3')).toContainText('buffer 60 packets');
  await expect(card.locator('h3')).toContainText('buffer 200 packets');
});

test('RED against tail drop: each cwnd plot’s "cut off" note names its own run’s peak, with the flow and time, or its axis holds that peak', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=seed002-a-vr-red', PHONE);
  for (const side of ['a', 'b']) {
    await showPlot(page, `compare-cwnd-${side}`);
    const { note, top } = await page.evaluate((n) => {
      const p = (window as any).__clab.plots.get(n);
      return { note: p.cutNote as string | null, top: p.geom.y.domain()[1] as number };
    }, `compare-cwnd-${side}`);
    // Both runs' Reno flow (flow 2) overshoots to the same 54.7 kB in its first slow start, before the queues differ:
    // an axis ending on its top tick (60 kB in bands at 390 px) holds it, else the note names it.
    if (note === null) expect(top).toBeGreaterThanOrEqual(54_700);
    else expect(note).toMatch(/^Flow 2's window peaked at 54\.7kB at 0\.6\d s, above the plot's top$/);
  }
  await page.getByTestId('plot-compare-cwnd-a').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-ab4-cwnd-note-390.png` });
});

test('Pin A lists the presets of A’s own study first ("Same study"), then the rest grouped as on the landing page', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=seed002-a-vr-red', PHONE);
  const groups = page.getByTestId('pin-a').locator('optgroup');
  await expect(groups.first()).toHaveAttribute('label', /^Same study · /);
  const first = await groups.first().locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(first).toContain('seed002-a-vr-droptail');
  expect(first.every((v) => v.startsWith('seed002'))).toBe(true);
  expect(await groups.count()).toBeGreaterThan(5);
  const labels = await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('label')));
  expect(labels).toContain('Bufferbloat: CoDel, PIE and FQ-CoDel');
});

test('the A/B scale choice is kept by the link (abown=) and restored on opening it', async ({ page }) => {
  test.setTimeout(120_000);
  await openCompare(page, 'preset=voice-fifo');
  await page.getByTestId('ab-own-scale-delay').check();
  await expect(page).toHaveURL(/abown=delay/);
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await compareSettled(page);
  await expect(title(page, 'compare-delay-b')).toContainText('(own scale)');
  await expect(title(page, 'compare-queue-b')).toContainText('(shared A/B scale)');
});
