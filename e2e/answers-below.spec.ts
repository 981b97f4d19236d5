import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/lessons/catalogue';
import { ARTIFACTS } from './helpers';

/**
 * Phone trial 15:10, steps 11–14: at 390×844 the Vegas lesson's third answer sat under the Submit
 * bar, found only by swiping inside the sheet; at 1366×768 the bufferbloat lesson's step 1 showed
 * its second answer cut by the bar. Over every step with a prediction, at both sizes: answers
 * below the fold are said in the bar ("2 more answers below ↓"), that button brings them all
 * above the bar, and keyboard focus on an answer brings the whole answer into view above it.
 */
const STEPS = LESSONS.flatMap((l) => l.steps.flatMap((s, i) => (s.prediction ? [{ id: l.id, step: i + 1, answers: s.prediction.choices.length }] : [])));

/** Each answer's box against the body's top and the Submit bar's top, and how many end below the bar. */
function answerBoxes(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector<HTMLElement>('[data-testid="lesson-panel"] .lesson-body')!;
    const bar = document.querySelector<HTMLElement>('[data-testid="lesson-submit-slot"]')!.getBoundingClientRect();
    const top = body.getBoundingClientRect().top;
    const boxes = [...body.querySelectorAll<HTMLElement>('[data-testid="prediction"] .choices label')].map((l) => l.getBoundingClientRect());
    // 4 px: src/app/lessons/answers-below.ts CUT_PX (an answer's padding under the bar hides none of its words).
    return { barTop: bar.top, boxes: boxes.map((r) => ({ whole: r.top >= top - 1 && r.bottom <= bar.top + 4, below: r.bottom > bar.top + 4 })) };
  });
}

for (const size of [{ width: 390, height: 844, name: 'phone' }, { width: 1366, height: 768, name: 'laptop' }]) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every answer of every prediction is said when below the Submit bar, one press brings them up, and focus shows each whole above the bar', async ({ page }) => {
      test.setTimeout(20_000 + STEPS.length * 8_000);
      let saidOnce = false;
      for (const { id, step, answers } of STEPS) {
        const at = `${id} step ${step}`;
        await page.goto(`/#v=1&lesson=${id}&step=${step}`);
        await expect(page.getByTestId('lesson-progress'), at).toContainText(`Step ${step} of`);
        const body = page.locator('[data-testid="lesson-panel"] .lesson-body');
        await expect(page.getByTestId('prediction').locator('.choices label')).toHaveCount(answers);
        // Opened at the step's top: answers under the bar are said in it, or none are.
        await body.evaluate((el) => (el.scrollTop = 0));
        await expect
          .poll(async () => {
            const boxes = (await answerBoxes(page)).boxes;
            const below = boxes.filter((b) => b.below).length;
            const said = page.getByTestId('prediction-answers-below');
            const text = (await said.count()) ? await said.innerText() : '';
            // All of them below (the first perhaps half shown): "See all 3 answers", not "3 more" (phone trial 15:40).
            const words = below === boxes.length ? `See all ${below} answers ↓` : `${below} more answer${below === 1 ? '' : 's'} below ↓`;
            return below === 0 ? text === '' : text === words;
          }, { message: `${at}: the bar says how many answers are below it` })
          .toBe(true);
        if (await page.getByTestId('prediction-answers-below').count()) {
          saidOnce = true;
          if (id === 'vegas-meets-reno' || id === 'bufferbloat-voice') await page.screenshot({ path: `${ARTIFACTS}/answers-below-${size.name}-${id}-${step}.png` });
          await page.getByTestId('prediction-answers-below').click();
          expect((await answerBoxes(page)).boxes.every((b) => b.whole), `${at}: after the button, every answer above the bar`).toBe(true);
          await expect(page.getByTestId('prediction-answers-below')).toHaveCount(0);
        }
        // Focus on each answer (as Tab and the arrows give it), from the step's top and from its end.
        for (const from of ['top', 'end'] as const) {
          for (let i = 0; i < answers; i++) {
            await body.evaluate((el, f) => (el.scrollTop = f === 'top' ? 0 : el.scrollHeight), from);
            await page.getByTestId(`prediction-choice-${i}`).focus();
            const seen = await answerBoxes(page);
            expect(seen.boxes[i].whole, `${at}, answer ${i + 1} focused from the ${from}: wholly above the bar`).toBe(true);
          }
        }
      }
      // On a phone the trial's steps run past the fold: the button was met, not only its absence. At
      // 1366×768 the one step that did (bufferbloat step 1) cut its second answer by under CUT_PX
      // (padding, not words), which is no longer "below".
      if (size.name === 'phone') expect(saidOnce).toBe(true);
    });
  });
}
