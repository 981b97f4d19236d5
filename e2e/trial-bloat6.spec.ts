import { expect, test } from '@playwright/test';
import { ARTIFACTS, inSheetView, predict } from './helpers';

/**
 * Issue 37, finding 5 (a new student at 1366×768 on the bufferbloat lesson): after answering step 1,
 * the sheet brings the verdict to its top, and the "Now look at" note under the answer (what the
 * queueing-delay plot shows and what its figures leave out) ended 79 px below the sheet's fold: it
 * took a scroll to read. After the right answer (the trial's) it is whole in the sheet and on the
 * screen without scrolling. (After a wrong one the sheet also shows the right answer's why under
 * "What happens instead", and the note stays below the fold: not yet addressed.)
 */
test.use({ viewport: { width: 1366, height: 768 } });

for (const choice of [1])
  test(`step 1, the right answer (${choice + 1}): the "Now look at" note is whole in view at 1366×768 without scrolling`, async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
    await predict(page, choice);
    const body = page.getByTestId('lesson-panel').locator('.lesson-body');
    const look = page.getByTestId('look-at-after-answer');
    const note = page.getByTestId('look-for');
    await expect(note).toContainText("one-way delay is the path's 30 ms plus that wait");
    // Where answering left the sheet: let its scroll settle, then read it unscrolled by us.
    await expect.poll(() => body.evaluate((b) => b.scrollTop), { intervals: [200, 200, 400] }).toBeGreaterThan(0);
    const before = await body.evaluate((b) => b.scrollTop);
    await page.waitForTimeout(400);
    expect(await body.evaluate((b) => b.scrollTop)).toBe(before);
    // The verdict still at the top, the note whole under it, in the sheet and on the screen.
    expect(await inSheetView(page, page.getByTestId('prediction-outcome').locator('> *').first())).toBe(true);
    expect(await inSheetView(page, look)).toBe(true);
    const sheet = (await body.boundingBox())!;
    const box = (await note.boundingBox())!;
    expect(box.y + box.height, `note ends ${Math.round(box.y + box.height - (sheet.y + sheet.height))} px below the sheet's fold`).toBeLessThanOrEqual(sheet.y + sheet.height + 1);
    expect(box.y).toBeGreaterThanOrEqual(sheet.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    console.log(`look-for note: ${Math.round(sheet.y + sheet.height - (box.y + box.height))} px above the sheet's fold`);
    if (choice === 1) await page.screenshot({ path: `${ARTIFACTS}/trial-bloat6-step1-look-for-1366.png` });
  });
