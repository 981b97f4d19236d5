import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';

/**
 * The bufferbloat trial of 18:15 (bloat-1815, confusion 4): the FQ-CoDel step said "With Zoom set
 * to 15–18 s…" and its "Now look at" left the plots at the whole run; the student had to find the
 * Zoom control. The button now says the seconds and zooms every plot there (the step's
 * views.zoom, tests/lessons/look-at-zoom.test.ts), and the Zoom control's "Whole run" undoes it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('FQ-CoDel step: "Now look at" says 15–18 s and zooms the queueing-delay plot to 15–18 s; "Whole run" undoes it', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
  await expect(page.getByTestId('lesson-panel')).toContainText('what happens to the call\'s p95, the one-way delay 95 % of its packets stay under?');
  await predict(page, 1);
  const look = page.getByTestId('look-at-after-answer');
  await expect(look).toHaveText('Now look at: “Queueing delay” plot, 15–18 s ↓');
  const figure = page.getByTestId('plot-delay');
  await expect(figure).not.toHaveAccessibleDescription(/Zoomed/);
  await look.click();
  await expect(figure).toHaveAccessibleDescription(/Zoomed: shown 15\.0 to 18\.0 s of the run's 30\.0 s\./);
  await expect(page.getByRole('button', { name: 'Zoom 15.0–18.0 s' })).toBeVisible();
  await expect(page.getByTestId('canvas-delay')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloat1815-fq-look-1366.png` });
  await page.getByRole('button', { name: 'Zoom 15.0–18.0 s' }).click();
  await page.getByTestId('zoom-whole').click();
  await expect(figure).not.toHaveAccessibleDescription(/Zoomed/);
  await expect(page.getByRole('button', { name: 'Zoom', exact: true })).toBeVisible();
});
