/**
 * Issue 37, what new users met on a phone (390×844) and at a projector (1920×1080): every jump lands
 * below the stuck playback bar, a field's tip covers no other field on a phone, Help words the tips
 * for the device it is read on, and A/B's presenter Settings leave every plot on the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const PHONE = { width: 390, height: 844 };
const SHOTS = `${ARTIFACTS}/trial-phone6`;

type Box = { left: number; top: number; right: number; bottom: number };

/** The stuck bar's bottom and the top of a target's heading (or of the target, when it is one). */
function headingBelowBar(page: Page, selector: string): Promise<{ barTop: number; barBottom: number; barHeight: number; headTop: number }> {
  return page.evaluate((sel) => {
    const bar = document.querySelector('.main .playback')!.getBoundingClientRect();
    const el = document.querySelector<HTMLElement>(sel)!;
    const head = el.matches('h2, h3, .plot-title') ? el : (el.querySelector('h2, h3, .plot-title') ?? el);
    return { barTop: bar.top, barBottom: bar.bottom, barHeight: bar.height, headTop: head.getBoundingClientRect().top };
  }, selector);
}

/** Wait until a jump has settled: the bar stuck (one row) and the heading 0–40 px below it; else what was seen. */
async function expectJustBelowBar(page: Page, selector: string, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const m = await headingBelowBar(page, selector);
        const gap = Math.round(m.headTop - m.barBottom);
        return Math.abs(m.barTop) <= 1 && m.barHeight <= 64 && gap >= 0 && gap <= 40 ? 'just below the bar' : `bar ${Math.round(m.barTop)}–${Math.round(m.barBottom)}, heading ${Math.round(m.headTop)} (gap ${gap})`;
      },
      { message: what, timeout: 10_000 },
    )
    .toBe('just below the bar');
}

/** Each link from the page's top in turn (skip links by keyboard, as they show on focus; jump links tapped): its target lands just below the bar. */
async function followEachFromTop(page: Page, links: [string, string][], prefix: string): Promise<void> {
  for (const [link, target] of links) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const a = page.getByTestId(link);
    if (link.startsWith('skip')) {
      await a.focus();
      await a.press('Enter');
    } else await a.click();
    await expectJustBelowBar(page, target, `${prefix}${link}`);
  }
}

test.describe('jumps on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('at 390×844 every "Jump to" and skip link, in Explore and A/B, puts its part\'s heading 0–40 px below the stuck playback bar (the skip links left it ~220 px lower)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed000-red');
    await settle(page);
    const explore: [string, string][] = [
      ['explore-jump-summary', '.panel.summary'],
      ['explore-jump-plots', '.plots figure.plot'],
      ['skip-results', '[data-testid="summary"] h2'],
      ['skip-plots', '#main figure.plot'],
    ];
    await followEachFromTop(page, explore, '');
    await page.screenshot({ path: `${SHOTS}-skip-plots-390.png` });
    await page.goto('/#v=1&preset=seed002-a-vr-droptail&mode=compare');
    await compareSettled(page);
    await followEachFromTop(
      page,
      [
        ['compare-jump-summary', '[data-testid="compare-summary"]'],
        ['skip-results', '[data-testid="compare-summary"] h2'],
        ['skip-plots', '#main figure.plot'],
      ],
      'A/B ',
    );
  });

  test('at 390×844 a lesson\'s "Look at" puts its plot\'s title 0–40 px below the stuck playback bar', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await predict(page, 1);
    await expect(page.getByTestId('look-at')).toContainText('“Queueing delay” plot');
    await page.getByTestId('look-at').click();
    await expectJustBelowBar(page, '[data-testid="plot-delay"]', 'Look at: queueing delay plot');
    await page.screenshot({ path: `${SHOTS}-look-at-390.png` });
  });
});

/**
 * Each field of `scope` in turn focused: where its tip is, and the other visible fields (inputs,
 * selects) it covers. A field counts where a person can see it: in the window, not under the drawer.
 */
async function tipsOver(page: Page, scope: string): Promise<{ field: string; covers: string[]; inside: boolean }[]> {
  const fields = page.locator(`${scope} .term-tip-host :is(input, select)`);
  const seen: { field: string; covers: string[]; inside: boolean }[] = [];
  for (let i = 0; i < (await fields.count()); i++) {
    const f = fields.nth(i);
    if (!(await f.isVisible()) || (await f.isDisabled())) continue;
    await f.focus();
    const tip = page.locator('.term-tip:popover-open');
    await expect(tip).toHaveCount(1);
    // Placed on the frame after it opens (and again once room is made under the field).
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    seen.push(
      await page.evaluate((sc) => {
        const t = document.querySelector('.term-tip:popover-open')!.getBoundingClientRect();
        const me = document.activeElement as HTMLElement;
        const name = (e: Element) => e.getAttribute('data-testid') ?? e.id ?? e.getAttribute('aria-label') ?? e.tagName;
        const over = (r: Box) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
        const covers = [...document.querySelectorAll(`${sc} :is(input, select, textarea)`)]
          .filter((e) => e !== me && (e as HTMLElement).offsetParent !== null)
          .filter((e) => over(e.getBoundingClientRect()))
          .map(name);
        return { field: name(me), covers, inside: t.left >= 0 && t.top >= 0 && t.right <= window.innerWidth && t.bottom <= window.innerHeight };
      }, scope),
    );
  }
  return seen;
}

// At 1366×768 max_th's tip covered min_th and the Mode row, and Queue's tip the fields under it (bloat trial 20:10, s18/s30).
for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
  test(`at ${viewport.width}×${viewport.height}, each queue field of the editor (RED: min_th, max_th, max_p…) focused in turn shows a tip inside the window that covers no other visible field`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/#v=1&preset=seed000-red');
    await settle(page);
    const seen = await tipsOver(page, 'section[aria-labelledby="bn-h"]');
    expect(seen.map((s) => s.field)).toEqual(expect.arrayContaining(['minth-value', 'maxth-value', 'maxp-value', 'buffer']));
    for (const s of seen) {
      expect(s.covers, `${s.field}'s tip covers`).toEqual([]);
      expect(s.inside, `${s.field}'s tip inside the window`).toBe(true);
    }
    await page.getByTestId('maxth-value').focus();
    await page.screenshot({ path: `${SHOTS}-tip-maxth-${viewport.width}.png` });
  });
}

test.describe('field tips on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('at 390×844, each queue field of the editor drawer (RED: min_th, max_th, max_p…) focused in turn shows a tip inside the window that covers no other field', async ({ page }) => {
    await page.goto('/#v=1&preset=seed000-red');
    await settle(page);
    await page.getByTestId('drawer-toggle').click();
    await page.locator('.editor.drawer').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const seen = await tipsOver(page, '.editor.drawer section[aria-labelledby="bn-h"]');
    expect(seen.map((s) => s.field)).toEqual(expect.arrayContaining(['minth-value', 'maxth-value', 'maxp-value', 'buffer']));
    for (const s of seen) {
      expect(s.covers, `${s.field}'s tip covers`).toEqual([]);
      expect(s.inside, `${s.field}'s tip inside the window`).toBe(true);
    }
    await page.getByTestId('maxth-value').focus();
    await page.screenshot({ path: `${SHOTS}-tip-maxth-390.png` });
  });

  test("at 390×844, each of B's queue fields in Compare A/B (RED's min_th, max_th, max_p) focused in turn shows a tip inside the window that covers no other field", async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail&mode=compare');
    await compareSettled(page);
    await page.getByTestId('ab-card-b').scrollIntoViewIfNeeded();
    const seen = await tipsOver(page, '[data-testid="ab-card-b"]');
    expect(seen.map((s) => s.field)).toEqual(expect.arrayContaining(['b-minth', 'b-maxth', 'b-maxp']));
    for (const s of seen) {
      expect(s.covers, `${s.field}'s tip covers`).toEqual([]);
      expect(s.inside, `${s.field}'s tip inside the window`).toBe(true);
    }
    await page.getByTestId('b-maxth').focus();
    await page.screenshot({ path: `${SHOTS}-tip-b-maxth-390.png` });
  });
});

test.describe('Help on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('says a field explains itself when tapped (not "when pointed at"), and a tapped field does show its explanation', async ({ page }) => {
    await page.goto('/#v=1&preset=seed000-red');
    await settle(page);
    await page.getByTestId('help-button').click();
    const note = page.getByTestId('help').locator('p').first();
    await expect(note).toContainText(/tap/i);
    await expect(note).not.toContainText(/point/i);
    await page.screenshot({ path: `${SHOTS}-help-touch-390.png` });
    await page.getByTestId('help-close').click();
    // What it says is so: a tap into a field shows its tip.
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('delay').tap();
    await expect(page.getByTestId('tip-propagation-delay')).toBeVisible();
  });
});

test('Help with a mouse says a field explains itself when pointed at or focused, and a pointed-at field does', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-red');
  await settle(page);
  await page.keyboard.press('?');
  const note = page.getByTestId('help').locator('p').first();
  await expect(note).toContainText('pointed at or focused');
  await expect(note).not.toContainText(/tap/i);
  await page.keyboard.press('Escape');
  await page.getByTestId('delay').hover();
  await expect(page.getByTestId('tip-propagation-delay')).toBeVisible();
});

test('A/B presented at 1920×1080 (projector), Settings open with the queue and throughput plots: all four plots on the screen, each at least 180 px high', async ({ page }) => {
  await presentABWithSettings(page, 1920, 1080);
  for (const [i, r] of (await plotAreas(page)).entries()) {
    expect(r.height, `plot ${i + 1}'s height`).toBeGreaterThanOrEqual(180);
    expect(r.top, `plot ${i + 1}'s top`).toBeGreaterThanOrEqual(0);
    expect(r.bottom, `plot ${i + 1}'s bottom`).toBeLessThanOrEqual(1080);
  }
  await page.screenshot({ path: `${SHOTS}-present-settings-1920.png` });
});

test('A/B presented at 1280×720 (projector), Settings open with the queue and throughput plots: each plot at least 180 px high, the second row begun on the screen (the rest scrolls inside the plot area)', async ({ page }) => {
  await presentABWithSettings(page, 1280, 720);
  for (const [i, r] of (await plotAreas(page)).entries()) {
    expect(r.height, `plot ${i + 1}'s height`).toBeGreaterThanOrEqual(180);
    // 90 px: the A/B tags boxed as large as the figures (present12, for a hall's back row) put
    // System goodput on a second row of numbers at 1280 px, 4 px past the old 100.
    expect(r.top + 90, `plot ${i + 1}: 90 px of it on the screen`).toBeLessThanOrEqual(720);
  }
  await page.screenshot({ path: `${SHOTS}-present-settings-1280.png` });
});

async function presentABWithSettings(page: Page, w: number, h: number): Promise<void> {
  await page.setViewportSize({ width: w, height: h });
  await page.addInitScript(() => localStorage.setItem('congestion-lab.theme', 'projector'));
  await page.goto('/#v=1&preset=seed000-red&mode=compare&present=1&plots=queue,throughput');
  await compareSettled(page);
  await page.getByTestId('present-settings-toggle').click();
  await expect(page.getByTestId('present-settings')).toBeVisible();
  await expect(page.getByTestId('minth-value')).toBeVisible();
}

/** The presented plots' drawing areas, in page order (A and B of each kind). */
async function plotAreas(page: Page): Promise<{ top: number; bottom: number; height: number }[]> {
  const hosts = await page.locator('.present figure.plot .plot-host').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, height: r.height })));
  expect(hosts).toHaveLength(4);
  return hosts;
}
