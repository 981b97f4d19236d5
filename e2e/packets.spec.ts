import { axe } from './axe';
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, openFresh, showPlot } from './helpers';

failOnPageErrors(test);

async function openEventList(page: Page): Promise<void> {
  await page.getByTestId('packets-open').scrollIntoViewIfNeeded();
  await page.getByTestId('packets-open').click();
  await expect(page.getByTestId('event-grid')).toBeVisible({ timeout: 60_000 });
}

/** Uncheck every event kind but `keep` (the filter's checkboxes). */
async function onlyKind(page: Page, keep: string): Promise<void> {
  for (const k of ['sent', 'enqueued', 'dequeued', 'transmitted', 'dropped', 'marked', 'delivered']) {
    const box = page.getByTestId(`filter-kind-${k}`);
    if ((k === keep) !== (await box.isChecked())) await box.click();
  }
}

test("seed000-droptail: filter flow 3's drops, select one; the inspector explains it, the cursor, the animation and the queue plot follow; the pcapng download opens in tshark", async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await openEventList(page);
  await page.getByTestId('filter-flow-1').click();
  await page.getByTestId('filter-flow-2').click();
  await onlyKind(page, 'dropped');
  const grid = page.getByTestId('event-grid');
  const n = Number(await grid.getAttribute('data-rows'));
  expect(n).toBeGreaterThan(0);
  const rows = grid.locator('[role="row"][data-event]');
  for (const text of await rows.allInnerTexts()) {
    expect(text).toMatch(/dropped \(overflow\)/);
    expect(text.split('\n')[2] ?? text).toMatch(/3/);
  }
  const first = rows.first();
  await first.click();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const e = Number(await first.getAttribute('data-event'));
  const t = await page.evaluate((ev) => (window as any).__clab.packetData.recording.events.t[ev] as number, e);
  const facts = page.getByTestId('inspector-facts');
  await expect(facts).toContainText('overflow');
  await expect(facts.locator('dd').filter({ hasText: /^\d+ packets, \d+ B$/ })).toHaveCount(1);
  await expect(facts).toContainText('flow 3, data direction');
  await expect(page.getByTestId('inspector-ipv4')).toContainText('192.0.2.');
  await expect(page.getByTestId('inspector-tcp')).toContainText('sequence number');
  // The cursor is at the drop; the animation shows it (ringed) and the queue plot's cursor is there.
  expect(await page.evaluate(() => (window as any).__clab.playback.getState().cursor)).toBe(t);
  const readout = page.getByTestId('mechanism-readout');
  await readout.scrollIntoViewIfNeeded();
  await expect(readout).toHaveAttribute('data-drops', /overflow/);
  expect(Number(await readout.getAttribute('data-t'))).toBeCloseTo(t, 9);
  await showPlot(page, 'queue');
  const cursorAt = await page.evaluate((at) => {
    const p = (window as any).__clab.plots.get('queue');
    return { shown: p.shown.cursorX as number, want: p.shown.geom.x(at) as number };
  }, t);
  expect(Math.abs(cursorAt.shown - cursorAt.want)).toBeLessThan(1.5);
  // The next / previous buttons and keys walk the filtered list.
  await page.getByTestId('event-next').click();
  if (n > 1) await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
  // In the list, [ steps back (the list's own key, as arrows are).
  await page.getByTestId('event-grid').focus();
  await page.keyboard.press('[');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('packets-panel').screenshot({ path: `${ARTIFACTS}/packets-panel.png` });

  // Download the capture at host H and read it with tshark.
  await page.getByTestId('capture-point').selectOption({ label: 'host H' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('capture-download-button').click()]);
  const path = `${ARTIFACTS}/seed000-droptail-host-H.pcapng`;
  await download.saveAs(path);
  expect(download.suggestedFilename()).toMatch(/\.pcapng$/);
  const hasTshark = spawnSync('tshark', ['--version']).status === 0;
  test.skip(!hasTshark, 'tshark is not installed: the downloaded file was not read by Wireshark');
  const r = spawnSync('tshark', ['-r', path, '-T', 'fields', '-e', 'tcp.stream'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  const frames = r.stdout.trim().split('\n');
  expect(frames.length).toBe(814);
  expect(new Set(frames).size).toBe(3);
});

test('the event list is a virtualised grid: 400 000 events keep at most ~200 row elements, and the arrow keys move the selection', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed002-a-vv-droptail');
  await openEventList(page);
  const grid = page.getByTestId('event-grid');
  expect(Number(await grid.getAttribute('data-rows'))).toBeGreaterThan(50_000);
  expect(await grid.locator('[role="row"]').count()).toBeLessThanOrEqual(200);
  await grid.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  expect(await grid.locator('[role="row"]').count()).toBeLessThanOrEqual(200);
  await expect(grid).toHaveAttribute('role', 'grid');
  await grid.focus();
  await page.keyboard.press('Home');
  const sel = grid.locator('[aria-selected="true"]');
  await expect(sel).toHaveAttribute('aria-rowindex', '2');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(sel).toHaveAttribute('aria-rowindex', '4');
  await expect(grid).toHaveAttribute('aria-activedescendant', /row-2$/);
  await page.keyboard.press('End');
  await expect(sel).toHaveAttribute('aria-rowindex', String(Number(await grid.getAttribute('data-rows')) + 1));
  // The inspector is plain text a screen reader reads.
  await expect(page.getByRole('region', { name: 'Packet inspector' })).toContainText('IPv4');
});

for (const [w, h, theme] of [
  [390, 844, 'default'],
  [1366, 768, 'default'],
  [1920, 1080, 'projector'],
] as const) {
  test(`screenshot of the event list and inspector at ${w}x${h} (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await openFresh(page, '/#v=1&preset=seed000-droptail');
    if (theme !== 'default') await page.getByTestId('theme').selectOption(theme);
    await openEventList(page);
    await page.getByTestId('filter-flow-1').click();
    await page.getByTestId('filter-flow-2').click();
    await onlyKind(page, 'dropped');
    await page.getByTestId('event-grid').locator('[role="row"][data-event]').first().click();
    await page.getByTestId('packets-panel').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await page.screenshot({ path: `${ARTIFACTS}/packets-${w}x${h}-${theme}.png` });
  });
}

test('lesson "Anatomy of a TCP transfer", last step: the student finds the packet whose loss caused the first fast retransmit, and the check says so', async ({ page }) => {
  await page.goto('/#v=1&lesson=tcp-anatomy&step=4');
  await expect(page.getByTestId('lesson-find')).toBeVisible();
  await page.getByTestId('packets-open').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('packets-open')).toBeEnabled({ timeout: 30_000 });
  await openEventList(page);
  await onlyKind(page, 'dropped');
  const rows = page.getByTestId('event-grid').locator('[role="row"][data-event]');
  // The first drop is not it (a later fast retransmit repairs another segment first).
  await rows.nth(0).click();
  await page.getByTestId('check-find').click();
  await expect(page.getByTestId('find-verdict')).toHaveClass(/fail/);
  await rows.nth(1).click();
  await expect(page.getByTestId('packet-inspector')).toContainText('repaired by');
  await page.getByTestId('check-find').click();
  await expect(page.getByTestId('find-verdict')).toHaveClass(/pass/);
  await expect(page.getByTestId('find-verdict')).toContainText('fast retransmit at t = ');
  await page.screenshot({ path: `${ARTIFACTS}/packets-lesson-find.png` });
});

test('axe: the open event list and inspector have no serious or critical violation, in the default and projector themes', async ({ page }) => {
  test.setTimeout(180_000);
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await openEventList(page);
  await page.getByTestId('event-grid').locator('[role="row"][data-event]').nth(3).click();
  for (const theme of ['default', 'projector']) {
    await page.getByTestId('theme').selectOption(theme);
    const r = await axe(page).include('[data-testid="packets-panel"]').analyze();
    const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${theme}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  }
});

test('Compare: the event list lists run A or run B; B\'s drops carry B\'s own reasons', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes', { timeout: 30_000 });
  await openEventList(page);
  const grid = page.getByTestId('event-grid');
  const rowsA = Number(await grid.getAttribute('data-rows'));
  await page.getByTestId('packets-source').selectOption({ index: 1 });
  await expect(grid).not.toHaveAttribute('data-rows', String(rowsA), { timeout: 60_000 });
  await onlyKind(page, 'dropped');
  const first = grid.locator('[role="row"][data-event]').first();
  await first.click();
  await expect(page.getByTestId('inspector-facts')).toContainText('dropped at link');
  await page.getByTestId('packets-panel').screenshot({ path: `${ARTIFACTS}/packets-compare-b.png` });
});
