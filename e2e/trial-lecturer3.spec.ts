import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Lecturer trial 03:15 (/work/notes/trials/lecturer-0315.md, section 3): the Wi-Fi demo
 * (wifi-red) presented at 1920 × 1080, and the lesson "When loss is not congestion".
 */
test.use({ viewport: { width: 1920, height: 1080 } });

test('lecturer notes keep a veiled step covered: its summary figures are neither seen nor read before the prediction (confusion 12)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#v=1&lesson=loss-not-congestion&step=1');
  await expect(page.getByTestId('veil')).toBeVisible();
  await settle(page);
  await page.getByTestId('lecturer-notes-toggle').click();
  await expect(page.getByTestId('lecturer-notes')).toBeVisible();
  // The cover stays, and the notes say why the figures are not there.
  await expect(page.getByTestId('veil')).toBeVisible();
  await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'yes');
  await expect(page.getByTestId('notes-veiled')).toContainText('stay covered until its prediction is answered');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-notes-veiled.png` });
  const withNotes = await page.locator('body').ariaSnapshot();
  // "Go to the question" closes the notes: the question is in the step.
  await page.getByTestId('veil-go').click();
  await expect(page.getByTestId('lecturer-notes')).toHaveCount(0);
  await predict(page, 1);
  // The figures the cover held (the trial saw "System goodput 9.55 Mbit/s · Utilization 99.4 %").
  const shown = await page.getByTestId('results').innerText();
  const goodput = /System goodput\D*?(\d+\.\d+)/.exec(shown)?.[1];
  const utilization = /Utilization\D*?(\d+\.\d+)/.exec(shown)?.[1];
  expect(goodput, shown).toBeTruthy();
  expect(utilization, shown).toBeTruthy();
  expect(await page.locator('body').ariaSnapshot()).toContain(goodput!);
  expect(withNotes).not.toContain(goodput!);
  expect(withNotes).not.toContain(`${utilization} %`);
});

test('presenting goodput: the address names it (tput=goodput), the student link keeps it, and Share says which plots students get (confusion 9)', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=throughput');
  await expect(page.getByTestId('presentation')).toBeVisible();
  for (const side of ['a', 'b']) await expect(page.getByTestId(`plot-compare-throughput-${side}`).locator('.plot-title')).toContainText('goodput, Mbit/s');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/plots=throughput.*tput=goodput|tput=goodput.*plots=throughput/);
  await page.getByTestId('present-share-toggle').click();
  await page.getByTestId('share-student').click();
  const link = await page.getByTestId('student-link').inputValue();
  expect(link).toContain('tput=goodput');
  expect(link).not.toContain('present=1');
  await page.getByTestId('share-student-fold').locator('summary').click();
  await expect(page.getByTestId('student-link-plots')).toHaveText('Students see every plot of the run, not only the presented ones; the throughput plot draws goodput, as here.');
  await page.getByTestId('share-carries-fold').locator('summary').click();
  await expect(page.getByTestId('share-plot-keys')).toContainText('tput=goodput here');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-share-plots.png` });
  // The student's page draws goodput, as the room saw.
  const student = await context.newPage();
  await student.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(student.getByTestId('presentation')).toHaveCount(0);
  for (const side of ['a', 'b']) await expect(student.getByTestId(`plot-compare-throughput-${side}`).locator('.plot-title')).toContainText('goodput, Mbit/s');
});

/** Lines of an element's text as laid out (one rect per line box of its text). */
function lineTexts(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        const box = r.getClientRects()[0];
        if (!box) continue;
        let line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
        if (!line) lines.push((line = { top: box.top, text: '' }));
        line.text += text[i];
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
  });
}

const PRESENT_WIFI = '/#v=1&preset=wifi-red&mode=compare&present=1&endnums=1&speed=5';

test('an edited Wi-Fi demo is titled from its neutral name, on at most two lines, never broken at a hyphen (confusion 7)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  const delay = page.locator('#present-settings').getByTestId('delay');
  await delay.fill('20');
  await delay.press('Enter');
  const title = page.getByTestId('present-title');
  await expect(title).toContainText('Edited: 20 ms path, Wi-Fi last hop — gentle RED (the preset: 300 ms)');
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  // Revealed, with Settings open (the narrowest the title gets): no finding words, at most two lines, none ending in a hyphen.
  const text = (await title.textContent())!;
  expect(text).not.toMatch(/early drops cost|Long Wi-Fi|Wi-Fi losses/);
  const lines = await lineTexts(page, 'present-title');
  expect(lines.length, lines.join(' | ')).toBeLessThanOrEqual(2);
  for (const l of lines.slice(0, -1)) expect(l, lines.join(' | ')).not.toMatch(/-$/);
  expect(await title.evaluate((el) => getComputedStyle(el).hyphens)).toBe('none');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-edited-title-1920.png` });
});

test("the slide title's hint says the lecturer's title stays after the reveal, and it does, the finding said under it (confusion 8)", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('slide-title-edit').click();
  await expect(page.getByTestId('slide-title-hint')).toHaveText('Stays, before the reveal and after: keep the finding out of it');
  const question = 'Lossy Wi-Fi on a long path: does RED help or hurt?';
  await page.getByTestId('slide-title-input').fill(question);
  await page.getByTestId('slide-title-input').press('Enter');
  await expect(page.getByTestId('present-title')).toHaveText(question);
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  await expect(page.getByTestId('present-title')).toHaveText(question);
  await expect(page.getByTestId('present-why')).toBeVisible();
});

for (const size of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }]) {
  test(`presenting at ${size.width} × ${size.height}, Settings keeps the scenario line in sight: it heads the Settings column (confusion 6)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
    const setUp = page.getByTestId('present-set-up');
    await expect(setUp).toContainText('50 TCP flows: 25 Tahoe, 25 SACK');
    const line = (await setUp.textContent())!;
    await page.getByTestId('present-settings-toggle').click();
    await expect(page.getByTestId('present-settings')).toBeVisible();
    await expect(setUp).toHaveCount(1);
    await expect(setUp).toHaveText(line);
    await expect(setUp).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('present-settings').getByTestId('present-set-up')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/lecturer3-settings-setup-${size.width}.png` });
    await page.getByTestId('present-settings-toggle').click();
    await expect(page.locator('.present-bar').getByTestId('present-set-up')).toHaveText(line);
  });
}

test('the Wi-Fi teaching demo says its presenting speed and is presented at it: 5×, the 100 s run in 20 s (confusion 2)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi RED');
  await expect(page.getByTestId('group-compare-note-lossy-links')).toContainText('at speed 5×: the 100 s run in 20 s');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('speed')).toHaveValue('5');
  await expect(page).toHaveURL(/speed=5/);
});

test("the exported slide's drop-mark legend says the span of the marks it draws (confusion 5)", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  const screenWords = await page.getByTestId('plot-compare-queue-b').locator('figcaption .legend .legend-keep').textContent();
  // Every text and every round mark (early drops' dots: markPath's arc) drawn into the export's canvases, by canvas.
  await page.evaluate(() => {
    const ids = new WeakMap<HTMLCanvasElement | OffscreenCanvas, number>();
    let next = 0;
    const idOf = (c: HTMLCanvasElement | OffscreenCanvas) => {
      if (!ids.has(c)) ids.set(c, next++);
      return ids.get(c)!;
    };
    const w = window as unknown as { __drawn: { canvas: number; kind: 'text' | 'dot'; text?: string; x: number }[] };
    w.__drawn = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      const t = this.getTransform();
      w.__drawn.push({ canvas: idOf(this.canvas), kind: 'text', text, x: x * t.a + t.e });
      return maxWidth === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, maxWidth);
    };
    const arc = CanvasRenderingContext2D.prototype.arc;
    CanvasRenderingContext2D.prototype.arc = function (this: CanvasRenderingContext2D, x: number, y: number, r: number, a0: number, a1: number, ccw?: boolean) {
      const t = this.getTransform();
      if (Math.abs(a1 - a0 - 2 * Math.PI) < 1e-6) w.__drawn.push({ canvas: idOf(this.canvas), kind: 'dot', x: x * t.a + t.e });
      return arc.call(this, x, y, r, a0, a1, ccw);
    };
  });
  const [download] = await Promise.all([page.waitForEvent('download'), (async () => {
    const toggle = page.getByTestId('export-menu-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByTestId('export-slide').click();
  })()]);
  await download.saveAs(`${ARTIFACTS}/lecturer3-export-slide.png`);
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: { canvas: number; kind: string; text?: string; x: number }[] }).__drawn);
  // The slide's legend words for the marks (B's, "A and B": the two cells are one width).
  const legend = drawn.find((d) => d.kind === 'text' && /(one mark per|marks count drops per) [\d.]+ s/.test(d.text!))!;
  expect(legend, 'the slide says how long a mark covers').toBeTruthy();
  const said = Number(/(?:one mark per|marks count drops per) ([\d.]+) s/.exec(legend.text!)![1]);
  // A's queue picture: its dots stand one per column, its time ticks give px per second.
  // (The picture's axes are drawn into it; the screen's are SVG, so a screen canvas redrawn meanwhile has no tick text.)
  const isTick = (d: { kind: string; text?: string }) => d.kind === 'text' && /^\d+ s$/.test(d.text!);
  const canvases = [...new Set(drawn.filter((d) => d.kind === 'dot').map((d) => d.canvas))].filter((c) => drawn.some((d) => d.canvas === c && isTick(d)));
  const strip = canvases.map((c) => drawn.filter((d) => d.canvas === c)).sort((a, b) => b.filter((d) => d.kind === 'dot').length - a.filter((d) => d.kind === 'dot').length)[0];
  const xs = [...new Set(strip.filter((d) => d.kind === 'dot').map((d) => Math.round(d.x * 100) / 100))].sort((a, b) => a - b);
  const gaps = xs.slice(1).map((x, i) => x - xs[i]);
  const column = Math.min(...gaps);
  const ticks = strip.filter(isTick).map((d) => ({ s: parseFloat(d.text!), x: d.x })).sort((a, b) => a.s - b.s);
  // The time ticks' labels are centred on their ticks (canvas-plot.ts drawCanvasAxes).
  const [t0, t1] = [ticks[0], ticks[ticks.length - 1]];
  expect(t1.s - t0.s, ticks.map((t) => t.s).join(',')).toBeGreaterThan(0);
  const drawnSeconds = column / ((t1.x - t0.x) / (t1.s - t0.s));
  // Within the legend's two figures; on screen it said another span (the screen's columns).
  expect(Math.abs(said - drawnSeconds) / drawnSeconds, `legend ${said} s, marks every ${drawnSeconds.toFixed(2)} s; screen: ${screenWords}`).toBeLessThan(0.08);
});
