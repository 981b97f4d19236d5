import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/lessons/catalogue';
import { settle } from './helpers';
import { VEILED_ALTERNATIVE as VEILED_WORDS } from '../src/app/state/veiled-alternative';

/**
 * bloat-2045, "Also noticed": while a lesson step's results were "covered until you answer", the
 * page's accessible text already said "Bottleneck queue over 30.0 s: averaged 3.9 packets": a
 * screen-reader user heard the answer before predicting. Over each lesson's first prediction step,
 * opened as a link: what assistive technology can read (the page's accessibility tree, the text of
 * every aria-describedby and aria-labelledby target wherever it sits, live regions, images' names,
 * the document's title) holds no figure of the run's summary; once answered, the summary's figures are
 * in the accessibility tree.
 *
 * The rule: a figure is a number with a decimal point in the summary's cells (per-flow table and
 * the link's and run's figures: "3.9", "268.3", "0.49"), read from the page while it is veiled
 * (rendered under the cover). Numbers the step itself states before any run (its title, text,
 * question and answers, the scenario's settings and the editor's fields, e.g. "0.1" % packet
 * errors) are left out: they are not the run's.
 */
const FIRST_PREDICTIONS = LESSONS.flatMap((l) => {
  const i = l.steps.findIndex((s) => s.prediction);
  return i < 0 ? [] : [{ id: l.id, step: i + 1, said: stepWords(l.steps[i]) }];
});

type StepLike = (typeof LESSONS)[number]['steps'][number];

/** Everything the step says before its question is answered. */
function stepWords(s: StepLike): string {
  return [s.title, s.text, s.prediction?.question ?? '', ...(s.prediction?.choices.map((c) => c.text) ?? [])].join('\n');
}

/** Numbers with a decimal point, as the page formats them ("1,234.5" stays one). */
function decimals(text: string): Set<string> {
  return new Set(text.match(/\d+(?:,\d{3})*\.\d+/g) ?? []);
}

/** The summary's figures as rendered (also under the veil, where they are blurred and aria-hidden). */
function summaryFigures(page: Page): Promise<string> {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="summary"] td, [data-testid="summary"] dd')].map((c) => c.textContent ?? '').join('\n'));
}

/** What assistive technology can read besides the accessibility tree, whatever is around it. */
function referencedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    for (const attr of ['aria-describedby', 'aria-labelledby']) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const id of (el.getAttribute(attr) ?? '').split(/\s+/)) {
          const t = id ? document.getElementById(id) : null;
          if (t) out.push(`${attr} ${id}: ${t.textContent ?? ''}`);
        }
      }
    }
    // Regions that announce (aria-live="off" ones, like the playback bar's time, are only read in the tree).
    for (const el of document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="log"], [role="alert"], output:not([aria-live="off"])')) out.push(`live: ${el.textContent ?? ''}`);
    for (const el of document.querySelectorAll('[role="img"][aria-label], canvas[aria-label], img[alt]')) out.push(`img: ${el.getAttribute('aria-label') ?? el.getAttribute('alt')}`);
    return out.join('\n');
  });
}

test('each lesson\'s first prediction step, veiled: no decimal figure of the run\'s summary (none the step itself states) is in the accessibility tree, a described-by/labelled-by target, a live region, an image\'s name or the title, and the plots\' descriptions say the results are hidden; answered, the figures are in the tree and no description says so', async ({ page }) => {
  test.setTimeout(30_000 + FIRST_PREDICTIONS.length * 20_000);
  expect(FIRST_PREDICTIONS.length).toBe(LESSONS.length);
  for (const { id, step, said } of FIRST_PREDICTIONS) {
    const at = `${id} step ${step}`;
    await page.goto(`/#v=1&lesson=${id}&step=${step}`);
    await expect(page.getByTestId('lesson-progress'), at).toContainText(`Step ${step} of`);
    await settle(page);
    await expect(page.getByTestId('results'), at).toHaveAttribute('data-veiled', 'yes');
    await expect(page.locator('[data-testid="summary"] td').first(), at).toBeAttached();
    const scenario = await page.evaluate(() => JSON.stringify((window as unknown as { __clab: { scenario: { getState(): { valid: unknown } } } }).__clab.scenario.getState().valid));
    const editor = await page.getByRole('complementary', { name: 'Scenario editor' }).ariaSnapshot();
    const stated = new Set([...decimals(said), ...decimals(scenario), ...decimals(editor)]);
    const figures = [...decimals(await summaryFigures(page))].filter((f) => !stated.has(f));
    expect(figures.length, `${at}: the summary has figures to look for`).toBeGreaterThan(0);
    const heard = `${await page.locator('body').ariaSnapshot()}\n${await referencedText(page)}`;
    const heardFigures = decimals(heard);
    expect(figures.filter((f) => heardFigures.has(f)).map((f) => `${f} in «${heard.split('\n').find((l) => decimals(l).has(f))}»`), `${at}: veiled, no figure of the run can be heard`).toEqual([]);
    // The plots' descriptions say why they hold no figure.
    expect(heard, `${at}: a plot's description says the results are hidden`).toContain(`aria-describedby desc-queue: ${VEILED_WORDS}`);

    // Answered: the cover lifts and the same figures are in the accessibility tree.
    await page.getByTestId('prediction-choice-0').check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await expect(page.getByTestId('results'), at).toHaveAttribute('data-veiled', 'no');
    const shown = decimals(await page.locator('body').ariaSnapshot());
    expect(figures.filter((f) => !shown.has(f)), `${at}: answered, the summary's figures are read`).toEqual([]);
    // The plots' descriptions say the run again (a canvas plot rewrites its own when the veil lifts).
    await expect.poll(async () => (await referencedText(page)).includes(VEILED_WORDS), { message: `${at}: answered, no text alternative still says the results are hidden` }).toBe(false);
  }
});
