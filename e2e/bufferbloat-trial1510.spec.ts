import { expect, test, type Locator } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';

/**
 * Bloat trial 15:10 (a student at 1366×768), where the student met it: the call's goodput in At a
 * glance with its reason three screens further down (confusion 1), and "the line under the queue
 * plot" for CoDel's state, which stands under the plot's title and legend, above its chart
 * (confusion 6).
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Whether `el` lies wholly inside the window. */
async function inWindow(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });
}

test('step 1: why the call\'s goodput is below 80 kbit/s is in view beside the At a glance figure once answered, without scrolling, and said once after a wrong answer too (confusion 1)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  const reasons = page.getByTestId('lesson-panel').locator('p', { hasText: 'is below its 80 kbit/s because goodput counts only the voice' });
  for (const answer of [1, 0]) {
    if (answer === 0) await page.getByTestId('prediction-try-again').click();
    await predict(page, answer);
    const figure = page.getByTestId('glance-goodput-5');
    // The same number, to the same precision, as the reason's 70.7 kbit/s (the column rule,
    // docs/metrics.md): "0.071" beside "70.7 kbit/s" was read as another number.
    await expect(figure).toHaveText('0.0707');
    await expect(reasons).toHaveCount(1);
    // In kbit/s, the unit of the 80 kbit/s it is set against (bloat-0055 confusion 2).
    await expect(reasons).toContainText(/The call.s goodput, 70\.7 kbit\/s/);
    if (answer === 1) {
      expect(await inWindow(figure), 'the figure').toBe(true);
      expect(await inWindow(reasons), 'its reason').toBe(true);
    }
    await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-1510-goodput-${answer}-1366.png` });
  }
});

test('step 2: CoDel\'s state line is where the lesson says, under the queue plot\'s title and legend, above its chart (confusion 6)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await predict(page, 0);
  await expect(page.getByTestId('lesson-panel')).toContainText("The line under the queue plot's title and legend, above its chart, is CoDel's state");
  const plot = page.getByTestId('plot-queue');
  await plot.scrollIntoViewIfNeeded();
  const top = async (el: Locator) => (await el.boundingBox())!.y;
  const line = plot.getByTestId('queue-state');
  await expect(line).toContainText('CoDel in its dropping state:');
  expect(await top(line)).toBeGreaterThan(await top(plot.locator('#title-queue')));
  expect(await top(line)).toBeGreaterThan(await top(plot.locator('.legend').first()));
  expect(await top(line)).toBeLessThan(await top(plot.getByTestId('canvas-queue')));
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-1510-state-line-1366.png` });
});
