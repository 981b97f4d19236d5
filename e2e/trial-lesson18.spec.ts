import { expect, test } from '@playwright/test';
import { LESSONS } from '../src/lessons/catalogue';
import { LESSON_BUTTONS } from '../src/lessons/button-names';
import { VIEW_SELECTORS } from '../src/app/lessons/view-selectors';
import { PLOT_IDS, type PlotId } from '../src/plot-kinds/plot-kinds';
import { ARTIFACTS, predict } from './helpers';

/**
 * Trials of 11:30. Phone-1130 steps 4–9: answered, the sheet covers ~58 % of the screen, so a
 * step's plot is seen through "Now look at …", which folds the sheet; folded, the sheet showed no
 * verdict to read the plot against. Phone-1130 step 14: two check buttons that needed a sentence
 * to tell apart.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const isPlot = (v: string | undefined): v is PlotId => v !== undefined && (PLOT_IDS as readonly string[]).includes(v);

test.describe('phone, "Now look at" a plot', () => {
  test.use(PHONE);
  for (const lesson of LESSONS) {
    const steps = lesson.steps.map((s, i) => ({ s, n: i + 1 })).filter(({ s }) => s.prediction && isPlot(s.views.highlight));
    if (steps.length === 0) continue;
    test(`every answered step's plot is whole above the sheet (its box and legend), the verdict line in sight under it (the folded sheet's peek, or the 40 % sheet's top): ${lesson.id}`, async ({ page }) => {
      for (const { s, n } of steps) {
        await page.goto(`/#v=1&lesson=${lesson.id}&step=${n}`);
        await expect(page.getByTestId('lesson-progress')).toHaveText(`Step ${n} of ${lesson.steps.length}`);
        await predict(page, 0);
        const verdict = (await page.getByTestId('prediction-outcome').locator('.outcome-line').innerText()).trim();
        await page.getByTestId('look-at-after-answer').click();
        const selector = VIEW_SELECTORS[s.views.highlight!];
        await expect
          .poll(
            () =>
              page.evaluate((sel) => {
                const view = document.querySelector<HTMLElement>(sel)!.getBoundingClientRect();
                const legend = document.querySelector<HTMLElement>(`${sel} .legend, ${sel} [data-testid^="legend"]`)?.getBoundingClientRect() ?? view;
                const sheet = document.querySelector<HTMLElement>('[data-testid="lesson-panel"]')!.getBoundingClientRect();
                // Folded, the verdict is the peek's line; open (the plot fits above the 40 % sheet),
                // it is the outcome's line, whole inside the sheet's visible body.
                const peek = document.querySelector<HTMLElement>('[data-testid="lesson-folded-verdict"]')?.getBoundingClientRect();
                const line = document.querySelector<HTMLElement>('[data-testid="lesson-panel"] [data-testid="prediction-outcome"] .outcome-line')?.getBoundingClientRect();
                const body = document.querySelector<HTMLElement>('[data-testid="lesson-panel"] .lesson-body')?.getBoundingClientRect();
                const whole = view.top >= -1 && view.bottom <= sheet.top + 1 && legend.top >= -1 && legend.bottom <= sheet.top + 1;
                const peeks = peek !== undefined && peek.height > 0 && peek.top >= sheet.top && peek.bottom <= window.innerHeight;
                const reads = peek === undefined && line !== undefined && body !== undefined && line.height > 0 && line.top >= body.top - 1 && line.bottom <= body.bottom + 1;
                return whole && (peeks || reads) ? 'whole, verdict in sight' : JSON.stringify({ top: view.top, bottom: view.bottom, sheetTop: sheet.top, peek: peek?.top ?? null, line: line?.top ?? null, body: body?.top ?? null });
              }, selector),
            { message: `step ${n}: ${s.views.highlight}`, timeout: 15_000 },
          )
          .toBe('whole, verdict in sight');
        const folded = page.getByTestId('lesson-folded-verdict');
        if ((await folded.count()) > 0) await expect(folded).toHaveText(verdict);
        if (n === steps[0].n) await page.screenshot({ path: `${ARTIFACTS}/trial-lesson18-peek-${lesson.id}.png` });
      }
    });
  }
});

test.describe('phone, a challenge step', () => {
  test.use(PHONE);
  test('the two check buttons are named by what each judges and sit in the section of what they judge; each accessible name is its visible text (phone-1130 step 14)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    const check = page.getByRole('region', { name: 'Check on the step’s set-up' });
    const challenge = page.getByRole('region', { name: 'Your challenge' });
    const claimButton = check.getByRole('button', { name: LESSON_BUTTONS.checkEditedRun, exact: true });
    const challengeButton = challenge.getByRole('button', { name: LESSON_BUTTONS.checkChallenge, exact: true });
    await expect(claimButton).toHaveText('Check the step’s claim on my edited run');
    await expect(challengeButton).toHaveText('Check the challenge on my run');
    // Neither is in the other's section, and the Try line needs no sentence to tell them apart.
    await expect(challenge.getByRole('button', { name: LESSON_BUTTONS.checkEditedRun })).toHaveCount(0);
    await expect(check.getByRole('button', { name: LESSON_BUTTONS.checkChallenge })).toHaveCount(0);
    await expect(check.locator('.try')).not.toContainText('judges the challenge instead');
    await claimButton.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson18-claim-button-390.png` });
    await challengeButton.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson18-challenge-button-390.png` });
  });
});
