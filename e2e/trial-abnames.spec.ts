import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, showPlot } from './helpers';

/**
 * A/B coherence (phone-2045, confusions 13–14): with A pinned to another preset each side's flows
 * are named from that side's own scenario; a B plot off screen when B's run changed does not say
 * the old run's notes in its text alternative.
 */

test('A pinned to "Vegas vs Vegas" beside B’s Vegas + Reno: flow 2 is named Vegas2 in A, Reno1 in B, everywhere A/B names it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
  await compareSettled(page);
  // As a person would: the Pin-A list, "Two flows, Vegas vs Vegas — tail drop".
  await page.getByTestId('pin-a').selectOption({ label: 'Two flows, Vegas vs Vegas — tail drop' });
  await compareSettled(page);
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes');
  const glance = page.getByTestId('glance-ab-row');
  await expect(glance.filter({ hasText: 'Flow 2 (Vegas2 in A, Reno1 in B): goodput' })).toHaveCount(1);
  await expect(glance.filter({ hasText: /Flow 2 \(Vegas2\)/ })).toHaveCount(0);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('tr.group-row', { hasText: 'Flow 2 (Vegas2 in A, Reno1 in B)' })).toHaveCount(1);
  await expect(table.locator('tr.group-row', { hasText: /^Flow 2 \(Vegas2\)$/ })).toHaveCount(0);
  await expect(table.locator('tr.group-row', { hasText: /^Flow 1 \(Vegas1\)$/ })).toHaveCount(1);
  await expect(page.getByTestId('flow-time-1')).toContainText('Vegas2 in A, Reno1 in B');
  await page.screenshot({ path: `${ARTIFACTS}/trial-abnames-pinned-1366.png`, fullPage: false });
  // On a phone, the glance's flow row keeps both names.
  await page.setViewportSize({ width: 390, height: 844 });
  const row2 = glance.filter({ hasText: 'Flow 2 (Vegas2 in A, Reno1 in B): goodput' });
  await row2.scrollIntoViewIfNeeded();
  await expect(row2).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/trial-abnames-pinned-390.png` });
});

test('B’s cwnd plot, off screen when B’s queue changes, never says the old run’s window cuts in its text alternative', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
  await compareSettled(page);
  await showPlot(page, 'compare-cwnd-b');
  const desc = page.getByTestId('desc-compare-cwnd-b');
  const notes = page.getByTestId('plot-notes-compare-cwnd-b');
  const cuts = /cut its window \d+ times[^,]*, flow \d \(\w+\) \d+/;
  const before = (await desc.textContent()) ?? '';
  const saidBefore = cuts.exec(before)?.[0];
  expect(saidBefore, before).toBeTruthy();
  // Back to the top, away from the plot, and B's queue changed there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('b-discipline').selectOption('fq-codel');
  await compareSettled(page);
  // The plot has not drawn the new run (it waits until scrolled to): its words were written off screen.
  expect(await page.evaluate(() => (window as unknown as { __clab: { plots: Map<string, { waitingForView?: boolean }> } }).__clab.plots.get('compare-cwnd-b')?.waitingForView)).toBe(true);
  const offScreen = (await desc.textContent()) ?? '';
  expect(offScreen).toMatch(/cwnd per flow/);
  // The new run's words, without the old run's notes.
  expect(offScreen).not.toContain(saidBefore!);
  // Drawn, the plot's notes and its text alternative say the same (the new run's) counts.
  await showPlot(page, 'compare-cwnd-b');
  await expect(notes).toContainText('cut its window');
  const shown = (await notes.textContent()) ?? '';
  const saidNow = cuts.exec(shown)?.[0];
  expect(saidNow, shown).toBeTruthy();
  expect(saidNow).not.toBe(saidBefore);
  await expect(desc).toContainText(saidNow!);
});

test('A/B on a phone: utilization reads busier or less busy, and the table says the bound of "about the same"', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Gentle RED 4/6 against tail drop: utilization 98.7 % against 99.4 %, within a point.
  await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
  await compareSettled(page);
  const table = page.getByTestId('compare-table');
  const util = table.locator('tr[data-label="Utilization"]').first();
  await expect(util.locator('td.diff')).toHaveAttribute('data-verdict', 'none');
  await expect(util.locator('td.diff')).not.toContainText(/better|worse/);
  await expect(util.locator('td.diff')).toHaveAttribute('title', /^About the same: within 1.0 percentage points of each other/);
  const note = page.getByTestId('compare-about-the-same');
  await expect(note).toContainText('within the figure');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-abnames-about-the-same-390.png` });
});
