/**
 * Issue 37, the lecturer's remaining findings (a trial at a projector, 1920 × 1080, "a 5-minute demo
 * where RED makes a lossy Wi-Fi link worse; a link for students; a figure for the slides", 8/10):
 * 1. the start page's repeated controls each have a name of their own, naming their demo or lesson;
 * 2. "A and B on one axis" takes the place of the A/B pair it draws on one axis, and gives it back;
 * 3. the throughput kind has one name per view (Throughput | Goodput) in the menu, the plot's
 *    title, its legend and the exported figure;
 * 4. a transient notice (the first Esc's, an export's "Saved …") covers no plot;
 * 5. "← Back to …" (and the browser's Back) to a demo already revealed keeps it revealed.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './helpers';

failOnPageErrors(test);


/** Every link, button and disclosure the accessibility tree names on the page, as "role: name". */
async function namedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[] };
  await cdp.detach();
  const roles = new Set(['link', 'button', 'DisclosureTriangle', 'checkbox', 'menuitem']);
  return nodes.filter((n) => !n.ignored && roles.has(n.role?.value ?? '')).map((n) => `${n.role!.value}: ${n.name?.value ?? ''}`);
}

const repeated = (names: readonly string[]) => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

/** Open every folded group and "Published result" on the start page, so all its controls are in the tree. */
async function unfoldAll(page: Page): Promise<void> {
  const folded = page.locator('details:not([open]) > summary');
  for (let k = 0; k < 80 && (await folded.count()) > 0; k++) await folded.first().click();
}

test.describe('1. the start page: every repeated control has a name of its own', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const query of ['', 'red', 'voice']) {
    test(`every "Present the comparison…" and every other link or button has a distinct accessible name${query ? ` (search "${query}")` : ''}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('landing')).toBeVisible();
      if (query) await page.getByTestId('landing-search').fill(query);
      await unfoldAll(page);
      const names = await namedControls(page);
      const present = names.filter((n) => n.startsWith('link: Present the comparison'));
      if (!query) expect(present.length).toBeGreaterThanOrEqual(2);
      expect(new Set(present).size).toBe(present.length);
      expect(repeated(names)).toEqual([]);
    });
  }
});
