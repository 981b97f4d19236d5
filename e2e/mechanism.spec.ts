import { axe } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, openFresh, showPlot } from './helpers';

failOnPageErrors(test);

/** The bottleneck queue series' packet count at time t (its last row at or before t), read in the page. */
async function queueSeriesAt(page: Page, t: number): Promise<number> {
  return page.evaluate((at) => {
    const r = (window as any).__clab.results.current;
    const q = r.links.get(r.summary.aggregate.bottleneck).queue;
    let n = 0;
    for (let i = 0; i < q.length && q.cols.t[i] <= at; i++) n = q.cols.packets[i];
    return n;
  }, t);
}

async function readout(page: Page): Promise<{ t: number; queued: number; drops: string }> {
  const el = page.getByTestId('mechanism-readout');
  return { t: Number(await el.getAttribute('data-t')), queued: Number(await el.getAttribute('data-queued')), drops: (await el.getAttribute('data-drops')) ?? '' };
}

async function shoot(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).screenshot({ path: `${ARTIFACTS}/${name}-default.png` });
  await page.getByTestId('theme').selectOption('projector');
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.getByTestId(testId).screenshot({ path: `${ARTIFACTS}/${name}-projector.png` });
  await page.getByTestId('theme').selectOption('default');
}

test('seed-000 tail drop in slow motion: pause on the first overflow drop; the animated view and the queue series agree; the fast retransmit that follows explains itself', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  // The first overflow drop the core recorded (code 0: the registry's first generic reason, overflow).
  const tDrop = await page.evaluate(() => {
    const r = (window as any).__clab.results.current;
    const ev = r.links.get(r.summary.aggregate.bottleneck).events;
    for (let i = 0; i < ev.length; i++) if (ev.cols.kind[i] === 0) return ev.cols.t[i] as number;
    return Number.NaN;
  });
  expect(tDrop).toBeGreaterThan(0);
  // Play at 1/100 of real time from just before it, and pause as soon as the view shows it.
  await page.getByTestId('speed').selectOption('0.01');
  await page.evaluate((t) => (window as any).__clab.playback.getState().scrub(t - 0.002), tDrop);
  await page.evaluate(() => (window as any).__clab.playback.getState().play());
  await expect(page.getByTestId('mechanism-readout')).toHaveAttribute('data-drops', /overflow/, { timeout: 20_000 });
  await page.evaluate(() => (window as any).__clab.playback.getState().pause());
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  const shown = await readout(page);
  expect(shown.drops).toContain('overflow');
  expect(shown.t).toBeGreaterThanOrEqual(tDrop);
  const cursor = await page.evaluate(() => (window as any).__clab.playback.getState().cursor as number);
  expect(shown.t).toBeCloseTo(cursor, 9);
  expect(shown.queued, `drawn queue at t = ${shown.t}`).toBe(await queueSeriesAt(page, shown.t));
  expect(shown.queued).toBeGreaterThan(0);
  await expect(page.getByTestId('mechanism-readout')).toContainText('overflow drop (flow');
  await shoot(page, 'plot-mechanism', 'mechanism-drop');

  // The fast retransmit after that drop: reveal it, hover its marker, read its explanation.
  const tFr = await page.evaluate((after) => {
    const r = (window as any).__clab.results.current;
    let best = Number.POSITIVE_INFINITY;
    // The first one the core linked to its drop (causeT recorded).
    for (const f of r.flows)
      for (let i = 0; i < f.congestion.length; i++)
        if (f.congestion.cols.kind[i] === 1 && f.congestion.cols.t[i] > after && Number.isFinite(f.congestion.cols.causeT[i])) best = Math.min(best, f.congestion.cols.t[i]);
    return best;
  }, tDrop);
  expect(Number.isFinite(tFr)).toBe(true);
  await page.evaluate((t) => (window as any).__clab.playback.getState().scrub(t + 1), tFr);
  await showPlot(page, 'cwnd');
  const marker = page.locator(`[data-testid="cc-marks-cwnd"] .cc-mark[data-kind="fast retransmit"][data-t="${tFr}"]`);
  await expect(marker).toBeVisible();
  await marker.hover();
  const tip = page.getByTestId('cc-tip-cwnd');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(/^t = \d+\.\d\d s, flow \d: \d+ duplicate ACKs → retransmit of segment \d+; cwnd [\d.]+ kB → [\d.]+ kB, ssthresh [\d.]+ kB(; segment \d+ was dropped at t = [\d.]+ s)?$/);
  expect(await tip.innerText()).toContain(`t = ${tFr.toFixed(2)} s`);
  // Leaving the marker hides its line; focus shows it, and the arrow keys walk the markers (one
  // tab stop per plot), each showing its own line.
  await page.mouse.move(2, 2);
  await expect(tip).toBeHidden();
  await marker.focus();
  await expect(tip).toBeVisible();
  expect(await page.locator('[data-testid="cc-marks-cwnd"] .cc-mark:not([hidden])').count()).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Home');
  const focused = page.locator('[data-testid="cc-marks-cwnd"] .cc-mark:focus');
  const firstT = (await focused.getAttribute('data-t'))!;
  await page.keyboard.press('ArrowRight');
  await expect(focused).not.toHaveAttribute('data-t', firstT);
  await expect(focused).toHaveAttribute('tabindex', '0');
  await expect(tip).toContainText(`t = ${Number(await focused.getAttribute('data-t')).toFixed(2)} s`);
  await shoot(page, 'plot-cwnd', 'cwnd-annotated');
  // The recovery that fast retransmit started is shaded on the cwnd plot.
  expect(Number(await page.getByTestId('cc-marks-cwnd').getAttribute('data-recovery'))).toBeGreaterThan(0);
  // Clicking the marker moves the cursor to the event and highlights, in the animated view, the
  // overflow drop the core linked to it; the plots mark the drop too.
  await marker.click();
  const after = await page.evaluate(() => (window as any).__clab.playback.getState().cursor as number);
  expect(after).toBeCloseTo(tFr, 9);
  const out = page.getByTestId('mechanism-readout');
  // The animated view draws (and says) what it shows once it is on screen, as a reader scrolls to it.
  await page.getByTestId('plot-mechanism').scrollIntoViewIfNeeded();
  await expect(out).toHaveAttribute('data-highlight', 'found:overflow');
  await expect(out).toHaveAttribute('data-highlight-text', /^① ✕ overflow of flow \d+'s segment \d+ at t = [\d.]+ s → ② duplicate ACKs → fast retransmit at t = [\d.]+ s/);
  await expect(page.getByTestId('mechanism-chain')).toBeVisible();
  await expect(page.locator('[data-testid="cc-chain-seq"] .cc-cause-line')).toHaveCount(1);
  await expect(page.locator('[data-testid="cc-chain-cwnd"] .cc-cause-line')).toHaveCount(1);
  await shoot(page, 'plot-mechanism', 'mechanism-highlight-event');
  // Back to the drop itself: there it is drawn, ringed, with the reason the core recorded.
  await page.getByTestId('chain-to-drop').click();
  await expect(out).toHaveAttribute('data-highlight-shown', 'true');
  await expect(out).toHaveAttribute('data-drops', /overflow/);
  const atDrop = await page.evaluate(() => (window as any).__clab.playback.getState().cursor as number);
  expect(atDrop).toBeLessThan(tFr);
  expect(Number(await out.getAttribute('data-queued'))).toBe(await queueSeriesAt(page, atDrop));
  await shoot(page, 'plot-mechanism', 'mechanism-highlight-drop');
  // The chain bar, the highlighted marker and the shaded recovery pass axe in every theme.
  for (const theme of ['default', 'dark', 'projector']) {
    await page.getByTestId('theme').selectOption(theme);
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    const scan = await axe(page).include('[data-testid="plot-mechanism"]').include('[data-testid="plot-cwnd"]').analyze();
    const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  }
});

test('RED preset: the drop-probability curve follows min_th as the slider moves, with the average moving on it', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-red');
  const curve = page.getByTestId('red-curve');
  await expect(curve).toBeVisible();
  const before = await curve.getAttribute('data-path');
  // At the end of the run the recorded average sits on the curve.
  await expect(page.getByTestId('red-state')).toContainText(/drop probability from the average \d\.\d{4} \(p_b\)/);
  await page.getByTestId('minth-range').fill('10000');
  // The curve is computed from the edited scenario, so it changes without waiting for the run.
  await expect(curve).not.toHaveAttribute('data-path', before!);
  await expect(curve).toContainText('min_th 10000');
  // The edited run replaces the old one; on a loaded machine it may take a while to pass t = 8 s.
  await page.waitForFunction(() => (window as any).__clab.results.current?.done === true, null, { timeout: 60_000 });
  await page.evaluate(() => (window as any).__clab.playback.getState().scrub(8));
  await expect(page.getByTestId('red-state')).toContainText('t = 8.000 s');
  // count and p_a at the cursor are the ones the queue recorded (its series' row at the cursor).
  const recorded = await page.evaluate(() => {
    const r = (window as any).__clab.results.current;
    const q = r.links.get(r.summary.aggregate.bottleneck).queue;
    let i = -1;
    while (i + 1 < q.length && q.cols.t[i + 1] <= 8) i++;
    return { count: q.cols.count[i] as number, pa: q.cols.pa[i] as number };
  });
  const count = page.getByTestId('red-count');
  await expect(count).toHaveAttribute('data-count', String(recorded.count));
  await expect(count).toHaveAttribute('data-pa', String(recorded.pa));
  await expect(count).toContainText(`packets since last early drop ${recorded.count} (count)`);
  // The small plot of the queue and its average is drawn up to the cursor.
  await expect(page.getByTestId('red-history')).toBeVisible();
  expect(Number(await page.getByTestId('red-history').getAttribute('data-points'))).toBeGreaterThan(10);
  // A re-render that changes nothing the history shows (here the theme) does not rebuild it: it
  // reads every queue row, and a slider drag renders this panel at every step. First let any
  // rebuild still on its way from the run and the scrub land (a loaded CI machine once showed one
  // after this point, 4 against 3), so that the count compared is the theme change's alone.
  const buildsNow = () => page.getByTestId('red-history').getAttribute('data-builds');
  let builds = await buildsNow();
  // (Bounded: a history that never stops rebuilding fails the check below.)
  for (let quiet = 0, polls = 0; quiet < 2 && polls < 20; polls++) {
    await page.waitForTimeout(250);
    const b = await buildsNow();
    quiet = b === builds ? quiet + 1 : 0;
    builds = b;
  }
  const axis = await page.getByTestId('red-history').locator('line').first().getAttribute('stroke');
  await page.evaluate(() => (window as any).__clab.view.getState().setTheme('dark'));
  await expect(page.getByTestId('red-history').locator('line').first()).not.toHaveAttribute('stroke', axis!);
  await page.waitForTimeout(300);
  expect(await page.getByTestId('red-history').getAttribute('data-builds')).toBe(builds);
  await shoot(page, 'plot-red', 'red-panel');
});

test('while a slider is held, the congestion markers wait: none are placed for the runs drawn during the drag, and the last run\'s appear on release', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-red');
  await showPlot(page, 'cwnd');
  const marks = page.locator('[data-testid="cc-marks-cwnd"] .cc-mark');
  await expect.poll(() => marks.count()).toBeGreaterThan(0);
  const slider = page.getByTestId('minth-range');
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 2;
  const runBefore = await page.evaluate(() => (window as any).__clab.results.current.runId);
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, y, { steps: 4 });
  // A run of the held slider's value finishes and is drawn while the thumb is still held.
  await page.waitForFunction((before) => {
    const c = (window as any).__clab;
    const r = c.results.current;
    return r.runId > before && r.done && !c.runPending() && r.runId === c.latestRunId();
  }, runBefore);
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await showPlot(page, 'cwnd');
  expect(await marks.count()).toBe(0);
  await page.mouse.up();
  await expect.poll(() => marks.count()).toBeGreaterThan(0);
  // The markers placed on release are the drawn run's: every congestion event in view is on one
  // (its own, or merged into a marker less than a glyph before it: marker-thinning.ts).
  const count = Number(await page.getByTestId('cc-marks-cwnd').getAttribute('data-count'));
  const onMarkers = await marks.evaluateAll((ms) => ms.reduce((n, m) => n + 1 + Number((m as HTMLElement).dataset.merged ?? 0), 0));
  expect(onMarkers).toBe(count);
});
