import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, fullPageShot, openFresh, settle, setupSweep, showPlot } from './helpers';

/**
 * Issue 32's leftovers: figures named by their title (not the legend's glyphs), flows told apart
 * without colour (each flow's number as a badge on its line, in its legend entry and in the
 * exported figure), a sweep's end said once, and B's fields named as B's in A/B.
 */

failOnPageErrors(test);

/** Legend marks a screen reader would read out as noise. */
const GLYPHS = /[✕◇▼⊳◆●▲■∘⊗±]/;

test('every plot figure is named by its short title, with no legend glyph in its name', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  const figures = page.getByRole('figure');
  const n = await figures.count();
  expect(n).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < n; i++) {
    const fig = figures.nth(i);
    const title = ((await fig.locator('.plot-title').first().textContent()) ?? '').trim();
    expect(title.length).toBeGreaterThan(0);
    await expect(fig).toHaveAccessibleName(title);
    expect(title).not.toMatch(GLYPHS);
  }
  // The legend is still read in the caption, in words: its glyphs are hidden from the tree.
  const cwnd = page.getByTestId('plot-cwnd');
  await expect(cwnd.locator('.legend .shape').first()).toHaveAttribute('aria-hidden', 'true');
});

/** The badges (flow numbers) a plot's legend shows, in order. */
async function legendBadges(page: Page, plot: string): Promise<string[]> {
  return page.getByTestId(`plot-${plot}`).locator('.legend .swatch[data-legend]').evaluateAll((els) =>
    els.map((e) => (JSON.parse((e as HTMLElement).dataset.legend!) as { badge?: string }).badge ?? '').filter((b) => b !== ''),
  );
}

test('five flows are told apart without colour: each flow’s number on its lines and in the legend of every per-flow plot and in the exported figure', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=dumbbell-5-droptail');
  for (const plot of ['cwnd', 'throughput', 'delay']) {
    await showPlot(page, plot);
    expect(await legendBadges(page, plot), plot).toEqual(['1', '2', '3', '4', '5']);
    // The swatch draws the number: a screen reader reads the label beside it, not the drawing.
    const swatch = page.getByTestId(`plot-${plot}`).locator('.legend .swatch[data-legend]').first();
    await expect(swatch.locator('svg text')).toHaveText('1');
    await expect(swatch.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  // The exported SVG figure's legend has the same badges (discs with the flow numbers).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg-cwnd').click()]);
  const svg = readFileSync((await download.path())!, 'utf8');
  for (const k of ['1', '2', '3', '4', '5']) expect(svg).toMatch(new RegExp(`<circle[^>]*/><text[^>]*>${k}</text>`));
  // Screenshots of a 5-flow plot with its legend, on a phone and a laptop.
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await settle(page);
    await showPlot(page, 'cwnd');
    await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/flow-badges-cwnd-${w}x${h}.png` });
    await showPlot(page, 'throughput');
    await page.getByTestId('plot-throughput').screenshot({ path: `${ARTIFACTS}/flow-badges-throughput-${w}x${h}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${w}`).toBeLessThanOrEqual(w);
  }
  await fullPageShot(page, `${ARTIFACTS}/flow-badges-page-1366x768.png`);
});

test('a sweep’s end is announced once: only the page’s live region says it', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await setupSweep(page, '0,2', 1);
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('live-region')).toContainText('Sweep finished: 4 runs');
  // Every region a screen reader announces changes of: role status/alert/log, aria-live, <output>.
  const spoken = await page.evaluate(() =>
    [...document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live], output')]
      .filter((e) => e.getAttribute('aria-live') !== 'off')
      .map((e) => (e.textContent ?? '').trim())
      .filter((t) => /finished|done|4 \/ 4/i.test(t)),
  );
  expect(spoken).toEqual([expect.stringContaining('Sweep finished: 4 runs')]);
});

test('A/B: every field of B’s editor is named as B’s (“… (B)”), and no B name is also a name on A’s side', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  const editor = page.getByTestId('b-editor');
  await expect(editor).toBeVisible();
  // B is RED here: open "More" so every field is in the tree.
  const more = editor.getByTestId('b-more');
  if ((await more.count()) > 0) await more.locator('summary').click();
  const names = async (root: string, inside: boolean) =>
    page.evaluate(
      ([sel, inB]) => {
        const controls = [...document.querySelectorAll<HTMLElement>('input, select, textarea, button, [role="radiogroup"]')].filter((e) => Boolean(e.closest(sel)) === inB && e.offsetParent !== null);
        const nameOf = (e: HTMLElement) => {
          const byId = e.getAttribute('aria-labelledby');
          if (byId) return byId.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
          return (e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent ?? '').trim();
        };
        return controls.filter((e) => !(e instanceof HTMLInputElement && e.type === 'radio')).map(nameOf);
      },
      [root, inside] as const,
    );
  const bNames = await names('[data-testid="b-editor"]', true);
  expect(bNames.length).toBeGreaterThanOrEqual(6);
  for (const n of bNames) expect(n, `B field "${n}"`).toMatch(/\(B\)$/);
  const elsewhere = new Set(await names('[data-testid="b-editor"]', false));
  expect(bNames.filter((n) => elsewhere.has(n))).toEqual([]);
  // The unit in the name too (lecturer-2235, confusion 9).
  await expect(page.getByRole('spinbutton', { name: /^Buffer limit \((packets|bytes)\) \(B\)$/ }).or(page.getByRole('textbox', { name: /^Buffer limit \((packets|bytes)\) \(B\)$/ }))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Queue (B)' })).toBeVisible();
});
