import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, goToTimeByKeyboard, liveRegion, openFresh, tabTo } from './helpers';

/**
 * Leftovers of the screen-reader trial sr-0330, checked through the keyboard and the
 * accessibility tree: dash letters tied to their notes; readouts that say a flow was idle or had
 * ended instead of carrying its last value on; RED's p_a 1 explained; the start page's skip links
 * and search; the late flow named as the tables name it. Screenshots of the start page at 390×844
 * and 1366×768 go to SHOTS (looked at).
 */
const SHOTS = process.env.CLI2_SHOTS ?? 'e2e/artifacts';
failOnPageErrors(test);

interface AxNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
}

async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  return nodes;
}

test('each dash of the summary table is described by its note in the accessibility tree (an unlimited flow never ends)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=voice-fifo&duration=8');
  await expect(page.getByTestId('summary')).toHaveAttribute('data-done', 'yes', { timeout: 60_000 });
  const notes = (await page.getByTestId('summary-dash-notes').locator('li').allInnerTexts()).map((t) => t.replace(/^\s*([a-z]+)\s*—\s*/, '$1|'));
  expect(notes.some((n) => n.includes('never ends (an unlimited transfer): Elapsed (s)'))).toBe(true);
  const byMark = new Map(notes.map((n) => n.split('|') as [string, string]));
  const dashes = (await axTree(page)).filter((n) => !n.ignored && n.role?.value === 'image' && /^no value, note [a-z]+$/.test(n.name?.value ?? ''));
  expect(dashes.length).toBeGreaterThanOrEqual(5);
  for (const d of dashes) {
    const mark = d.name!.value!.split(' ').pop()!;
    expect(d.description?.value, d.name!.value).toBe(`${byMark.get(mark)}`);
  }
  // The elapsed time of flow 1 (unlimited): its dash says it never ends.
  const elapsed = page.getByTestId('elapsed-0').locator('[role=img]');
  const describedBy = await elapsed.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText('never ends (an unlimited transfer)');
});

test('Go to time: an idle flow is said to be idle, with its last sample\'s time, not given its old queueing delay as now', async ({ page }) => {
  test.setTimeout(120_000);
  await goToTimeByKeyboard(page, '17.9');
  await expect(liveRegion(page)).toContainText(/^At t = 17\.900 s/);
  const said = (await liveRegion(page).textContent()) ?? '';
  expect(said).toMatch(/Flow 3 \(third\): idle, waiting for its retransmission timer \(sent nothing from \d+\.\d{3} s to 2\d\.\d{3} s\); last sample at \d+\.\d{3} s: queueing delay/);
  // Flows 1 and 2 are sending: their lines are as before.
  expect(said).toMatch(/Flow 1 \(big 1\): queueing delay \d/);
});

test('RED: the queue readout explains p_a 1 between the thresholds', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-red');
  await expect(liveRegion(page)).toContainText('Run finished');
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'go-to-time');
  await page.keyboard.type('17.92');
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toContainText('drop probability now 1 (p_a) — count had reached 1/p_b: a drop was due, and count restarted at 0');
});

test('start page: the skip link first, and a search that filters lessons and demos by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [w, h] of [
    [1366, 768],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    await expect(page.getByTestId('landing')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to the search of lessons and demos');
    await page.screenshot({ path: `${SHOTS}/landing-skip-${w}x${h}.png`, fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('landing-search')).toBeFocused();
    // The box keeps the page's last query across a reload of the same history entry (search2: Back
    // keeps the search), so the second viewport's visit starts from the first's: cleared by keyboard.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('landing-search')).toHaveValue('');
    const total = await page.locator('[data-testid^=lesson-card-]').count();
    await page.keyboard.type('fairness');
    await expect(page.getByTestId('landing-found')).toHaveText(/^\d+ lessons?(?:, \d+ [a-z0-9 -]+)* and \d+ [a-z0-9 -]+ found(?: \([^)]*\))?\. Enter: go to the first; Escape: clear the search\.$/);
    const lessons = await page.locator('[data-testid^=lesson-card-]').count();
    expect(lessons).toBeLessThan(total);
    await page.screenshot({ path: `${SHOTS}/landing-search-${w}x${h}.png`, fullPage: false });
    // No horizontal scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('data-result', /.*/);
    // Escape clears the search: every lesson is back.
    await page.getByTestId('landing-search').focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('landing-search')).toHaveValue('');
    await expect(page.locator('[data-testid^=lesson-card-]')).toHaveCount(total);
    // A seed study's demos are found by its seed, in groups opened for the keyboard.
    await page.keyboard.type('seed 000 RED');
    await expect(page.getByTestId('demo-seed000-red')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('data-result', /.*/);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}/landing-top-${w}x${h}.png`, fullPage: false });
  }
  // The sections: by the visible "On this page" line (one link per section, named as its heading; lecturer trial 04:00).
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.getByTestId('on-this-page').getByRole('link', { name: 'Lessons' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#lessons-h')).toBeFocused();
});

test('the testbed names the late flow as the tables do: flow 3 ("third")', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(page.getByTestId('scenario-description')).toContainText('the late flow (flow 3, "third"), starts d seconds later');
});
