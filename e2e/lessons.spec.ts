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
    await expect(page.locator('.lesson-card')).toHaveCount(8);
    await page.screenshot({ path: `${ARTIFACTS}/lessons-landing-laptop.png` });

    await page.getByTestId('start-tail-drop-late-flow').click();
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 4');
    await expect(page).toHaveURL(/#v=1&lesson=tail-drop-late-flow&step=1$/);
    // Until a prediction is made the results are veiled and the check cannot be pressed.
    await expect(page.getByTestId('check-run')).toBeDisabled();
    await page.getByTestId('prediction-choice-2').check();
    await expect(page.getByTestId('check-run')).toBeEnabled();
    await settle(page);

    await page.getByTestId('check-run').click();
    const verdict = page.getByTestId('check-verdict');
    await expect(verdict).toHaveAttribute('data-pass', 'yes');
    // The figure is the late flow's measured elapsed time, as in the summary table.
    const elapsed = parseFloat(await page.getByTestId('elapsed-2').innerText());
    expect(elapsed).toBeGreaterThan(25);
    await expect(verdict).toContainText(`${elapsed.toFixed(1)} s`);
    await expect(verdict).toContainText('needs > 25 s');
    await expect(page.getByTestId('prediction-outcome')).toContainText('matches this run');
    await expect(page.getByTestId('explanation')).toBeVisible();
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
    await expect(verdict).toContainText(`${elapsed2.toFixed(1)} s`);
    await expect(page.getByTestId('prediction-outcome')).toContainText('does not match your prediction');
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

for (const size of SIZES) {
  test.describe(`screens at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('landing, a lesson step, and a completed challenge (sweep in workers)', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('landing')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-landing-${size.name}.png` });

      await page.goto('/#v=1&lesson=red-knobs&step=1');
      await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
      await page.getByTestId('prediction-choice-0').check();
      await settle(page);
      await page.getByTestId('check-run').click();
      await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
      await page.screenshot({ path: `${ARTIFACTS}/lessons-step-${size.name}.png` });

      // The challenge as set up fails; with max_p = 0.1 every start time 0–7 s passes.
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=4');
      await expect(page.getByTestId('lesson-progress')).toHaveText('Step 4 of 4');
      await page.getByTestId('check-challenge').click();
      await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no', { timeout: 30_000 });
      await page.goto('/#v=1&lesson=tail-drop-late-flow&step=4&topology.bottleneckQueue.maxP=0.1');
      await page.getByTestId('check-challenge').click();
      await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes', { timeout: 30_000 });
      await expect(page.getByTestId('challenge-verdict')).toContainText('8 of 8');
      await expect(page.getByTestId('challenge-done')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/lessons-challenge-${size.name}.png` });
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
