import { expect, test, type Page } from '@playwright/test';
import { activeId, ARTIFACTS, failOnPageErrors, goToTimeByKeyboard, liveRegion, openFresh, settle, tabTo } from './helpers';

/**
 * What the fourth screen-reader trial (sr-0010) left, keyboard only (no mouse event): a results
 * heading named with its CSV button, a readout whose value was only "t = …", a "Go to time" that
 * left the replay where it was, silent playback keys, plot descriptions blind to zoom and cursor,
 * a "more…" Tab stop after every editor field, the lesson panel last in the page, and "seed 000"
 * not found by the preset search.
 */

failOnPageErrors(test);
test.describe.configure({ timeout: 120_000 });

const live = liveRegion;

/** Every text the live region held from now on (a message is written once, after a blank). */
async function recordLive(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __said: string[] };
    w.__said = [];
    const el = document.querySelector('[data-testid="live-region"]')!;
    new MutationObserver(() => {
      const t = el.textContent ?? '';
      if (t !== '' && t !== w.__said[w.__said.length - 1]) w.__said.push(t);
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
}

test('the results heading is named by its own words, and its CSV button by its own (Explore and Compare)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await tabTo(page, 'skip-results');
  await page.keyboard.press('Enter');
  const heading = page.getByTestId('summary').getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName(/^Summary run ended at \d+\.\d\d s \(complete\), [\d,]+ events$/);
  // The next Tab stop is the CSV button, named for what it does, outside the heading.
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('export-csv-summary');
  await expect(page.getByTestId('export-csv-summary')).toHaveAccessibleName('Download the summary table as CSV');
  // No heading of the page holds a button or a link but the header's home link (its name is the heading's).
  const inHeadings = async () =>
    page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].flatMap((h) => [...h.querySelectorAll('button, a, input, select')].filter((c) => (c as HTMLElement).dataset.testid !== 'home').map(() => h.textContent ?? '')),
    );
  expect(await inHeadings()).toEqual([]);
  // Compare's A/B summary too.
  await tabTo(page, 'jump-header');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('compare-summary')).toBeVisible();
  await expect(page.getByTestId('compare-summary').getByRole('heading', { level: 2 })).toHaveAccessibleName(/^A\/B summary A .*; B /);
  expect(await inHeadings()).toEqual([]);
  await page.getByTestId('summary-window').or(page.getByTestId('compare-summary')).first().scrollIntoViewIfNeeded();
});

test('a plot readout is one sentence in one element: the time, each series by name, each value with its unit', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await tabTo(page, 'readout-focus-cwnd');
  const slider = page.getByTestId('readout-focus-cwnd');
  await expect(slider).toHaveAttribute('aria-valuetext', 'no time chosen');
  // The plot draws a frame after it scrolls into view: Home until the readout stands at 0.
  await expect.poll(async () => {
    await page.keyboard.press('Home');
    return page.getByTestId('readout-cwnd').count();
  }).toBe(1);
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', /^At \d+\.\d{3} s — Flow 1 \(big 1\): cwnd \d+(\.\d)? k?B, ssthresh \d+(\.\d)? k?B; Flow 2 \(big 2\): cwnd .+; Flow 3 \(third\): (cwnd .+|idle, waiting for its retransmission timer .+)\.$/);
  const sentence = (await slider.getAttribute('aria-valuetext'))!;
  expect(sentence).not.toMatch(/t = /);
  // The sentence holds what the readout on the plot shows, value for value.
  const t = Number(await page.getByTestId('readout-cwnd').getAttribute('data-t'));
  expect(sentence.startsWith(`At ${t.toFixed(3)} s`)).toBe(true);
  for (const v of await page.getByTestId('readout-cwnd').locator('.readout-value').allTextContents()) expect(sentence).toContain(v.trim());
  // Not said a second time by another region.
  await expect(page.getByTestId('readout-said-cwnd')).toHaveText('');
});

test('"Go to time" moves the replay and the plots’ cursor there and says so', async ({ page }) => {
  await goToTimeByKeyboard(page, '10');
  await expect(live(page)).toContainText(/^At t = 10\.000 s: the replay is paused there, the plots show 0 to 10\.0 s of \d+\.\d s\. Bottleneck queue: queue \d+ pkts/);
  // The replay: its slider, its time and its store stand at 10 s, paused.
  expect(Math.abs(Number(await page.getByTestId('scrub').inputValue()) - 10)).toBeLessThan(0.05);
  await expect(page.getByTestId('scrub')).toHaveAttribute('aria-valuetext', /^10\.0 s of \d+\.\d s$/);
  await expect(page.getByTestId('cursor-time')).toHaveText(/^10\.00 \/ \d+\.\d\d s$/);
  expect(await page.evaluate(() => (window as any).__clab.playback.getState())).toMatchObject({ cursor: 10, playing: false });
  // Each plot's cursor line is drawn at 10 s (its x on the time axis).
  const cursorX = await page.evaluate(() => {
    const p = (window as any).__clab.plots.get('queue');
    return { line: p.shown?.cursorX ?? null, at10: p.xOfTime(10) };
  });
  expect(cursorX.line).not.toBeNull();
  expect(Math.abs(cursorX.line - cursorX.at10)).toBeLessThan(1.5);
  // Playback steps on from there.
  await tabTo(page, 'skip-main', true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-name')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => (window as any).__clab.playback.getState().cursor)).toBeGreaterThan(10);
});

test('playback keys are said once their state settles: play, pause, a burst of steps, a speed, End — never per frame', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(live(page)).toContainText('Run finished');
  const said = await recordLive(page);
  await tabTo(page, 'skip-main');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-name')).toBeFocused();
  await page.keyboard.press('+');
  await expect(live(page)).toHaveText('Speed 2×, paused. Space plays from the start.');
  await page.keyboard.press('Space');
  await expect(live(page)).toHaveText(/^Playing at 2× \(now at \d+\.\d s of \d+\.\d s\)\. Space pauses\.$/);
  // Two seconds of frames: nothing more is said.
  await page.waitForTimeout(2000);
  await page.keyboard.press('Space');
  await expect(live(page)).toHaveText(/^Paused at \d+\.\d s of \d+\.\d s\. Space plays on; End shows the whole run\.$/);
  const paused = Number(/^Paused at (\d+\.\d)/.exec((await live(page).textContent())!)![1]);
  expect(paused).toBeGreaterThan(2);
  // Five steps: one message, where they stopped.
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(live(page)).toContainText(/^Plots now show 0 to \d+\.\d s of \d+\.\d s, paused\./);
  await page.keyboard.press('End');
  // End keeps the chosen speed (present18): the replay after it plays at 2×.
  await expect(live(page)).toHaveText(/^The plots show the whole run, \d+\.\d s\. Space replays it at 2×\.$/);
  const all = await said();
  expect(all.filter((t) => t.startsWith('Playing')), all.join('\n')).toHaveLength(1);
  expect(all.filter((t) => t.startsWith('Plots now show')), all.join('\n')).toHaveLength(1);
  expect(all.length, all.join('\n')).toBe(5);
});

test('a plot’s description says the zoomed span and the values at the cursor, from the registry’s text alternative', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  const figure = page.getByTestId('plot-queue');
  const whole = (await page.getByTestId('desc-queue').textContent())!;
  expect(whole).toMatch(/^Bottleneck queue over \d+\.\d s/);
  expect(whole).not.toMatch(/Zoomed|cursor/);
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'zoom-fields-toggle');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await expect(figure).toHaveAccessibleDescription(/Zoomed: shown 5\.0 to 20\.0 s of the run's \d+\.\d s\.$/);
  expect((await page.getByTestId('desc-queue').textContent())!.startsWith(whole)).toBe(true);
  await tabTo(page, 'go-to-time');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(figure).toHaveAccessibleDescription(/Zoomed: shown 5\.0 to 20\.0 s of the run's \d+\.\d s\. Drawn up to the replay's cursor at 10\.0 s\. At the cursor: At 10\.000 s — Bottleneck queue: queue \d+ pkts, \d+(\.\d)? k?B/);
  await expect(page.getByTestId('plot-cwnd')).toHaveAccessibleDescription(/At the cursor: At 10\.000 s — Flow 1 \(big 1\): cwnd \d+(\.\d)? k?B, ssthresh/);
  // Back to the whole run (Z, End): the description is the run's again.
  await tabTo(page, 'skip-main', true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-name')).toBeFocused();
  await page.keyboard.press('z');
  await page.keyboard.press('End');
  // The whole run, no longer cut; the typed readout time still stands, and is said as such.
  await expect(page.getByTestId('desc-queue')).toHaveText(`${whole} Readout: At 10.000 s — Bottleneck queue: ${/queue \d+ pkts, \d+(\.\d)? k?B/.exec((await page.getByTestId('desc-queue').textContent())!)?.[0] ?? ''}.`);
  // Cleared ("Go to time" emptied): the run's own words again.
  await tabTo(page, 'go-to-time');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('desc-queue')).toHaveText(whole);
});

/** Tab stops from the editor's first control to its last (Tab until focus leaves the editor). */
async function editorTabStops(page: Page): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < 200; i++) {
    const where = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement;
      return a.closest('#editor') ? a.dataset.testid ?? a.getAttribute('aria-label') ?? a.textContent?.slice(0, 30) ?? a.tagName : null;
    });
    if (where === null) break;
    stops.push(where);
    await page.keyboard.press('Tab');
  }
  return stops;
}

test('the editor’s fields are explained without a Tab stop per field: one "Explain fields" toggle; tips still offer "more…"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-red');
  await tabTo(page, 'skip-editor');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('explain-fields');
  await expect(page.getByTestId('explain-fields')).toHaveAttribute('aria-pressed', 'false');
  const off = await editorTabStops(page);
  expect(off.filter((s) => /^tip-more-|^More about/.test(s))).toEqual([]);
  // With the toggle on, each tip's "more…" is a Tab stop again: today's count before this change.
  await tabTo(page, 'explain-fields', true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explain-fields')).toHaveAttribute('aria-pressed', 'true');
  const on = await editorTabStops(page);
  const more = on.filter((s) => /^tip-more-/.test(s)).length;
  console.log(`editor Tab stops: ${off.length} with the links off the Tab order, ${on.length} with them on (${more} "more…")`);
  expect(more).toBeGreaterThan(10);
  // Today's editor (before this change) is `on` without the toggle: every "more…" is gone from
  // the Tab order and one toggle added (measured at seed000-red, 1366×768: 46 against 80; with
  // the Flows list's name box, one stop per flow, 45 against 75 on 2026-12-01).
  const today = on.length - 1;
  expect(off.length).toBe(today - more + 1);
  expect(off.length).toBeLessThanOrEqual(Math.round(today * 0.62));
  // The field still says its explanation on focus, and its tip shows "more…" (for the pointer and touch).
  await tabTo(page, 'explain-fields', true);
  await page.keyboard.press('Enter');
  await tabTo(page, 'discipline');
  await expect(page.getByTestId('discipline')).toHaveAccessibleDescription(/\w{3,}/);
  const tip = page.locator('.term-tip:visible').first();
  await expect(tip.getByRole('button', { name: /^More about .* in the glossary$/ })).toBeVisible();
});

test('a lesson’s panel comes right after the main heading in the reading and Tab order, and stays drawn at the side', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await tabTo(page, 'start-tail-drop-late-flow');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-title')).toBeFocused();
  // Reading order: the scenario's heading, then the lesson panel, then the status and results.
  const order = await page.evaluate(() => {
    const h = document.querySelector('[data-testid="scenario-name"]')!;
    const panel = document.querySelector('[data-testid="lesson-panel"]')!;
    const after = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    // The heading's own block (its row and the description under it) is the heading's.
    const block = h.closest('.scenario-title')!;
    const firstAfterHeading = [...document.querySelectorAll('#main *')].find((e) => after(h, e) && !block.contains(e));
    return {
      panelInMain: panel.closest('#main') !== null,
      panelAfterHeading: after(h, panel),
      nextBlock: firstAfterHeading === panel,
      beforeEditor: after(panel, document.querySelector('#editor')!),
      beforeResults: after(panel, document.querySelector('[data-testid="veil"]') ?? document.querySelector('[data-testid="summary"]')!),
    };
  });
  expect(order).toEqual({ panelInMain: true, panelAfterHeading: true, nextBlock: true, beforeEditor: true, beforeResults: true });
  // Tab order: from the main heading, the next stops are the lesson's, up to Submit.
  await tabTo(page, 'skip-main', true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-name')).toBeFocused();
  const stops: string[] = [];
  for (let i = 0; i < 12 && !stops.includes('prediction-submit'); i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => ((document.activeElement as HTMLElement).closest('[data-testid="lesson-panel"]') ? (document.activeElement as HTMLElement).dataset.testid ?? 'lesson' : 'outside')));
  }
  expect(stops).toContain('prediction-submit');
  expect(stops).not.toContain('outside');
  // Drawn where it was: the right-hand side panel at 1366 px.
  const box = (await page.getByTestId('lesson-panel').boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1360);
  expect(box.x).toBeGreaterThan(900);
  await page.screenshot({ path: `${ARTIFACTS}/trial4-lesson-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  const sheet = (await page.getByTestId('lesson-panel').boundingBox())!;
  // A bottom sheet, not a full screen: as tall as its content, at most 68 % of the window (layout/phone.css).
  expect(sheet.y).toBeGreaterThanOrEqual(844 * 0.32 - 1);
  await page.screenshot({ path: `${ARTIFACTS}/trial4-lesson-390.png` });
});

test('the preset search finds a study’s presets by its seed ("seed 000") and its authors ("Weigle & Jeffay")', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=dumbbell-droptail');
  await tabTo(page, 'preset-search');
  const seed000 = await page.evaluate(() => [...document.querySelectorAll('[data-testid="preset"] option')].filter((o) => (o as HTMLOptionElement).value.startsWith('seed000')).length);
  for (const q of ['seed 000', 'seed000']) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(q);
    await expect(page.getByTestId('preset-search-count')).toContainText(`${seed000} found: Late flow vs two downloads — tail drop; Late flow vs two downloads — RED;`);
  }
  // Enter: the list holds the found presets only, every one of seed 000's.
  await page.keyboard.press('Enter');
  expect(await activeId(page)).toBe('preset');
  const values = await page.evaluate(() => [...document.querySelectorAll('[data-testid="preset"] option')].map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  expect(values).toHaveLength(seed000);
  expect(values.every((v) => v.startsWith('seed000'))).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/trial4-search-1366.png` });
  await tabTo(page, 'preset-search');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Weigle & Jeffay');
  await expect(page.getByTestId('preset-search-count')).toContainText(/^\d+ found/);
  const web = await page.evaluate(() => [...document.querySelectorAll('[data-testid="preset"] option')].map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  expect(web.length).toBeGreaterThan(0);
  expect(web.every((v) => v.startsWith('seed001'))).toBe(true);
});

test('screenshots of what changed at 390×844 and 1366×768', async ({ page }) => {
  for (const [w, h] of [[1366, 768], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    // A fresh page at each size (the same link twice would only change the hash).
    await page.goto('about:blank');
    await openFresh(page, '/#v=1&preset=seed000-droptail');
    // On a phone "Go to time" is behind the playback bar's "More" (phone-0820 s16).
    if (w < 600) await page.getByTestId('playback-more').click();
    await page.getByTestId('scenario-name').focus();
    await tabTo(page, 'go-to-time');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await settle(page);
    await tabTo(page, 'readout-focus-queue');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('plot-queue').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial4-goto-readout-${w}.png` });
    await page.locator('#sum-h').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${ARTIFACTS}/trial4-summary-${w}.png` });
    if (w < 800) {
      await tabTo(page, 'skip-editor');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('editor').evaluate((e) => e.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
    } else {
      await page.getByTestId('explain-fields').scrollIntoViewIfNeeded();
    }
    await page.getByTestId('explain-fields').focus();
    await page.screenshot({ path: `${ARTIFACTS}/trial4-editor-${w}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});

test('G goes to the "Go to time" field from the page, and the help lists it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(liveRegion(page)).toContainText('Run finished');
  // From the page (nothing focused that takes letters).
  await page.keyboard.press('g');
  expect(await activeId(page)).toBe('go-to-time');
  // The key went to the shortcut, not into the field.
  await expect(page.getByTestId('go-to-time')).toHaveValue('');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toContainText(/^At t = 10\.000 s/);
  // From the Go button beside the field, "?" opens the help (it acts from buttons too).
  await page.keyboard.press('Tab');
  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toBeVisible();
  await expect(page.getByTestId('help')).toContainText('Go to time: focus the time field');
});
