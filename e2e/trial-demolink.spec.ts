import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './helpers';

/**
 * Bloat trial 00:55, confusion 11: the landing page's "see Bufferbloat: CoDel, PIE and FQ-CoDel"
 * points to #demo-group-bufferbloat; clicked it scrolled there, but the address opened directly
 * (pasted, bookmarked, reloaded) said "This link could not be opened: the link has no format
 * version" and loaded an unrelated demo. Every in-page href the app writes opens the landing page.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Open an address afresh (a page load, not a same-page hash change). */
async function openDirectly(page: Page, fragment: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/${fragment}`);
  await expect(page.getByTestId('landing')).toBeVisible();
}

test('#demo-group-bufferbloat opened directly shows the landing page at that group, opened, with no link error', async ({ page }) => {
  await openDirectly(page, '#demo-group-bufferbloat');
  const group = page.getByTestId('demo-group-bufferbloat');
  await expect(group).toHaveAttribute('open', '');
  await expect(group.locator('summary')).toContainText('Bufferbloat');
  await expect(group.locator('summary')).toBeInViewport();
  await expect(page.getByTestId('link-error')).toHaveCount(0);
  // The landing page's address is the bare one (a reload is the landing page again).
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
  await page.screenshot({ path: `${ARTIFACTS}/trial-demolink-bufferbloat-1366.png` });
});

test('every in-page href the landing page and the workspace write opens without a link error', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  const landingHrefs = await page.locator('a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  await page.goto('/#v=1&preset=seed003-e2-droptail');
  await expect(page.getByTestId('summary')).toBeVisible();
  const workspaceHrefs = await page.locator('a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const anchors = [...new Set([...landingHrefs, ...workspaceHrefs].filter((h) => !h.includes('=')))];
  // The landing page's own jump links and the workspace's skip links (#main) at least.
  expect(anchors).toEqual(expect.arrayContaining(['#demo-group-bufferbloat', '#lessons-h', '#sandbox-h', '#main']));
  for (const href of anchors) {
    await openDirectly(page, href);
    await expect(page.getByTestId('link-error'), href).toHaveCount(0);
  }
  // Typed into the address bar while on the landing page (a hash change, not a load): shown there too.
  await page.evaluate(() => (location.hash = '#demos-teaching-h'));
  await expect(page.locator('#demos-teaching-h')).toBeInViewport();
  await expect(page.getByTestId('link-error')).toHaveCount(0);
});
