import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, openFresh, settle } from './helpers';

failOnPageErrors(test);

test('min_th explains itself on keyboard focus, and its tooltip opens the glossary at min_th', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-red');
  const tip = page.getByTestId('tip-min-th');
  await expect(tip).toBeHidden();
  // Focus (not hover) shows the tip; the control is described by its sentence.
  await page.getByTestId('minth-range').focus();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('RED’s lower threshold');
  const described = await page.getByTestId('minth-range').evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain('below it, RED drops nothing');
  await page.screenshot({ path: `${ARTIFACTS}/tooltip-min-th.png` });
  // Escape hides it; focusing again shows it; with "Explain fields" on (the editor's "more…" links
  // are Tab stops then), Tab reaches "more…" inside the tip without losing it.
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await page.getByTestId('explain-fields').click();
  await page.getByTestId('minth-value').focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('tip-more-min-th')).toBeFocused();
  await page.keyboard.press('Enter');
  const glossary = page.getByTestId('glossary');
  await expect(glossary).toBeVisible();
  const entry = page.getByTestId('glossary-min-th');
  await expect(entry).toHaveClass(/current/);
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('min_th is where early dropping starts');
  await expect(page.getByTestId('glossary-see-min-th')).toContainText("RED's knobs");
  await page.screenshot({ path: `${ARTIFACTS}/glossary-min-th.png` });
  await page.getByTestId('glossary-close').click();
  await expect(glossary).toBeHidden();
});

test('the glossary opens from Help, finds a term, and its link opens the preset that shows it', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await page.getByTestId('help-button').click();
  await page.getByTestId('help-glossary').click();
  await expect(page.getByTestId('help')).toBeHidden();
  await expect(page.getByTestId('glossary')).toBeVisible();
  // Typing in the search box is not the app's shortcuts ("?" would toggle Help).
  await page.getByTestId('glossary-filter').press('?');
  await expect(page.getByTestId('help')).toBeHidden();
  await expect(page.getByTestId('glossary-filter')).toHaveValue('?');
  await page.getByTestId('glossary-filter').fill('Jain');
  await expect(page.getByTestId('glossary-jain')).toBeVisible();
  await expect(page.getByTestId('glossary-cwnd')).toHaveCount(0);
  await page.getByTestId('glossary-filter').fill('bufferbloat');
  await page.getByTestId('glossary-see-queueing-delay').click();
  await expect(page.getByTestId('glossary')).toBeHidden();
  await expect(page).toHaveURL(/preset=bufferbloat-fifo/);
  await expect(page.getByTestId('scenario-name')).toContainText('Bufferbloat: five downloads through a 1000-packet FIFO');
});

test('the glossary search lists the term named CoDel first, above terms whose texts only mention it (issue 37)', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bufferbloat-codel');
  await page.getByTestId('help-button').click();
  await page.getByTestId('help-glossary').click();
  await page.getByTestId('glossary-filter').fill('CoDel');
  const entries = page.getByTestId('glossary-body').locator('[data-term-entry]');
  await expect(entries.first()).toHaveAttribute('data-term-entry', 'codel');
  const order = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-term-entry')));
  expect(order.indexOf('fq-codel')).toBeLessThan(order.indexOf('queue-discipline'));
  await expect(page.getByTestId('glossary-found')).toContainText('best match first');
});

test('the landing page offers plain names: teaching demos apart from reproductions that name their study', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-section-teaching')).toContainText('Late flow vs two downloads — tail drop');
  const studies = page.getByTestId('demo-section-studies');
  await expect(studies).toContainText('Reproductions of published studies');
  await studies.getByTestId('demo-group-seed002').locator(':scope > summary').click();
  await expect(page.getByTestId('study-seed002')).toContainText('Chang (2004), “TCP Performance Analysis and Fairness Improvement in Different Congestion Control Methods”');
  expect(await page.getByTestId('landing').innerText()).not.toMatch(/Seed 00\d/);
  // A demo chosen far down the page opens the app at its top: its heading in view.
  // (Its demos' links: the group's first link is now its lesson's, "Vegas meets Reno".)
  const demo = studies.getByTestId('demo-group-seed002').locator('li > a[data-result]').first();
  await demo.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await demo.click();
  await expect(page.getByTestId('scenario-name')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('once edited away from its preset, the heading says "Edited from" instead of describing the preset', async ({ page }) => {
  await openFresh(page, '/');
  const heading = page.getByTestId('scenario-name');
  // The preset menu's own title (one name in the menu and the heading).
  await expect(heading).toHaveText('Late flow vs two downloads — tail drop');
  await expect(page.getByTestId('scenario-description')).toContainText('Tail drop drops only when');
  await page.getByTestId('discipline').selectOption('red');
  await settle(page);
  await expect(heading).toHaveText(/^Edited from: Late flow vs two downloads — tail drop · now RED \d+–\d+ bytes, max_p 0\.1, buffer 20000 bytes$/);
  await expect(page.getByTestId('scenario-description')).toHaveCount(0);
  await expect(page.getByTestId('edited-note')).toBeVisible();
  // Projected, the title says the same (it said "… — tail drop" over a RED run).
  const edited = await heading.innerText();
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation').locator('.present-title')).toHaveText(edited);
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // The page's link (another queue discipline: the compact form) opens with the same words and
  // the preset it came from, not the preset's own title and description.
  // (The URL is written once the edit's run has arrived: polled, not read at once.)
  await expect(page).toHaveURL(/[#&]from=seed000-droptail&s=/);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await settle(fresh);
  await expect(fresh.getByTestId('scenario-name')).toHaveText(edited);
  await expect(fresh.getByTestId('scenario-description')).toHaveCount(0);
  // The menu says so too (it named the preset as if it ran, beside an edited scenario): in one
  // line, "Your edit: …" (nav15), with the whole heading as its title and description.
  await expect(fresh.getByTestId('preset')).toHaveValue('');
  await expect(fresh.getByTestId('preset').locator('option').first()).toHaveText(/^Your edit: RED/);
  await expect(fresh.getByTestId('preset')).toHaveAttribute('title', /^Edited from: .*tail drop/);
  await fresh.close();
  await page.getByTestId('back-to-preset').click();
  // The preset menu's own title (one name in the menu and the heading).
  await expect(heading).toHaveText('Late flow vs two downloads — tail drop');
  await expect(page.getByTestId('discipline')).toHaveValue('droptail');
});

test('a tooltip in the presentation settings strip shows whole, above the strip’s clipping, and steps aside once the value is typed', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=dumbbell-red&mode=compare&present=1&plots=queue,cwnd');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  await page.getByTestId('present-settings-toggle').click();
  const tip = page.getByTestId('tip-min-th');
  await page.getByTestId('minth-value').focus();
  await expect(tip).toBeVisible();
  // Every corner of the tip is the tip on screen: nothing (the strip's scrolling edge, the plots) covers or clips it.
  const corners = await tip.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // Probed inside the rounded corners (a point 2 px in from a 6 px radius lies outside the tip's shape).
    const inset = parseFloat(getComputedStyle(el).borderTopLeftRadius) + 1 || 2;
    return [
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ].map(([x, y]) => el.contains(document.elementFromPoint(x, y)));
  });
  expect(corners).toEqual([true, true, true, true]);
  await page.screenshot({ path: `${ARTIFACTS}/tooltip-present-settings.png` });
  // Typing a value: the tip no longer sits over the fields below; focusing again brings it back.
  const runBefore = await page.evaluate(() => (window as unknown as { __clab: { latestRunId(): number } }).__clab.latestRunId());
  await page.getByTestId('minth-value').press('ArrowUp');
  await expect(tip).toBeHidden();
  // The typed value starts a run (at once or when the field is left), whose arrival closes
  // whatever tip is open (fix10); tips asked for after it show, each field's its own.
  await page.getByTestId('maxth-value').focus();
  await page.waitForFunction((b) => (window as unknown as { __clab: { latestRunId(): number } }).__clab.latestRunId() !== b, runBefore);
  await settle(page);
  await page.getByTestId('minth-value').focus();
  await expect(tip).toBeVisible();
  await page.getByTestId('maxth-value').focus();
  await expect(page.getByTestId('tip-max-th')).toBeVisible();
  await page.getByTestId('minth-value').focus();
  await expect(tip).toBeVisible();
});
