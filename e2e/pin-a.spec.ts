import { expect, test } from '@playwright/test';
import { ARTIFACTS, settle } from './helpers';

test('A/B: pin A to a preset, edit B in the editor; A stays the preset, and the link keeps the pin', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-droptail&mode=compare');
  await settle(page);
  // Unpinned, A is the editor's tail drop and B the counterpart (RED).
  const elapsedA = async () => (await page.getByTestId('flow-time-a-2').innerText()).trim();
  const elapsedB = async () => (await page.getByTestId('flow-time-b-2').innerText()).trim();
  const tailDropLate = await elapsedA();
  await page.getByTestId('pin-a').selectOption('seed000-droptail');
  await expect(page).toHaveURL(/[#&]pina=seed000-droptail(&|$)/);
  await settle(page);
  await expect(page.getByTestId('ab-card-a')).toContainText('pinned: Late flow vs two downloads — tail drop');
  await expect(page.getByTestId('ab-card-b')).toContainText('your scenario');
  // B's queue editor gives way: B is the editor's scenario. Edit it to RED.
  await expect(page.getByTestId('ab-card-b').getByTestId('b-discipline')).toHaveCount(0);
  await page.getByTestId('discipline').selectOption('red');
  await settle(page);
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes');
  // A is still the preset (its late flow's time unchanged), B is the edited RED run.
  expect(await elapsedA()).toBe(tailDropLate);
  expect(await elapsedB()).not.toBe(tailDropLate);
  await expect(page.getByTestId('compare-table').locator('thead')).toContainText('A: Late flow vs two downloads — tail drop (pinned)');
  await expect(page.getByTestId('compare-table').locator('thead')).toContainText('(your scenario)');
  await expect(page.getByTestId('plot-compare-queue-a').locator('.plot-title')).toHaveText(/^A \(pinned\): Late flow vs two downloads — tail drop/);
  await expect(page.getByTestId('plot-compare-queue-b').locator('.plot-title')).toHaveText(/^B \(your scenario\): RED/);
  await page.screenshot({ path: `${ARTIFACTS}/pin-a-1366.png` });

  // The link round trip: a fresh page opens pinned, with the edited scenario as B.
  await page.getByTestId('share').first().click();
  const link = await page.getByTestId('share-link').first().inputValue();
  expect(link).toMatch(/[#&]pina=seed000-droptail(&|$)/);
  const fresh = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await fresh.goto(link);
  await settle(fresh);
  await expect(fresh.getByTestId('pin-a')).toHaveValue('seed000-droptail');
  await expect(fresh.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes');
  expect((await fresh.getByTestId('flow-time-a-2').innerText()).trim()).toBe(tailDropLate);
  expect((await fresh.getByTestId('flow-time-b-2').innerText()).trim()).toBe(await elapsedB());
  await fresh.close();

  // Unpinning gives the usual A/B back: A is the editor's (now RED) scenario.
  await page.getByTestId('pin-a').selectOption('');
  await expect(page).not.toHaveURL(/pina=/);
  await settle(page);
  await expect(page.getByTestId('ab-card-b').getByTestId('b-discipline')).toHaveCount(1);
});

test('a link pinning A to a preset that does not exist is refused in words', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-droptail&view=5&mode=compare&pina=nope');
  await expect(page.getByText('there is no preset "nope"')).toBeVisible();
});

test('pinned A/B at 390×844: the pin chooser and both cards fit the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&preset=voice-fifo&mode=compare&pina=voice-codel');
  await settle(page);
  const pin = (await page.getByTestId('pin-a').boundingBox())!;
  expect(pin.x + pin.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('ab-card-a').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/pin-a-390.png` });
});
