import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle, showPlot } from './helpers';

/**
 * Trials 04:00 (phone-0400, bloat-0400): a plot's notes were a wall of small grey text drawn into
 * the canvas above the cwnd plot on a phone, and the CoDel queue's "y axis now 0–10 packets" sat
 * over an axis whose data ran on to 13 above its top tick.
 */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

/** The notes above plot `name`: each line's text, and the list's height in lines (one line: one row, a 44-px button at most). */
async function notesOf(page: Page, name: string) {
  const list = page.getByTestId(`plot-notes-${name}`);
  await expect(list).toBeVisible();
  const rows = await list.locator('> li').evaluateAll((lis) => lis.map((li) => ({ text: (li.querySelector('.note-fact') as HTMLElement).textContent!, height: li.getBoundingClientRect().height })));
  return { list, rows };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { preset, what } of [
    { preset: 'seed002-a-vr-droptail', what: "the Vegas lesson's cwnd plot (Vegas against Reno, tail drop)" },
    { preset: 'dumbbell-10-droptail', what: 'a 10-flow dumbbell' },
  ]) {
    test(`${what}: its notes are at most 2 facts above the plot, each in at most two lines of words, none drawn into the canvas, each said in full in its description (phone-0400 s18–s19; plain words: phone-0710 s08)`, async ({ page }) => {
      await page.goto(`/#v=1&preset=${preset}`);
      await settle(page);
      await showPlot(page, 'cwnd');
      const { list, rows } = await notesOf(page, 'cwnd');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(2);
      // Two lines of words at most, then its 44-px touch buttons: no wall of text.
      for (const r of rows) expect(r.height, r.text).toBeLessThanOrEqual(100);
      const textLines = await list.locator('.note-fact').evaluateAll((els) =>
        els.map((el) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          return new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.bottom))).size;
        }),
      );
      for (const n of textLines) expect(n).toBeLessThanOrEqual(2);
      // Nothing said in the canvas any more: no note band above the data.
      const band = await page.evaluate(() => (window as any).__clab.plots.get('cwnd').geom.note);
      expect(band).toBeUndefined();
      // The description says each fact, and its detail.
      const desc = await page.getByTestId('desc-cwnd').textContent();
      for (const r of rows) expect(desc).toContain(r.text);
      // No horizontal scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-plots12-${preset}-cwnd-390.png` });
    });
  }

  test('a cut-off peak\'s note offers "Show full range", a button that sets the y range, after which nothing is cut and the note goes', async ({ page }) => {
    await page.goto('/#v=1&preset=dumbbell-10-droptail');
    await settle(page);
    await showPlot(page, 'cwnd');
    const action = page.getByTestId('note-action-cwnd-cut-above');
    await expect(action).toHaveText('Show full range');
    await expect(page.getByTestId('note-fact-cwnd-cut-above')).toHaveText(/^Flow \d+'s window peaked at \d+(\.\d+)?kB at \d+\.\d\d s, above the plot's top$/);
    const box = (await action.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await action.tap();
    await expect(page.getByTestId('flow-bar').getByLabel('y range')).toHaveValue('full');
    await settle(page);
    await expect(page.getByTestId('note-action-cwnd-cut-above')).toHaveCount(0);
  });
});

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a note\'s detail is one Enter away: its "Why?" is a disclosure button, described by its fact, that shows the detail and hides it again', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail');
    await settle(page);
    await showPlot(page, 'cwnd');
    await expect(page.getByTestId('note-fact-cwnd-cut-above')).toHaveText("Flow 2's window peaked at 54.7kB at 0.63 s, above the plot's top");
    const fact = page.getByTestId('note-why-cwnd-cut-above');
    await expect(fact).toHaveAccessibleDescription(/Flow 2's window peaked at 54\.7kB at 0\.63 s/);
    await expect(fact).toHaveAttribute('aria-expanded', 'false');
    const detail = page.locator(`#${await fact.getAttribute('aria-controls')}`);
    await expect(detail).toBeHidden();
    await fact.focus();
    await page.keyboard.press('Enter');
    await expect(fact).toHaveAttribute('aria-expanded', 'true');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('Show full range');
    await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-plots12-cwnd-detail-1366.png` });
    await page.keyboard.press('Enter');
    await expect(detail).toBeHidden();
  });

  test('bufferbloat step 1 → 2: the CoDel queue\'s "y axis now 0–N packets" is the axis as drawn, N its top tick and the top of its range (bloat-0400 step 7)', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await settle(page);
    await predict(page, 0);
    await showPlot(page, 'queue');
    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
    await settle(page);
    await predict(page, 0);
    await showPlot(page, 'queue');
    const note = page.getByTestId('y-range-change-queue');
    await expect(note).toContainText(/^y axis now 0–\S+ packets/);
    const said = /^y axis now 0–(\S+) packets/.exec((await note.textContent())!)![1];
    const ticks = await page.getByTestId('plot-queue').locator('g.y-axis .tick text').allTextContents();
    expect(said).toBe(ticks[ticks.length - 1]);
    // The top tick is the top of the drawn range: no axis above it without a label.
    const top = await page.evaluate(() => {
      const g = (window as any).__clab.plots.get('queue').geom;
      return { domainTop: g.y.domain()[1] as number };
    });
    expect(String(top.domainTop)).toBe(said);
    await page.getByTestId('plot-queue').screenshot({ path: `${ARTIFACTS}/trial-plots12-codel-axis-1366.png` });
  });
});
