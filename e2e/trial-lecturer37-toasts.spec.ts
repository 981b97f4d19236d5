/**
 * Issue 37, the lecturer's remaining findings (a trial at a projector, 1920 × 1080, "a 5-minute demo
 * where RED makes a lossy Wi-Fi link worse; a link for students; a figure for the slides", 8/10):
 * 1. the start page's repeated controls each have a name of their own, naming their demo or lesson;
 * 2. "A and B on one axis" takes the place of the A/B pair it draws on one axis, and gives it back;
 * 3. the throughput kind has one name per view (Throughput | Goodput) in the menu, the plot's
 *    title, its legend and the exported figure;
 * 4. a transient notice (the first Esc's, an export's "Saved …") covers no plot;
 * 5. "← Back to …" (and the browser's Back) to a demo already revealed keeps it revealed.
 */
import { expect, test, type Page } from '@playwright/test';
import { exportFigures, failOnPageErrors } from './helpers';

failOnPageErrors(test);

const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });

test.describe('presented at 1920 × 1080', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    test(`4. at ${viewport.width} × ${viewport.height} the first Esc's note and the export's "Saved …" cover no plot`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=queue,overlay');
      await settleAb(page);
      const plotBoxes = async () => Promise.all((await page.locator('.present-main figure.plot svg').all()).map(async (s) => (await s.boundingBox())!));
      const overlaps = async (testId: string) => {
        const note = (await page.getByTestId(testId).boundingBox())!;
        expect(note.height).toBeGreaterThan(0);
        return (await plotBoxes()).filter((p) => note.x < p.x + p.width && p.x < note.x + note.width && note.y < p.y + p.height && p.y < note.y + note.height);
      };
      await exportFigures(page, 'export-slide');
      await expect(page.getByTestId('export-all-status')).toContainText('Saved');
      expect(await overlaps('export-all-status')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('present-esc-note')).toContainText('Esc again');
      expect(await overlaps('present-esc-note')).toEqual([]);
      // Both at once (an Esc within the export note's seconds): neither covers the other, nor Exit.
      const boxes = await Promise.all(['present-esc-note', 'export-all-status', 'present-exit'].map(async (id) => (await page.getByTestId(id).boundingBox())!));
      const apart = (p: (typeof boxes)[number], q: (typeof boxes)[number]) => p.y >= q.y + q.height || q.y >= p.y + p.height || p.x >= q.x + q.width || q.x >= p.x + p.width;
      expect([apart(boxes[0], boxes[1]), apart(boxes[0], boxes[2]), apart(boxes[1], boxes[2])]).toEqual([true, true, true]);
      await page.screenshot({ path: `/work/notes/shots/lecturer5-toasts-${viewport.width}.png` });
    });
  }
});
