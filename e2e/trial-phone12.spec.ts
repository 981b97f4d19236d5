/**
 * Issue 37, the phone student's remaining findings in "Vegas meets Reno" (390×844, touch): the
 * prediction's verdict said apart from the check beside it, presentation mode on a phone, and the
 * step's prose read as this run's after an edit.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SHOTS = '/work/notes/shots';

/** The scenario on screen, as the app holds it (read-only hook). */
const scenarioNow = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { __clab: { scenario: { getState(): { valid: unknown } } } }).__clab.scenario.getState().valid));

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('an edit made with a step open is named in a banner over the step\'s text ("You changed max_th 18 → 12 packets"), its run figures say they are the step\'s, and "Back to this step\'s scenario" restores the step\'s scenario', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    await predict(page, 1);
    const own = await scenarioNow(page);
    await expect(page.getByTestId('step-edited')).toHaveCount(0);
    await expect(page.getByTestId('run-figure').first()).toHaveAttribute('data-of-step', 'no');
    await page.getByTestId('drawer-toggle').tap();
    const maxTh = page.getByTestId('maxth-value');
    await maxTh.fill('12');
    await maxTh.press('Enter');
    await settle(page);
    await page.getByTestId('drawer-close').tap();
    const banner = page.getByTestId('step-edited');
    await expect(banner.getByTestId('step-edited-words')).toHaveText("You changed max_th 18 → 12 packets: this text describes the step's own run.");
    // The explanation's figure of the run ("about 10 packets") now says whose it is, in words.
    const figure = page.getByTestId('explanation').getByTestId('run-figure').first();
    await expect(figure).toHaveAttribute('data-of-step', 'yes');
    await expect(figure).toContainText("(the step's run)");
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone5-step-edited-390.png` });
    await banner.getByRole('button', { name: "Back to this step's scenario" }).tap();
    await settle(page);
    await expect(page.getByTestId('step-edited')).toHaveCount(0);
    expect(await scenarioNow(page)).toBe(own);
    await expect(figure).toHaveAttribute('data-of-step', 'no');
  });
});

test.describe("at 390×844 (phone): the prediction's verdict and the check's", () => {
  test.use(PHONE);

  test('the prediction is marked by the check shown beside it: "✗ Your prediction: not this one." for an answer the check contradicts, "✓ Your prediction: right." after Try again with the one it bears out', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    // "Still less than half": the check (more than 70 %) holds, so this answer is not the run's.
    await predict(page, 0);
    const check = page.getByTestId('check-verdict');
    await expect(check).toHaveAttribute('data-pass', 'yes');
    const line = page.getByTestId('prediction-outcome').locator('.outcome-line');
    await expect(line).toHaveText('✗ Your prediction: not this one. The run: Vegas/Reno 0.811.');
    await page.getByTestId('prediction-try-again').tap();
    await predict(page, 1);
    await expect(check).toHaveAttribute('data-pass', 'yes');
    await expect(line).toHaveText('✓ Your prediction: right. The run: Vegas/Reno 0.811.');
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone5-prediction-right-390.png` });
  });

  test('an answer kept from an earlier visit with a verdict the check on this run contradicts is marked as that check marks it once checked again', async ({ page }) => {
    // Kept as "did not match" (an earlier visit's run, or an older lesson's figures); the answer,
    // "More than 70 %", is the one the check's ✓ bears out on this run.
    await page.addInitScript(() => {
      localStorage.setItem('congestion-lab.lesson-answers', JSON.stringify({ v: 1, answers: { 'vegas-meets-reno:2': { choice: 1, matched: false, edits: { kind: 'none' }, figure: 'Vegas/Reno 0.811' } } }));
    });
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await page.getByTestId('check-run').tap();
    const check = page.getByTestId('check-verdict');
    await expect(check).toHaveAttribute('data-pass', 'yes');
    const outcome = page.getByTestId('prediction-outcome');
    await expect(outcome).toHaveAttribute('data-matched', 'yes');
    await expect(outcome.locator('.outcome-line')).toHaveText('✓ Your prediction: right. The run: Vegas/Reno 0.811.');
    await expect(page.getByTestId('prediction-choice-1').locator('xpath=..')).toHaveClass(/\bright\b/);
  });
});

/** What a phone's presentation shows on its first screen, and what would be cut off or scroll sideways. */
async function presentationFit(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const b = el.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right };
    };
    // Every caption and line of words in the presentation: the title, the set-up line, the strip,
    // the plots' titles, legends and notes, the playback's time.
    const words = [...document.querySelectorAll<HTMLElement>('.present :is(.present-title, .present-set-up, .present-why, .headline-strip dt, .headline-strip dd, .figure-state, figcaption, figcaption .plot-title, figcaption .legend, .plot-notes li, .cursor-time)')];
    const cut = words.filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1).map((el) => `${el.className} "${(el.textContent ?? '').slice(0, 50)}" ${el.scrollWidth}>${el.clientWidth}`);
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      strip: box('.present .headline-strip'),
      plot: box('.present figure.plot .plot-host svg'),
      cut,
    };
  });
}

for (const [w, h, name] of [
  [390, 844, 'portrait'],
  [844, 390, 'landscape'],
] as const) {
  test.describe(`presentation on a phone, ${name} (${w}×${h})`, () => {
    test.use({ ...PHONE, viewport: { width: w, height: h } });

    test('the numbers strip and the first plot are both in view on the first screen, nothing scrolls sideways and no caption is cut off', async ({ page }) => {
      await page.goto('/#v=1&preset=seed002-a-vr-red&present=1');
      await settle(page);
      await expect(page.getByTestId('presentation')).toBeVisible();
      const fit = await presentationFit(page);
      expect(fit.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(fit.width);
      expect(fit.strip, 'the numbers strip').not.toBeNull();
      expect(fit.strip!.top).toBeGreaterThanOrEqual(0);
      expect(fit.strip!.bottom, 'the strip inside the screen').toBeLessThanOrEqual(fit.height);
      expect(fit.plot, "the first plot's svg").not.toBeNull();
      expect(fit.plot!.top).toBeGreaterThanOrEqual(0);
      expect(fit.plot!.bottom, "the first plot's svg inside the screen's height").toBeLessThanOrEqual(fit.height);
      expect(fit.plot!.right, 'and its width').toBeLessThanOrEqual(fit.width);
      expect(fit.cut, 'captions whose words run past their box').toEqual([]);
      // The buttons are still there, folded behind Menu beside Exit (present8, item 3).
      await expect(page.getByTestId('present-menu-toggle')).toBeInViewport();
      await expect(page.getByTestId('present-tools').getByRole('button', { name: /Plots/, includeHidden: true })).toBeAttached();
      await expect(page.getByTestId('present-exit')).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/phone5-present-${w}x${h}.png` });
    });
  });
}
