import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './helpers';

// Lecturer trial 18:45, confusion 3: A's drop strip said "full = 64+ drops", B's "32+", so mark sizes did not compare across A and B.
test("presented A/B: the two drop strips share one mark scale, said once under B's queue legend (lecturer-1845, 3)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1&plots=queue,throughput');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __clab: { compareSettled(): boolean } }).__clab.compareSettled());
  const legend = (side: 'a' | 'b') => page.getByTestId(`plot-compare-queue-${side}`).locator('figcaption .legend').first();
  await expect(legend('b')).toContainText(/\(A and B: marks count drops per [\d.]+ s; full size at \d+\+\)/);
  await expect(legend('a')).not.toContainText('a mark counts');
  // Each side's hover says its scale in full: the same count.
  const scaleOf = async (side: 'a' | 'b') => {
    const titles = await legend(side).locator('[title*="full mark ="]').evaluateAll((els) => els.map((e) => e.getAttribute('title')!));
    expect(titles.length, `${side}'s titled entries`).toBeGreaterThan(0);
    return /full mark = (\d+) drops/.exec(titles[0])![1];
  };
  expect(await scaleOf('a')).toBe(await scaleOf('b'));
  await page.screenshot({ path: `${ARTIFACTS}/trial-present25-ab-scale.png` });
});
