import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled } from './helpers';

/**
 * Phone trial 04:30 ("Is TCP Vegas 'nicer' than Reno?", 390×844), Compare A/B of the preset
 * seed002-a-vr-red (A: gentle RED 4/6, B: tail drop).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const AB = '/#v=1&preset=seed002-a-vr-red&mode=compare';

test("confusion 6: Reno's retransmits beyond its drops are explained at its row, with A's and B's own figures", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(AB);
  await compareSettled(page);
  const table = page.getByTestId('compare-table');
  const note = table.getByTestId('row-note');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText('A: 156 resent for 113 dropped: after its 2 timeouts Reno resent segments that had arrived (go-back-N). B: 123 resent for 64 dropped: after its 3 timeouts Reno resent segments that had arrived (go-back-N).');
  // At the row of the figure it explains.
  await expect(note.locator('xpath=ancestor::tr[1]')).toHaveAttribute('data-label', 'Retransmitted packets (whole run)');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-retxnote-row-note-phone.png` });
});

test('confusion 7: on a phone the reason for "Elapsed time … —ᵃ" stands within one screen of the dash', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(AB);
  await compareSettled(page);
  const table = page.getByTestId('compare-table');
  const rows = table.locator('tr[data-label^="Elapsed time"]');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const dash = row.locator('.dash').first();
    await expect(dash).toBeVisible();
    const mark = await dash.getAttribute('data-mark');
    const why = row.getByTestId('row-dash-why');
    await expect(why).toContainText(`—${mark} never ends (an unlimited transfer)`);
    await dash.scrollIntoViewIfNeeded();
    const [d, w] = [await dash.boundingBox(), await why.boundingBox()];
    expect(Math.abs(w!.y - d!.y)).toBeLessThan(844);
  }
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-retxnote-dash-why-phone.png` });
});

test('confusion 2: an unedited preset is named as the preset in A/B ("A (the preset): Gentle RED 4–6 …"), not "your scenario"', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(AB);
  await compareSettled(page);
  await expect(page.getByTestId('compare-key')).toContainText('A: Gentle RED 4–6 packets');
  await expect(page.getByTestId('compare-key')).toContainText('(the preset)');
  const card = page.getByTestId('ab-card-a');
  await expect(card.locator('h3')).toContainText('the preset: Gentle RED 4–6 packets');
  await expect(card).not.toContainText('What you had');
  await expect(page.getByTestId('plot-compare-queue-a').locator('.plot-title')).toContainText('A (the preset): Gentle RED 4–6 packets');
  await expect(page.getByTestId('compare-panel')).not.toContainText('your scenario:');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-retxnote-a-preset-phone.png` });
});

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });
  test('confusion 2: after an edit A is "your scenario"', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(AB);
    await compareSettled(page);
    const card = page.getByTestId('ab-card-a');
    await expect(card.locator('h3')).toContainText('the preset: ');
    const buffer = page.getByTestId('buffer');
    await buffer.fill('30');
    await buffer.press('Enter');
    await compareSettled(page);
    await expect(card.locator('h3')).toContainText('your scenario: ');
    await expect(card).toContainText('What you had: the current scenario.');
    await expect(page.getByTestId('compare-key')).toContainText('(your scenario)');
    await expect(page.getByTestId('plot-compare-queue-a').locator('.plot-title')).toContainText('A (your scenario): ');
  });
});
