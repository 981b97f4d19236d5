/**
 * Issue 37, what new users met in the plots (phone trial 20:20 at 390×844, bufferbloat trial
 * 20:20): Reno's cwnd sawtooth a solid block and two flows under RED a thicket at phone width;
 * a "cut off" note in run-on text naming a control the student could not see; the queue plot's
 * clipped values and drop strip read as data above the axis; RED's and CoDel's state in symbols.
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, settle, showPlot } from './helpers';
import { solidInkShare } from './plot-ink';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  // Measured: tail drop 0.21 and RED 0.37 of the data area in solid ink before (each column's
  // whole min–max range filled in the line's colour), 0.13 and 0.18 after.
  for (const [preset, bound] of [['seed002-a-vr-droptail', 0.16], ['seed002-a-vr-red', 0.25]] as const) {
    test(`${preset}: the cwnd plot is lines, not a block of ink (solid ink under ${bound * 100} % of its data area)`, async ({ page }) => {
      await page.goto(`/#v=1&preset=${preset}`);
      await settle(page);
      await showPlot(page, 'cwnd');
      const share = await solidInkShare(page, 'cwnd');
      await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-plots7-${preset}-cwnd-390.png` });
      expect(share).toBeLessThan(bound);
    });
  }

  test('a queue plot\'s "cut off" note says the peak, offers "Show full range", and its detail names the y range control, which is there', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-codel');
    await settle(page);
    await showPlot(page, 'queue');
    // Above the plot, in the page (plot-notes.ts): the fact, its button, and the control named in its detail.
    await expect(page.getByTestId('note-fact-queue-cut-above')).toHaveText(/^The queue reached \d+ packets, above the plot's top \(▲ marks when\); the buffer holds 1000 packets$/);
    await expect(page.getByTestId('note-action-queue-cut-above')).toHaveText('Show full range');
    await expect(page.getByTestId('plot-notes-queue')).toContainText('"y range" in the Flows row above the plots');
    // The control it names is where it says: in the Flows row, above the plot.
    const row = page.getByTestId('flow-bar');
    await expect(row).toContainText('Flows:');
    await expect(row.getByLabel('y range')).toHaveValue('fit');
    await expect(row.getByLabel('y range').locator('option[value="full"]')).toHaveText('full range');
    const rowBottom = (await row.boundingBox())!.y;
    const plotTop = (await page.getByTestId('canvas-queue').boundingBox())!.y;
    expect(rowBottom).toBeLessThan(plotTop);
  });

  // Under RED with a 20-packet buffer the axis now reaches the buffer (trial-plots14): CoDel's 1000-packet buffer leaves its queue cut.
  test('queue plot under CoDel: a queue above the y range is marked ▲ on the top edge, and the note is one sentence', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-codel');
    await settle(page);
    await showPlot(page, 'queue');
    const q = await page.evaluate(() => {
      const p = (window as any).__clab.plots.get('queue');
      return { clipped: p.clippedColumns as number | undefined };
    });
    const note = page.getByTestId('note-fact-queue-cut-above');
    await page.getByTestId('plot-queue').screenshot({ path: `${ARTIFACTS}/trial-plots7-codel-queue-390.png` });
    await expect(note).toHaveText(/^The queue reached \d+ packets, above the plot's top \(▲ marks when\); the buffer holds 1000 packets$/);
    expect(q.clipped).toBeGreaterThan(0);
  });

  test('RED\'s state reads in plain words, each symbol after its value (one reading first, the rest behind "2 more": trial-plots14)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await expect(page.getByTestId('queue-state-now')).toHaveText(/^drop probability \d+\.\d\d % \(p_a\)/);
    const rest = page.getByTestId('queue-state').locator('.queue-state-rest > li');
    await expect(rest.nth(0)).toHaveText('highest early-drop probability 10.00 % (max_p)', { useInnerText: false });
    await expect(rest.nth(1)).toHaveText(/^packets since last early drop -?\d+ \(count\)$/, { useInnerText: false });
  });
});
