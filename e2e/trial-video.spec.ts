import { expect, test } from '@playwright/test';
import { ARTIFACTS, settle, summaryText, urlSettled } from './helpers';

/**
 * Bufferbloat trial 05:10 (/work/notes/trials/bloat-0510.md, confusion 1): the student searched
 * "bufferbloat video call", found only the 80 kbit/s voice call, edited its CBR flow to 1.5 Mbit/s
 * by hand, and it still read "voice" everywhere. There are video-call presets now, and a flow's
 * name is an editor field.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('searching "video call" lists the video-call presets, and one opens with its flow 5 named "video"', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('video call');
  const card = page.getByRole('link', { name: /Video call beside four downloads — 1000-packet FIFO/ }).first();
  await expect(card).toBeVisible();
  await page.goto('/#v=1&preset=video-fifo');
  await urlSettled(page);
  await settle(page);
  await expect(page.getByTestId('flow-name-4')).toHaveValue('video');
  expect(await summaryText(page)).toContain('video');
});

test('a flow\'s name is edited in the Flows list: every table says the new name, the link carries it and restores it', async ({ page }) => {
  await page.goto('/#v=1&preset=voice-fifo');
  await urlSettled(page);
  await settle(page);
  const field = page.getByRole('textbox', { name: 'Flow 5 name' });
  await expect(field).toHaveValue('voice');
  await field.fill('video 1.5M');
  await field.press('Enter');
  await urlSettled(page);
  await settle(page);
  expect(page.url()).toContain('flows.4.name=video%201.5M');
  const text = await summaryText(page);
  expect(text).toContain('video 1.5M');
  expect(text).not.toMatch(/\bvoice\b/);
  await page.screenshot({ path: `${ARTIFACTS}/trial-video-renamed-1366.png` });
  await page.reload();
  await urlSettled(page);
  await settle(page);
  await expect(page.getByRole('textbox', { name: 'Flow 5 name' })).toHaveValue('video 1.5M');
  // An emptied box puts the name back (a link cannot say "no name").
  const again = page.getByRole('textbox', { name: 'Flow 5 name' });
  await again.fill('');
  await again.press('Enter');
  await expect(again).toHaveValue('video 1.5M');
  expect(page.url()).toContain('flows.4.name=video%201.5M');
});
