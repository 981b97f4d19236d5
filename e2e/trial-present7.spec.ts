/**
 * Issue 37, the lecturer trial of 02:30 (lecturer-0230: a 5-minute demo of the Wi-Fi A/B at a
 * 1920 × 1080 projector): the exported slide's name and its caption.
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, exportFigures, failOnPageErrors, recordCanvases, recordText, slideCells, type TextBox } from './helpers';

failOnPageErrors(test);

const WIFI_AB = '/#v=1&preset=wifi-red&view=7&mode=compare&present=1';

test('presented at 1920 × 1080, the title, set-up and why are in large type with the plots over a fifth of the height each; the 16:9 slide after the reveal carries the why line, wrapped inside the slide with the queue plots ≥ 30 % of it, and is named by the edited title (lecturer-0230, confusions 1, 5 and 10)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(WIFI_AB);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 170_000 });
  await page.getByTestId('to-end').click();
  const why = (await page.getByTestId('present-why').textContent())!.trim();
  expect(why).toMatch(/round trip/);
  // Confusion 1: "large type" for the room. The title, the set-up line and the why, read from the
  // back row (at a third of 1920 × 1080 the title ≥ 10.5 px there, it was 8.8; the others ≥ 8 px) …
  const px = (testId: string) => page.getByTestId(testId).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  const sizes = { title: await px('present-title'), setUp: await px('present-set-up'), why: await px('present-why') };
  expect(sizes.title, 'title px').toBeGreaterThanOrEqual(31.5);
  expect(sizes.setUp, 'set-up line px').toBeGreaterThanOrEqual(24);
  expect(sizes.why, 'why px').toBeGreaterThanOrEqual(24);
  // … and the four plots keep over a fifth of the height each (trial-plots19's bound).
  const hosts = await page.locator('.present .plot-host').evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().height));
  expect(hosts).toHaveLength(4);
  for (const h of hosts) expect(h, 'plot height').toBeGreaterThan(1080 / 5);
  await page.screenshot({ path: '/work/notes/shots/present7-large-type-1920.png' });
  await page.getByTestId('slide-title-edit').click();
  const title = 'Lossy Wi-Fi link: does RED help or hurt?';
  await page.getByTestId('slide-title-input').fill(title);
  await page.getByTestId('slide-title-input').press('Enter');
  await expect(page.getByTestId('present-title')).toHaveText(title);
  await recordText(page);
  await recordCanvases(page);
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  expect(slide.suggestedFilename()).toBe('congestion-lab-lossy-wifi-link-does-red-help-or-hurt-16x9.png');
  await slide.saveAs(`${ARTIFACTS}/present7-slide-why.png`);
  const texts = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[];
  // The caption is the canvas with the set-up ("random seed 1"); the why's lines in it, in order, are the whole sentence.
  const caption = texts.filter((x) => /random seed 1/.test(x.text)).at(-1)!;
  const inCaption = texts.filter((x) => x.w === caption.w && x.h === caption.h);
  const first = inCaption.findIndex((x) => why.startsWith(x.text));
  expect(first, `a caption line begins "${why.slice(0, 20)}…"`).toBeGreaterThanOrEqual(0);
  let said = '';
  for (const x of inCaption.slice(first)) {
    const next = said === '' ? x.text : `${said} ${x.text}`;
    if (!why.startsWith(next)) break;
    said = next;
  }
  expect(said).toBe(why);
  // Nothing clipped: every word inside its canvas.
  const outside = texts.filter((b) => b.left < -0.5 || b.top < -0.5 || b.right > b.w + 0.5 || b.bottom > b.h + 0.5);
  expect(outside.map((b) => `${b.text} [${b.left.toFixed(1)}, ${b.right.toFixed(1)}] × [${b.top.toFixed(1)}, ${b.bottom.toFixed(1)}] in ${b.w} × ${b.h}`)).toEqual([]);
  // The queue plots keep ≥ 30 % of the slide (lecturer-1540's rule, trial-present22).
  const cells = await slideCells(page);
  for (const c of cells.filter((c) => c.words.some((w) => / — queue$/.test(w)))) expect(c.plotH, c.words[0]).toBeGreaterThanOrEqual(0.3 * 1080);
});

test('during the replay the A/B-on-one-axis plot labels its lines at the cursor, big, counting up to it, and names only while the numbers are held (lecturer-0230, confusion 9)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&view=8&mode=compare&plots=queue,overlay&present=1&tput=goodput');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 170_000 });
  await recordText(page);
  const frame = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  /** The overlay's side labels drawn since the last call, as "A: gentle RED 7.5" etc. */
  const labels = async () => {
    await frame();
    return page.evaluate(() => {
      const t = (window as unknown as { __texts: { text: string; px: number }[] }).__texts;
      const out = t.filter((x) => /^[AB]: (gentle RED|tail drop)( [\d.]+)?$/.test(x.text)).map((x) => ({ text: x.text, px: x.px }));
      t.length = 0;
      return out;
    });
  };
  const at = async (s: number) => {
    await page.getByTestId('scrub').fill(String(s));
    await expect(page.getByTestId('cursor-time')).toContainText(`${s}`);
    return labels();
  };
  const early = await at(30);
  expect(early.map((l) => l.text.replace(/ [\d.]+$/, '')).sort()).toEqual(['A: gentle RED', 'B: tail drop']);
  for (const l of early) expect(l.text, 'a figure as of the cursor').toMatch(/ \d+(\.\d+)?$/);
  // Big: at least the axis ticks' size (24 px at 1920 × 1080) × 1.25, in device pixels.
  for (const l of early) expect(l.px).toBeGreaterThanOrEqual(24 * 1.25 - 0.5);
  const later = await at(80);
  expect(later.map((l) => l.text.replace(/ [\d.]+$/, '')).sort()).toEqual(['A: gentle RED', 'B: tail drop']);
  await page.screenshot({ path: '/work/notes/shots/present7-overlay-labels-midreplay-1920.png' });
  // The figures are each run's mean up to the cursor: they move as it moves.
  expect(later.map((l) => l.text).sort()).not.toEqual(early.map((l) => l.text).sort());
  // Held: the sides' names alone, no figure before the reveal.
  await page.getByTestId('numbers-at-end').check();
  const held = await at(50);
  expect([...new Set(held.map((l) => l.text))].sort()).toEqual(['A: gentle RED', 'B: tail drop']);
});
