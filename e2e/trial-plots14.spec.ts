/**
 * What three new users met in the plots at 07:10 (trials phone-0710, bloat-0710): a blank band
 * between the stuck playback bar and the queue plot on a phone (s07), a term tip left floating over
 * the page heading after a scroll (s12), notes and a queue state line in jargon (s08, s14, bloat
 * s10), the queue plot's axis stopping below the buffer (s14), and a plot header counting CoDel's
 * drops over the whole run beside a lesson and summary counting them over the window (bloat s10).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, predict, settle, showPlot } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The gap between the playback bar's bottom and the top of what follows it (the plots), where that lies below the bar. */
function gapUnderBar(page: Page): Promise<{ gap: number; bar: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.main .playback')!;
    const b = bar.getBoundingClientRect();
    const next = bar.nextElementSibling!.getBoundingClientRect();
    return { gap: Math.round(next.top - b.bottom), bar: Math.round(b.height) };
  });
}

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('scrolling from the bar\'s place down to the queue plot, the plots start within 24 px of the playback bar\'s bottom at every step (a ~210 px blank band showed there: phone-0710 s07), and the bar ends one row', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    await predict(page, 1);
    await page.getByTestId('lesson-fold').tap();
    const place = await page.evaluate(() => document.querySelector('.main .playback')!.getBoundingClientRect().top + window.scrollY);
    const seen: string[] = [];
    for (let dy = 0; dy <= 480; dy += 15) {
      await page.evaluate((y) => window.scrollTo(0, y), place + dy);
      // The bar folds on the frame after a scroll.
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
      const { gap, bar } = await gapUnderBar(page);
      if (gap >= 24) seen.push(`${dy} px past the bar's place: ${gap} px blank under a ${bar} px bar`);
      if (dy === 240) await page.screenshot({ path: `${ARTIFACTS}/trial-plots14-bar-gap-390.png` });
    }
    expect(seen, 'blank bands under the bar').toEqual([]);
    expect((await gapUnderBar(page)).bar, 'the stuck bar, scrolled well past its place, is one row').toBeLessThanOrEqual(64);
  });
});

/** The open tip's box and its word's, and whether the word is inside the lesson body's visible part. */
function tipAndWord(page: Page, term: string) {
  return page.evaluate((t) => {
    const tip = document.querySelector('.term-tip:popover-open');
    const el = document.querySelector(`[data-testid="lesson-panel"] [data-testid="term-${t}"]`)!;
    const word = el.getBoundingClientRect();
    // The tip opens under its word's paragraph (TermTip.tsx makeRoomUnder), not over the lines after the word.
    const rowBottom = (el.closest('p') ?? el.parentElement!).getBoundingClientRect().bottom;
    const body = document.querySelector('[data-testid="lesson-panel"] .lesson-body')!.getBoundingClientRect();
    const r = tip?.getBoundingClientRect();
    return { open: tip !== null, tipTop: r?.top ?? 0, wordBottom: word.bottom, rowBottom, wordShown: word.bottom > body.top && word.top < body.bottom };
  }, term);
}

test.describe('a term tip on a phone', () => {
  test.use(PHONE);

  test('a tapped term\'s tip in the lesson follows its word while the sheet scrolls a little, closes once the word has scrolled out of sight (it floated over the page heading: phone-0710 s12), and a tap on the word opens it again', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    const word = page.getByTestId('lesson-panel').getByTestId('term-red');
    await word.scrollIntoViewIfNeeded();
    await word.tap();
    await expect(page.locator('.term-tip:popover-open')).toHaveCount(1);
    const body = page.getByTestId('lesson-panel').locator('.lesson-body');
    // A little: the word stays in sight and the tip stays under it.
    await body.evaluate((b) => b.scrollBy(0, 12));
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    let s = await tipAndWord(page, 'red');
    expect(s.wordShown).toBe(true);
    expect(s.open, 'the tip stays while its word is in sight').toBe(true);
    expect(s.tipTop, 'the tip under its word').toBeGreaterThanOrEqual(s.wordBottom);
    // Near: right under the word's paragraph (step 2's paragraph grew with lesson20's plain-word definitions, 6 lines).
    expect(s.tipTop - s.rowBottom, 'the tip right under its word\'s paragraph').toBeLessThan(24);
    // Far: the word goes out of the sheet's sight, above its head.
    for (let i = 0; i < 12 && (await tipAndWord(page, 'red')).wordShown; i++) {
      await body.evaluate((b) => b.scrollBy(0, 60));
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    }
    s = await tipAndWord(page, 'red');
    expect(s.wordShown, 'the word has scrolled out of sight').toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/trial-plots14-tip-scrolled-390.png` });
    await expect(page.locator('.term-tip:popover-open'), 'no tip left without its word').toHaveCount(0);
    // Back in sight, a tap on the word shows its tip again.
    await word.scrollIntoViewIfNeeded();
    await word.tap();
    await expect(page.locator('.term-tip:popover-open')).toHaveCount(1);
  });
});

test('1366×768, bloat lesson step 2 (CoDel): the queue plot\'s legend counts its drops over the whole run and in the window, the summary\'s two figures (it said "target exceeded drops 116" beside the lesson\'s and the summary\'s 84: bloat-0710 s10)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await settle(page);
  await predict(page, 1);
  const legend = await page.getByTestId('plot-queue').locator('.legend').innerText();
  const m = /target exceeded drops (\d+) over the whole run, (\d+) in the window/.exec(legend.replace(/\s+/g, ' '));
  expect(m, legend).not.toBeNull();
  const drops = page.getByTestId('aggregate').getByTestId('drops');
  const windowText = (await drops.innerText()).trim();
  const wholeText = (await page.getByTestId('aggregate').getByTestId('drops-whole-run').innerText()).trim();
  // "0 / 84" in the window (overflow / target exceeded), "… / 116 over the whole run".
  expect(windowText.split(' / ').at(-1)).toBe(m![2]);
  expect(wholeText).toContain(`/ ${m![1]} over the whole run`);
  await page.getByTestId('plot-queue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-plots14-codel-legend-1366.png` });
});

test.describe('plot notes and the queue at 390×844 (phone)', () => {
  test.use(PHONE);

  test('Vegas step 1: the cwnd plot\'s notes say in plain words what the student sees and why ("106 window cuts unmarked…", "Peak 54.7kB (flow 2, 0.63 s) cut off" were ignored as cryptic: phone-0710 s08), "window" is a glossary term, and each note\'s detail is behind a "Why?" button', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    await predict(page, 1);
    await page.getByTestId('lesson-fold').tap();
    await page.getByTestId('plot-cwnd').scrollIntoViewIfNeeded();
    const cuts = page.getByTestId('note-fact-cwnd-marks-left-out');
    await expect(cuts).toHaveText(/^Flow 2 \(Reno1\) cut its window \d+ times over the whole run, flow 1 \(Vegas1\) \d+; Vegas's small steps are not cuts$/);
    const peak = page.getByTestId('note-fact-cwnd-cut-above');
    await expect(peak).toHaveText(/^Flow 2's window peaked at 54\.7kB at 0\.6\d s, above the plot's top$/);
    await expect(page.getByTestId('note-action-cwnd-cut-above')).toHaveText('Show full range');
    // "window" carries the glossary's cwnd tip.
    await peak.getByRole('button', { name: 'window' }).tap();
    await expect(page.locator('.term-tip:popover-open')).toContainText(/congestion window/i);
    // The detail, one "Why?" away, named by its fact.
    const why = page.getByTestId('note-why-cwnd-marks-left-out');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(why).toHaveAccessibleDescription(/Flow 2 \(Reno1\) cut its window/);
    await why.tap();
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#note-cwnd-marks-left-out')).toContainText('the Table lists every cut');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-plots14-cwnd-notes-390.png` });
  });

  test('Vegas step 2 (RED 4/6, 20-packet buffer): the queue\'s state is one plain reading, symbol after, the rest one per line behind a disclosure (phone-0710 s14), and the y axis reaches the buffer limit, 20, where the axis stopped at 14', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    await page.getByTestId('lesson-fold').tap();
    await page.getByTestId('plot-queue').scrollIntoViewIfNeeded();
    const state = page.getByTestId('queue-state');
    await expect(page.getByTestId('queue-state-now')).toHaveText(/^drop probability \d+\.\d\d % \(p_a\)/);
    const more = page.getByTestId('queue-state-more');
    await expect(more).toHaveAccessibleName("2 more readings of RED's state");
    await expect(state.locator('.queue-state-rest > li')).toHaveCount(2);
    await expect(state.locator('.queue-state-rest > li').first()).toBeHidden();
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(state.getByRole('listitem').nth(0)).toHaveText('highest early-drop probability 10.00 % (max_p)');
    await expect(state.getByRole('listitem').nth(1)).toHaveText(/^packets since last early drop -?\d+ \(count\)$/);
    // The buffer limit on the plot: the axis's top is the buffer's 20 packets, nothing said to be cut off.
    await showPlot(page, 'queue');
    const top = await page.evaluate(() => (window as any).__clab.plots.get('queue').geom.y.domain()[1] as number);
    expect(top).toBe(20);
    await expect(page.getByTestId('plot-notes-queue')).toHaveCount(0);
    await page.getByTestId('plot-queue').screenshot({ path: `${ARTIFACTS}/trial-plots14-red-queue-390.png` });
  });
});

test('1366×768, bloat lesson step 2 (CoDel, 1000-packet buffer, a 14-packet axis): the queue plot says the buffer above its top in words, with "buffer" a glossary term', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await settle(page);
  await predict(page, 1);
  await expect(page.getByTestId('note-fact-queue-cut-above')).toHaveText(/^The queue reached \d+ packets, above the plot's top \(▲ marks when\); the buffer holds 1000 packets$/);
  await expect(page.getByTestId('note-fact-queue-cut-above').getByRole('button', { name: 'buffer' })).toBeVisible();
  await expect(page.getByTestId('queue-state-now')).toHaveText('CoDel in its dropping state: no');
});

test.describe('presented A/B at 1920×1080 (projector)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a plot\'s note line sits between its caption and its drawing, never over the drawing ("Flow 1\'s window peaked …" was painted over the cwnd plot\'s 100 kB tick: its grid row was the drawing\'s)', async ({ page }) => {
    await page.goto('/#v=1&preset=dumbbell-red&mode=compare&present=1&theme=projector&plots=cwnd');
    await compareSettled(page);
    const plots = await page.evaluate(() =>
      [...document.querySelectorAll('.compare-plots > .plot')].map((f) => {
        const box = (s: string) => f.querySelector(s)?.getBoundingClientRect() ?? null;
        const notes = box('.plot-notes');
        return { notes: notes && { top: notes.top, bottom: notes.bottom }, host: { top: box('.plot-host')!.top }, cap: { bottom: box('figcaption')!.bottom } };
      }),
    );
    const noted = plots.filter((p) => p.notes !== null);
    expect(noted.length).toBeGreaterThanOrEqual(2);
    for (const p of noted) {
      expect(p.notes!.top).toBeGreaterThanOrEqual(p.cap.bottom - 0.5);
      expect(p.notes!.bottom).toBeLessThanOrEqual(p.host.top + 0.5);
    }
  });
});
