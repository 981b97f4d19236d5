/**
 * Issue 37's lesson and navigation findings from the 06:30 trials (phone 390×844, laptop
 * 1366×768): the first paint, Back/Forward and × in lessons, the address of the step shown, a
 * preset just chosen is not "edited", progress on the lesson cards, one sheet height, and the
 * predict box's Submit row.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle, skipStep } from './helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = `${ARTIFACTS}/trial-nav3`;

const urlSettled = (page: Page) => page.waitForFunction(() => (window as unknown as { __clab: { urlSettled(): boolean } }).__clab.urlSettled(), null, { timeout: 30_000 });
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

test.describe('first paint', () => {
  for (const [theme, bg] of [
    ['default', 'rgb(246, 247, 249)'],
    ['dark', 'rgb(17, 21, 28)'],
  ] as const) {
    test(`before the app's scripts arrive the page shows its title and "Loading…" in the ${theme} theme (not a blank page)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      if (theme !== 'default') await page.addInitScript((t) => localStorage.setItem('congestion-lab.theme', t), theme);
      // The app's module scripts never arrive: what is drawn is the static page alone.
      await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
      await page.goto('/');
      const first = page.getByTestId('first-paint');
      await expect(first.getByRole('heading', { name: 'Congestion Lab', level: 1 })).toBeVisible();
      await expect(first.getByRole('status')).toHaveText(/Loading/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(bg);
      await page.screenshot({ path: `${SHOTS}-first-paint-${theme}.png` });
      await context.close();
    });
  }

  test('the app replaces the first paint with the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.getByTestId('first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

test.describe('Back, Forward and × in a lesson', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a lesson opened from the home page is a history entry; each step is one; × goes back to the lessons; Back returns', async ({ page }) => {
    await page.goto('about:blank');
    await page.goto('/');
    await page.getByTestId('start-vegas-meets-reno').click();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
    // Written at once, not after the run: the address is the step's as soon as it is shown.
    expect(hashOf(page)).toContain('lesson=vegas-meets-reno&step=1');
    await settle(page);

    await page.goBack();
    await expect(page.getByTestId('landing')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.goForward();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');

    await skipStep(page);
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');
    await page.goBack();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
    await page.goForward();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');
    await urlSettled(page);
    expect(hashOf(page)).toContain('step=2');

    // × closes the lesson and keeps the scenario on screen (a trial lost its A/B set-up when × went
    // to the lessons); the address no longer names the lesson, and Back returns to the step.
    await page.getByTestId('lesson-close').click();
    await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
    await expect(page.getByTestId('landing')).toHaveCount(0);
    await expect(page.getByTestId('summary')).toBeVisible();
    await urlSettled(page);
    expect(hashOf(page)).not.toContain('lesson=');
    await page.goBack();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');
    // On the lessons, the card offers the way back.
    await page.getByTestId('home').click();
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.getByTestId('card-go-vegas-meets-reno')).toHaveText('Continue at step 2 of 3 ›');
    // The card's title is the button (bloat-1130, step 3): its name is the words it shows, the lesson, then the action.
    await expect(page.getByRole('button', { name: 'Vegas meets Reno Continue at step 2 of 3', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');

    // The title goes home; the card's "Continue" brings the lesson back at its step.
    await page.getByTestId('home').click();
    await expect(page.getByTestId('landing')).toBeVisible();
    await page.getByTestId('continue-vegas-meets-reno').click();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 3');
    await page.screenshot({ path: `${SHOTS}-continued.png` });
  });

  test('the address names the step shown as soon as it is shown, and Copy link sends to it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await settle(page);
    await urlSettled(page);
    for (const step of [2, 3, 4]) {
      // The address read in the same frame as the click: a trial's said step=1 on step 2 while the run was on its way.
      // The step's prediction is unanswered: the first press says so (NextUnrun.tsx), the second moves on.
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('next-unrun')).toBeVisible();
      const hash = await page.evaluate(() => {
        (document.querySelector('[data-testid="lesson-next"]') as HTMLButtonElement).click();
        return new Promise<string>((r) => requestAnimationFrame(() => r(decodeURIComponent(location.hash))));
      });
      expect(hash, `step ${step}`).toContain(`step=${step}`);
      await expect(page.getByTestId('lesson-progress')).toHaveText(`Step ${step} of 6`);
      await page.getByTestId('copy-step-link').click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(decodeURIComponent(new URL(copied).hash)).toContain(`lesson=bufferbloat-voice&step=${step}`);
      await settle(page);
    }
  });
});

test('a preset chosen from the menu during a lesson step set up from the same preset is not "edited" (phone trial s43)', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  // Vegas step 3 runs the Gentle RED 4/6 preset with thresholds 10 and 18.
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await settle(page);
  await expect(page.getByTestId('edited-note')).toHaveCount(0);
  await page.getByTestId('preset').selectOption('seed002-a-vr-red');
  await settle(page);
  await expect(page.getByTestId('edited-note')).toHaveCount(0);
  await expect(page.getByTestId('scenario-name')).not.toContainText('Edited from');
});

test.describe('progress on the lesson cards', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a step checked shows "Done 1/3" on its card; it stays after a reload; it is said in words', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('progress-vegas-meets-reno')).toHaveCount(0);
    await expect(page.getByTestId('card-go-vegas-meets-reno')).toHaveText('Start lesson ›');
    await page.getByTestId('start-vegas-meets-reno').click();
    await settle(page);
    await predict(page, 0);
    await expect(page.getByTestId('check-verdict')).toBeVisible();
    await page.getByTestId('home').click();
    const card = page.getByTestId('progress-vegas-meets-reno');
    await expect(card).toContainText('Done 1/3');
    await expect(card).toContainText('Your progress: 1 of 3 steps done');
    await page.reload();
    await expect(page.getByTestId('progress-vegas-meets-reno')).toContainText('Done 1/3');
    await page.getByTestId('lesson-card-vegas-meets-reno').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-card-progress.png` });
  });

  test('reaching the end of a lesson whose steps are all done shows "✓ Done n/n"', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('congestion-lab.lesson-progress') === null)
        localStorage.setItem('congestion-lab.lesson-progress', JSON.stringify({ v: 1, lessons: { 'vegas-meets-reno': { done: [1, 2, 3], finished: false, last: { step: 3, fragment: '#v=1&lesson=vegas-meets-reno&step=3' } } } }));
    });
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    await skipStep(page);
    await expect(page.getByTestId('lesson-progress')).toHaveText('Finished');
    await page.getByTestId('home').click();
    await expect(page.getByTestId('progress-vegas-meets-reno')).toContainText('✓ Done 3/3');
    await expect(page.getByTestId('card-go-vegas-meets-reno')).toHaveText('Start again ›');
    await expect(page.getByTestId('continue-vegas-meets-reno')).toHaveCount(0);
  });
});

test.describe('the lesson sheet on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('is open and of one height in every step of every lesson (it jumped between steps: s55, s72)', async ({ page }) => {
    const heights: number[] = [];
    const sheet = page.getByTestId('lesson-panel');
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    // Folded in one lesson…
    await sheet.getByRole('button', { name: 'Hide the lesson' }).click();
    await page.getByTestId('home').click();
    // …the next lesson still opens unfolded.
    await page.getByTestId('start-bufferbloat-voice').click();
    for (let step = 1; step <= 4; step++) {
      await expect(page.getByTestId('lesson-progress')).toHaveText(`Step ${step} of 6`);
      await expect(sheet).not.toHaveClass(/collapsed/);
      heights.push(await sheet.evaluate((e) => Math.round(e.getBoundingClientRect().height)));
      if (step === 3) await page.screenshot({ path: `${SHOTS}-sheet-step3.png` });
      await skipStep(page);
    }
    expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
    expect(heights[0]).toBeLessThanOrEqual(Math.ceil(0.68 * PHONE.height));
  });
});

test('the Submit row is never over an answer: it sits in the panel\'s own bar under the scrolling body (bufferbloat trial s03; phone trial 04:00, s08)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await settle(page);
  const row = page.getByTestId('prediction-submit-row');
  const body = page.locator('.lesson-body');
  await page.getByTestId('prediction-choice-1').check();
  for (const top of [0, 10_000]) {
    await body.evaluate((b, t) => (b.scrollTop = t), top);
    const [r, b] = await Promise.all([row.boundingBox(), body.boundingBox()]);
    expect(r!.y).toBeGreaterThanOrEqual(b!.y + b!.height - 1);
  }
});
