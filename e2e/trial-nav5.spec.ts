/**
 * Issue 37's finding and navigating items from the 13:30 trials (phone 390×844, bufferbloat
 * homework 1366×768, lecturer at a 1920×1080 projector): the preset search shows what it counts,
 * the start page's search counts what it lists and ranks titles first and uses a projector's
 * width, A/B's jumps land just below the sticky bar and name the per-flow card, B's automatic
 * queue in plain words with progress where B's figures will be, A named as the student's edit of
 * a lesson step, caption buttons at body size, and a demo opened already run says it is complete.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, settle, showPlot } from './helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };
const SHOTS = `${ARTIFACTS}/trial-nav5`;
const SIZES = [
  ['390', PHONE, 'default'],
  ['1366', LAPTOP, 'default'],
  ['1920', PROJECTOR, 'projector'],
] as const;

async function withTheme(page: Page, theme: string): Promise<void> {
  if (theme !== 'default') await page.addInitScript((t) => localStorage.setItem('congestion-lab.theme', t), theme);
}

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [w, viewport, theme] of SIZES) {
  test(`preset search at ${w} px: "vegas vs reno" lists on screen every preset its count says it found, and a tap on one loads it`, async ({ page }) => {
    await withTheme(page, theme);
    await page.setViewportSize(viewport);
    await page.goto('/#v=1&preset=seed002-a-vv-droptail');
    await settle(page);
    await page.getByTestId('preset-search').fill('vegas vs reno');
    const count = page.getByTestId('preset-search-count');
    await expect(count).toContainText(/^\d+ found/);
    const n = Number((await count.textContent())!.match(/^(\d+) found/)![1]);
    expect(n).toBeGreaterThan(0);
    const items = page.getByTestId('preset-results').getByRole('button');
    await expect(items).toHaveCount(n);
    // The list is drawn where the count is, within the screen's width.
    const list = (await page.getByTestId('preset-results').boundingBox())!;
    const field = (await page.getByTestId('preset-search').boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(viewport.width);
    await expect(items.first()).toBeInViewport();
    // The lesson found is listed first, marked as a lesson (issue 37); then the preset whose title holds the query as typed.
    await expect(items.first()).toContainText('Lesson');
    const presets = page.getByTestId('preset-results').locator('[data-testid^="preset-result-"]');
    await expect(presets.first()).toContainText('Two flows, Vegas vs Reno');
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}-preset-search-${w}.png` });
    await presets.first().click();
    await expect(page.getByTestId('preset-results')).toHaveCount(0);
    await expect(page.getByTestId('preset-search')).toHaveValue('');
    await expect(page.getByTestId('preset-chosen')).toContainText('Two flows, Vegas vs Reno — tail drop');
  });
}

test.describe('the start page', () => {
  test('its search lists the demos it counts, and "vegas vs reno" lists the two demos titled so first', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    for (const q of ['vegas', 'vegas vs reno', 'bufferbloat', 'seed 000']) {
      await page.getByTestId('landing-search').fill(q);
      const said = (await page.getByTestId('landing-found').textContent())!;
      // Counted per section, under each section's name (phone-1740): the sum is what is listed.
      const counts = said.replace(/ found.*$/, '').split(/, | and /).slice(1);
      const demos = counts.reduce((sum, c) => sum + Number(c.match(/^(\d+) /)![1]), 0);
      await expect(page.locator('[data-testid^="demo-group-"] [data-testid^="demo-"]'), q).toHaveCount(demos);
    }
    await page.getByTestId('landing-search').fill('vegas vs reno');
    await expect(page.getByTestId('landing-found')).toContainText('(2 with every word in the title, listed first)');
    const first = page.getByTestId('demo-section-studies').locator('[data-testid^="demo-seed"]');
    await expect(first.nth(0)).toHaveText('Two flows, Vegas vs Reno — tail drop');
    await expect(first.nth(1)).toHaveText('Two flows, Vegas vs Reno — Gentle RED 4/6');
    await page.screenshot({ path: `${SHOTS}-landing-search-390.png` });
  });

  for (const [w, viewport, theme] of SIZES) {
    test(`at ${w} px it uses the screen's width (at 1920: at least 85 %) with no text line over 50 em and no sideways scroll`, async ({ page }) => {
      await withTheme(page, theme);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByTestId('landing')).toBeVisible();
      const m = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('.lesson-card, .demo-group')].map((e) => e.getBoundingClientRect());
        const em = parseFloat(getComputedStyle(document.querySelector('.landing-hero p')!).fontSize);
        const texts = [...document.querySelectorAll('.landing-hero p, .landing-section > p')].map((e) => e.getBoundingClientRect().width / em);
        return { left: Math.min(...cards.map((r) => r.left)), right: Math.max(...cards.map((r) => r.right)), widestText: Math.max(...texts) };
      });
      if (viewport.width >= 1900) expect((m.right - m.left) / viewport.width).toBeGreaterThanOrEqual(0.85);
      expect(m.widestText).toBeLessThanOrEqual(50);
      expect(await sideScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}-landing-${w}.png` });
    });
  }
});

test.describe('A/B on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('each jump link puts its part 4–20 px below the stuck playback bar (one row, ▶ named Replay), and the list names the "Goodput per flow" card', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail&mode=compare');
    await compareSettled(page);
    const cardTitle = (await page.getByTestId('flow-times').locator('h3').textContent())!;
    expect(cardTitle).toBe('Goodput per flow');
    await expect(page.getByTestId('compare-jump-flow-times')).toHaveText(cardTitle);
    for (const [id, target] of [
      ['flow-times', 'flow-times'],
      ['summary', 'compare-summary'],
      ['plot-delay', 'plot-compare-delay-a'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId(`compare-jump-${id}`).click();
      // Settled: the bar stuck (one row) and the part below it (under load the bar folds a frame later).
      await expect
        .poll(async () =>
          page.evaluate((t) => {
            const bar = document.querySelector('.main .playback')!.getBoundingClientRect();
            const gap = Math.round(document.querySelector(`[data-testid="${t}"]`)!.getBoundingClientRect().top - bar.bottom);
            return bar.height <= 64 && gap >= 4 ? 'settled' : `bar ${bar.height}, gap ${gap}`;
          }, target),
        )
        .toBe('settled');
      const gap = await page.evaluate((t) => document.querySelector(`[data-testid="${t}"]`)!.getBoundingClientRect().top - document.querySelector('.main .playback')!.getBoundingClientRect().bottom, target);
      expect(gap, id).toBeLessThanOrEqual(20);
      // The stuck bar stays one row with "Replay" in it (its word folds away; ▶ keeps the name).
      expect((await page.locator('.main .playback').boundingBox())!.height, 'stuck bar height').toBeLessThanOrEqual(64);
      await expect(page.getByTestId('play')).toHaveAccessibleName('Replay');
      await page.screenshot({ path: `${SHOTS}-jump-${id}-390.png` });
    }
  });

  test('B\'s automatic queue is described in plain words, "B: the preset with RED instead of tail drop." (an unedited preset is "the preset": phone trial 04:30), the choice offered after it as "Queue (B)"', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail&mode=compare');
    await compareSettled(page);
    await expect(page.getByTestId('b-auto-note')).toHaveText(/^B: the preset with .*RED.* instead of tail drop\.$/);
    await expect(page.getByLabel('Queue (B)')).toBeVisible();
    await expect(page.getByTestId('b-editor').locator('label[for=b-disc]')).toHaveText('Queue (B)');
    await page.getByTestId('b-auto-note').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-b-words-390.png` });
  });

  test("a demo's caption buttons (PNG, SVG, CSV, Table) and \"Show B on its own scale\" are at the body's type size and at least 44 px tall", async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo&mode=compare');
    await compareSettled(page);
    await showPlot(page, 'compare-delay-b');
    // On a phone PNG, SVG and CSV fold behind the plot's "Export…" (phone8): opened, they are measured too.
    await page.getByTestId('export-fold-compare-delay-b').click();
    const sizes = await page.evaluate(() => {
      const body = parseFloat(getComputedStyle(document.body).fontSize);
      const ids = ['export-fold-compare-delay-b', 'export-png-compare-delay-b', 'export-svg-compare-delay-b', 'export-csv-compare-delay-b', 'table-compare-delay-b', 'ab-show-own-delay'];
      return ids.map((id) => {
        const b = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
        return { id, font: parseFloat(getComputedStyle(b).fontSize), height: b.getBoundingClientRect().height, body };
      });
    });
    for (const s of sizes) {
      expect(s.font, s.id).toBeGreaterThanOrEqual(s.body);
      expect(s.height, s.id).toBeGreaterThanOrEqual(44);
    }
    await page.getByTestId('plot-compare-delay-b').screenshot({ path: `${SHOTS}-caption-buttons-390.png` });
  });
});

test('A/B opened from a lesson step the student edited names A as their edit, and "Use the step\'s set-up as A" puts the step back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 5 of 6');
  await settle(page);
  await page.getByTestId('buffer').fill('50');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  const card = page.getByTestId('ab-card-a');
  await expect(card.locator('h3')).toContainText('your edit of step 5: ');
  await expect(card.getByTestId('a-lesson-edit')).toContainText('A is your edit of step 5, not the step as set up: Buffer 1000 → 50 packets.');
  // Beside the numbers too (the table's key, and so its CSV's set-up line).
  await expect(page.getByTestId('compare-key')).toContainText('(your edit of step 5)');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-a-lesson-edit-1366.png` });
  await card.getByTestId('a-use-step-setup').click();
  await expect(card.getByTestId('a-lesson-edit')).toHaveCount(0);
  await expect(card.locator('h3')).toContainText('your scenario: ');
  await expect(card.locator('h3')).toContainText('1000 packets');
  await expect(page.getByTestId('compare-key')).toContainText('(your scenario)');
  await compareSettled(page);
});

for (const [w, viewport, theme] of SIZES) {
  test(`a demo opened already run says so at ${w} px: "run complete · 100.00 s" and ▶ named "Replay"; playing, neither`, async ({ page }) => {
    await withTheme(page, theme);
    await page.setViewportSize(viewport);
    await page.goto('/#v=1&preset=seed002-a-vr-droptail');
    await settle(page);
    await expect(page.getByTestId('cursor-time')).toHaveText('run complete · 100.00 s');
    await expect(page.getByTestId('play')).toHaveText('▶ Replay');
    await expect(page.getByTestId('play')).toHaveAccessibleName('Replay');
    await page.locator('.main .playback').screenshot({ path: `${SHOTS}-run-complete-${w}.png` });
    if (w === '390') {
      // The "Flows over time" axis: no tick label closer than a few px to the next.
      const boxes = await page.locator('.timeline .tick-label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i][0] - boxes[i - 1][1], `tick label ${i}`).toBeGreaterThanOrEqual(6);
      await page.locator('.timeline').screenshot({ path: `${SHOTS}-timeline-390.png` });
    }
    await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText('❚❚');
    await expect(page.getByTestId('cursor-time')).not.toHaveText(/run complete/);
  });
}
