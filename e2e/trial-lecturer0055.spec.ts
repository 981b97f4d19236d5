/**
 * Lecturer-0055 (projected at 1920 × 1080, the Wi-Fi demo): Share's stale note blamed the scenario
 * when only a link option had changed (confusion 6); the status line said "computing… 99.5 s of
 * 100 s" beside the final numbers (confusion 8); Esc that closed a menu in presentation said
 * nothing about leaving it (confusion 5).
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, compareSettled } from './helpers';

failOnPageErrors(test);


test('Share after "Hide the numbers" ticked and the speed set to 10× since the student link was copied: the note says the link\'s options changed (the playback speed), not the scenario (confusion 6)', async ({ page }) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
  await compareSettled(page);
  await page.getByTestId('present-share-toggle').click();
  await page.getByTestId('share-student').click();
  await expect(page.getByTestId('student-link')).not.toHaveValue(/endnums/);
  await page.getByTestId('present-share-close').click();
  await page.getByTestId('numbers-at-end').check();
  await page.getByTestId('speed').selectOption('10');
  await page.getByTestId('present-share-toggle').click();
  const field = page.getByTestId('student-link');
  await expect(field).toHaveAttribute('data-stale', 'yes');
  await expect(page.getByTestId('student-note')).toHaveText("stale — the link's options changed since (the playback speed); copy again");
  await page.screenshot({ path: `${ARTIFACTS}/trial-lecturer0055-options-stale-1920.png` });
  await page.getByTestId('share-student').click();
  await expect(field).toHaveAttribute('data-stale', 'no');
  await expect(field).toHaveValue(/endnums=1.*speed=10|speed=10.*endnums=1/);
});
