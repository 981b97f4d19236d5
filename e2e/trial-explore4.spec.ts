import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle, showPlot } from './helpers';

/**
 * Explore's summary and plots after the 10:00 trials (issue 37; notes/trials/*-1000): the per-flow
 * table's windows, dashes, notes and fit; whether the headline numbers are final; the queue plot's
 * note, strip and legend; a UDP flow's rate. Screenshots at 390×844, 1366×768 and 1920×1080
 * (projector theme) in e2e/artifacts/explore4-*.png.
 */

type Geom = { m: { top: number; left: number; right: number }; width: number; note?: { text: string; top: number } };

async function queueGeom(page: Page): Promise<Geom> {
  return page.evaluate(() => (window as unknown as { __clab: { plots: Map<string, { geom: Geom }> } }).__clab.plots.get('queue')!.geom);
}

/** The canvas's pixels in CSS-px rows [y0, y1) across the data area, as [r, g, b, a] lists by row. */
async function rowsOf(page: Page, y0: number, y1: number, x0: number, x1: number): Promise<number[][][]> {
  return page.evaluate(
    ({ y0, y1, x0, x1 }) => {
      const c = document.querySelector('[data-testid="canvas-queue"]') as HTMLCanvasElement;
      const k = c.width / c.getBoundingClientRect().width;
      const ctx = c.getContext('2d')!;
      const out: number[][][] = [];
      for (let y = Math.ceil(y0 * k); y < Math.floor(y1 * k); y++) {
        const d = ctx.getImageData(Math.ceil(x0 * k), y, Math.floor((x1 - x0) * k), 1).data;
        const row: number[][] = [];
        for (let i = 0; i < d.length; i += 4) row.push([d[i], d[i + 1], d[i + 2], d[i + 3]]);
        out.push(row);
      }
      return out;
    },
    { y0, y1, x0, x1 },
  );
}

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the per-flow table fits its card, every column sits under a head naming its window in the catalogue’s words, and a FIFO’s whole-run drops are as bold as the window’s 0', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo');
    await settle(page);
    const wrap = page.locator('.summary-flows');
    await wrap.scrollIntoViewIfNeeded();
    expect(await wrap.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('summary-side-scroll')).toHaveAttribute('data-overflows', 'no');
    await expect(page.getByTestId('window-head')).toHaveText(['whole run', "flow's active time", 'whole run', 'measurement window 5.00–30.00 s']);
    // Drops and Retransmits are under "whole run"; delays under the measurement window (data-window: the catalogue's words).
    await expect(page.locator('th[data-metric="flow.queueDrops"]')).toHaveAttribute('data-window', 'the whole run');
    await expect(page.locator('th[data-metric="flow.oneWayDelayMean"]')).toHaveAttribute('data-window', 'the measurement window');
    // The bottleneck's overflow drops: 0 in the window, hundreds over the run, both in the value's weight and each saying its span.
    const drops = page.getByTestId('drops');
    const whole = page.getByTestId('drops-whole-run');
    await expect(drops).toHaveText('0');
    await expect(whole).toHaveText(/^\d{3,} over the whole run$/);
    const weight = (l: typeof drops) => l.evaluate((e) => Number(getComputedStyle(e).fontWeight));
    expect(await weight(whole)).toBeGreaterThanOrEqual(await weight(drops));
    expect(await whole.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(await drops.evaluate((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(await drops.evaluate((e) => getComputedStyle(e, '::after').content)).toContain('in the window');
    await page.getByTestId('summary').screenshot({ path: `${ARTIFACTS}/explore4-summary-1366.png` });
  });

  test('a reason most of a column’s dashes share is marked once on its head, a TCP flow’s Loss dash says why, and retransmits above losses get a note with the catalogue’s reason', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo');
    await settle(page);
    // The four unlimited downloads' elapsed time: one mark on the head, bare dashes in the cells.
    const elapsedHead = page.locator('th[data-metric="flow.elapsed"]');
    await expect(elapsedHead.getByTestId('head-mark')).toHaveCount(1);
    for (const i of [0, 1, 2, 3]) await expect(page.getByTestId(`elapsed-${i}`)).toHaveText('—');
    // The voice flow's elapsed dash has another reason: its own letter.
    await expect(page.getByTestId('elapsed-4')).toHaveText(/^—[a-z]$/);
    const notes = page.getByTestId('summary-dash-notes');
    await expect(notes).toContainText('never ends (an unlimited transfer): Elapsed (s)');
    await expect(notes).toContainText('UDP flows only: a TCP flow sends again what it loses, so its losses are its Drops and Link losses: Loss (%)');
    // Each reason once in the notes.
    const texts = await notes.locator('li').allInnerTexts();
    expect(new Set(texts.map((t) => t.replace(/^\s*[a-z]+\s*—\s*/, ''))).size).toBe(texts.length);
    const retx = page.getByTestId('summary-retransmit-note');
    // Each flow's figures in the catalogue's words (phone trial 04:30, confusion 6).
    await expect(retx).toContainText(/flow 1 \([^)]*\): \d+ resent for \d+ dropped: /);
    await expect(retx).toContainText(/^(At least )?\d+ of the \d+ retransmissions \(the Retransmits column\) resent packets that were not lost/);
  });

  test('with the lesson panel open the table says in words that it scrolls sideways, fades its right edge, and keeps the flow column pinned', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
    await predict(page, 0);
    const frame = page.getByTestId('summary-side-scroll');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-overflows', 'yes');
    await expect(frame).toHaveAttribute('data-more-right', 'yes');
    await expect(page.getByTestId('summary-side-scroll-cue')).toContainText('More columns to the right');
    expect(await frame.locator('.side-scroll-frame').evaluate((e) => getComputedStyle(e, '::after').opacity)).toBe('1');
    await page.getByTestId('summary').screenshot({ path: `${ARTIFACTS}/explore4-summary-lesson-1366.png` });
    const wrap = page.locator('.summary-flows');
    const left = (await wrap.boundingBox())!.x;
    await wrap.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect(frame).toHaveAttribute('data-more-right', 'no');
    await expect(frame).toHaveAttribute('data-more-left', 'yes');
    await expect(page.getByTestId('summary-side-scroll-cue')).toContainText('More columns to the left');
    // The flow's name stays at the table's left edge.
    const flowCell = page.getByTestId('summary-row-0').locator('td').first();
    expect(Math.abs((await flowCell.boundingBox())!.x - left)).toBeLessThanOrEqual(1);
    await expect(flowCell).toBeInViewport();
    await page.getByTestId('summary').screenshot({ path: `${ARTIFACTS}/explore4-summary-lesson-scrolled-1366.png` });
  });

  test('a UDP flow’s bar says its rate and duration, and the summary says why its goodput is below that rate in the goodput definition’s words', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo');
    await settle(page);
    await expect(page.locator('.bar-text').nth(4)).toHaveText('2.00 s · CBR 80.0 kbit/s · 26 s');
    const note = page.getByTestId('summary-rate-note');
    await expect(note).toHaveText(/^Flow 5 \(voice\): wire rate 80\.0 kbit\/s \(whole 200-byte IP packets, as set\); payload rate 68\.8 kbit\/s \(the 172 bytes of each the application sends\); goodput \d+\.\d kbit\/s: the payload that arrived, in order, over its active time 5\.00–28\.38 s \(flow\) \(it sends until 28\.00 s; its last packet arrives at 28\.38 s\), counted when it arrives\.$/);
    await page.locator('.bar-text').nth(4).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/explore4-flowbar-1366.png` });
  });

  test('CoDel’s queue plot says what its y range cuts off above the plot, not over the trace, and the trace is cut at the data area\'s top', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-codel');
    await settle(page);
    await showPlot(page, 'queue');
    const g = await queueGeom(page);
    // Above the plot, in the page (plot-notes.ts), its detail giving the buffer limit; none drawn on the canvas.
    const notes = page.getByTestId('plot-notes-queue');
    await expect(page.getByTestId('note-fact-queue-cut-above')).toHaveText(/^The queue reached \d+ packets, above the plot's top \(▲ marks when\); the buffer holds 1000 packets$/);
    expect(g.note).toBeUndefined();
    expect((await notes.boundingBox())!.y + (await notes.boundingBox())!.height).toBeLessThanOrEqual((await page.getByTestId('canvas-queue').boundingBox())!.y + 1);
    // The trace does reach the data area's top (it is cut there, as the note says).
    const top = await rowsOf(page, g.m.top + 1, g.m.top + 3, g.m.left + 1, g.width - g.m.right - 1);
    expect(top.flat().filter(([r, gg, b, a]) => a > 128 && b > 90 && r < 70 && gg < 70).length).toBeGreaterThan(0);
    await page.getByTestId('canvas-queue').screenshot({ path: `${ARTIFACTS}/explore4-codel-queue-1366.png` });
  });
});

test('a lossy link under gentle RED: early drops and link losses are on lanes of their own in the drop strip, not drawn over each other', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed003-e2-red');
  await settle(page);
  await showPlot(page, 'queue');
  const g = await queueGeom(page);
  const strip = g.note ? g.note.top : g.m.top;
  const rows = await rowsOf(page, 0, strip, g.m.left, g.width - g.m.right);
  // Teal link-loss squares and purple early-drop circles (the theme's mark tones), row by row.
  const teal = ([r, gg, b, a]: number[]) => a > 200 && gg > r + 40 && b > r + 30 && gg > 90;
  const purple = ([r, gg, b, a]: number[]) => a > 200 && r > gg + 40 && b > gg + 40;
  const tealRows = rows.map((row, y) => (row.some(teal) ? y : -1)).filter((y) => y >= 0);
  const purpleRows = rows.map((row, y) => (row.some(purple) ? y : -1)).filter((y) => y >= 0);
  expect(tealRows.length).toBeGreaterThan(0);
  expect(purpleRows.length).toBeGreaterThan(0);
  expect(tealRows.filter((y) => purpleRows.includes(y))).toEqual([]);
  await page.getByTestId('canvas-queue').screenshot({ path: `${ARTIFACTS}/explore4-red-strip-1366.png` });
});

test('390×844: legend marker glyphs are at least 14 px, the summary’s cards name each figure’s window, and a TCP flow’s Loss dash carries its note’s letter', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&preset=voice-codel');
  await settle(page);
  await showPlot(page, 'queue');
  const sizes = await page.evaluate(() => [...document.querySelectorAll('.legend .swatch .shape')].map((e) => parseFloat(getComputedStyle(e).fontSize)));
  expect(sizes.length).toBeGreaterThan(0);
  for (const s of sizes) expect(s).toBeGreaterThanOrEqual(14);
  await page.getByTestId('canvas-queue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/explore4-queue-390.png` });
  // Cards: the window in each figure's label; the bare dash shows its letter (the head with it is hidden).
  expect(await page.getByTestId('m-flow.queueDrops-0').evaluate((e) => getComputedStyle(e, '::before').content)).toContain('Drops, whole run');
  const loss = page.getByTestId('m-flow.lossRate-0').locator('.dash');
  expect(await loss.evaluate((e) => getComputedStyle(e, '::after').content)).toMatch(/^"[a-z]"$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('summary-row-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/explore4-summary-390.png` });
});

test('1920×1080 projector: the headline strip says in words, at least as large as its labels, that the figures are the end of the run’s while the plots replay', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=voice-fifo');
  await settle(page);
  await page.getByTestId('theme').selectOption('projector');
  await page.getByTestId('summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/explore4-summary-1920-projector.png` });
  await showPlot(page, 'queue');
  await page.screenshot({ path: `${ARTIFACTS}/explore4-queue-1920-projector.png` });
  await page.goto('/#v=1&preset=seed003-e2-droptail&mode=compare&present=1&plots=queue');
  await page.waitForFunction(() => (window as unknown as { __clab: { compareSettled(): boolean } }).__clab.compareSettled(), null, { timeout: 90_000 });
  const state = page.locator('.present-bar').getByTestId('figure-state');
  await expect(state).toHaveAttribute('data-state', 'final');
  await expect(state).toBeHidden();
  const before = (await page.getByTestId('headline-strip').boundingBox())!;
  await page.evaluate(() => (window as unknown as { __clab: { playback: { getState(): { scrub(t: number): void } } } }).__clab.playback.getState().scrub(2.5));
  await expect(state).toHaveText('End-of-run figures (100.0 s); the plots replay an earlier moment Tick “Hide the numbers until the replay ends” to keep them back.');
  await expect(state).toBeVisible();
  // In room kept for it: the strip does not move or grow.
  expect(await page.getByTestId('headline-strip').boundingBox()).toEqual(before);
  const px = (sel: string) => page.locator(sel).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(await px('[data-testid="figure-state"]')).toBeGreaterThanOrEqual(await px('.headline-strip dt'));
  expect(await px('[data-testid="figure-state"]')).toBeGreaterThanOrEqual(21);
  await page.screenshot({ path: `${ARTIFACTS}/explore4-present-replay-1920.png` });
});
