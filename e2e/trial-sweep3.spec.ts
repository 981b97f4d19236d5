/**
 * Issue 37: the Sweep and export findings of the bloat-0630 and lecturer-0630 trials, tried as
 * they were (the wireless study's PER sweep, the voice call's buffer sweep), with screenshots at
 * 1366×768 and 1920×1080 in the projector theme, and the exported SVG opened and looked at.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, openFresh, showPlot } from './helpers';

failOnPageErrors(test);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  text: string;
}

/** Screen boxes of the figure's text: x tick labels, y tick labels, the y title's lines, every text. */
async function figureText(page: Page, selector = '[data-testid="sweep-figure"]'): Promise<{ x: Box[]; y: Box[]; yLabel: Box[]; all: Box[]; frame: Box }> {
  return page.locator(selector).evaluate((svg) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: e.textContent ?? '' };
    };
    return {
      x: [...svg.querySelectorAll('g.x-axis text')].map(box),
      y: [...svg.querySelectorAll('g.y-axis text')].map(box),
      yLabel: [...svg.querySelectorAll('text.y-label')].map(box),
      all: [...svg.querySelectorAll('text')].map(box),
      frame: box(svg),
    };
  });
}

/** No two x tick labels touch, the y title is left of every y tick label, and no text leaves the figure. */
function expectReadableAxes(t: Awaited<ReturnType<typeof figureText>>, what: string): void {
  expect(t.x.length, `${what}: x ticks`).toBeGreaterThanOrEqual(2);
  const xs = [...t.x].sort((a, b) => a.left - b.left);
  for (let i = 1; i < xs.length; i++) expect(xs[i].left, `${what}: "${xs[i - 1].text}" and "${xs[i].text}" apart`).toBeGreaterThan(xs[i - 1].right + 2);
  const yTicksLeft = Math.min(...t.y.map((b) => b.left));
  for (const l of t.yLabel) expect(l.right, `${what}: y title clear of the tick labels`).toBeLessThan(yTicksLeft);
  for (const b of t.all) {
    expect(b.left, `${what}: "${b.text}" inside`).toBeGreaterThanOrEqual(t.frame.left - 0.5);
    expect(b.right, `${what}: "${b.text}" inside`).toBeLessThanOrEqual(t.frame.right + 0.5);
  }
}

async function runSweep(page: Page, timeout: number): Promise<void> {
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout });
}

test('lecturer: the wireless study sweeps its PER in % against system goodput; the figure and its SVG have a title and a legend, one unit, readable axes', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed003-e2-droptail');
  await page.getByTestId('mode-sweep').click();
  // Defaults from the study: its packet error rate, in the editor's %, from none to 1 %.
  await expect(page.getByTestId('sweep-param')).toHaveValue('topology.access.receiverLoss.per');
  await expect(page.getByTestId('sweep-param').locator('option:checked')).toHaveText("Packet error rate on receivers' last links (wireless), %");
  await expect(page.getByTestId('sweep-values')).toHaveValue('0,0.05,0.1,0.2,0.5,1');
  await expect(page.getByTestId('sweep-values-unit')).toContainText('%');
  // The Values box shows a list of seven buffers whole (a trial's was cut after "500,").
  const values = page.getByTestId('sweep-values');
  await values.fill('10,25,50,100,250,500,1000');
  expect(await values.evaluate((e: HTMLInputElement) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // The run count follows the replications as they are typed (no Enter, no leaving the field).
  await values.fill('0,1');
  const reps = page.getByTestId('sweep-reps');
  await reps.fill('3');
  await expect(page.getByTestId('sweep-run')).toHaveText('Run sweep (12 runs)');
  await reps.fill('1');
  await expect(page.getByTestId('sweep-run')).toHaveText('Run sweep (4 runs)');
  await page.screenshot({ path: `${ARTIFACTS}/trial-sweep3-form-1366.png` });
  await runSweep(page, 240_000);

  // The metric the study is judged by, first in its menu.
  await expect(page.getByTestId('sweep-metric')).toHaveValue('run.systemGoodput');
  await expect(page.getByTestId('sweep-metric').locator('option').first()).toHaveText('system goodput');
  // A figure of the whole run has no flow to choose: no greyed "of flow 50 (sack 50)" beside it (lecturer 08:20, step 25).
  await expect(page.getByTestId('sweep-flow')).toHaveCount(0);
  await expect(page.getByTestId('sweep-of-run')).toHaveText('of the whole run');
  const fig = page.getByTestId('sweep-figure');
  await expect(fig.locator('text.title')).toHaveText(/^System goodput against packet error rate on receivers' last links \(wireless\)$/);
  // Each configuration with its queue's parameters: a screenshot says which RED (phone-0510 confusion 9).
  await expect(fig.locator('g.legend text')).toHaveText(['Tail drop', 'Gentle RED ≈21–63 packets, max_p 0.1']);
  // One unit: the axis title's is the table's.
  const head = await page.getByTestId('sweep-table').locator('thead th').nth(1).innerText();
  const unit = /\((\w+\/s)\)/.exec(head)![1];
  expect(unit).toBe('Mbit/s');
  await expect(fig.locator('text.y-label')).toHaveText([`System goodput, ${unit}`]);
  // The swept values in % on the axis and in the table.
  await expect(page.getByTestId('sweep-table').locator('tbody tr td:first-child')).toHaveText(['0', '1']);
  await expect(fig.locator('text.x-label')).toHaveText("Packet error rate on receivers' last links (wireless), %");
  expectReadableAxes(await figureText(page), '1366');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/trial-sweep3-results-1366.png` });

  // The SVG file: title, set-up line and legend inside it; opened on its own and looked at.
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg-sweep-figure').click()]);
  const file = `${ARTIFACTS}/trial-sweep3-figure.svg`;
  await dl.saveAs(file);
  const svg = readFileSync(file, 'utf8');
  expect(svg).toMatch(/class="title"[^>]*>System goodput against packet error rate/);
  expect(svg).toMatch(/<g class="legend">.*Tail drop.*Gentle RED ≈21–63 packets, max_p 0\.1/);
  // The set-up line, with the swept loss setting said as swept (the slide's line names the PER).
  // It may wrap over two lines (two text elements): read as words.
  const words = svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(words).toContain("10 TCP flows · bottleneck 10 Mbit/s, 75 ms one way, buffer 125 packets · packet error rate swept on receivers' last links (wireless)");
  expect(words).toMatch(/window cap 32 segments · 100 s/);
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 1000, height: 600 });
  await view.goto(`file://${process.cwd()}/${file}`);
  expectReadableAxes(await figureText(view, 'svg'), 'svg file');
  await view.screenshot({ path: `${ARTIFACTS}/trial-sweep3-figure-svg.png` });
  await view.close();

  // Projector at 1920×1080: the large type keeps the axes apart too.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('theme').selectOption('projector');
  await page.getByTestId('sweep-results').scrollIntoViewIfNeeded();
  expectReadableAxes(await figureText(page), 'projector');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/trial-sweep3-results-projector-1920.png` });
  await page.screenshot({ path: `${ARTIFACTS}/trial-sweep3-page-projector-1920.png` });
});

test('student: the voice call sweeps the buffer (31 to 2000 packets, a log axis) against the voice flow\'s delay; a phone-wide figure keeps its ticks apart', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=voice-fifo');
  await page.getByTestId('mode-sweep').click();
  await expect(page.getByTestId('sweep-param')).toHaveValue('topology.bottleneck.queue.limit');
  await expect(page.getByTestId('sweep-values')).toHaveValue('31,63,125,250,500,1000,2000');
  await page.getByTestId('sweep-values').fill('10,25,100,1000');
  await page.getByTestId('sweep-reps').fill('1');
  await runSweep(page, 240_000);
  await expect(page.getByTestId('sweep-metric')).toHaveValue('flow.oneWayDelayMean');
  await expect(page.getByTestId('sweep-flow')).toHaveValue('4');
  await expect(page.getByTestId('sweep-metric-replaced')).toHaveCount(0);
  const fig = page.getByTestId('sweep-figure');
  await expect(fig.locator('g.x-axis')).toHaveAttribute('data-scale', 'log');
  await expect(fig.locator('g.x-axis text')).toHaveText(['10', '25', '100', '1000']);
  await expect(fig.locator('text.y-label')).toHaveText([/^One-way delay, mean of flow 5 \(voice\), ms$/]);
  expectReadableAxes(await figureText(page), 'voice 1366');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/trial-sweep3-voice-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('sweep-results').scrollIntoViewIfNeeded();
  expectReadableAxes(await figureText(page), 'voice 390');
  await page.getByTestId('sweep-results').screenshot({ path: `${ARTIFACTS}/trial-sweep3-voice-390.png` });
});

test('homework exports: the summary CSV has the bottleneck row; the queueing-delay CSV names its units and prints microseconds', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=voice-fifo');
  const [sum] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv-summary').click()]);
  const summary = readFileSync((await sum.path())!, 'utf8').trimEnd().split('\r\n').map((l) => l.split(','));
  const [h, ...rows] = summary;
  const link = rows.find((r) => r[h.indexOf('name')] === 'bottleneck and whole run')!;
  expect(link).toBeDefined();
  for (const c of ['utilization_share', 'mean_queue_packets', 'queue_delay_mean_s', 'queue_delay_p95_s', 'queue_delay_p99_s', 'queue_delay_n', 'system_goodput_bps']) expect(Number(link[h.indexOf(c)]), c).toBeGreaterThan(0);
  // Drops by reason, counted (the FIFO's overflows all fall before the window opens here: 0, not empty).
  for (const c of ['drops_overflow', 'drops_early', 'link_queue_drops']) expect(link[h.indexOf(c)], c).toMatch(/^\d+$/);
  // A flow's row leaves the bottleneck's columns empty.
  expect(rows[0][h.indexOf('utilization_share')]).toBe('');
  await showPlot(page, 'delay');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv-delay').click()]);
  const text = readFileSync((await dl.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('t_s,queueing_delay_s,flow');
  expect(text).not.toMatch(/\.\d{7,}/);
  // Every row a number: time, delay and flow.
  for (const line of text.trimEnd().split('\r\n').slice(1, 200)) expect(line).toMatch(/^\d+(\.\d{1,6})?,\d+(\.\d{1,6})?,\d+$/);
});
