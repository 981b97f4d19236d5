import { axe } from './axe';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, openFresh, settle, urlSettled } from './helpers';

/**
 * Links that keep the view (issue 19): a share link and a reload restore the mode, A and B, the
 * sweep's settings, the zoom window, the time-sequence flow and the theme; links written before
 * view version 2 still open; the theme is remembered per browser; a sweep whose scenario changed
 * is marked stale.
 */
failOnPageErrors(test);

const SHOTS = process.env.SHOTS_DIR ?? ARTIFACTS;

const viewState = (page: Page) =>
  page.evaluate(() => {
    const v = (window as any).__clab.view.getState();
    return { mode: v.mode, theme: v.theme, zoom: v.zoom as [number, number] | null, seqFlow: v.seqFlow, presenting: v.presenting, embed: v.embed, plots: v.presentedPlots };
  });

/** The queue run B actually ran (not only what the editor shows). */
const bRunQueue = (page: Page) => page.evaluate(() => (window as any).__clab.compareResults.current?.scenario.topology.bottleneck.queue);

/** axe on one part of the page: its serious or critical violations. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const r = await axe(page).include(selector).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function shareLink(page: Page): Promise<string> {
  await page.getByTestId('share').click();
  return page.getByTestId('share-link').inputValue();
}

/** Open B's "More … settings" (a details element keeps its own open state across disciplines). */
async function openMore(page: Page): Promise<void> {
  const more = page.getByTestId('b-more');
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
  await expect(more).toHaveAttribute('open', '');
}

async function brushOverview(page: Page, from: number, to: number): Promise<void> {
  const ov = (await page.getByTestId('overview').boundingBox())!;
  await page.mouse.move(ov.x + ov.width * from, ov.y + ov.height / 2);
  await page.mouse.down();
  await page.mouse.move(ov.x + ov.width * to, ov.y + ov.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('reset-zoom')).toBeEnabled();
}

test('a Compare A/B link with B’s buffer, a zoom window and the projector theme restores all of them in a fresh context, and after a reload', async ({ page, browser }) => {
  await openFresh(page, '/#v=1&preset=dumbbell-red');
  await brushOverview(page, 0.2, 0.45);
  const zoom = (await viewState(page)).zoom!;
  expect(zoom[1] - zoom[0]).toBeGreaterThan(1);
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('b-discipline')).toHaveValue('droptail');
  await page.getByTestId('b-buffer').fill('50');
  await page.getByTestId('b-buffer').press('Enter');
  await page.getByTestId('theme').selectOption('projector');
  await compareSettled(page);
  expect((await bRunQueue(page)).limit).toBe(50);
  const link = await shareLink(page);
  expect(link).toContain('mode=compare');
  expect(link).toContain('theme=projector');
  expect(link).toMatch(/&b=[A-Za-z0-9_-]+/);

  // A fresh context: no storage, nothing but the link.
  const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const fresh = await ctx.newPage();
  fresh.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  await fresh.goto(link);
  const check = async () => {
    await expect(fresh.getByTestId('compare-panel')).toBeVisible();
    await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'projector');
    await expect(fresh.getByTestId('b-buffer')).toHaveValue('50');
    await expect(fresh.getByTestId('b-discipline')).toHaveValue('droptail');
    await expect(fresh.getByTestId('link-error')).toHaveCount(0);
    const v = await viewState(fresh);
    expect(v.mode).toBe('compare');
    expect(v.theme).toBe('projector');
    expect(v.zoom![0]).toBeCloseTo(zoom[0], 3);
    expect(v.zoom![1]).toBeCloseTo(zoom[1], 3);
    await compareSettled(fresh);
    expect((await bRunQueue(fresh)).limit).toBe(50);
  };
  await check();
  mkdirSync(SHOTS, { recursive: true });
  await fresh.screenshot({ path: `${SHOTS}/links-compare-projector-1920x1080.png` });
  await fresh.setViewportSize({ width: 1366, height: 768 });
  await fresh.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await fresh.screenshot({ path: `${SHOTS}/links-compare-projector-1366x768.png` });

  // A reload keeps them too (the URL follows the view).
  await fresh.reload();
  await check();
  await ctx.close();
});

test('B’s editor edits every parameter of B’s queue, and a link restores them (CoDel, PIE, FQ-CoDel, RED)', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=dumbbell-red');
  await page.getByTestId('mode-compare').click();
  const setNumber = async (id: string, v: string) => {
    await page.getByTestId(id).fill(v);
    await page.getByTestId(id).press('Enter');
  };
  // RED's headline parameters are shown; the others (w_q, wait, …) under "More".
  await page.getByTestId('b-discipline').selectOption('red');
  await expect(page.getByTestId('b-maxp')).toBeVisible();
  await expect(page.getByTestId('b-wq')).toBeHidden();
  await openMore(page);
  await setNumber('b-wq', '0.004');
  await page.getByTestId('b-wait').check();
  expect(await axeProblems(page, '[data-testid="b-editor"]')).toEqual([]);
  const link1 = await shareLink(page);
  // CoDel: its target and interval; PIE and FQ-CoDel: theirs (all from the queue registry).
  await page.getByTestId('b-discipline').selectOption('codel');
  await expect(page.getByTestId('b-more')).toBeVisible();
  const codelIds = await page.getByTestId('b-editor').locator('[data-testid^="b-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(codelIds.length).toBeGreaterThan(5);
  for (const d of ['pie', 'fq-codel']) {
    await page.getByTestId('b-discipline').selectOption(d);
    const n = await page.getByTestId('b-editor').locator('input, select').count();
    expect(n, d).toBeGreaterThan(4);
  }
  await page.getByTestId('b-discipline').selectOption('codel');
  await openMore(page);
  const codelInputs = page.getByTestId('b-editor').locator('details input[type=number]');
  const first = codelInputs.first();
  const firstId = (await first.getAttribute('data-testid'))!;
  await first.fill('7');
  await first.press('Enter');
  await expect(first).toHaveValue('7');
  const link2 = await shareLink(page);

  const other = await page.context().newPage();
  await other.goto(link1);
  await expect(other.getByTestId('b-discipline')).toHaveValue('red');
  await openMore(other);
  await expect(other.getByTestId('b-wq')).toHaveValue('0.004');
  await expect(other.getByTestId('b-wait')).toBeChecked();
  await other.goto(link2);
  await expect(other.getByTestId('b-discipline')).toHaveValue('codel');
  await openMore(other);
  await expect(other.getByTestId(firstId)).toHaveValue('7');
  await other.close();
});

test('while a setting is invalid, Copy link copies nothing and says why (the link would not open)', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=dumbbell-red');
  await page.getByTestId('maxth-value').fill('0.5');
  await page.getByTestId('maxth-value').press('Enter');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-note')).toHaveText(/^Not copied: a setting is invalid/);
  await expect(page.getByTestId('share-link')).toHaveCount(0);
  // Fixed, the link is made again.
  await page.getByTestId('maxth-value').fill('40');
  await page.getByTestId('maxth-value').press('Enter');
  await settle(page);
  expect(await shareLink(page)).toMatch(/maxTh=40/);
});

test('old-format links (written before view version 2) still open with their view', async ({ page }) => {
  const fixtures = JSON.parse(readFileSync('tests/fixtures/old-links/links-view-v1.json', 'utf8')).links as { name: string; fragment: string; view: Record<string, unknown> }[];
  for (const f of fixtures) {
    await page.goto(`/#${f.fragment}`);
    // The app has started (before that __clab is undefined, and undefined !== null) with a valid scenario.
    await page.waitForFunction(() => { const c = (window as any).__clab; return c !== undefined && c.scenario.getState().valid !== null; });
    await expect(page.getByTestId('link-error'), f.name).toHaveCount(0);
    const v = await viewState(page);
    expect(v.mode, f.name).toBe(f.view.mode ?? 'explore');
    if (f.view.theme) expect(v.theme, f.name).toBe(f.view.present ? 'projector' : f.view.theme);
    expect(v.zoom, f.name).toEqual(f.view.zoom ?? null);
    expect(v.embed, f.name).toBe(f.view.embed ?? false);
    expect(v.presenting, f.name).toBe(f.view.present ?? false);
    if (f.view.plots) expect(v.plots, f.name).toEqual(f.view.plots);
    // A new tab, so the next link is read from the start (not a same-document hash change).
    await page.goto('about:blank');
  }
});

test('the theme is remembered per browser: the user’s choice, not a link’s', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('theme').selectOption('dark');
  const other = await page.context().newPage();
  await other.goto('/#v=1&preset=seed000-red');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // A link that names a theme shows it, but the reader's own choice stays remembered.
  await other.goto('/#v=1&preset=seed000-red&view=2&theme=projector');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'projector');
  await other.goto('about:blank');
  await other.goto('/#v=1&preset=seed000-red');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Presentation mode's projector theme is not a choice either.
  await other.getByTestId('present').click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'projector');
  await other.getByTestId('present-exit').click();
  await other.goto('about:blank');
  await other.goto('/#v=1&preset=seed000-red');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await other.close();
});

test('the time-sequence flow and the sweep’s settings survive a reload', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('seq-flow').selectOption('2');
  await page.getByTestId('mode-sweep').click();
  await page.getByTestId('sweep-values').fill('0,1.5,3');
  const reps = page.getByTestId('sweep-reps');
  await reps.fill('4');
  await reps.press('Enter');
  await expect(page).toHaveURL(/sweep=/);
  // The address holds the last edit (it is written a moment after each one): under CI load the
  // reload came between the values' write and the replications' (CI 2026-11-29: 20, not 4).
  await urlSettled(page);
  await page.reload();
  await expect(page.getByTestId('sweep-panel')).toBeVisible();
  await expect(page.getByTestId('sweep-values')).toHaveValue('0,1.5,3');
  await expect(page.getByTestId('sweep-reps')).toHaveValue('4');
  expect((await viewState(page)).seqFlow).toBe(2);
});

test('a refused view setting in a link says why and opens the scenario in the default view', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-droptail&view=2&mode=compare&b=AAAA');
  await expect(page.getByTestId('link-error')).toContainText("B's queue");
  await expect(page.getByTestId('link-error')).toContainText('the encoded queue of B is');
  expect((await viewState(page)).mode).toBe('explore');
});

test('a sweep whose scenario changed is marked stale (notice, dimmed, Re-run) until it is run again', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('mode-sweep').click();
  await page.getByTestId('sweep-param').selectOption('flows.2.start');
  await page.getByTestId('sweep-values').fill('0,2');
  const reps = page.getByTestId('sweep-reps');
  await reps.fill('1');
  await reps.press('Enter');
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('sweep-results')).toHaveAttribute('data-stale', 'no');
  await expect(page.getByTestId('sweep-stale')).toHaveCount(0);
  const before = await page.getByTestId('sweep-table').innerText();

  // The TCP stack changes: the results no longer describe the scenario on screen.
  await page.getByTestId('tcp-stack').selectOption('rfc');
  await expect(page.getByTestId('sweep-results')).toHaveAttribute('data-stale', 'yes');
  await expect(page.getByTestId('sweep-stale')).toContainText('Out of date');
  const opacity = await page.getByTestId('sweep-figure').evaluate((e) => getComputedStyle(e).opacity);
  expect(Number(opacity)).toBeLessThan(0.6);
  await page.getByTestId('sweep-results').screenshot({ path: `${SHOTS}/links-sweep-stale.png` });
  expect(await axeProblems(page, '[data-testid="sweep-stale"]')).toEqual([]);

  // Changed back: the same scenario again, not stale.
  await page.getByTestId('tcp-stack').selectOption('linux-2.4');
  await expect(page.getByTestId('sweep-results')).toHaveAttribute('data-stale', 'no');
  await page.getByTestId('tcp-stack').selectOption('rfc');
  await expect(page.getByTestId('sweep-stale')).toBeVisible();

  await page.getByTestId('sweep-rerun').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('sweep-results')).toHaveAttribute('data-stale', 'no');
  await expect(page.getByTestId('sweep-stale')).toHaveCount(0);
  expect(await page.getByTestId('sweep-table').innerText()).not.toBe(before);
  await settle(page);
});
