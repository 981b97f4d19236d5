import { expect, test, type Page } from '@playwright/test';
import { activeId, openFresh, settle, showPlot, tabTo } from './helpers';

/**
 * What the second screen-reader trial (issue 32) still found, keyboard only (no mouse event): the
 * distance from the results back to the header, `?` and N ignored on a focused button, readouts
 * in column names and without a way to type a time, silent zoom and table toggles, a stale
 * readout after another preset, two namings of one flow, a nameless pcapng item.
 */

test.describe.configure({ timeout: 120_000 });

const live = (page: Page) => page.getByTestId('live-region');

/** Focus the results' heading the way a keyboard user gets there: the skip link at the top. */
async function toResults(page: Page): Promise<void> {
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'skip-results', true);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('[data-testid="summary"] h2'))).toBe(true);
}

for (const [w, h] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`${w}×${h}: from the results the header is a few keys away ("Jump to"), Shift+Tab crosses no editor control, and the skip links reach plots and editor`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await openFresh(page, '/#v=1&preset=seed000-droptail');
    await toResults(page);
    // Tab presses from the results' heading to "Jump to: modes and preset" (measured: 5: the CSV
    // button, the measurement window's term and its "more…", the table region), then Enter.
    const tabs = await tabTo(page, 'jump-header');
    expect(tabs).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mode-explore')).toBeFocused();
    await tabTo(page, 'preset');

    // Shift+Tab from the results to the header passes the main area only (the editor used to sit
    // between: 81 presses at 1366 px, 51 now).
    await toResults(page);
    const passed: string[] = [];
    for (let i = 0; i < 120 && (await activeId(page)) !== 'help-button'; i++) {
      await page.keyboard.press('Shift+Tab');
      if (await page.evaluate(() => !!document.activeElement?.closest('#editor'))) passed.push(await activeId(page));
    }
    expect(await activeId(page)).toBe('help-button');
    expect(passed).toEqual([]);

    // The skip links at the top: plots and the editor (on a phone the editor's drawer opens).
    await page.getByTestId('scenario-name').focus();
    await tabTo(page, 'skip-plots', true);
    await expect(page.getByTestId('skip-plots')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('figure.plot') ?? false)).toBe(true);
    await page.getByTestId('scenario-name').focus();
    await tabTo(page, 'skip-editor', true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#editor'))).toBe(true);
  });
}

test('? opens the help from a button reached with Tab; N moves a lesson on from one; Z there says why it does nothing, F presents', async ({ page }) => {
  await page.goto('/#v=1&lesson=tail-drop-late-flow&step=1');
  await expect(page.getByTestId('prediction')).toBeVisible();
  await page.getByTestId('prediction-choice-2').focus();
  await page.keyboard.press('Space');
  await tabTo(page, 'prediction-submit');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('prediction-outcome')).toBeVisible({ timeout: 30_000 });
  await tabTo(page, 'lesson-close', true);
  await expect(page.getByTestId('lesson-close')).toBeFocused();
  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toBeHidden();
  // Focus goes back to the opener a frame after the close (dialog-focus.ts): wait for it, or under
  // load it lands after the focus() below and Tab/Shift+Tab return to "Close" (CI on 2d7c835).
  await expect(page.getByTestId('lesson-close')).toBeFocused();
  // N from the focused button: the next step (it used to be ignored in silence).
  await page.getByTestId('play').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('play')).toBeFocused();
  await page.keyboard.press('n');
  await expect(page.getByTestId('lesson-progress')).toHaveText(/^Step 2 of/);
  // Z on a focused button does nothing (it is the button's letter), and says so.
  await page.getByTestId('lesson-next').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('z');
  await expect(live(page)).toContainText('Z (reset the zoom) does nothing while a button has focus; use the “Whole run” button beside the Zoom fields');
  // F presents from there: ignored, it looked like a frozen app to a lecturer (lecturer-2235, confusion 5).
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
});

test('readouts say labels and units, a typed time moves every readout and is said, and a new preset clears them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  // The run's own message first (said once it has settled), so it does not replace the one below.
  await expect(live(page)).toContainText('Run finished');
  await tabTo(page, 'go-to-time');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(live(page)).toContainText(/^At t = 10\.000 s: the replay is paused there, the plots show 0 to 10\.0 s of \d+\.\d s\. /);
  await expect(live(page)).toContainText(/Throughput per flow, (k|M)?bit\/s: Flow 1 \(big 1\): Throughput \d+(\.\d)? (k|M)?bit\/s/);
  await expect(live(page)).toContainText(/Bottleneck queue: .*queue \d+ pkts, \d+(\.\d)? k?B/);
  await expect(live(page)).not.toContainText(/_bps|_s\b/);
  // Each plot shows its readout at the typed time once drawn (plots out of view draw when shown).
  for (const kind of ['queue', 'cwnd', 'throughput']) {
    await showPlot(page, kind);
    await expect(page.getByTestId(`readout-${kind}`)).toHaveAttribute('data-t', '10');
  }
  // A plot's readout starts from the typed time and says its values on arrival.
  await tabTo(page, 'readout-focus-cwnd');
  await expect(page.getByTestId('readout-focus-cwnd')).toHaveAttribute('aria-valuetext', /^At 10\.000 s — Flow 1 \(big 1\): cwnd \d+(\.\d)? k?B, ssthresh /);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await page.getByTestId('readout-cwnd').getAttribute('data-t'))).toBeGreaterThan(10);

  // Another preset, chosen with the keyboard: no readout of the run before stays.
  await tabTo(page, 'preset', true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await settle(page);
  await expect(page.locator('[data-testid^="readout-"][data-t]')).toHaveCount(0);
  await expect(page.getByTestId('readout-said-cwnd')).toHaveText('');
});

test('a typed time shows in the readout of a plot that draws long after it came into view (CI on c6b9fd7: never shown under load)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(live(page)).toContainText('Run finished');
  // The plot lowest on the page, far below the fold, is held undrawn before the time is typed, as
  // a loaded machine held it, for longer than the readout once waited (240 frames). A resize
  // while the run arrived may already have drawn it (CI on c832cea), so its drawing is undone too.
  const name = await page.evaluate(() => {
    type Held = { shownWindow(): unknown; renderData(): void; geom: unknown };
    const plots = (window as unknown as { __clab: { plots: Map<string, Held> } }).__clab.plots;
    const hosts = [...document.querySelectorAll<HTMLElement>('[data-testid^="readout-host-"]')];
    const lowest = hosts.sort((x, y) => y.getBoundingClientRect().top - x.getBoundingClientRect().top)[0];
    const n = lowest.dataset.testid!.replace('readout-host-', '');
    const p = plots.get(n)!;
    p.renderData = () => {};
    p.geom = null;
    return p.shownWindow() === null ? n : null;
  });
  expect(name, 'the lowest plot is held undrawn').not.toBeNull();
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'go-to-time');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(live(page)).toContainText(/^At t = 10\.000 s/);
  await page.getByTestId(`canvas-${name}`).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise<void>((r) => {
    let n = 0;
    const f = () => (++n > 300 ? r() : requestAnimationFrame(f));
    requestAnimationFrame(f);
  }));
  await expect(page.getByTestId(`readout-${name}`)).toHaveCount(0);
  // Now it draws (its own renderData again; `beforeprint` draws every plot: scheduler.ts).
  await page.evaluate((n) => {
    delete (window as unknown as { __clab: { plots: Map<string, { renderData?: () => void }> } }).__clab.plots.get(n)!.renderData;
    window.dispatchEvent(new Event('beforeprint'));
  }, name!);
  await expect(page.getByTestId(`readout-${name}`)).toHaveAttribute('data-t', '10');
});

test('zoom applied and reset, and a plot table opened and closed, are said in the live region', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  // The run's own "Run finished" announcement first: on a loaded machine it came between the
  // zoom's and the reset's and the test read it instead.
  await settle(page);
  await expect(live(page)).toHaveText(/^Run finished/);
  await tabTo(page, 'zoom-fields-toggle');
  await page.keyboard.press('Enter');
  await tabTo(page, 'zoom-from');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await tabTo(page, 'zoom-to');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12.5');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText(/^Zoom: the plots show 5\.0 to 12\.5 s of \d+\.\d s\./);
  await tabTo(page, 'zoom-whole');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText(/^Zoom reset: the plots show the whole run, 0 to \d+\.\d s\./);
  await tabTo(page, 'table-queue');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText('Table of Bottleneck queue opened below the plot.');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText('Table of Bottleneck queue closed.');
});

test('one naming for a flow: the timeline bar, the flow buttons and the live region say "flow 3 (third)"; the pcapng item is a named button', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(page.getByTestId('flow-bar-rect-2')).toHaveAccessibleName('Flow 3 (third) start time (s)');
  await expect(page.getByTestId('flow-toggle-2')).toHaveAccessibleName(/^Flow 3 \(third\)/);
  await expect(live(page)).toContainText('flow 3 (third) took');
  await expect(page.getByTestId('pcapng-term')).toHaveAccessibleName('pcapng capture');
  await expect(page.getByRole('button', { name: 'pcapng capture' })).toBeVisible();
});
