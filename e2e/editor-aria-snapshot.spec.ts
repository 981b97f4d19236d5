/**
 * A tester driving the app through Playwright's aria snapshot, as a screen reader meets the page,
 * looked for the scenario editor's fields at 390×844 (the "☰ Edit scenario" drawer) and 1366×768
 * (the side panel). RED's less-used settings (mode, w_q, mean packet size, byte mode) were folded
 * in a closed <details> and so absent from the tree, and the number boxes among them were named by
 * their help alone ("EWMA weight; …"), without the word on screen (w_q). Every field now stands in
 * the tree, named with its unit, and Tab reaches each.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, openFresh, settle } from './helpers';

failOnPageErrors(test);

/** The editor's part of the page's aria snapshot (the complementary region "Scenario editor"). */
async function editorSnapshot(page: Page): Promise<string> {
  const all = await page.locator('body').ariaSnapshot();
  const at = all.indexOf('complementary "Scenario editor"');
  expect(at, 'the editor region is in the snapshot').toBeGreaterThanOrEqual(0);
  return all.slice(at);
}

async function openEditor(page: Page, narrow: boolean): Promise<void> {
  if (!narrow) return;
  await page.getByRole('button', { name: /Edit scenario/ }).click();
  await page.locator('.editor.drawer').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

/** The editor's fields by role and accessible name, each with its unit where it has one. */
const KEY_FIELDS = [
  'spinbutton "Bottleneck rate (kbit/s)"',
  'spinbutton "Propagation delay, one way (ms)"',
  'spinbutton "Buffer limit (packets)"',
  'combobox "Queue"',
  'slider "min_th (packets)"',
  'spinbutton "min_th value (packets)"',
  'slider "max_th (packets)"',
  'spinbutton "max_th value (packets)"',
  'slider "max_p"',
  'group "More RED settings"',
  'radiogroup "RED mode"',
  'spinbutton "w_q: ',
  'spinbutton "Mean pkt: ',
  'spinbutton "PER in bad state (%)"',
  'spinbutton "Mean bad period (ms)"',
  'spinbutton "Flow 1 start (s)"',
  'spinbutton "Flow 1 access delay (ms)"',
  'spinbutton "Window cap (segments)"',
  'spinbutton "Run length (s)"',
];

for (const [w, h, name] of [
  [390, 844, 'phone drawer'],
  [1366, 768, 'side panel'],
] as const) {
  test(`${name} ${w}×${h}: every key editor field is in the aria snapshot by role and name with its unit, and Tab reaches it`, async ({ page }) => {
    // About a minute alone (50 flows' fields to Tab past, some 600 presses); CI runs two at once.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: w, height: h });
    await openFresh(page, '/#v=1&preset=wifi-red');
    await openEditor(page, w < 600);
    const snap = await editorSnapshot(page);
    const missing = KEY_FIELDS.filter((f) => !snap.includes(f));
    expect(missing, 'fields missing from the editor\'s aria snapshot').toEqual([]);
    // The flow timeline's bars (above the plots) are sliders named with their unit too.
    expect(await page.locator('body').ariaSnapshot()).toContain('slider "Flow 1 (tahoe 1) start time (s)"');

    // Random losses: the packet error rate's own box, in %.
    await page.getByTestId('loss-model').selectOption({ label: 'Random (Bernoulli)' });
    await settle(page);
    expect(await editorSnapshot(page)).toMatch(/spinbutton "[^"]*(packet error rate|PER)[^"]*\(%\)"/i);

    // Keyboard: Tab from the editor's first control reaches each of these fields in turn.
    const wanted = ['rate', 'buffer', 'minth-value', 'maxth-value', 'maxp-value', 'wq', 'meanpkt', 'flow-start-0', 'window-cap', 'run-length'];
    // What takes focus is recorded in the page (a focusin listener), read every 25 presses: one
    // round trip per press took 700 of them past the test's minute on a loaded machine (CI).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __focused: string[] }).__focused = seen;
      document.addEventListener('focusin', (e) => seen.push((e.target as HTMLElement | null)?.dataset?.testid ?? ''));
    });
    await page.getByTestId('rate').focus();
    const missingAfterTab = async () => {
      const seen = new Set(await page.evaluate(() => (window as unknown as { __focused: string[] }).__focused));
      return wanted.filter((t) => !seen.has(t));
    };
    for (let i = 0; i < 700 && (i % 25 !== 0 || (await missingAfterTab()).length > 0); i++) await page.keyboard.press('Tab');
    expect(await missingAfterTab(), 'fields Tab did not reach').toEqual([]);
  });
}
