import { expect, test } from '@playwright/test';
import { PLOT_KINDS } from '../src/plot-kinds/plot-kinds';
import { compareSettled, failOnPageErrors, openFresh } from './helpers';

failOnPageErrors(test);

/** The kinds with a CSV (the view half of the registry is React; its CSV list is mirrored by the unit test). */
const WITH_CSV = new Set(['queue', 'delay', 'cwnd', 'seq', 'throughput', 'overlay']);

test('every registered plot is in Explore with a text alternative and its table, and in Compare and the chooser where the registry says', async ({ page }) => {
  // RED, so that the discipline's own panel is there too.
  await openFresh(page, '/#v=1&preset=seed000-red');
  for (const k of PLOT_KINDS) {
    const fig = page.getByTestId(`plot-${k.id}`);
    // A kind of both A/B runs (A and B on one axis, lecturer-0315) has no place in Explore's one run.
    if (k.bothRuns) {
      await expect(fig, k.id).toHaveCount(0);
      continue;
    }
    await expect(fig, k.id).toBeVisible();
    await expect(fig).toHaveAttribute('aria-describedby', `desc-${k.id}`);
    await expect(page.getByTestId(`desc-${k.id}`), k.id).not.toHaveText('');
    await expect(page.getByTestId(`export-csv-${k.id}`)).toHaveCount(WITH_CSV.has(k.id) ? 1 : 0);
    await page.getByTestId(`table-${k.id}`).click();
    await expect(page.locator(`#table-${k.id}-body table`), k.id).toBeVisible();
  }

  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  for (const k of PLOT_KINDS) {
    if (k.bothRuns) {
      // One panel of both runs, named by its kind: its CSV, text alternative and table.
      await expect(page.getByTestId(`plot-${k.id}`), k.id).toHaveCount(1);
      await expect(page.getByTestId(`plot-compare-${k.id}-a`), k.id).toHaveCount(0);
      await expect(page.getByTestId(`export-csv-${k.id}`), k.id).toHaveCount(WITH_CSV.has(k.id) ? 1 : 0);
      await expect(page.getByTestId(`desc-${k.id}`), k.id).not.toHaveText('');
      continue;
    }
    for (const side of ['a', 'b']) {
      const name = `compare-${k.id}-${side}`;
      await expect(page.getByTestId(`plot-${name}`), name).toHaveCount(k.compare ? 1 : 0);
      if (!k.compare) continue;
      // The same caption as Explore: CSV of this side's run, its text alternative and table.
      await expect(page.getByTestId(`export-csv-${name}`), name).toHaveCount(WITH_CSV.has(k.id) ? 1 : 0);
      await expect(page.getByTestId(`desc-${name}`), name).not.toHaveText('');
    }
  }
  // The queue's state readout on both sides, as in Explore.
  await expect(page.getByTestId('queue-state-a')).toBeAttached();
  await expect(page.getByTestId('queue-state-b')).toBeAttached();

  await page.getByTestId('mode-explore').click();
  await page.getByTestId('present').click();
  for (const k of PLOT_KINDS) await expect(page.getByTestId(`choose-${k.id}`), k.id).toHaveCount(k.presentable && !k.bothRuns ? 1 : 0);
});
