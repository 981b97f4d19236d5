import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';

/**
 * Bloat trial 04:30 (/work/notes/trials/bloat-0430.md, section 3; a student at 1366×768 in the
 * lesson "A call beside downloads").
 */
test.use({ viewport: { width: 1366, height: 768 } });

const MECHANISM = "Why the call lags: each download's TCP grows its window until a packet is lost, so the downloads keep a standing queue in the big buffer, and every call packet waits behind it.";

test('step 1: above the question only the call\'s bar; the mechanism (without "whole queue") is the first thing under the verdict, for every answer (confusion 1)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  const step = page.getByTestId('lesson-step');
  await expect(step.locator('p', { hasText: 'The bar:' })).toBeVisible();
  await expect(step).not.toContainText('Why the call lags');
  await expect(step).not.toContainText('whole queue');
  for (const choice of [2, 0, 1]) {
    if (choice !== 2) {
      await page.getByTestId('prediction-try-again').click();
      await expect(page.getByTestId('prediction-outcome')).toHaveCount(0);
    }
    await predict(page, choice);
    const outcome = page.getByTestId('prediction-outcome');
    const after = outcome.getByTestId('prediction-after-answer');
    await expect(after).toHaveText(MECHANISM);
    // First under the verdict's line, above the chosen answer's why.
    const whyBox = (await outcome.getByTestId('prediction-why').boundingBox())!;
    expect((await after.boundingBox())!.y).toBeLessThan(whyBox.y);
    await expect(outcome).not.toContainText('whole queue');
    if (choice === 2) await page.screenshot({ path: `${ARTIFACTS}/trial-bloat4-step1-verdict-1366.png` });
  }
});

/** WCAG relative luminance of an "rgb(r, g, b)" or "#rrggbb" colour. */
function luminance(c: string): number {
  const rgb = c.startsWith('#') ? [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)) : c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

test('"Flows over time": every bar\'s text reads at 4.5:1 on its bar, the call\'s black bar included (confusion 7)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  await predict(page, 1);
  const call = page.getByTestId('flow-bar-text-4');
  await call.scrollIntoViewIfNeeded();
  await expect(call).toContainText('CBR');
  for (let i = 0; i < 5; i++) {
    const rect = page.getByTestId(`flow-bar-rect-${i}`);
    const [fill, opacity] = [await rect.getAttribute('fill'), Number(await rect.getAttribute('fill-opacity'))];
    const panel = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--panel').trim() || '#ffffff');
    // The bar as seen: its colour at its opacity over the panel.
    const [f, p] = [fill!, panel].map((c) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)));
    const seen = `rgb(${f.map((v, k) => Math.round(v * opacity + p[k] * (1 - opacity))).join(', ')})`;
    const text = await page.getByTestId(`flow-bar-text-${i}`).evaluate((el) => getComputedStyle(el).fill);
    expect(contrast(luminance(text), luminance(seen)), `flow ${i + 1}: ${text} on ${seen}, bar ${await rect.getAttribute("width")} px, text ${await page.getByTestId(`flow-bar-text-${i}`).evaluate((el) => (el as SVGTextElement).getComputedTextLength())} px`).toBeGreaterThanOrEqual(4.5);
  }
  await page.getByTestId('flow-bar-4').screenshot({ path: `${ARTIFACTS}/trial-bloat4-timeline-call-1366.png` });
});

for (const step of [1, 2]) {
  test(`step ${step}'s queueing-delay plot at 1366×768 with the call highlighted (screenshot: the downloads' dots in sight beside the call's; confusion 6)`, async ({ page }) => {
    await page.goto(`/#v=1&lesson=bufferbloat-voice&step=${step}`);
    await expect(page.getByTestId('lesson-progress')).toHaveText(`Step ${step} of 6`);
    await predict(page, step === 1 ? 1 : 0);
    await page.getByTestId('look-at-after-answer').click();
    const canvas = page.getByTestId('canvas-delay');
    await canvas.scrollIntoViewIfNeeded();
    // The downloads' dots, dimmed, still colour the plot around the call's black: pixels of a
    // clear hue (not grey, black or white).
    const tinted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let k = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2]) > 40) k++;
      return k;
    });
    console.log(`step ${step}: ${tinted} tinted pixels`);
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat4-delay-step${step}-1366.png` });
    expect(tinted).toBeGreaterThan(2000);
  });
}

test('step 1\'s queueing-delay plot at 1366×768 labels at least 4 y ticks, not "0" and "1400" alone (confusion 4)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  await predict(page, 1);
  await page.getByTestId('look-at-after-answer').click();
  const canvas = page.getByTestId('canvas-delay');
  await canvas.scrollIntoViewIfNeeded();
  expect((await canvas.boundingBox())!.height).toBeGreaterThanOrEqual(120);
  const ticks = canvas.locator('xpath=..').locator('g.y-axis .tick text');
  await expect.poll(async () => (await ticks.allTextContents()).map((t) => t.replace(/\s/g, ''))).toEqual(['0', '500', '1000', '1400']);
});
