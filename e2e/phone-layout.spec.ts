import { expect, test, type Page } from '@playwright/test';
import { settle, showPlot, skipStep } from './helpers';

/**
 * The phone trial of 03:30 (390 × 844, touch), its layout confusions one by one: labels cut off,
 * the lesson sheet's Submit out of reach, the drawer, A/B's side names, the sticky bar over plot
 * titles, crowded markers and RED's hidden thresholds. Touch targets: phone-touch-targets.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const SHOTS = 'e2e/artifacts';

async function noSideways(page: Page): Promise<void> {
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(w.scroll, 'no sideways scroll').toBeLessThanOrEqual(w.inner);
}

async function openStep(page: Page, lesson: string, step: number): Promise<void> {
  await page.goto(`/#v=1&lesson=${lesson}&step=${step}`);
  await expect(page.getByTestId('lesson-progress')).toContainText(`Step ${step} of`);
}

test('header at 390 px: the chosen preset is read in full (wrapping), the find box’s placeholder and "Build a dumbbell" fit', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 2);
  // In a lesson on a phone the preset row is folded behind one control (trial-phone10): opened, it is as before.
  await page.getByTestId('preset-fold-toggle').click();
  const select = page.getByTestId('preset');
  const shown = page.getByTestId('preset-chosen');
  await expect(shown).toBeVisible();
  // The text drawn for the select is the chosen option's, whole, inside the screen.
  const chosen = await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  await expect(shown).toHaveText(chosen);
  const fit = await shown.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(fit.sw).toBeLessThanOrEqual(fit.cw);
  expect(fit.right).toBeLessThanOrEqual(390);
  // The select lies over its text: a tap anywhere on the text reaches the select.
  const box = (await shown.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => (document.elementFromPoint(x, y) as HTMLElement | null)?.dataset.testid, [box.x + box.width - 10, box.y + box.height / 2]);
  expect(hit).toBe('preset');
  // The search box's placeholder fits its box.
  const search = page.getByTestId('preset-search');
  const ph = await search.evaluate((el: HTMLInputElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
    return { text: ctx.measureText(el.placeholder).width, room: el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) };
  });
  expect(ph.text).toBeLessThanOrEqual(ph.room);
  const dumbbell = page.getByTestId('dumbbell-menu-toggle');
  const d = await dumbbell.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(d.sw).toBeLessThanOrEqual(d.cw);
  expect(d.right).toBeLessThanOrEqual(390);
  await noSideways(page);
  await page.screenshot({ path: `${SHOTS}/phone-header.png` });
});

test('lesson sheet on a phone: a chosen answer’s Submit is in sight, the covered page does not scroll, the next step opens at its start', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 1);
  const body = page.locator('[data-testid="lesson-panel"] .lesson-body');
  await expect(body).toHaveCSS('overscroll-behavior-y', 'contain');
  // The last answer tapped: Submit is on screen and not covered by anything.
  await page.getByTestId('prediction-choice-2').tap();
  const submit = page.getByTestId('prediction-submit');
  await expect(submit).toBeInViewport();
  const free = await submit.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at === el || el.contains(at);
  });
  expect(free, 'Submit is not covered').toBe(true);
  // Scrolled to the answers' top, Submit still shows: in the sheet's own bar under its body,
  // never over it (trial-lesson12.spec.ts holds that no answer is ever under it).
  await body.evaluate((el) => (el.scrollTop += el.querySelector('[data-testid="prediction"]')!.getBoundingClientRect().top - el.getBoundingClientRect().top));
  const under = await submit.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const b = document.querySelector('[data-testid="lesson-panel"] .lesson-body')!.getBoundingClientRect();
    return r.top >= b.bottom - 1 && r.bottom <= window.innerHeight;
  });
  expect(under, 'Submit in sight under the sheet’s body').toBe(true);
  // The page behind the covered results does not scroll when swiped.
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 150);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.screenshot({ path: `${SHOTS}/phone-sheet-submit.png` });
  await submit.tap();
  await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'no');
  // Once answered, the page scrolls again.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');

  // Next, then "Go to the question": the sheet opens at the step's start (its title in sight), the first answer focused.
  await page.getByTestId('lesson-next').tap();
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 2 of');
  await page.getByTestId('veil-go').tap();
  await expect(page.getByTestId('prediction-choice-0')).toBeFocused();
  // From the step's start, scrolled no further than Submit needs (the sheet grows while
  // predicting, but the step's set-up, the question, its answers and Submit may not all fit;
  // phone trial 23:10 saw one answer of three): the answers and the question's words above them
  // in sight, the step's text read on from the sheet's top where there is room.
  const seen = await page.getByTestId('prediction-choice-0').evaluate((el) => {
    const b = el.closest('.lesson-body')!;
    const box = b.getBoundingClientRect();
    const answer = el.closest('label')!.getBoundingClientRect();
    const question = b.querySelector('[data-testid="prediction"] legend')!.getBoundingClientRect();
    const last = b.querySelector('[data-testid="prediction"] .choices label:last-child')!.getBoundingClientRect();
    return { answer: answer.top >= box.top && answer.bottom <= box.bottom + 1, question: question.top >= box.top - 1, least: b.scrollTop === 0 || box.bottom - last.bottom < 24 };
  });
  expect(seen).toEqual({ answer: true, question: true, least: true });
  await page.screenshot({ path: `${SHOTS}/phone-sheet-next-question.png` });
});

test('the lesson sheet takes at most 40 % of the phone’s height (Taller: at most 62 %), most of it the step’s text scrolling inside; a finished lesson’s sheet folds on leaving for Compare A/B (phone trial 20:10, s8 and s25; issue 37, item 6; phone trial 10:30, steps 11–17)', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 1);
  const sheet = page.getByTestId('lesson-panel');
  const height = async () => (await sheet.boundingBox())!.height;
  // While the prediction covers the results, the sheet is no taller (trial-phone7.spec.ts); Submit sticks at its edge (the test above).
  await page.getByTestId('prediction-choice-2').tap();
  await page.getByTestId('prediction-submit').tap();
  await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'no');
  // Answered, the results show: the sheet peeks at 40 % of the height, so the plot a step talks
  // about stays in sight above it (at 55 % it lay under the sheet: trial phone9, finding 3), its
  // step scrolling inside and two thirds of it (the head and the bar are one row each); "Taller"
  // gives the step at most 62 %, three quarters of it the step's text (at 45 % with a two-line head,
  // a strip and a bar, the step's text had 186 px, a fifth of the screen: phone trial 10:30).
  await expect.poll(height, { message: 'the sheet’s height at 844 px' }).toBeLessThanOrEqual(0.4 * 844 + 1);
  const body = sheet.locator('.lesson-body');
  expect((await body.boundingBox())!.height).toBeGreaterThanOrEqual(0.65 * (await height()));
  expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await page.getByTestId('lesson-sheet-size').tap();
  await expect.poll(height, { message: 'the taller sheet’s height at 844 px' }).toBeGreaterThan(0.5 * 844);
  expect(await height()).toBeLessThanOrEqual(0.62 * 844 + 1);
  expect((await body.boundingBox())!.height).toBeGreaterThanOrEqual(0.75 * (await height()));
  await page.getByTestId('lesson-sheet-size').tap();
  await expect.poll(height).toBeLessThanOrEqual(0.4 * 844 + 1);
  // The demo's description, shown once answered, ends above the sheet (it was cut mid-sentence).
  const description = page.getByTestId('scenario-description');
  await description.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const [d, s] = [(await description.boundingBox())!, (await sheet.boundingBox())!];
  expect(d.y + d.height, 'the description’s last line above the sheet').toBeLessThanOrEqual(s.y);
  await page.screenshot({ path: `${SHOTS}/phone-sheet-58.png` });
  // Finished, then to Compare A/B: the sheet folds (▲ opens it again), and A/B is in view.
  await openStep(page, 'vegas-meets-reno', 3);
  await skipStep(page, 'tap');
  await expect(page.getByTestId('lesson-ending')).toBeVisible();
  await expect(sheet).not.toHaveClass(/collapsed/);
  await page.getByRole('tab', { name: 'Compare A/B' }).tap();
  await expect(sheet).toHaveClass(/collapsed/);
  await expect(sheet.getByRole('button', { name: 'Show the lesson' })).toBeVisible();
  expect(await height()).toBeLessThan(120);
  await page.screenshot({ path: `${SHOTS}/phone-ab-after-finish.png` });
  await sheet.getByRole('button', { name: 'Show the lesson' }).tap();
  await expect(page.getByTestId('lesson-ending')).toBeVisible();
});

test('a check’s figures are not under the sheet’s head when the sheet scrolls to them', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 1);
  await page.getByTestId('prediction-choice-0').tap();
  await page.getByTestId('prediction-submit').tap();
  const verdict = page.getByTestId('check-verdict');
  await expect(verdict).toHaveAttribute('data-pass', /yes|no/);
  await verdict.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const gap = await verdict.evaluate((el) => el.getBoundingClientRect().top - el.closest('.lesson-body')!.getBoundingClientRect().top);
  expect(gap).toBeGreaterThanOrEqual(8);
});

test('editor drawer on a phone: Close stays in sight at the bottom, the lesson sheet does not show beside it, a field’s tip covers no other field', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 3);
  await page.getByTestId('drawer-toggle').tap();
  const drawer = page.getByTestId('editor');
  await expect(drawer).toHaveClass(/open/);
  await drawer.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByTestId('drawer-close')).toBeInViewport();
  // Nothing of the lesson sheet at the right edge beside the drawer.
  const right = await page.evaluate(() => document.elementFromPoint(385, 700)?.closest('[data-testid="lesson-panel"]') !== null);
  expect(right, 'the lesson sheet shows beside the drawer').toBe(false);
  // The max_p tip opens room below its field: it does not cover w_q.
  await drawer.evaluate((el) => (el.scrollTop = 0));
  const maxp = page.getByTestId('maxp-range');
  await maxp.focus();
  const tip = page.locator('.term-tip:popover-open').first();
  await expect(tip).toBeVisible();
  // What stands under max_p: the "More RED settings" heading, then the mode and w_q.
  const wq = page.locator('.editor [data-testid="red-advanced"] > h4').first();
  const [t, w] = [(await tip.boundingBox())!, (await wq.boundingBox())!];
  const overlap = t.x < w.x + w.width && w.x < t.x + t.width && t.y < w.y + w.height && w.y < t.y + t.height;
  expect(overlap, `tip ${JSON.stringify(t)} over w_q ${JSON.stringify(w)}`).toBe(false);
  await page.screenshot({ path: `${SHOTS}/phone-drawer-tip.png` });
});

test('a field focused while the editor drawer is still sliding in gets its tip inside the screen, over no other field, once the drawer is open (CI 2026-11-29: x = -60 over w_q)', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 3);
  // Slow the slide-in so that focus certainly lands during it.
  // 4 s: at 1.5 s a loaded machine (CI on e354fa48) had the drawer in place before the tip was measured.
  await page.getByTestId('editor').evaluate((el) => (el.style.transitionDuration = '4s'));
  await page.getByTestId('drawer-toggle').tap();
  await page.getByTestId('maxp-range').focus();
  const tip = page.locator('.term-tip:popover-open').first();
  await expect(tip).toBeVisible();
  const moving = await page.getByTestId('editor').evaluate((el) => el.getBoundingClientRect().left);
  expect(moving, 'focus landed while the drawer was still off its place').toBeLessThan(-1);
  await expect.poll(() => page.getByTestId('editor').evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThanOrEqual(-0.5);
  // What stands under max_p: the "More RED settings" heading, then the mode and w_q.
  const wq = page.locator('.editor [data-testid="red-advanced"] > h4').first();
  await expect
    .poll(async () => {
      const [t, w] = [(await tip.boundingBox())!, (await wq.boundingBox())!];
      const overlap = t.x < w.x + w.width && w.x < t.x + t.width && t.y < w.y + w.height && w.y < t.y + t.height;
      return t.x >= 0 && t.x + t.width <= 390 && !overlap ? 'placed' : `tip ${JSON.stringify(t)}, w_q ${JSON.stringify(w)}`;
    })
    .toBe('placed');
});

test('Compare A/B: the editor’s headings and Queue select name the side they change (A, and B once A is pinned)', async ({ page }) => {
  await openStep(page, 'vegas-meets-reno', 3);
  // Step 3 asks a prediction first (issue 37): answered, the results and the editor are uncovered.
  await page.getByTestId('prediction-choice-1').tap();
  await page.getByTestId('prediction-submit').tap();
  await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'no');
  await page.getByTestId('lesson-panel').getByRole('button', { name: 'Hide the lesson' }).tap();
  await page.getByRole('tab', { name: 'Compare A/B' }).tap();
  await page.getByTestId('drawer-toggle').tap();
  await expect(page.getByRole('combobox', { name: 'Queue (A)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bottleneck side A' })).toBeVisible();
  await expect(page.getByTestId('editor-side-note')).toContainText('changes A, your scenario, and B with it');
  await page.getByTestId('drawer-close').tap();
  await page.getByTestId('pin-a').selectOption({ index: 1 });
  await expect(page.getByTestId('pin-a-chosen')).toBeVisible();
  await page.getByTestId('drawer-toggle').tap();
  await expect(page.getByRole('combobox', { name: 'Queue (B)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bottleneck side B' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Flows side B' })).toBeVisible();
  await expect(page.getByTestId('editor-side-note')).toContainText('changes B');
  await expect(page.getByRole('combobox', { name: 'Queue (A)' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/phone-compare-side-b.png` });
  await noSideways(page);
});

test('sticky playback bar: one row on a phone, and a plot scrolled to stops below it', async ({ page }) => {
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
  await showPlot(page, 'cwnd');
  const bar = page.locator('.main .playback');
  await page.locator('[data-testid="canvas-cwnd"]').evaluate((el) => el.closest('.plot')!.scrollIntoView({ block: 'start' }));
  await expect(bar).toHaveClass(/stuck/);
  const b = (await bar.boundingBox())!;
  expect(b.height, 'stuck bar height').toBeLessThanOrEqual(64);
  await expect(page.getByTestId('play')).toBeInViewport();
  await expect(page.getByTestId('cursor-time')).toBeInViewport();
  // The rest behind "More" (phone-0820 s16: expanded, the bar took a quarter of the screen).
  await expect(page.getByTestId('playback-more')).toBeInViewport();
  const title = await page.locator('[data-testid="canvas-cwnd"]').evaluate((el) => el.closest('.plot')!.querySelector('.plot-title')!.getBoundingClientRect().top);
  expect(title, 'the plot title below the bar').toBeGreaterThanOrEqual(b.y + b.height);
  const margin = await page.locator('[data-testid="canvas-cwnd"]').evaluate((el) => ({
    m: parseFloat(getComputedStyle(el.closest('.plot')!).scrollMarginTop) + parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    h: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sticky-bar-height')),
  }));
  // The page's scroll padding (the bar's height) and the plot's margin (a gap) together: below the bar, not a card's worth below it.
  expect(margin.m).toBeGreaterThanOrEqual(margin.h);
  expect(margin.m).toBeLessThanOrEqual(margin.h + 16);
  await page.screenshot({ path: `${SHOTS}/phone-sticky-bar.png` });
});

test('cwnd plot on a phone: markers at least a finger apart, every event in view on one, 12 px axis text, a taller plot', async ({ page }) => {
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
  // Two flows at 390 px are drawn one band each, their too-dense markers left out (trial-phone10):
  // Reno alone is one plot area that marks its events.
  await page.getByTestId('flow-toggle-0').click();
  await settle(page);
  await showPlot(page, 'cwnd');
  const info = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('[data-testid="cc-marks-cwnd"]')!;
    const marks = [...layer.querySelectorAll<HTMLElement>('.cc-mark')];
    const byFlow = new Map<string, number[]>();
    let onMarkers = 0;
    for (const m of marks) {
      const key = m.style.color;
      byFlow.set(key, [...(byFlow.get(key) ?? []), parseFloat(m.style.left)]);
      onMarkers += 1 + Number(m.dataset.merged ?? 0);
    }
    const gaps = [...byFlow.values()].flatMap((xs) => xs.sort((a, b) => a - b).slice(1).map((x, i) => x - xs[i]));
    const sizes = marks.map((m) => m.getBoundingClientRect()).map((r) => Math.min(r.width, r.height));
    const texts = [...document.querySelectorAll('[data-testid="canvas-cwnd"]')].flatMap((c) => [...c.parentElement!.querySelectorAll('svg.axes text')]);
    return {
      count: Number(layer.dataset.count),
      placed: marks.length,
      onMarkers,
      minGap: Math.min(...gaps),
      minSize: Math.min(...sizes),
      minFont: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize))),
      height: document.querySelector('[data-testid="canvas-cwnd"]')!.getBoundingClientRect().height,
    };
  });
  expect(info.count).toBeGreaterThan(100); // the busy RED run: 501 events, once "zoom in to mark them" and no markers
  expect(info.placed).toBeGreaterThan(0);
  expect(info.placed).toBeLessThan(40);
  expect(info.onMarkers).toBe(info.count);
  expect(info.minGap).toBeGreaterThanOrEqual(44);
  expect(info.minSize).toBeGreaterThanOrEqual(44);
  expect(info.minFont).toBeGreaterThanOrEqual(12);
  expect(info.height).toBeGreaterThanOrEqual(230);
  await page.locator('[data-testid="canvas-cwnd"]').evaluate((el) => el.closest('.plot')!.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/phone-cwnd.png` });
});

test('RED queue plot: the 4- and 6-packet threshold lines show over the dense queue trace', async ({ page }) => {
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
  await showPlot(page, 'queue');
  const share = await page.evaluate(() => {
    const plot = (window as unknown as { __clab: { plots: Map<string, { geom: { y: (v: number) => number; m: { left: number; right: number }; width: number } }> } }).__clab.plots.get('queue')!;
    const g = plot.geom;
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="canvas-queue"]')!;
    const ctx = canvas.getContext('2d')!;
    const dpr = canvas.width / canvas.getBoundingClientRect().width;
    const out: number[] = [];
    for (const level of [4, 6]) {
      // The row through the middle of the 2-px line (drawn at round(y) + 0.5).
      const row = Math.round((Math.round(g.y(level)) + 0.5) * dpr);
      const x0 = Math.round((g.m.left + 4) * dpr);
      const x1 = Math.round((g.width - g.m.right - 4) * dpr);
      const px = ctx.getImageData(x0, row, x1 - x0, 1).data;
      // The line's colour: the theme's band edge (light blue) over the panel; the trace is a dark navy.
      let line = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i + 2] > 180 && px[i] > 90 && px[i] < 170) line++;
      out.push(line / (px.length / 4));
    }
    return out;
  });
  // Dashes of 5 px with 4-px gaps: over half the row is the line wherever it is drawn whole.
  for (const s of share) expect(s).toBeGreaterThan(0.35);
  await page.locator('[data-testid="canvas-queue"]').evaluate((el) => el.closest('.plot')!.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/phone-red-queue.png` });
});
