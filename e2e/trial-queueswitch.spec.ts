import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, openFresh, settle } from './helpers';

/**
 * Choosing a queue discipline must not silently change other settings (phone trial 20:45,
 * confusion 7; bloat trial 20:45, C12): FQ-CoDel for B took FQ-CoDel's own 10240-packet buffer
 * and ticked ECN, so "B: FQ-CoDel, buffer 10240 packets, ECN" was no longer a queue-only
 * comparison. The switch keeps the buffer and ECN and offers the discipline's defaults beside the
 * menu in one press.
 */

failOnPageErrors(test);

const KEPT = "Kept buffer 20 packets and ECN off. FQ-CoDel's own defaults: buffer 10240, ECN on";

const bRunId = (page: Page) => page.evaluate(() => (window as any).__clab.compareResults.current.runId as number);

async function nextBRun(page: Page, before: number): Promise<void> {
  await page.waitForFunction((b) => (window as any).__clab.compareResults.current.runId > b, before);
  await compareSettled(page);
}

test('A/B: FQ-CoDel for B on seed002-a-vr-red keeps buffer 20 and ECN off, says so, and "Use them" applies FQ-CoDel’s 10240 and ECN', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
  await compareSettled(page);
  await expect(page.getByTestId('b-switch-note')).toHaveCount(0);

  let run = await bRunId(page);
  await page.getByTestId('b-discipline').selectOption('fq-codel');
  await nextBRun(page, run);
  await expect(page.getByTestId('b-buffer')).toHaveValue('20');
  await expect(page.getByTestId('b-aqm-ecn')).not.toBeChecked();
  // The table's B column says B's set-up in full: only the queue differs from A's now.
  const bColumn = page.getByTestId('compare-table').locator('thead th.col-b .col-long');
  await expect(bColumn).toHaveText('B: FQ-CoDel, buffer 20 packets');
  await expect(page.getByTestId('ab-card-b').locator('h3')).not.toContainText('10240');
  const note = page.getByTestId('b-switch-note');
  await expect(note).toContainText(KEPT);
  await expect(page.getByTestId('b-switch-note-use')).toHaveText('Use them');
  await page.getByTestId('b-editor').screenshot({ path: `${ARTIFACTS}/queueswitch-b-kept.png` });

  run = await bRunId(page);
  await page.getByTestId('b-switch-note-use').click();
  await nextBRun(page, run);
  await expect(page.getByTestId('b-buffer')).toHaveValue('10240');
  await expect(page.getByTestId('b-aqm-ecn')).toBeChecked();
  await expect(bColumn).toHaveText('B: FQ-CoDel, buffer 10240 packets, ECN');
  await expect(note).toContainText("You chose FQ-CoDel's own defaults: buffer 20 → 10240 packets, ECN off → on");
  await page.getByTestId('b-editor').screenshot({ path: `${ARTIFACTS}/queueswitch-b-defaults.png` });

  // One press back to what the switch kept.
  await page.getByTestId('b-switch-note-undo').click();
  await expect(page.getByTestId('b-buffer')).toHaveValue('20');
  await expect(page.getByTestId('b-aqm-ecn')).not.toBeChecked();
  await expect(note).toContainText(KEPT);
});

test('Explore: the Queue menu keeps buffer 20 and ECN off on a switch to FQ-CoDel; "Use them" and its Undo set and restore both', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed002-a-vr-red');
  await page.getByTestId('discipline').selectOption('fq-codel');
  await settle(page);
  await expect(page.getByTestId('buffer')).toHaveValue('20');
  await expect(page.getByTestId('ecn')).not.toBeChecked();
  const note = page.getByTestId('switch-note');
  await expect(note).toContainText(KEPT);
  await note.scrollIntoViewIfNeeded();
  await page.locator('section[aria-labelledby="bn-h"]').screenshot({ path: `${ARTIFACTS}/queueswitch-explore-kept.png` });

  await page.getByTestId('switch-note-use').click();
  await settle(page);
  await expect(page.getByTestId('buffer')).toHaveValue('10240');
  await expect(page.getByTestId('ecn')).toBeChecked();
  // The flows negotiate ECN too, as the ECN box makes them.
  expect(await page.evaluate(() => (window as any).__clab.scenario.getState().draft.tcp?.ecn)).toBe(true);
  await expect(note).toContainText("You chose FQ-CoDel's own defaults: buffer 20 → 10240 packets, ECN off → on");

  await page.getByTestId('switch-note-undo').click();
  await settle(page);
  await expect(page.getByTestId('buffer')).toHaveValue('20');
  await expect(page.getByTestId('ecn')).not.toBeChecked();
  expect(await page.evaluate(() => (window as any).__clab.scenario.getState().draft.tcp?.ecn ?? null), "the flows' ECN as the preset had it").toBe(null);
  await expect(note).toContainText(KEPT);
});
