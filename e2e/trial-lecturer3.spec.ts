import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Lecturer trial 03:15 (/work/notes/trials/lecturer-0315.md, section 3): the Wi-Fi demo
 * (wifi-red) presented at 1920 × 1080, and the lesson "When loss is not congestion".
 */
test.use({ viewport: { width: 1920, height: 1080 } });

test('lecturer notes keep a veiled step covered: its summary figures are neither seen nor read before the prediction (confusion 12)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#v=1&lesson=loss-not-congestion&step=1');
  await expect(page.getByTestId('veil')).toBeVisible();
  await settle(page);
  await page.getByTestId('lecturer-notes-toggle').click();
  await expect(page.getByTestId('lecturer-notes')).toBeVisible();
  // The cover stays, and the notes say why the figures are not there.
  await expect(page.getByTestId('veil')).toBeVisible();
  await expect(page.getByTestId('results')).toHaveAttribute('data-veiled', 'yes');
  await expect(page.getByTestId('notes-veiled')).toContainText('stay covered until its prediction is answered');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-notes-veiled.png` });
  const withNotes = await page.locator('body').ariaSnapshot();
  // "Go to the question" closes the notes: the question is in the step.
  await page.getByTestId('veil-go').click();
  await expect(page.getByTestId('lecturer-notes')).toHaveCount(0);
  await predict(page, 1);
  // The figures the cover held (the trial saw "System goodput 9.55 Mbit/s · Utilization 99.4 %").
  const shown = await page.getByTestId('results').innerText();
  const goodput = /System goodput\D*?(\d+\.\d+)/.exec(shown)?.[1];
  const utilization = /Utilization\D*?(\d+\.\d+)/.exec(shown)?.[1];
  expect(goodput, shown).toBeTruthy();
  expect(utilization, shown).toBeTruthy();
  expect(await page.locator('body').ariaSnapshot()).toContain(goodput!);
  expect(withNotes).not.toContain(goodput!);
  expect(withNotes).not.toContain(`${utilization} %`);
});

test('presenting goodput: the address names it (tput=goodput), the student link keeps it, and Share says which plots students get (confusion 9)', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=throughput');
  await expect(page.getByTestId('presentation')).toBeVisible();
  for (const side of ['a', 'b']) await expect(page.getByTestId(`plot-compare-throughput-${side}`).locator('.plot-title')).toContainText('goodput, Mbit/s');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/plots=throughput.*tput=goodput|tput=goodput.*plots=throughput/);
  await page.getByTestId('present-share-toggle').click();
  await page.getByTestId('share-student').click();
  const link = await page.getByTestId('student-link').inputValue();
  expect(link).toContain('tput=goodput');
  expect(link).not.toContain('present=1');
  await page.getByTestId('share-student-fold').locator('summary').click();
  await expect(page.getByTestId('student-link-plots')).toHaveText('Students see every plot of the run, not only the presented ones; the throughput plot draws goodput, as here.');
  await page.getByTestId('share-carries-fold').locator('summary').click();
  await expect(page.getByTestId('share-plot-keys')).toContainText('tput=goodput here');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-share-plots.png` });
  // The student's page draws goodput, as the room saw.
  const student = await context.newPage();
  await student.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(student.getByTestId('presentation')).toHaveCount(0);
  for (const side of ['a', 'b']) await expect(student.getByTestId(`plot-compare-throughput-${side}`).locator('.plot-title')).toContainText('goodput, Mbit/s');
});

/** Lines of an element's text as laid out (one rect per line box of its text). */
function lineTexts(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        const box = r.getClientRects()[0];
        if (!box) continue;
        let line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
        if (!line) lines.push((line = { top: box.top, text: '' }));
        line.text += text[i];
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
  });
}

const PRESENT_WIFI = '/#v=1&preset=wifi-red&mode=compare&present=1&endnums=1&speed=5';

test('an edited Wi-Fi demo is titled from its neutral name, on at most two lines, never broken at a hyphen (confusion 7)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  const delay = page.locator('#present-settings').getByTestId('delay');
  await delay.fill('20');
  await delay.press('Enter');
  const title = page.getByTestId('present-title');
  await expect(title).toContainText('Edited: Lossy Wi-Fi, 20 ms path — gentle RED (the preset: 300 ms)');
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  // Revealed, with Settings open (the narrowest the title gets): no finding words, at most two lines, none ending in a hyphen.
  const text = (await title.textContent())!;
  expect(text).not.toMatch(/early drops cost|Long Wi-Fi|Wi-Fi losses/);
  const lines = await lineTexts(page, 'present-title');
  expect(lines.length, lines.join(' | ')).toBeLessThanOrEqual(2);
  for (const l of lines.slice(0, -1)) expect(l, lines.join(' | ')).not.toMatch(/-$/);
  expect(await title.evaluate((el) => getComputedStyle(el).hyphens)).toBe('none');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer3-edited-title-1920.png` });
});

test("the slide title's hint says the lecturer's title stays after the reveal, and it does, the finding said under it (confusion 8)", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('slide-title-edit').click();
  await expect(page.getByTestId('slide-title-hint')).toHaveText('Stays, before the reveal and after: keep the finding out of it');
  const question = 'Lossy Wi-Fi on a long path: does RED help or hurt?';
  await page.getByTestId('slide-title-input').fill(question);
  await page.getByTestId('slide-title-input').press('Enter');
  await expect(page.getByTestId('present-title')).toHaveText(question);
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  await expect(page.getByTestId('present-title')).toHaveText(question);
  await expect(page.getByTestId('present-why')).toBeVisible();
});

for (const size of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }]) {
  test(`presenting at ${size.width} × ${size.height}, Settings keeps the scenario line in sight: it heads the Settings column (confusion 6)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
    const setUp = page.getByTestId('present-set-up');
    await expect(setUp).toContainText('50 TCP flows: 25 Tahoe, 25 SACK');
    const line = (await setUp.textContent())!;
    await page.getByTestId('present-settings-toggle').click();
    await expect(page.getByTestId('present-settings')).toBeVisible();
    await expect(setUp).toHaveCount(1);
    await expect(setUp).toHaveText(line);
    await expect(setUp).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('present-settings').getByTestId('present-set-up')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/lecturer3-settings-setup-${size.width}.png` });
    await page.getByTestId('present-settings-toggle').click();
    await expect(page.locator('.present-bar').getByTestId('present-set-up')).toHaveText(line);
  });
}
