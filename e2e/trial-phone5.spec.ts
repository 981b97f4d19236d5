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
