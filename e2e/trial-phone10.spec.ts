/**
 * Issue 37, what a new student met on a phone (390×844, touch) in "Vegas meets Reno" (trial
 * phone-0100): RED's cwnd plot a tangle at 390 px (s23), "packets packets" in a check (s12), a
 * cross-step A/B instruction to hold in mind (s14), an aside for lecturers in the student's text,
 * "+0.7 · B better" for a utilization tie (s21), and a header a quarter of the screen (s03).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, settle, showPlot } from './helpers';
import { solidInkShare } from './plot-ink';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

interface Band {
  flow: number;
  label: string;
  top: number;
  bottom: number;
  domain: number[];
}
const bandsOf = (page: Page, name: string) =>
  page.evaluate((n) => {
    const g = (window as any).__clab.plots.get(n).geom;
    return (g.bands ?? null) === null ? null : (g.bands as any[]).map((b) => ({ flow: b.flow, label: b.label, top: b.top, bottom: b.bottom, domain: b.y.domain() })) as Band[];
  }, name);

/**
 * Solid ink per band, as trial-plots7 measures the whole plot. One band of RED 3/5 measures about
 * 0.10 (a single flow's line and its dotted ssthresh); the two flows together on one area measured
 * 0.18, over markers at every few pixels.
 */
const INK_PER_BAND = 0.14;

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('RED Vegas/Reno: the cwnd plot is one band per flow ("1 Vegas1", "2 Reno1") on one y scale, each band under the ink bound, and too-dense markers are left out with one line saying so', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await showPlot(page, 'cwnd');
    const host = page.getByTestId('plot-cwnd').locator('.plot-host');
    await expect(host).toHaveAttribute('data-bands', '2');
    await expect(page.getByTestId('desc-cwnd')).toContainText('one band per flow', { useInnerText: false });
    const bands = (await bandsOf(page, 'cwnd'))!;
    expect(bands.map((b) => b.label)).toEqual(['1 Vegas1', '2 Reno1']);
    expect(bands[1].domain).toEqual(bands[0].domain);
    expect(bands[0].bottom).toBeLessThan(bands[1].top);
    await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-phone10-red-cwnd-390.png` });
    for (const b of bands) expect(await solidInkShare(page, 'cwnd', b), `band of flow ${b.flow + 1}`).toBeLessThan(INK_PER_BAND);
    // Said in plain words above the plot (plot-notes.ts), why behind it.
    await expect(page.getByTestId('note-fact-cwnd-marks-left-out')).toHaveText(/^Flow 2 \(Reno1\) cut its window \d+ times over the whole run, flow 1 \(Vegas1\) \d+; Vegas's small steps are not cuts$/);
    await expect(page.getByTestId('plot-notes-cwnd')).toContainText('a wider screen marks them', { useInnerText: false });
    expect(await page.getByTestId('cc-marks-cwnd').locator('.cc-mark').count()).toBe(0);
  });

  test('A/B at 390 px: A and B are both drawn in bands on their shared y scale', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await compareSettled(page);
    for (const side of ['a', 'b']) await showPlot(page, `compare-cwnd-${side}`);
    const a = (await bandsOf(page, 'compare-cwnd-a'))!;
    const b = (await bandsOf(page, 'compare-cwnd-b'))!;
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(2);
    expect(b[0].domain).toEqual(a[0].domain);
    // The legend does not claim markers the plot left out (s23: "612 congestion events: close ones share a marker").
    await expect(page.getByTestId('plot-compare-cwnd-a')).not.toContainText('close ones share a marker');
    await page.getByTestId('plot-compare-cwnd-a').screenshot({ path: `${ARTIFACTS}/trial-phone10-ab-cwnd-a-390.png` });
  });
});

test('at 1366×768 the cwnd plot stays one area with every flow on it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await settle(page);
  await showPlot(page, 'cwnd');
  await expect(page.getByTestId('plot-cwnd').locator('.plot-host')).not.toHaveAttribute('data-bands', /.*/);
  expect(await bandsOf(page, 'cwnd')).toBeNull();
  expect(await page.getByTestId('cc-marks-cwnd').locator('.cc-mark').count()).toBeGreaterThan(0);
});

test.describe('Vegas meets Reno step 3 at 390×844 (phone)', () => {
  test.use(PHONE);

  test('the explanation offers step 2 against tail drop in A/B as one button, which opens Compare with step 2\'s RED 4/6 as A and tail drop as B', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    await page.getByTestId('prediction-choice-1').check();
    await page.getByTestId('prediction-submit').click();
    await settle(page);
    const explanation = page.getByTestId('explanation');
    await expect(explanation).toBeVisible();
    // Shortened: no "go back to step 2 and open Compare A/B there" to hold in mind.
    await expect(explanation).not.toContainText('go back to step 2');
    const button = explanation.getByRole('button', { name: 'Go to step 2: against tail drop in A/B' });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone10-ab-of-step-390.png` });
    await button.click();
    await compareSettled(page);
    await expect(page.getByTestId('ab-card-a')).toContainText('4–6 packets');
    await expect(page.getByTestId('ab-card-b')).toContainText(/tail drop/i);
  });
});

test.describe('Vegas A/B at 390×844 (phone)', () => {
  test.use(PHONE);

  test('RED 3/5 against tail drop: utilization 98.7 against 99.4 reads "about the same", not "B better"', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&topology.bottleneck.queue.minTh=3&topology.bottleneck.queue.maxTh=5&mode=compare');
    await compareSettled(page);
    const util = page.getByTestId('glance-ab-row').filter({ hasText: 'Utilization' });
    await expect(util).toHaveCount(1);
    await expect(util).toContainText('about the same');
    await expect(util).not.toContainText('better');
    await page.getByTestId('glance-ab-row').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone10-ab-glance-390.png` });
  });
});

test.describe('the header in a lesson at 390×844 (phone)', () => {
  test.use(PHONE);

  test('the preset row folds behind one named control, so the step\'s page starts at least 50 px higher (main: #main at 233 px, after: 164 px)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    const mainTop = async () => (await page.locator('#main').boundingBox())!.y;
    const folded = await mainTop();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone10-lesson-header-390.png` });
    // Measured on main before the fold: 233 px (the preset's title, then More, Find a preset, Build a dumbbell); 164 px folded.
    expect(folded).toBeLessThanOrEqual(233 - 50);
    // Everything is still there, named and reachable by keyboard: the fold's control opens it.
    const toggle = page.getByTestId('preset-fold-toggle');
    // Step 3 runs 10–18 on the 4/6 demo: the control names what runs, as the heading does (trial phone-0220, s12).
    // Whose set-up it is, in words (phone trial 04:00, step 10: "Running" against "Preset" said nothing).
    await expect(toggle).toHaveText('Set up by this step: Gentle RED 10–18 packets');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Preset' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /Find a preset/ })).toBeVisible();
    await expect(page.getByTestId('dumbbell-menu-toggle')).toBeVisible();
    await expect(page.getByTestId('teach-menu-toggle')).toBeVisible();
    // No horizontal scroll with it open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone10-lesson-header-open-390.png` });
  });
});
