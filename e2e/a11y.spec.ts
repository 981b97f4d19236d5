import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe';
import { ARTIFACTS, openFresh, settle } from './helpers';

/** axe-core (WCAG 2.0–2.2 A/AA and best practice) on every mode and on presentation mode: no serious or critical violation. */

// An axe pass takes seconds of main-thread work per page; on a loaded machine that adds up.
test.describe.configure({ timeout: 180_000 });

async function seriousViolations(page: Page, name: string, rules?: string[]): Promise<string[]> {
  const r = await (rules ? axe(page).withRules(rules) : axe(page)).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  if (lines.length) console.log(lines.join('\n'));
  return lines;
}

/**
 * The default theme's full pass is the per-width test's (Explore at 1366 × 768). The dark theme
 * changes colours only: its colour rules are checked. The projector theme also changes type and
 * spacing: a full pass.
 */
test('axe: Explore in the dark theme (colour rules) and the projector theme (every rule) has no serious or critical violation', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  for (const [theme, rules] of [
    ['dark', ['color-contrast', 'link-in-text-block']],
    ['projector', undefined],
  ] as const) {
    await page.getByTestId('theme').selectOption(theme);
    await settle(page);
    expect(await seriousViolations(page, `explore/${theme}`, rules ? [...rules] : undefined)).toEqual([]);
  }
});

test('axe: the lessons landing page and a lesson step, with its prediction made and checked, have no serious or critical violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  expect(await seriousViolations(page, 'landing')).toEqual([]);
  await page.getByTestId('start-tail-drop-late-flow').click();
  await expect(page).toHaveURL(/#v=1&lesson=tail-drop-late-flow&step=1$/);
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page, 'lesson/veiled')).toEqual([]);
  await page.getByTestId('prediction-choice-2').check();
  await page.getByTestId('prediction-submit').click();
  await settle(page);
  await page.getByTestId('check-run').click();
  await expect(page.getByTestId('check-verdict')).toBeVisible();
  expect(await seriousViolations(page, 'lesson/checked')).toEqual([]);
});

test('axe: presentation mode, the embed view and the open drawer on a phone have no serious or critical violation', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page, 'presentation')).toEqual([]);
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await page.goto('/#v=1&preset=seed000-droptail&embed=1');
  await expect(page.getByTestId('embed'), page.url()).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page, 'embed')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openFresh(page, '/#v=1&preset=dumbbell-3-red');
  await page.getByTestId('drawer-toggle').click();
  await expect.poll(() => page.getByTestId('editor').evaluate((e) => e.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
  expect(await seriousViolations(page, 'drawer')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}/drawer-390x844.png` });
});

test('keyboard: Tab reaches the header, the editor, playback and each plot’s export with a visible focus ring', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  const reached = new Set<string>();
  const ringless: string[] = [];
  // Enough presses to pass every control once (each plot has PNG, SVG and CSV buttons).
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body) return null;
      const cs = getComputedStyle(a);
      // An outline, or (SVG bars) a thicker stroke, marks the focused control.
      const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || (a instanceof SVGElement && parseFloat(cs.strokeWidth) >= 3);
      return { id: a.dataset.testid ?? a.getAttribute('aria-label') ?? a.tagName, ring };
    });
    if (!info) continue;
    reached.add(info.id);
    if (!info.ring) ringless.push(info.id);
  }
  for (const id of ['mode-explore', 'preset', 'present', 'share', 'embed-code-button', 'theme', 'help-button', 'rate', 'discipline', 'flow-bar-rect-0', 'play', 'scrub', 'export-png-queue', 'export-svg-throughput']) expect([...reached], id).toContain(id);
  expect(ringless).toEqual([]);
});

test('each plot has a short text alternative, read through the figure’s aria-describedby', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(page.getByTestId('plot-queue')).toHaveAttribute('aria-describedby', 'desc-queue');
  await expect(page.getByTestId('desc-queue')).toHaveText(/^Bottleneck queue over \d+\.\d s: averaged \d+\.\d kB \(limit 20000 bytes\); reaches the buffer limit at [\d., and]+ s( and \d+ more times)?; \d+ drops \(\d+ overflow drops\) between \d+\.\d s and \d+\.\d s\.$/);
  // The queueing-delay plot's was empty before the plot registry gave every kind one.
  await expect(page.getByTestId('desc-delay')).toHaveText(/^Queueing delay at the bottleneck, \d+ packets over the whole run: largest \d+\.\d ms at \d+\.\d s\. In the measurement window \([\d.]+–[\d.]+ s\), every packet that left the queue, all flows: median \d+\.\d ms, 99th percentile \d+\.\d ms\.$/);
  // Each plot's numbers as a table behind its caption's "Table" button.
  await page.getByTestId('table-queue').click();
  await expect(page.locator('#table-queue-body table')).toContainText('drops');
  await expect(page.getByTestId('desc-cwnd')).toHaveText(/^cwnd per flow: flow 1 \(big 1\) peaked at \d+\.\d kB/);
  await expect(page.getByTestId('desc-seq')).toHaveText(/flow 3 \(third\) sent \d+ data packets, \d+ retransmitted, \d+ timeouts?, done after \d+\.\d s/);
  // What the plot draws, and the span its averages cover (the summary's "Rates over").
  await expect(page.getByTestId('desc-throughput')).toHaveText(/^Throughput per flow \(bits leaving the bottleneck per [\d.]+ s bin, at most its rate [\d.]+ kbit\/s plus one packet per bin\)\. Averages are each flow's goodput over its own active time.*flow 1 \(big 1\) peaks at \d+\.\d kbit\/s in [\d.]+–[\d.]+ s; goodput \d+\.\d kbit\/s over [\d.]+–[\d.]+ s \((flow|window)\)/);
  // The drop count in the text is the summary's.
  const drops = (await page.getByTestId('drops').innerText()).split('/').reduce((a, b) => a + Number(b), 0);
  await expect(page.getByTestId('desc-queue')).toContainText(`; ${drops} drops`);
});

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`axe at ${width}x${height}: every mode, the editor drawer, a lesson before and after answering, and presentation mode`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const at = (name: string) => `${name}@${width}`;
    await openFresh(page, '/#v=1&preset=seed000-droptail');
    expect(await seriousViolations(page, at('explore'))).toEqual([]);
    for (const mode of ['compare', 'sweep', 'web'] as const) {
      await page.getByTestId(`mode-${mode}`).click();
      if (mode === 'compare') await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes', { timeout: 30_000 });
      else await expect(page.getByTestId(`${mode}-status`)).toBeVisible();
      expect(await seriousViolations(page, at(mode))).toEqual([]);
    }
    await page.getByTestId('mode-explore').click();
    if (width < 900) {
      await page.getByTestId('drawer-toggle').click();
      await expect.poll(() => page.getByTestId('editor').evaluate((e) => e.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
      expect(await seriousViolations(page, at('drawer'))).toEqual([]);
      await page.getByTestId('drawer-close').click();
    }
    await page.goto('/#v=1&lesson=tail-drop-late-flow&step=1');
    await expect(page.getByTestId('veil')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page, at('lesson/veiled'))).toEqual([]);
    await page.getByTestId('prediction-choice-2').check();
    await page.getByTestId('prediction-submit').click();
    await expect(page.getByTestId('prediction-outcome')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page, at('lesson/answered'))).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/a11y-lesson-answered-${width}x${height}.png` });
    // A fresh page: after a lesson this page's top bar keeps the lesson's layout, Present under
    // "Share & present" (bloat8, item 6); here presentation is what axe is to see.
    await page.goto('/#v=1&preset=seed000-droptail');
    await page.reload();
    await settle(page);
    // On a phone Present sits in the header's "More" menu.
    if (width <= 600) await page.getByTestId('teach-menu-toggle').click();
    await page.getByTestId('present').click();
    await expect(page.getByTestId('presentation')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page, at('presentation'))).toEqual([]);
  });
}

test('reflow at 320x640: no horizontal scroll on the landing page, in every mode and in a lesson', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  expect(await overflow(), 'explore').toBeLessThanOrEqual(0);
  // On a phone the playback bar is one row; zoom is behind "More playback controls" (nav15).
  await page.getByTestId('playback-more').click();
  expect(await overflow(), 'explore with the playback bar unfolded').toBeLessThanOrEqual(0);
  await page.getByTestId('zoom-fields-toggle').click();
  expect(await overflow(), 'explore with the zoom fields').toBeLessThanOrEqual(0);
  for (const mode of ['compare', 'sweep', 'web'] as const) {
    await page.getByTestId(`mode-${mode}`).click();
    await expect(page.getByTestId(`mode-${mode}`)).toHaveAttribute('aria-selected', 'true');
    await page.waitForTimeout(500);
    expect(await overflow(), mode).toBeLessThanOrEqual(0);
  }
  await page.goto('/#v=1&lesson=tail-drop-late-flow&step=1');
  await expect(page.getByTestId('prediction')).toBeVisible();
  expect(await overflow(), 'lesson').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${ARTIFACTS}/a11y-lesson-320x640.png` });
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  expect(await overflow(), 'landing').toBeLessThanOrEqual(0);
});
