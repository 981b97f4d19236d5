import { expect, test } from '@playwright/test';
import { activeId, ARTIFACTS, compareSettled, settle } from './helpers';

/** Trials at 11:30 (main 7400190): lecturer-1130 steps 3, 4, 12, 13–14; bloat-1130 step 3. */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

test('a demo group that is a pair its study compares offers "Compare both in A/B" and "Present the comparison", by Tab too; a group of more does not (lecturer-1130 step 3)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  const group = page.getByTestId('demo-group-lossy-links');
  const compare = group.getByRole('link', { name: /^Compare both in A\/B/ });
  await expect(compare).toBeVisible();
  await expect(group.getByRole('link', { name: /^Present the comparison/ })).toBeVisible();
  // The bufferbloat group holds four queues each way: no single pair to offer.
  await page.getByRole('searchbox').fill('bufferbloat');
  await expect(page.getByTestId('demo-group-bufferbloat')).toBeVisible();
  await expect(page.getByTestId('group-compare-bufferbloat')).toHaveCount(0);
  await page.getByRole('searchbox').fill('Wi-Fi');
  // By keyboard: from the search, Tab reaches the offer before the group's demos; Enter opens A/B,
  // the study's subject (gentle RED) as A and tail drop as B.
  await page.getByRole('searchbox').focus();
  let presses = 0;
  while ((await activeId(page)) !== 'compare-pair-lossy-links' && presses++ < 60) {
    expect(await activeId(page), 'the offer comes before the demos').not.toMatch(/^demo-wifi-/);
    await page.keyboard.press('Tab');
  }
  await page.screenshot({ path: `${ARTIFACTS}/present18-pair-offer-1920.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/preset=wifi-red.*mode=compare/);
  await compareSettled(page);
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await expect(page.getByTestId('scenario-name')).toContainText('gentle RED');
  // "Present the comparison": A/B in presentation mode, in the projector theme.
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('present-title')).toHaveText(/ — gentle RED vs tail drop$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
});

test('presenting from the Default theme on a wide screen, Projector chosen as the theme after Esc stays after Esc, remembered; not on a phone (lecturer-1130 step 4; a tick until present22)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red');
  await settle(page);
  await expect(page.getByTestId('theme')).toHaveValue('default');
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  // At the top of Settings: in the bar it took Export and Share to a third row at 1280 px.
  await page.getByTestId('present-settings-toggle').click();
  const after = page.getByRole('combobox', { name: 'Theme after Esc' });
  await expect(after).toHaveValue('default');
  await page.screenshot({ path: `${ARTIFACTS}/present18-keep-large-1920.png` });
  await after.selectOption('projector');
  await page.getByTestId('present-exit').click();
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await expect(page.getByTestId('theme')).toHaveValue('projector');
  await page.reload();
  await settle(page);
  await expect(page.getByTestId('theme')).toHaveValue('projector');
  // In the projector theme already: the choice says so.
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  await expect(page.getByTestId('present-settings')).toBeVisible();
  await expect(page.getByTestId('present-theme')).toHaveValue('projector');
});

test('on a phone, presenting offers no projector theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&preset=wifi-red&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  // A phone's presentation buttons are folded behind Menu (present8, item 3).
  await page.getByTestId('present-menu-toggle').click();
  await page.getByTestId('present-settings-toggle').click();
  await expect(page.getByTestId('present-settings')).toBeVisible();
  await expect(page.getByTestId('present-theme')).toHaveCount(0);
});

test('set 2×, ⇥ End, Replay: the run plays at 2×; End kept the chosen speed (lecturer-1130 step 12)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=wifi-red');
  await settle(page);
  await page.getByTestId('speed').selectOption('2');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^End/ }).click();
  await expect(page.getByTestId('cursor-time')).toHaveText(/^run complete/);
  await expect(page.getByTestId('speed')).toHaveValue('2');
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('speed')).toHaveValue('2');
  // The End key likewise.
  await page.locator('body').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('speed')).toHaveValue('2');
});

test('the Share panel, presenting at 1920 × 1080: the localhost notice first, then the links and their buttons on its first screen; the small print folded (lecturer-1130 steps 13–14)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
  await compareSettled(page);
  await page.getByTestId('present-share-toggle').click();
  const panel = page.locator('#present-share-panel');
  await expect(panel).toBeVisible();
  const first = await panel.evaluate((el) => (el.firstElementChild as HTMLElement).dataset.testid);
  expect(first).toBe('share-host-note');
  await expect(panel.getByTestId('share-host-note')).toContainText(/^Links point at (localhost|127\.0\.0\.1):\d+, this computer: for students, serve the app from a host they can reach\./);
  await panel.getByTestId('share-student').click();
  await expect(panel.getByTestId('student-link')).toHaveValue(/preset=wifi-red/);
  // On the panel's first screen (no scrolling in it, none of the page): the notice, both buttons and the copied link.
  const box = (await panel.boundingBox())!;
  for (const id of ['share-host-note', 'share', 'share-student', 'student-link']) {
    const b = (await panel.getByTestId(id).boundingBox())!;
    expect(b.y + b.height, id).toBeLessThanOrEqual(Math.min(box.y + box.height, 1080) + 0.5);
  }
  expect(await panel.evaluate((el) => el.scrollTop)).toBe(0);
  // The rest under short headings, folded until asked; opened, it says what it said before.
  for (const [fold, note] of [
    ['share-student-fold', 'student-link-leaves-out'],
    ['share-carries-fold', 'share-link-carries'],
  ]) {
    await expect(panel.getByTestId(fold)).not.toHaveAttribute('open', '');
    await expect(panel.getByTestId(note)).toBeHidden();
    await panel.getByTestId(fold).locator('summary').click();
    await expect(panel.getByTestId(note)).toBeVisible();
  }
  await panel.getByTestId('share-carries-fold').locator('summary').click();
  await panel.getByTestId('share-student-fold').locator('summary').click();
  await page.screenshot({ path: `${ARTIFACTS}/present18-share-1920.png` });
});

test('a lesson card’s title starts the lesson, one Tab stop for it, at 1366 × 768 (bloat-1130 step 3)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  const card = page.getByTestId('lesson-card-bufferbloat-voice');
  await expect(card).toBeVisible();
  // One focusable control for the action: the title is it, and no second "Start lesson" button.
  expect(await card.locator('button, a[href], [tabindex]:not([tabindex="-1"])').evaluateAll((els) => els.filter((e) => /Start lesson/.test(e.textContent ?? '')).length)).toBe(1);
  const title = card.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(title).toHaveAccessibleName(/^A call beside downloads: big buffers and what CoDel does\s+Start lesson/);
  await title.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/present18-lesson-card-1366.png` });
  // A click on the bold title words themselves.
  await card.locator('.card-title-words').click();
  await expect(page.getByTestId('landing')).toHaveCount(0);
  await expect(page.locator('.lesson-panel')).toContainText('A call beside downloads');
});
