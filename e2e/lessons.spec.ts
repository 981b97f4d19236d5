import { LESSONS } from '../src/lessons/catalogue';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, settle } from './helpers';

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function dragLateFlow(page: Page, dx: number): Promise<void> {
  const bar = page.getByTestId('flow-bar-rect-2');
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  const x = box.x + 10;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + (i * dx) / 8, y);
  await page.mouse.up();
}

async function lateFlowStart(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __clab: { scenario: { getState(): { draft: { flows: { start: number }[] } } } } }).__clab.scenario.getState().draft.flows[2].start);
}

test.describe('a student takes "Tail drop and the late flow"', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('landing → lesson → predict → check → drag → check again → link restores the step', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.locator('.lesson-card')).toHaveCount(LESSONS.length);
    await page.screenshot({ path: `${ARTIFACTS}/lessons-landing-laptop.png` });

    await page.getByTestId('start-tail-drop-late-flow').click();
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 4');
    await expect(page).toHaveURL(/#v=1&lesson=tail-drop-late-flow&step=1$/);
    // Until a prediction is made the results are veiled: a visible cover, the results inert, the
    // demo's description and the check's claim withheld, and the check cannot be pressed.
    await expect(page.getByTestId('veil')).toBeVisible();
    await expect(page.getByTestId('veil')).toContainText('Make your prediction first');
    await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'yes');
    expect(await page.locator('.results-content').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await expect(page.getByTestId('scenario-description')).toContainText('shown after your prediction');
    await expect(page.getByTestId('scenario-description')).not.toContainText('locked out');
    await expect(page.getByTestId('check-withheld')).toBeVisible();
    await expect(page.getByTestId('lesson-panel')).not.toContainText('more than 25 s for its 46.7 KB');
    // No greyed button before the prediction: the line says Submit checks the run (phone-1540, step 9).
    await expect(page.getByTestId('check-run')).toHaveCount(0);
    // Keyboard: the cover's button takes focus to the question.
    await page.getByTestId('veil-go').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('prediction-choice-0')).toBeFocused();
    await page.getByTestId('prediction-choice-2').check();
    await page.getByTestId('prediction-submit').click();
    // Answering lifts the veil and checks the run.
    await expect(page.getByTestId('veil')).toHaveCount(0);
    await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'no');
    await expect(page.getByTestId('scenario-description')).toContainText('locked out');
    await settle(page);

    const verdict = page.getByTestId('check-verdict');
    await expect(verdict).toHaveAttribute('data-pass', 'yes');
    await expect(page.getByTestId('check-verdict-edits')).toHaveAttribute('data-edited', 'no');
    await expect(page.getByTestId('check-run')).toBeEnabled();
    // Already checked (the prediction ran the check): the button offers to check again.
    await expect(page.getByTestId('check-run')).toHaveText('Check my run again');
    // The figure is the late flow's measured elapsed time, as in the summary table.
    const elapsed = parseFloat(await page.getByTestId('elapsed-2').innerText());
    expect(elapsed).toBeGreaterThan(25);
    await expect(verdict).toContainText(`${elapsed.toFixed(2)} s`);
    await expect(verdict).toContainText('needs > 25 s');
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'yes');
    await expect(page.getByTestId('prediction-outcome')).toContainText('Your prediction: right.');
    await expect(page.getByTestId('prediction-why')).toContainText('slow start');
    await expect(page.getByTestId('explanation')).toBeVisible();
    // The answer is locked once judged.
    await expect(page.getByTestId('prediction-choice-0')).toBeDisabled();
    await page.screenshot({ path: `${ARTIFACTS}/lessons-step-laptop.png` });

    // Drag the late flow about a second later; the check follows the new run.
    await dragLateFlow(page, 40);
    await settle(page);
    const moved = await lateFlowStart(page);
    expect(moved).not.toBe(2);
    // The old verdict is marked as belonging to the earlier run.
    await expect(page.getByTestId('check-verdict-stale')).toBeVisible();
    await page.getByTestId('check-run').click();
    await expect(verdict).toHaveAttribute('data-pass', 'no');
    const elapsed2 = parseFloat(await page.getByTestId('elapsed-2').innerText());
    expect(elapsed2).toBeLessThanOrEqual(25);
    await expect(verdict).toContainText(`${elapsed2.toFixed(2)} s`);
    // The verdict says it judged the edited run and what was edited; the prediction keeps its
    // verdict on the step's run and says that the edited run gives the other result.
    const edits = page.getByTestId('check-verdict-edits');
    await expect(edits).toHaveAttribute('data-edited', 'yes');
    await expect(edits).toContainText('Judged on your edited run');
    await expect(edits).toContainText(`flow 3 (third) start 2 → ${moved} s`);
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'yes');
    await expect(page.getByTestId('prediction-edited')).toContainText('gives the other result');
    await page.screenshot({ path: `${ARTIFACTS}/lessons-step-changed-laptop.png` });

    // The step's link, opened in a fresh page, restores the step and the edit.
    await expect(page).toHaveURL(/lesson=tail-drop-late-flow&step=1&flows\.2\.start=/);
    const link = page.url();
    const fresh = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await fresh.goto(link);
    await expect(fresh.getByTestId('lesson-progress')).toHaveText('Step 1 of 4');
    await expect(fresh.getByTestId('step-title')).toHaveText('Three flows, one narrow link');
    expect(await lateFlowStart(fresh)).toBe(moved);
    await fresh.close();

    // N and P move between steps.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('n');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 4');
    await expect(page).toHaveURL(/step=2$/);
    await page.keyboard.press('p');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 4');
  });
});

test('a wrong prediction says so and explains why, and the right answer\'s reason is shown too', async ({ page }) => {
  await page.goto('/#v=1&lesson=tail-drop-late-flow&step=1');
  await expect(page.getByTestId('veil')).toBeVisible();
  await page.getByTestId('prediction-choice-0').check();
  await page.getByTestId('prediction-submit').click();
  const outcome = page.getByTestId('prediction-outcome');
  await expect(outcome).toHaveAttribute('data-matched', 'no');
  await expect(outcome).toContainText('Your prediction: not this one.');
  await expect(page.getByTestId('prediction-why')).toContainText('Why not “About 8 s, its fair share”');
  await expect(page.getByTestId('prediction-why')).toContainText('retransmission timers');
  await expect(page.getByTestId('prediction-right-why')).toContainText('Much longer: more than 25 s');
  await page.getByTestId('other-answers').locator('summary').click();
  await expect(page.getByTestId('other-answers')).toContainText('Somewhat longer, 10–20 s');
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
});

test('the lecturer notes give challenge solutions, folded, in the editor’s words and units', async ({ page }) => {
  await page.goto('/#v=1&lesson=red-knobs&step=1');
  await page.getByTestId('lecturer-notes-toggle').click();
  const notes = page.getByTestId('lecturer-notes');
  // The answers are folded (the notes are one click from a student): opened on purpose.
  await expect(page.getByTestId('lecturer-solutions')).not.toHaveAttribute('open');
  await expect(notes.getByText('min_th = 5 packets')).toBeHidden();
  await page.getByTestId('lecturer-solutions').locator('summary').click();
  await expect(notes).toContainText('min_th = 5 packets');
  await expect(notes).toContainText('max_th = 15 packets');
  await expect(notes).not.toContainText('topology.bottleneck.queue.minTh');
});

test('after the last step the lesson ends with its goals, results and where to go next', async ({ page }) => {
  await page.goto('/#v=1&lesson=synchronisation&step=3&topology.bottleneck.queue.limit=30');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 3 of 3');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('challenge-verdict-edits')).toContainText('Buffer 100 → 30 packets');
  await expect(page.getByTestId('lesson-next')).toHaveText('Finish ✓');
  await page.getByTestId('lesson-next').click();
  const ending = page.getByTestId('lesson-ending');
  await expect(ending).toBeVisible();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Finished');
  await expect(page.getByTestId('ending-goals')).toContainText('global synchronisation');
  await expect(page.getByTestId('ending-challenge-3')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('ending-predictions')).toContainText('not answered');
  await expect(page.getByTestId('ending-next')).toContainText('A voice call beside a download: lost packets');
  await expect(page.getByTestId('lesson-next-lesson')).toBeVisible();
  // Back returns to the last step; Finish again, then the sandbox keeps the scenario.
  await page.getByTestId('lesson-prev').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 3 of 3');
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('ending-sandbox').click();
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __clab: { scenario: { getState(): { draft: { topology: { bottleneck: { queue: { limit: number } } } } } } } }).__clab.scenario.getState().draft.topology.bottleneck.queue.limit)).toBe(30);
});

for (const size of SIZES) {
  test.describe(`screens at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('landing, a lesson step, and a completed challenge (sweep in workers)', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('landing')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-landing-${size.name}.png` });

      // A veiled step, then a wrong answer with its explanation.
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=1');
      await expect(page.getByTestId('veil')).toBeVisible();
      await settle(page);
      await expect(page.getByTestId('veil-go')).toBeInViewport();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-veiled-${size.name}.png` });
      await page.getByTestId('prediction-choice-0').check();
      await page.getByTestId('prediction-submit').click();
      await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'no');
      await page.getByTestId('prediction-outcome').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-wrong-${size.name}.png` });

      await page.goto('/#v=1&lesson=red-knobs&step=1');
      await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
      await page.getByTestId('prediction-choice-0').check();
      await page.getByTestId('prediction-submit').click();
      await settle(page);
      await page.getByTestId('check-run').click();
      await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
      await page.screenshot({ path: `${ARTIFACTS}/lessons-step-${size.name}.png` });

      // The challenge as set up fails, and so does copying step 2's max_p = 0.1; with max_th
      // well below the buffer limit as well, every start time 0–7 s passes.
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=4');
      await expect(page.getByTestId('lesson-progress')).toHaveText('Step 4 of 4');
      await page.getByTestId('check-challenge').click();
      await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no', { timeout: 30_000 });
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=4&topology.bottleneckQueue.maxP=0.1');
      await page.getByTestId('check-challenge').click();
      await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no', { timeout: 30_000 });
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=4&topology.bottleneckQueue.maxP=0.1&topology.bottleneckQueue.maxTh=12000');
      await page.getByTestId('check-challenge').click();
      await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes', { timeout: 30_000 });
      await expect(page.getByTestId('challenge-verdict')).toContainText('8 of 8');
      await expect(page.getByTestId('challenge-done')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-challenge-${size.name}.png` });

      // Finish: the ending lists the goals and the solved challenge.
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('lesson-ending')).toBeVisible();
      await expect(page.getByTestId('ending-challenge-4')).toHaveAttribute('data-pass', 'yes');
      await page.screenshot({ path: `${ARTIFACTS}/lessons-ending-${size.name}.png` });
    });
  });
}

test('a lesson file that is not valid is refused with the reason', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('lesson-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 1, id: 'x', surprise: true })) });
  await expect(page.getByTestId('lesson-file-error')).toContainText('not a valid lesson');
  await expect(page.getByTestId('lesson-file-error')).toContainText('surprise');
});

test('a link with a scenario still opens straight into it', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-red');
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(page.getByTestId('landing')).toHaveCount(0);
  await settle(page);
});

test('a challenge control sets a setting the editor does not show, and the challenge then passes', async ({ page }) => {
  await page.goto('/#v=1&lesson=tcp-anatomy&step=3');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no');
  const input = page.getByTestId('control-tcp.initialSsthresh');
  await input.fill('8760');
  await input.press('Enter');
  await expect(page).toHaveURL(/tcp\.initialSsthresh=8760/);
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes');
});

test('a step that changes its demo’s settings gives the preset menu the heading’s name, not the demo as if it ran (Vegas step 3: RED 10–18, not the preset’s 4/6)', async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  await expect(page.getByTestId('preset')).toHaveValue('');
  // The box names it short (whose set-up, and what: bloat-0820), the heading's whole title its description.
  await expect(page.getByTestId('preset-whole-title')).toHaveText(await page.getByTestId('scenario-name').innerText());
  await expect(page.getByTestId('preset').locator('option').first()).toHaveText(/^Set up by this step: /);
  await expect(page.getByTestId('preset').locator('option').first()).toContainText('10–18');
  // Step 2 runs its demo unchanged: the menu names it.
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await expect(page.getByTestId('preset')).toHaveValue('seed002-a-vr-red');
});
