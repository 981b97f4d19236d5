import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, openFresh, settle, urlSettled } from './helpers';

/**
 * What the phone (7/10) and lecturer (8/10) trials of 2026-11-29 still stumbled on (issue 37):
 * replay controls scrolled away, a tooltip left open by a "Look at" jump, the title not taking
 * every state home, four A/B plots too short to read when projected, a paper's figures read as
 * the student's own.
 */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

const SCREENS = [
  { name: 'phone', w: 390, h: 844, theme: '' },
  { name: 'laptop', w: 1366, h: 768, theme: '' },
  { name: 'projector', w: 1920, h: 1080, theme: '&theme=projector' },
] as const;

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The point at the middle of a control belongs to it (nothing drawn over it). */
async function onTop(page: Page, testid: string): Promise<boolean> {
  return page.getByTestId(testid).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
}

for (const s of SCREENS) {
  test(`${s.w}×${s.h}${s.theme ? ' projector' : ''}: the playback controls stay reachable while the plots are scrolled, over no plot's title, without sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: s.w, height: s.h });
    for (const mode of ['', '&mode=compare']) {
      if (mode) {
        await page.goto(`/#v=1&preset=seed000-droptail${s.theme}${mode}`);
        await expect(page.getByTestId('compare-panel')).toBeVisible();
        await compareSettled(page);
      } else await openFresh(page, `/#v=1&preset=seed000-droptail${s.theme}`);
      // Down to the last plot, as a student reading the plots one after another does.
      const last = page.locator('figure.plot').last();
      await last.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const bar = page.locator('.main .playback');
      await expect.poll(async () => (await bar.boundingBox())!.y, { message: 'the bar sits at the top of the window' }).toBeLessThanOrEqual(1);
      // On a phone the bar is one row (play, the time, More: phone-0820 s16); More opens the rest.
      const phone = s.w < 600;
      for (const id of phone ? ['play', 'cursor-time', 'playback-more'] : ['play', 'scrub', 'reset', 'cursor-time']) {
        await expect(page.getByTestId(id).first(), id).toBeInViewport();
        expect(await onTop(page, id), `${id} is not covered`).toBe(true);
      }
      // The plot scrolled to starts below the bar (scroll-padding), its title readable.
      const barBottom = (await bar.boundingBox())!;
      const caption = (await last.locator('figcaption').boundingBox())!;
      expect(caption.y, 'plot title below the bar').toBeGreaterThanOrEqual(barBottom.y + barBottom.height - 1);
      // On a phone the stuck bar is one row (play, time, More): at most ~8 % of the screen.
      if (phone) expect(barBottom.height).toBeLessThanOrEqual(s.h * 0.08);
      expect(await sideways(page), 'sideways scroll').toBeLessThanOrEqual(0);
      if (!mode) await page.screenshot({ path: `${ARTIFACTS}/sticky-playback-${s.name}.png` });
      // The controls work from there: play, then pause.
      if (phone) await page.getByTestId('playback-more').first().click();
      await page.getByTestId('reset').first().click();
      await page.getByTestId('play').first().click();
      await expect(page.getByTestId('play').first()).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('play').first().click();
      await expect(page.getByTestId('play').first()).toHaveAttribute('aria-pressed', 'false');
      // Back at the top the bar is in its own place again, with its last row (zoom, Go to time).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByTestId('go-to-time').first()).toBeVisible();
      await expect(page.getByTestId('zoom-fields-toggle').first()).toBeVisible();
      // Folded again (opened, the phone's bar stays open while the page lives, as the student left it).
      if (phone) await page.getByTestId('playback-more').first().click();
    }
  });
}

test('presentation keeps its own bar: nothing sticks to the top of the projected view', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=seed000-droptail&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  expect(await page.locator('.present .playback').evaluate((el) => getComputedStyle(el).position)).toBe('static');
});

test('after a "Look at" jump no tooltip stays open; a tooltip opens again once the pointer comes back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Vegas meets Reno, step 3: "Look at: Bottleneck queue settings" opens the editor drawer and
  // scrolls it; a phone trial was left with the "ns byte mode" tip open over the lesson sheet.
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  const look = page.getByTestId('look-at');
  await expect(look).toContainText('“Bottleneck” settings in the editor');
  // In the 40 % sheet the step's line is below the body's fold: scrolled up to it, as a student does.
  await look.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const at = (await look.boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  await expect(page.getByTestId('editor')).not.toHaveAttribute('inert', '');
  // While the drawer scrolls, controls with tips pass under the still pointer: the pointer
  // "enters" them (as the browser reports it after a scroll). Move it onto one, as the page does.
  // (Headless Chromium does not report that by itself: the test moves the pointer once the
  // drawer has slid in, while the jump is still settling.)
  await page.waitForTimeout(400);
  const host = page.locator('[data-testid="editor"] [data-term="max-p"]');
  const hb = (await host.boundingBox())!;
  const point = { x: hb.x + 12, y: hb.y + hb.height / 2 };
  expect(await host.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point), 'the control is not covered').toBe(true);
  await page.mouse.move(point.x, point.y);
  // Once the jump has settled, no tooltip is showing.
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => [...document.querySelectorAll('[role="tooltip"]:popover-open')].map((t) => t.textContent))).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}/look-at-no-stray-tip-phone.png` });
  // Tips still work: the pointer leaves and comes back, and the control's tip shows.
  const again = (await host.boundingBox())!;
  await page.mouse.move(2, 2);
  await page.mouse.move(again.x + 12, again.y + again.height / 2);
  await expect(page.locator('[role="tooltip"]:popover-open')).toHaveCount(1);
  await context.close();
});

/** The page has written its address for what is on screen (no link write pending). */

const HOME_STARTS: [string, string][] = [
  ['Explore', '/#v=1&preset=seed000-red'],
  ['Compare A/B', '/#v=1&preset=seed000-red&view=6&mode=compare'],
  ['Sweep', '/#v=1&preset=seed000-red&view=6&mode=sweep'],
  // The Web batch panel is the same under any preset; seed001-80's background run cost ~1.5 CPU-s a load.
  ['Web batch', '/#v=1&preset=seed000-red&view=6&mode=web'],
  ['a lesson', '/#v=1&lesson=synchronisation&step=2'],
  ['a lesson in A/B', '/#v=1&lesson=red-knobs&step=1&view=6&mode=compare'],
  ['an edited title, chosen plots, projector theme', '/#v=1&preset=dumbbell-10-droptail&view=6&plots=queue,red&title=RED%20knobs&theme=projector'],
];

for (const [w, h] of [
  [1366, 768],
  [390, 844],
] as const) {
  const phone = w < 600;
  const where = `${w} px${phone ? ', the header folded' : ''}`;

  test(`the landing page opened from the bare address keeps it (${where}); the title links to it`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: w, height: h }, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    // It used to gain "#…preset=…".
    await page.goto('/');
    await expect(page.getByTestId('landing')).toBeVisible();
    await urlSettled(page);
    expect(new URL(page.url()).hash).toBe('');
    // The title is a link to the landing page's address: a new tab or a copied link opens it too.
    await page.goto('/#v=1&preset=seed000-red');
    expect(await page.getByTestId('home').getAttribute('href')).toBe('/');
    await context.close();
  });

  for (const [what, url] of HOME_STARTS) {
    test(`"Congestion Lab" returns to the landing page from ${what} (${where}); the landing address carries no scenario; reloaded it stays; Back returns`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: w, height: h }, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      // (The same link, its fields perhaps in another order once the page has rewritten it.)
      const fields = (u: string) => new URL(u).hash.slice(1).split('&').sort();
      await page.goto(url);
      await expect(page.getByTestId('home')).toBeVisible();
      // The link opened has been read and the page's own link written.
      await urlSettled(page);
      // Scrolled down, as the lecturer was when the title did nothing.
      await page.evaluate(() => window.scrollTo(0, 1500));
      const before = page.url();
      await page.getByTestId('home').click();
      await expect(page.getByTestId('landing')).toBeVisible();
      await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
      await urlSettled(page);
      expect(new URL(page.url()).hash, 'landing address').toBe('');
      await page.reload();
      await expect(page.getByTestId('landing')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('landing')).toHaveCount(0);
      await urlSettled(page);
      expect(fields(page.url()), 'Back').toEqual(fields(before));
      await context.close();
    });
  }
}

test('a Back pressed on the landing page while its address write is pending is not lost (CI 2026-11-29: the landing page stayed)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ab = '/#v=1&preset=seed000-red&view=6&mode=compare';
  await page.goto(ab);
  await expect(page.getByTestId('home')).toBeVisible();
  await urlSettled(page);
  await page.getByTestId('home').click();
  await expect(page.getByTestId('landing')).toBeVisible();
  await urlSettled(page);
  const abHref = new URL(ab, page.url()).href;
  // The order the browser may take: a view change schedules the address write; Back moves the
  // address at once, its hashchange queued behind the write's timer. Played here step by step.
  await page.evaluate((to) => {
    (window as unknown as { __clab: { view: { getState(): { setDrawerOpen(o: boolean): void } } } }).__clab.view.getState().setDrawerOpen(false);
    history.replaceState(null, '', to);
  }, abHref);
  await page.waitForTimeout(600);
  expect(page.url(), 'the address the browser moved to is kept').toBe(abHref);
  await page.evaluate((to) => window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href.split('#')[0], newURL: to })), abHref);
  await expect(page.getByTestId('landing')).toHaveCount(0);
  await expect(page.getByTestId('compare-panel')).toBeVisible();
});

test('presentation mode: Esc, then the title goes home', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-red');
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await page.getByTestId('home').click();
  await expect(page.getByTestId('landing')).toBeVisible();
});

for (const [w, h, minPx] of [
  [1366, 768, 140],
  [1920, 1080, 220],
] as const) {
  test(`A/B presentation with four plots of ten flows at ${w}×${h}: A beside B (2 × 2), each plot at least ${minPx} px tall`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    // The lecturer's synchronisation demo: ten flows (long legends), tail drop against gentle RED.
    await page.goto('/#v=1&preset=dumbbell-10-droptail&view=6&mode=compare&present=1&plots=queue,cwnd');
    await expect(page.getByTestId('presentation')).toBeVisible();
    await settle(page);
    await compareSettled(page);
    const figs = await page.locator('figure.plot').evaluateAll((els) =>
      els.map((f) => {
        const b = f.getBoundingClientRect();
        return { name: f.getAttribute('data-testid')!, left: b.left, right: b.right, top: b.top, bottom: b.bottom, host: f.querySelector('.plot-host')!.getBoundingClientRect().height };
      }),
    );
    expect(figs.map((f) => f.name)).toEqual(['plot-compare-queue-a', 'plot-compare-queue-b', 'plot-compare-cwnd-a', 'plot-compare-cwnd-b']);
    // Each plot readable (stacked, they were 85 px at 1366 × 768 and 124 px at 1920 × 1080).
    for (const f of figs) expect(f.host, f.name).toBeGreaterThanOrEqual(minPx);
    // A left, B right; the cwnd row under the queue row; all on the screen, no page scroll.
    expect(figs[1].left).toBeGreaterThanOrEqual(figs[0].right - 1);
    expect(figs[3].left).toBeGreaterThanOrEqual(figs[2].right - 1);
    expect(figs[2].top).toBeGreaterThanOrEqual(Math.max(figs[0].bottom, figs[1].bottom) - 1);
    for (const f of figs) expect(f.bottom, f.name).toBeLessThanOrEqual(h + 1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(h);
    await page.screenshot({ path: `${ARTIFACTS}/present-ab-four-plots-${w}x${h}.png` });
  });
}

for (const s of SCREENS) {
  test(`${s.w}×${s.h}${s.theme ? ' projector' : ''}: a paper's figures in a description are marked as the paper's, apart from the run's`, async ({ page }) => {
    await page.setViewportSize({ width: s.w, height: s.h });
    await openFresh(page, `/#v=1&preset=seed002-a-vr-red${s.theme}`);
    const description = page.getByTestId('scenario-description');
    // The projector theme folds a long description to two lines until clicked.
    await description.click();
    const paper = description.getByTestId('paper-says');
    await expect(paper).toHaveCount(1);
    await expect(paper).toContainText("In Chang's thesis (2004, Exp. A), the fairness ratio, mean Vegas throughput / mean Reno throughput over the whole run, was 0.806 (0.289 under tail drop).");
    await expect(paper.locator('.paper-tag')).toHaveText('published');
    // Set apart for the eye: italic with a rule at its left, where the description's own words are upright.
    const style = await paper.evaluate((el) => {
      const p = getComputedStyle(el);
      const d = getComputedStyle(el.parentElement!);
      return { italic: p.fontStyle, rule: parseFloat(p.borderLeftWidth), own: d.fontStyle };
    });
    expect(style).toEqual({ italic: 'italic', rule: 3, own: 'normal' });
    // The description's own words do not carry the thesis's figures.
    const own = await description.evaluate((el) => [...el.childNodes].filter((n) => !(n instanceof HTMLElement && n.dataset.testid === 'paper-says')).map((n) => n.textContent).join(''));
    expect(own).not.toMatch(/0\.81|0\.29/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await description.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/paper-figures-${s.name}.png` });
  });
}

test('1366×768 with a lesson open: the RED sliders’ units stay inside the editor’s panel', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=synchronisation&step=2');
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  const units = page.locator('[data-testid="editor"] .field.slider .unit');
  await expect(units.first()).toBeVisible();
  const out = await units.evaluateAll((els) =>
    els.flatMap((u) => {
      const panel = u.closest('.panel')!.getBoundingClientRect();
      const r = u.getBoundingClientRect();
      return r.right > panel.right - 1 ? [`${u.textContent}: ${Math.round(r.right)} > ${Math.round(panel.right)}`] : [];
    }),
  );
  expect(out).toEqual([]);
});
