import { expect, test, type Page } from '@playwright/test';
import { exportFigures, recordText, settle, type TextBox } from './helpers';

/**
 * lecturer-2045, confusion 11: on the 16:9 slide of the 50-flow Wi-Fi demo's queueing delay, the
 * bold note "Too many packets for a dot each: each flow's mean is a line, its range a band." was
 * drawn over the data (B's curves at about 100 ms); the legend said "flows 1–50, numbered on their
 * lines" over a full run with no numbers; the medians (A 2.5 ms, B 62.5 ms) were nowhere.
 *
 * An exported plot's picture (the canvas that draws its axes and data) draws no note; each note's
 * ink box lies above that picture in its figure (per-plot PNG, stack) or in the slide's caption.
 */

const texts = (page: Page) => page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts) as Promise<TextBox[]>;

/** The plots' export notes, as the figures set them (CanvasPlot.exportNotes), one per mounted plot with any. */
async function exportNotes(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const plots = (window as unknown as { __clab: { plots: Map<string, { exportNotes?(w: number, h: number, s: number): string }> } }).__clab.plots;
    return [...plots.values()].map((p) => p.exportNotes?.(w, 540, 16 / 15) ?? '').filter((n) => n !== '');
  }, width);
}

/** Whether a drawn text is a line of one of `notes` (the figure wraps them at words). */
const isNoteLine = (b: TextBox, notes: readonly string[]) => b.text.length > 12 && notes.some((n) => n.includes(b.text));

/** Canvases that drew a time axis ("0 s"): the plots' pictures, with their data. */
function pictures(boxes: readonly TextBox[]): { w: number; h: number }[] {
  const seen = new Map<string, { w: number; h: number }>();
  for (const b of boxes) if (b.text === '0 s') seen.set(`${b.w}x${b.h}`, { w: b.w, h: b.h });
  return [...seen.values()];
}

/**
 * Every note line outside the plots' pictures: none drawn in one, and each above the picture of
 * its figure (a figure draws its picture first, then its title, legend and notes: the last
 * picture drawn before the note is its figure's, placed at the figure's bottom).
 */
function expectNotesAboveData(boxes: readonly TextBox[], notes: readonly string[]): number {
  const pics = pictures(boxes);
  let said = 0;
  boxes.forEach((b, i) => {
    if (!isNoteLine(b, notes)) return;
    said++;
    expect(pics.some((p) => p.w === b.w && p.h === b.h), `"${b.text}" is drawn inside a plot's picture`).toBe(false);
    const pic = boxes.slice(0, i).findLast((x) => x.text === '0 s');
    // A slide's caption is drawn before its cells: above every one of them.
    if (pic && pic.w === b.w && pic.h < b.h) expect(b.bottom, `"${b.text}" reaches into the plot (its top at ${b.h - pic.h} px)`).toBeLessThanOrEqual(b.h - pic.h);
  });
  return said;
}

test.describe('exported plot notes stay off the data (lecturer-2045, confusion 11)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("the Wi-Fi demo's queueing-delay slide and stack: the note is in the caption or above the plot, never over the data; the legend's numbers are drawn and its medians are the catalogue's", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
    await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 90_000 });
    await page.getByTestId('plot-menu-toggle').click();
    if (await page.getByTestId('choose-queue').isChecked()) await page.getByTestId('choose-queue').click();
    await page.getByTestId('choose-delay').click();
    const a = page.getByTestId('plot-compare-delay-a');
    const b = page.getByTestId('plot-compare-delay-b');
    await expect(b).toBeVisible();
    await settle(page);
    // The medians, the catalogue's 50th percentile of queueing delay, in each legend.
    await expect(a.locator('.legend')).toContainText(/median 2\.\d ms/);
    await expect(b.locator('.legend')).toContainText(/median 6\d\.\d ms/);
    await recordText(page);
    await exportFigures(page, 'export-slide');
    let boxes = await texts(page);
    const notes = await exportNotes(page, 480);
    expect(notes.some((n) => n.startsWith('Too many packets for a dot each'))).toBe(true);
    // On the slide, in its caption (the canvas with its heading), once for A and B.
    const heading = boxes.find((x) => x.text.startsWith('Long Wi-Fi path'))!;
    const inCaption = boxes.filter((x) => x.w === heading.w && x.h === heading.h && /Too many packets/.test(x.text));
    expect(inCaption.map((x) => x.text)).toEqual([expect.stringMatching(/^Queueing delay: Too many packets for a dot each/)]);
    expectNotesAboveData(boxes, notes);
    // "numbered on their lines": the full run's pictures draw the flows' numbers on their lines.
    await expect(b.locator('.legend')).toContainText('numbered on their lines');
    const numbers = new Set(boxes.filter((x) => /^\d+$/.test(x.text) && Number(x.text) >= 1 && Number(x.text) <= 50 && pictures(boxes).some((p) => p.w === x.w && p.h === x.h)).map((x) => x.text));
    // Tick labels ("120", "0", "5", "10") aside, at least a dozen flows' numbers.
    expect(numbers.size).toBeGreaterThan(12);

    await page.evaluate(() => ((window as unknown as { __texts: TextBox[] }).__texts.length = 0));
    await exportFigures(page, 'export-all');
    boxes = await texts(page);
    expect(expectNotesAboveData(boxes, await exportNotes(page, 960))).toBeGreaterThanOrEqual(2);
  });

  for (const preset of ['wifi-red', 'dumbbell-10-droptail']) {
    test(`${preset}: every per-plot PNG sets its plot's notes above the plot, none in its picture`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`/#v=1&preset=${preset}${preset === 'wifi-red' ? '&mode=compare' : ''}`);
      if (preset === 'wifi-red') await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 90_000 });
      await settle(page);
      const notes = await exportNotes(page, 960);
      expect(notes.length).toBeGreaterThan(0);
      await recordText(page);
      let said = 0;
      for (const button of await page.locator('[data-testid^="export-png-"]').all()) {
        await page.evaluate(() => ((window as unknown as { __texts: TextBox[] }).__texts.length = 0));
        await Promise.all([page.waitForEvent('download'), button.click()]);
        said += expectNotesAboveData(await texts(page), notes);
      }
      expect(said).toBeGreaterThan(0);
    });
  }
});
