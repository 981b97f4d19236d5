import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Bloat trial 02:20 (a new student at 1366×768; issue 37): what the trial read as jargon or as an
 * edit not applied, held where the student reads it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('step 2: the line under the CoDel queue plot says CoDel\'s state in plain words (confusion 2)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
  await settle(page);
  await predict(page, 0);
  const line = page.getByTestId('queue-state');
  await expect(line).toContainText('CoDel in its dropping state:');
  await expect(line).toContainText(/drops since it last started dropping \d+ \(count\)/);
  await expect(line).toContainText(/next drop due in \d+\.\d ms/);
  await expect(line).toContainText(/last packet waited \d+\.\d ms \(sojourn\)/);
  await expect(line).not.toContainText('counted for its rate');
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-0220-codel-line-laptop.png` });
});
