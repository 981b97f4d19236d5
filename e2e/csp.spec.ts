import { expect, test } from '@playwright/test';
import { openFresh } from './helpers';

// A normal session registers the service worker under the policy too (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Every CSP violation the page reports (collected from the first script on, before the app's). */
async function collectViolations(page: import('@playwright/test').Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test('the built page carries the Content-Security-Policy meta, and a normal session under it reports no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).not.toBeNull();
  const directives = new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('worker-src')).toBe("'self'");
  expect(directives.get('connect-src')).toBe("'self'");
  expect(directives.get('default-src')).toBe("'self'");
  // No inline script in the page.
  expect(await page.locator('script:not([src])').count()).toBe(0);
  // Use what needs the workers and the styles: an edit (new run), compare mode (a second
  // worker), a short sweep (the pool), the web-batch panel (a lazily loaded chunk), the theme
  // switch and the help dialog.
  await page.getByTestId('theme').selectOption('dark');
  await page.getByTestId('mode-compare').click();
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 30_000 });
  await page.getByTestId('mode-sweep').click();
  await page.getByTestId('sweep-param').selectOption('flows.2.start');
  await page.getByTestId('sweep-values').fill('0,2');
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.getByTestId('mode-web').click();
  await expect(page.getByTestId('web-panel')).toBeVisible();
  await page.getByTestId('mode-explore').click();
  await page.getByTestId('help-button').click();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);
});
