/**
 * Issue 37, phone trial 02:30 (390 × 844 touch, "Is TCP Vegas nicer than Reno?", 8/10), finding 1:
 * "Numbers are hidden until the replay ends" leaked. Mid-replay the cwnd plot's note said "Flow 2
 * (Reno1) cut its window 88 times over the whole run, flow 1 (Vegas1) 47" (step 9) and the lesson
 * panel said "The run: Vegas/Reno 0.281" right under the hidden message (step 20). While the
 * numbers are held, no text on the page may carry one of the run's figures; the figures are read
 * from the same run once revealed.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });

/** The page's rendered text (what a person can read on it, scrolled to). */
const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Put the replay at `t` s, as a pause partway through does. */
const pauseAt = (page: Page, t: number) => page.evaluate((t) => { const p = (window as any).__clab.playback.getState(); p.pause(); p.scrub(t); }, t);

/**
 * The run's figures that a person reads once revealed: every A/B Vegas/Reno ratio, goodput and
 * count (drops, window cuts) the run's summaries hold, as the page writes them (3 decimals for a
 * ratio, 2 for Mbit/s, whole counts). Counts below 10 are left out: a "2" or a "5" is on every
 * page for other reasons (flow numbers, a step's number).
 */
async function runFigures(page: Page): Promise<string[]> {
  const figs: string[] = await page.evaluate(() => {
    const c = (window as any).__clab;
    const runs = [c.results.current, c.compareResults.current].filter((r: any) => r?.summary);
    const out: string[] = [];
    const count = (n: unknown) => { if (Number.isInteger(n) && (n as number) >= 10) out.push(String(n)); };
    for (const r of runs) {
      const s = r.summary;
      for (const { summary: f } of s.flows) {
        out.push((f.goodputBps / 1e6).toFixed(2));
        count(f.queueDrops);
        count(f.retransmittedPackets);
        count(f.fastRecoveries + f.timeouts + f.ecnReductions);
      }
      if (Number.isFinite(s.aggregate?.vegasRenoRatio)) out.push(s.aggregate.vegasRenoRatio.toFixed(3));
      for (const { summary: l } of s.links) for (const n of Object.values(l.dropsWholeRun)) count(n);
    }
    return out;
  });
  return [...new Set(figs)];
}

/** The figures of `figures` that `text` carries as a whole number (not a part of a longer one). */
const figuresIn = (text: string, figures: readonly string[]) => figures.filter((f) => new RegExp(`(^|[^\\d.])${f.replace('.', '\\.')}(?![\\d])`).test(text));

/** Opened at `url` with the numbers held and paused at 10 s: the page's text carries none of the run's figures, read from the same run revealed. */
function heldScan(url: string, what: string): void {
  test(`${what}, paused mid-replay: no text on the page carries one of the run's figures`, async ({ page }) => {
    await page.goto(url);
    await settleAb(page);
    await expect(page.getByTestId('headline-held').or(page.getByText('Numbers are hidden until the replay ends')).first()).toBeVisible();
    await pauseAt(page, 10);
    await page.waitForTimeout(500);
    const held = await pageText(page);
    await page.evaluate(() => (window as any).__clab.playback.getState().toEnd());
    await expect(page.getByText('Numbers are hidden until the replay ends')).toHaveCount(0);
    const figures = await runFigures(page);
    expect(figures).toContain('0.811');
    expect(figures).toContain('0.281');
    expect(figuresIn(held, figures)).toEqual([]);
  });
}

test.describe('on a phone, 390 × 844 touch', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  heldScan('/#v=1&preset=seed002-a-vr-red&mode=compare&present=1&endnums=1', 'presented A/B');

  test('a lesson step answered while the numbers are held: the verdict line keeps the run\'s figure back until the replay ends', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1&endnums=1');
    await settle(page);
    await predict(page, 0);
    await pauseAt(page, 10);
    await expect(page.getByText('Numbers are hidden until the replay ends').first()).toBeVisible();
    const outcome = page.getByTestId('prediction-outcome');
    await expect(outcome).toContainText('figure is hidden until the replay ends');
    const held = await pageText(page);
    await page.keyboard.press('End');
    await expect(outcome).toContainText('The run: Vegas/Reno 0.281');
    const figures = await runFigures(page);
    expect(figures).toContain('0.281');
    expect(figuresIn(held, figures)).toEqual([]);
  });
});

test.describe('A/B on a phone, 390 × 844 touch', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the flow bar\'s chips name each flow by its number and name, as the legends do (finding 2)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await settleAb(page);
    const bar = page.getByTestId('flow-bar').first();
    await expect(bar.getByTestId('flow-toggle-0')).toHaveText('1 (Vegas1)');
    await expect(bar.getByTestId('flow-toggle-1')).toHaveText('2 (Reno1)');
    await expect(bar.getByTestId('flow-toggle-0')).toHaveAccessibleName('Flow 1 (Vegas1)');
  });
});

test.describe('key hints on a phone, 390 × 844 touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('presentation\'s Exit and the Share dialog\'s Close show no "Esc" hint on a touch screen, and keep the key as aria-keyshortcuts (finding 4)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare&present=1');
    const exit = page.getByTestId('present-exit');
    await expect(exit).toHaveAttribute('aria-keyshortcuts', 'Escape');
    expect((await exit.innerText()).trim()).toBe('Exit');
    // A phone's presentation buttons are folded behind Menu (present8, item 3).
    await page.getByTestId('present-menu-toggle').tap();
    await page.getByTestId('present-share-toggle').tap();
    const close = page.getByTestId('present-share-close');
    await expect(close).toBeVisible();
    expect((await close.innerText()).trim()).toBe('Close');
    await expect(close).toHaveAttribute('aria-keyshortcuts', 'Escape');
  });
});

test.describe('key hints with a mouse and keyboard, 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('presentation\'s Exit and the Share dialog\'s Close show their "Esc" hint (finding 4)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare&present=1');
    await expect(page.getByTestId('present-exit')).toHaveText(/^Exit\s*Esc$/);
    await page.getByTestId('present-share-toggle').click();
    await expect(page.getByTestId('present-share-close')).toHaveText(/^Close\s*Esc$/);
  });
});

test.describe('at 1366 × 768', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 1366, height: 768 } });
  heldScan('/#v=1&preset=seed002-a-vr-red&mode=compare&endnums=1', 'A/B');
  heldScan('/#v=1&preset=seed002-a-vr-red&mode=compare&present=1&endnums=1', 'presented A/B');
});
