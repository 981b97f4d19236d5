import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Lesson and landing findings of the 10:00 trials (issue 37): the student's own verdict after
 * Submit, one name for a lesson step's set-up, answers kept over a reload, the bufferbloat
 * lesson's retransmissions said at step 1, a thumbnail per lesson topic, and a one-line sheet title.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function openLesson(page: Page, id: string, step = 1): Promise<void> {
  await page.goto(`/#v=1&lesson=${id}&step=${step}`);
  await expect(page.getByTestId('lesson-progress')).toHaveText(new RegExp(`Step ${step} of`));
  await settle(page);
}

/** Where `testId`'s top is in the lesson sheet's scrolled body: in view or not, and what has focus. */
async function topInSheet(page: Page, testId: string): Promise<{ inView: boolean; focused: string }> {
  return page.evaluate((id) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    const body = el.closest<HTMLElement>('.lesson-body')!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return { inView: r.top >= body.top - 1 && r.top + 24 <= body.bottom, focused: (document.activeElement as HTMLElement | null)?.dataset.testid ?? '' };
  }, testId);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('after Submit the sheet shows the top of the student\'s own verdict (not the Check box below it), focused so it is announced', async ({ page }) => {
    await openLesson(page, 'vegas-meets-reno');
    await predict(page, 0);
    await expect(page.getByTestId('check-verdict')).toBeVisible();
    await expect(page.getByTestId('prediction-outcome')).toBeVisible();
    // The check's verdict arrives with the prediction's: wait a few frames for any scrolling after it.
    await page.waitForTimeout(300);
    const at = await topInSheet(page, 'prediction-outcome');
    expect(at.inView).toBe(true);
    expect(at.focused).toBe('prediction-outcome');
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('aria-label', /Your prediction: (right|not this one)\. The run/);
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-verdict-phone.png` });
  });

  test('a reload of the lesson link shows the answered prediction with its verdict, and Try again asks it afresh', async ({ page }) => {
    await openLesson(page, 'vegas-meets-reno');
    await predict(page, 0);
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'yes');
    await page.reload();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
    await settle(page);
    await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'yes');
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'yes');
    await expect(page.getByTestId('prediction-choice-0')).toBeChecked();
    await expect(page.getByTestId('veil')).toHaveCount(0);
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-reload-phone.png` });
    // Try again: the question is open again, the results veiled until a new answer.
    await page.getByTestId('prediction-try-again').click();
    await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'no');
    await expect(page.getByTestId('veil')).toBeVisible();
    await predict(page, 1);
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'no');
    // The new answer is the one remembered.
    await page.reload();
    await settle(page);
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'no');
    await expect(page.getByTestId('prediction-choice-1')).toBeChecked();
  });

  test('Start again on a lesson card asks its remembered predictions afresh', async ({ page }) => {
    await openLesson(page, 'vegas-meets-reno');
    await predict(page, 0);
    await page.goto('/');
    await page.getByTestId('start-vegas-meets-reno').click();
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 3');
    await expect(page.getByTestId('prediction')).toHaveAttribute('data-answered', 'no');
    await expect(page.getByTestId('veil')).toBeVisible();
  });

  test('the expanded lesson sheet\'s title takes one line on a phone, the full title still in its name', async ({ page }) => {
    await openLesson(page, 'bufferbloat-voice');
    const title = page.getByTestId('lesson-sheet-title');
    await expect(title).toHaveText('A call beside downloads: big buffers and what CoDel does');
    const box = await title.evaluate((el) => ({ h: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight), full: el.getAttribute('title') }));
    expect(box.h).toBeLessThanOrEqual(box.line + 1);
    expect(box.full).toBe('A call beside downloads: big buffers and what CoDel does');
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-title-phone.png` });
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('after Submit at 1366×768 the Why text of the verdict is in the panel\'s view', async ({ page }) => {
    await openLesson(page, 'bufferbloat-voice');
    await predict(page, 1);
    await expect(page.getByTestId('check-verdict')).toBeVisible();
    await page.waitForTimeout(300);
    expect((await topInSheet(page, 'prediction-outcome')).inView).toBe(true);
    expect((await topInSheet(page, 'prediction-why')).inView).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-verdict-1366.png` });
  });

  test('a lesson step that sets its own thresholds gives the preset menu the heading\'s name, not "Edited from" its preset', async ({ page }) => {
    await openLesson(page, 'vegas-meets-reno', 3);
    const heading = await page.getByTestId('scenario-name').innerText();
    expect(heading).toContain('10–18');
    const menu = page.getByTestId('preset-chosen');
    await expect(menu).not.toContainText('Edited from');
    await expect(menu).toContainText('10–18');
    await expect(menu).not.toContainText('4/6');
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-step-name-1366.png` });
  });

  // Bloat trial 04:00 (step 4): bulk 1's resends beside the call's delay pulled the first screen
  // away from the call; they are said in the fold whose question they answer.
  test('bufferbloat step 1 says why bulk 1 retransmits more than its queue drops (in the fold on resends), and that the legend\'s overflow counts every flow', async ({ page }) => {
    await openLesson(page, 'bufferbloat-voice');
    await predict(page, 1);
    const check = page.getByRole('region', { name: 'Check' });
    const fold = page.getByTestId('explanation-aside');
    // The point stands outside the fold (AsideFold), the detail in it.
    await expect(page.getByTestId('explanation-aside-lead')).toContainText(/resends more than it lost/);
    await fold.locator('summary').click();
    await expect(fold).toContainText(/never lost/);
    await expect(check).toContainText(/overflow.*all (five )?flows/i);
    await expect(page.getByTestId('check-verdict')).not.toContainText('flow 1 (bulk 1)');
  });

  test('each lesson card has a decorative thumbnail of its own topic, and the two voice lessons\' titles say which is about loss and which about bufferbloat', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('[data-testid^="lesson-card-"]');
    await expect(cards.first()).toBeVisible();
    const thumbs = await cards.evaluateAll((els) =>
      els.map((el) => {
        const svg = el.querySelector('svg.lesson-thumb')!;
        return { id: el.getAttribute('data-testid'), sketch: svg.getAttribute('data-sketch'), hidden: svg.getAttribute('aria-hidden'), shapes: svg.innerHTML };
      }),
    );
    expect(thumbs.length).toBeGreaterThanOrEqual(10);
    for (const t of thumbs) expect(t.hidden, t.id!).toBe('true');
    // Every lesson's picture is its own: no two cards draw the same thing.
    expect(new Set(thumbs.map((t) => t.shapes)).size).toBe(thumbs.length);
    const sketch = (id: string) => thumbs.find((t) => t.id === `lesson-card-${id}`)!.sketch;
    expect(sketch('bufferbloat-voice')).toBe('queue-filling');
    expect(sketch('vegas-meets-reno')).toBe('unequal-shares');
    expect(sketch('red-knobs')).toBe('drop-ramp');
    expect(sketch('tcp-anatomy')).toBe('sawtooth');
    expect(sketch('l4s-low-delay')).toBe('ecn-marks');
    const title = (id: string) => page.getByTestId(`lesson-card-${id}`).locator('h3').innerText();
    expect(await title('voice-beside-download')).toMatch(/loss|class/i);
    expect(await title('voice-beside-download')).not.toMatch(/bufferbloat|CoDel/i);
    expect(await title('bufferbloat-voice')).toMatch(/bufferbloat|CoDel/i);
    await page.getByTestId('lesson-card-bufferbloat-voice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/lesson4-cards-1366.png` });
  });
});
