import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, settle } from './helpers';

/**
 * Phone trial 23:10 ("Is Vegas nicer than Reno?", 390×844): At a glance's goodput read "1: 0.64
 * 2: 0.79" with no names (s14); A/B's glance table was headed "A  B  B − A", what A and B are only
 * in a paragraph below (s24); "Jain (window)" stood unexplained in both (s11, s15).
 */
test.use({ viewport: { width: 390, height: 844 } });

const PRESET = 'seed002-a-vr-red';

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('Explore on a phone: At a glance names each flow as the app does ("flow 1 (Vegas1)"), and Jain’s index is a glossary term', async ({ page }) => {
  await page.goto(`/#v=1&preset=${PRESET}`);
  await settle(page);
  const glance = page.getByTestId('glance');
  await expect(glance).toHaveAttribute('data-state', 'final');
  await expect(glance.getByTestId('glance-flow-name-1')).toHaveText('flow 1 (Vegas1)');
  await expect(glance.getByTestId('glance-flow-name-2')).toHaveText('flow 2 (Reno1)');
  await expect(glance.getByTestId('glance-goodput-1')).toHaveText(/^\d+\.\d+$/);
  // The name of the metric is a term: focus (a tap) shows its definition.
  const jain = glance.locator('[data-term=jain] [data-testid=metric-term]');
  await expect(jain).toHaveText(/^(Goodput f|F)airness \(Jain\)/);
  await jain.focus();
  await expect(glance.getByTestId('tip-jain')).toBeVisible();
  await expect(jain).toHaveAttribute('aria-describedby', /.+/);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${ARTIFACTS}/glance-names-explore-phone.png` });
});

test('A/B on a phone: the glance and table columns say what A and B are ("A: gentle RED", "B: tail drop"), the whole set-ups their accessible names, and open at their left edge', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/#v=1&preset=${PRESET}&mode=compare`);
  await compareSettled(page);
  const glance = page.getByTestId('compare-glance');
  await expect(glance).toHaveAttribute('data-state', 'final');
  const [a, b] = [glance.getByTestId('glance-col-a'), glance.getByTestId('glance-col-b')];
  await expect(a.locator('[aria-hidden]')).toHaveText('A: gentle RED');
  await expect(b.locator('[aria-hidden]')).toHaveText('B: tail drop');
  await expect(page.getByRole('columnheader', { name: /^A: Gentle RED 4/ }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^B: Tail drop/ }).first()).toBeVisible();
  // The A/B table's phone heads too.
  await expect(page.getByTestId('compare-table').locator('th.col-a .col-short')).toHaveText('A: gentle RED');
  await expect(page.getByTestId('compare-table').locator('th.col-b .col-short')).toHaveText('B: tail drop');
  // Each sideways-scrolling table opens at its left edge.
  for (const name of ['A and B at a glance', 'A and B summary table']) expect(await page.getByRole('region', { name }).evaluate((el) => el.scrollLeft)).toBe(0);
  // Jain's index is a term in the glance's rows.
  await expect(glance.locator('[data-term=jain] [data-testid=metric-term]').first()).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${ARTIFACTS}/glance-names-ab-phone.png` });
});
