/**
 * The phone trial of 03:15 (phone-0315, section 3): a student at 390 × 844 on "Vegas meets Reno"
 * and Compare A/B (presets seed002-*).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors } from './helpers';

failOnPageErrors(test);
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const VR_AB = '/#v=1&preset=seed002-a-vr-red&mode=compare';

async function settleAb(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await compareSettled(page);
}

test('Plots ▾ with two kinds ticked: the others unavailable with the reason, a tap evicts nothing, and Esc closes the menu back to its button (confusion 7)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${VR_AB}&present=1`);
  await settleAb(page);
  // Presentation's buttons on a phone are folded behind Menu (present8, item 3).
  await page.getByTestId('present-menu-toggle').tap();
  const menu = page.getByRole('button', { name: 'Plots', exact: true });
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
  // The pair opens on its named plots, queue and throughput (PresetInfo.presentedPlots, issue 37);
  // in A/B the throughput kind draws goodput unless chosen, and its box is named so (phone trial 11:45).
  await expect(box('Bottleneck queue')).toBeChecked();
  await expect(box('Goodput')).toBeChecked();
  // The student's taps: cwnd, then untick queue, tick and untick cwnd.
  await expect(box('cwnd')).toHaveAttribute('aria-disabled', 'true');
  await expect(box('cwnd')).toHaveAccessibleDescription('Up to 2 kinds on this screen: untick one first');
  await expect(page.getByTestId('plot-chooser-why')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-plots-full-390.png` });
  // (force: Playwright will not tap what is aria-disabled; a person can.)
  await box('cwnd').tap({ force: true });
  await expect(box('cwnd')).not.toBeChecked();
  await expect(page).not.toHaveURL(/plots=/);
  await box('Bottleneck queue').tap();
  await expect(box('cwnd')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('plot-chooser-why')).toHaveCount(0);
  await box('cwnd').tap();
  // In the order chosen: the pair's throughput, then the student's cwnd.
  await expect(page).toHaveURL(/plots=throughput,cwnd(&|$)/);
  await box('cwnd').tap();
  await expect(page).toHaveURL(/plots=throughput(&|$)/);
  await expect(box('Goodput')).toBeChecked();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-plots-menu-390.png` });
  // Esc with the menu open closes the menu, not the presentation, and focus goes back to "Plots ▾".
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#plot-menu-panel')).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.getByTestId('presentation')).toBeVisible();
  // The note says the menu closed, not only how to leave (the student read it as the Esc not working).
  await expect(page.getByTestId('present-esc-note')).toHaveText('Menu closed. Press Esc again within 4 s to leave the presentation (or click Exit)');
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-plots-esc-390.png` });
});

test('A/B at 390×844: no B − A cell taller than 3 lines, one short word beside the delta, the long words spoken, and the rule of "about the same" stated (confusion 6)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(VR_AB);
  await settleAb(page);
  // The student's step 36: B on FQ-CoDel with its own defaults (buffer 10240 packets, ECN).
  await page.getByRole('combobox', { name: 'Queue (B)' }).selectOption({ label: 'FQ-CoDel' });
  await page.getByTestId('b-switch-note').getByRole('button', { name: /use them/i }).tap();
  await settleAb(page);
  const table = page.getByTestId('compare-table');
  await expect(table).toContainText('FQ-CoDel');
  // The table's B − A cells and "At a glance"'s.
  const cells = page.locator('[data-testid=compare-table] td.diff, [data-testid=compare-glance] td.diff');
  expect(await cells.count()).toBeGreaterThan(5);
  // Lines of what a cell shows (its text's line boxes, the spoken-only words left out): a table
  // cell is as tall as its row, which the figure's name may make taller.
  const tallest = await cells.evaluateAll((tds) =>
    Math.max(
      ...tds.map((td) => {
        const tops = new Set<number>();
        const walk = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (n.parentElement?.closest('.visually-hidden') || !n.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4));
        }
        return tops.size;
      }),
    ),
  );
  expect(tallest, 'tallest B − A cell, in lines').toBeLessThanOrEqual(3);
  for (const w of await page.getByTestId('verdict-short').allInnerTexts()) expect(['better', 'worse', 'higher', 'lower', 'about the same', 'fairer', 'less fair', 'slightly fairer', 'slightly less fair', 'much fairer', 'much less fair', 'busier', 'less busy']).toContain(w);
  // The sides' names stay in the cell's spoken words.
  const judged = table.locator('td.diff[data-verdict=better], td.diff[data-verdict=worse]').first();
  await expect(judged).toContainText(/FQ-CoDel.* than gentle RED/);
  await expect(judged.getByTestId('verdict-short')).toHaveText(/^(better|worse|((slightly|much) )?(fairer|less fair))$/);
  await expect(page.getByTestId('compare-about-the-same')).toContainText('system goodput 1 % of the larger figure');
  await expect(page.getByTestId('compare-key')).toContainText('B − A: how B compares with A');
  await page.getByTestId('compare-glance').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-glance-390.png` });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-b-minus-a-390.png` });
});

test('A/B with B switched off the preset\'s pair: the description is marked as about the pair, and B\'s menu keeps one name (confusion 5)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(VR_AB);
  await settleAb(page);
  const menu = page.getByRole('combobox', { name: 'Queue (B)' });
  await expect(page.locator('label[for="b-disc"]')).toHaveText('Queue (B)');
  await expect(page.getByTestId('description-about')).toHaveCount(0);
  await expect(page.getByTestId('scenario-description')).toContainText('0.289 under tail drop');
  await menu.selectOption({ label: 'FQ-CoDel' });
  await settleAb(page);
  await expect(page.getByTestId('scenario-name')).toHaveText(/Gentle RED 4\/6 vs FQ-CoDel/);
  await expect(page.getByTestId('description-about')).toHaveText(/^About the preset’s pair, Gentle RED 4\/6 vs tail drop, not this B:/i);
  await expect(page.locator('label[for="b-disc"]')).toHaveText('Queue (B)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-pair-note-390.png` });
  // Back on the pair's queue (tail drop), the mark goes.
  await menu.selectOption({ label: 'Tail drop' });
  await settleAb(page);
  await expect(page.getByTestId('description-about')).toHaveCount(0);
});

test('presentation of Vegas against Reno: the numbers strip gives each flow its goodput, numbered from 1 with its name (confusion 8)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${VR_AB}&present=1`);
  await settleAb(page);
  const flows = page.getByTestId('headline-flow-goodput');
  await expect(flows).toHaveCount(2);
  await expect(flows.nth(0)).toHaveText(/^Goodput \(Mbit\/s\)\s*Flow 1 \(Vegas1\)\s*A\s*0\.637\s*B\s*0\.313$/);
  await expect(flows.nth(1)).toHaveText(/^Flow 2 \(Reno1\)\s*A\s*0\.785\s*B\s*1\.114$/);
  // Inside the screen's width, the strip no taller than a third of the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const strip = (await page.getByTestId('headline-strip').boundingBox())!;
  expect(strip.height).toBeLessThanOrEqual(844 / 3);
  await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-strip-390.png` });
});

test.describe('projected (no touch screen)', () => {
  test.use({ isMobile: false, hasTouch: false });
  for (const [w, h, minPx] of [
    [1366, 768, 140],
    [1920, 1080, 220],
  ] as const) {
    test(`presentation of Vegas against Reno at ${w}×${h}: each flow's goodput in the strip, the four plots on the screen, each at least ${minPx} px (confusion 8)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${VR_AB}&present=1&theme=projector`);
      await settleAb(page);
      await expect(page.getByTestId('headline-flow-goodput')).toHaveCount(2);
      const figs = await page.locator('.present figure.plot').evaluateAll((els) => els.map((f) => ({ bottom: f.getBoundingClientRect().bottom, host: f.querySelector('.plot-host')!.getBoundingClientRect().height })));
      expect(figs).toHaveLength(4);
      for (const f of figs) {
        expect(f.host).toBeGreaterThanOrEqual(minPx);
        expect(f.bottom).toBeLessThanOrEqual(h + 1);
      }
      await page.screenshot({ path: `${ARTIFACTS}/trial-phone3-strip-${w}.png` });
    });
  }
});
