import { expect, test } from '@playwright/test';
import { compareSettled } from './helpers';

/**
 * Bufferbloat trial 07:50 (/work/notes/trials/bloat-0750.md, confusion 11): with the finished
 * lesson's panel still open, the student loaded the video-call demo and opened A/B; it said "A is
 * the scenario of lesson step 6: 'Video call beside four downloads — CoDel queue'" and "A is your
 * edit of step 6, not the step as set up: another demo". A demo of its own is no lesson step's.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('A/B of a demo loaded while a lesson\'s panel is open does not call A the lesson step\'s scenario or an edit of it', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=6&mode=compare');
  await compareSettled(page);
  // The step's own scenario: A is the lesson step's.
  await expect(page.getByTestId('ab-rule')).toContainText('the scenario of lesson step 6');
  await page.getByTestId('preset-search').fill('video call codel');
  await page.getByTestId('preset-result-video-codel').click();
  await compareSettled(page);
  await expect(page.getByTestId('ab-card-a')).toContainText('CoDel');
  await expect(page.getByTestId('ab-rule')).not.toContainText('lesson step');
  await expect(page.getByTestId('a-lesson-edit')).toHaveCount(0);
  await expect(page.getByTestId('compare-panel')).not.toContainText('your edit of step');
});
