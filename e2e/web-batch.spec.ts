import { expect, test } from '@playwright/test';
import { ARTIFACTS, drawnItems, fullPageShot, openFresh, showPlot } from './helpers';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

test('seed 001 at 80 % load: the preset runs, the web batch shows progress and draws one response-time CDF per queue', async ({ page }) => {
  test.setTimeout(120_000);
  await openFresh(page, '/#v=1&preset=seed001-80');
  await expect(page.getByTestId('scenario-name')).toContainText('80 % load');
  await fullPageShot(page, `${ARTIFACTS}/seed001-explore.png`);
  // The web connections' flow ids come after the scenario's flows: their packets are in the
  // queueing-delay plot too (one sample per packet leaving the queue, thousands of them; where
  // there are over 50 a pixel the plot draws each flow's mean per column instead of every dot).
  const delayDots = (await drawnItems(page)).delay;
  console.log(`seed001-80: ${delayDots} queueing-delay items drawn`);
  expect(delayDots).toBeGreaterThan(100);
  const plotted = Number((await page.getByTestId('desc-delay').innerText()).match(/Queueing delay at the bottleneck, ([\d,]+) packets/)![1].replace(/,/g, ''));
  expect(plotted).toBeGreaterThan(1000);
  // Web traffic has no per-flow traces: the cwnd, time-sequence and throughput plots say so (and
  // where to look instead) rather than showing empty axes labelled 0–1, and their legends do not
  // list the web flow as if it had a line there.
  for (const name of ['cwnd', 'seq', 'throughput']) {
    await showPlot(page, name);
    const plot = page.getByTestId(`plot-${name}`);
    await expect(plot.getByTestId('plot-notice')).toBeVisible();
    await expect(plot.getByTestId('plot-notice')).toContainText('Web traffic is thousands of short connections');
    await expect(plot.locator('g.y-axis')).toHaveCount(0);
    await expect(plot.locator('figcaption .legend')).not.toContainText('HTTP clouds');
    await expect(page.getByTestId(`desc-${name}`)).toContainText('No per-flow lines to draw');
  }
  await expect(page.getByTestId('plot-delay').getByTestId('plot-notice')).toBeHidden();
  // The summary's web row says what the generator counted (not zeros in per-flow columns), and
  // Jain's index is not shown over a "flow" with no rate of its own.
  const webRow = page.getByTestId('web-row-0');
  await expect(webRow).toContainText(/web connections opened [\d,]+; web responses done [\d,]+; web responses with a loss or timeout [\d,]+; web response time, median 0\.\d{3} s/);
  await expect(page.getByTestId('throughput-0')).toHaveCount(0);
  // A dash says why beside it (the catalogue's reason; no hover needed).
  await expect(page.getByTestId('jain-throughput')).toHaveText(/^— \(web traffic has no rate of its own/);
  await expect(page.getByTestId('system-goodput')).toHaveText('— (no flow has a rate of its own: web traffic is counted by its responses)');
  // One flow: nothing to highlight against.
  await expect(page.getByTestId('highlight-flow')).toHaveCount(0);
  await fullPageShot(page, `${ARTIFACTS}/seed001-empty-plots.png`);
  // The notices go when there is something to draw again: a TCP preset brings back the y axes,
  // the flows in the legends and the plots' own descriptions.
  await page.getByTestId('preset').selectOption('dumbbell-red');
  await expect(page.getByTestId('scenario-name')).toContainText('Five long flows');
  for (const name of ['cwnd', 'seq', 'throughput']) {
    await showPlot(page, name);
    const plot = page.getByTestId(`plot-${name}`);
    await expect(plot.getByTestId('plot-notice')).toBeHidden();
    await expect(plot.locator('g.y-axis')).toHaveCount(1);
    await expect(page.getByTestId(`desc-${name}`)).not.toContainText('No per-flow lines');
    await expect(page.getByTestId(`desc-${name}`)).toContainText('flow 1');
  }
  await expect(page.getByTestId('plot-cwnd').locator('figcaption .legend').first()).toContainText('5');
  await page.getByTestId('preset').selectOption('seed001-80');
  await expect(page.getByTestId('scenario-name')).toContainText('80 % load');
  await page.getByTestId('mode-web').click();
  await expect(page.getByTestId('web-panel')).toBeVisible();
  await expect(page.getByTestId('web-loads')).toHaveValue('0.8');
  await page.getByTestId('web-measured').fill('15');
  await page.getByTestId('web-run').click();
  await expect(page.getByTestId('web-status')).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('web-status')).toHaveAttribute('data-status', 'done', { timeout: 100_000 });
  await expect(page.getByTestId('web-progress')).toHaveAttribute('value', '1');
  const fig = page.getByTestId('web-cdf');
  await expect(fig).toHaveAttribute('data-curves', '4');
  for (const label of ['Reno DT-148q', 'Reno ARED-5ms', 'Reno ARED-60ms', 'Reno ARED+ECN-5ms']) {
    const d = await fig.locator(`path.curve[data-label="${label} · 80 %"]`).getAttribute('d');
    expect(d?.length ?? 0).toBeGreaterThan(200);
  }
  await expect(page.getByTestId('web-table').locator('tbody tr')).toHaveCount(4);
  const [svgDl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg-web-cdf').click()]);
  const svg = (await import('node:fs')).readFileSync((await svgDl.path())!, 'utf8');
  expect((svg.match(/class="curve"/g) ?? []).length).toBe(4);
  expect(svg).toContain('Reno ARED-5ms');
  await fullPageShot(page, `${ARTIFACTS}/seed001-web-cdf.png`);
  await page.getByTestId('web-kind-ccdf').check();
  await expect(fig).toHaveAttribute('data-kind', 'ccdf');
  await fullPageShot(page, `${ARTIFACTS}/seed001-web-ccdf.png`);
});

test('the web batch can be cancelled and refuses a bad load with a message', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed001-105');
  await page.getByTestId('mode-web').click();
  await page.getByTestId('web-loads').fill('0.8, abc');
  await page.getByTestId('web-run').click();
  await expect(page.getByTestId('web-error')).toContainText('loads');
  await page.getByTestId('web-loads').fill('1.05');
  await page.getByTestId('web-measured').fill('600');
  await page.getByTestId('web-run').click();
  await expect(page.getByTestId('web-status')).toHaveAttribute('data-status', 'running');
  await page.getByTestId('web-cancel').click();
  await expect(page.getByTestId('web-status')).toHaveAttribute('data-status', 'cancelled');
});
