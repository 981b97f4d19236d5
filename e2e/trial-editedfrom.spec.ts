import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * bloat-2045 C10 (the bufferbloat lesson at 1366×768): in step 6 (the FIFO at 2 Mbit/s) switched
 * to CoDel with a 1000-packet buffer, the heading read "…, 2 Mbit/s — Tail drop, buffer 50 packets
 * · now CoDel, buffer 1000 packets"; once the lesson panel was closed it read "… — 1000-packet FIFO
 * (tail drop) · now CoDel, …", no longer saying the 2000 kbit/s still set (the student nearly
 * quoted the 10 Mbit/s result). The heading counts from the step the scenario was loaded as, open
 * panel or not.
 */

test.use({ viewport: { width: 1366, height: 768 } });

test('bufferbloat step 6 opened as a link, switched to CoDel, lesson panel closed: the heading still names the step’s 2 Mbit/s', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
  if (await page.getByTestId('veil').isVisible()) await predict(page, 1);
  await settle(page);
  await expect(page.getByTestId('rate')).toHaveValue('2000');
  await page.getByTestId('discipline').selectOption('codel');
  const buffer = page.getByTestId('buffer');
  await buffer.fill('1000');
  await buffer.press('Enter');
  const heading = page.getByTestId('scenario-name');
  const inLesson = 'Edited from: Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets · now CoDel, buffer 1000 packets';
  await expect(heading).toHaveText(inLesson);
  await page.getByTestId('lesson-close').click();
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  await expect(page.getByTestId('rate')).toHaveValue('2000');
  await expect(heading).toHaveText(inLesson);
  await expect(heading).not.toContainText('1000-packet FIFO');
  await page.screenshot({ path: `${ARTIFACTS}/trial-editedfrom-closed-1366.png` });
  // The rate set to 10 Mbit/s with the panel closed: the heading says the new rate and the step's.
  const rate = page.getByTestId('rate');
  await rate.fill('10000');
  await rate.press('Enter');
  await expect(heading).toHaveText('Edited: Voice call beside four downloads, 10 Mbit/s — now CoDel, buffer 1000 packets (the step: 2 Mbit/s)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('five edits: the heading names three and "and 2 more", and all five are one tap away under it (bloat-2045 C6, C11)', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-fifo&topology.bottleneck.rate=2000000&topology.bottleneck.delay=0.03&flows.0.start=1&flows.1.start=1.2&flows.4.rate=1500000');
    await settle(page);
    const heading = page.getByTestId('scenario-name');
    await expect(heading).toHaveText(/^Edited from: Voice call beside four downloads — 1000-packet FIFO \(tail drop\) · .*, and 2 more$/);
    const all = page.getByTestId('heading-edits');
    await all.getByText('All 5 edits').click();
    await expect(all.locator('li')).toHaveText(['Bottleneck rate 10000 → 2000 kbit/s', 'Bottleneck propagation delay 20 → 30 ms', 'flow 1 (bulk 1) start 0.1 → 1 s', 'flow 2 (bulk 2) start 0.2 → 1.2 s', 'flow 5 (voice) rate 80 → 1500 kbit/s']);
    await expect(heading).toHaveAttribute('title', /^Your edits: .*flow 5 \(voice\) rate 80 → 1500 kbit\/s$/);
    await page.screenshot({ path: `${ARTIFACTS}/trial-editedfrom-phone-390.png` });
  });
});
