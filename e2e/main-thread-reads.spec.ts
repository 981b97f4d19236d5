import { expect, type Page, test } from '@playwright/test';
import { failOnPageErrors, settle } from './helpers';

/**
 * Issue 38: the page's main thread during playback while an edit re-simulates (bench-ab's playback
 * case). A layout read (getBoundingClientRect, clientWidth) in a component's render or layout
 * effect forces a layout on every re-render, i.e. per batch and per frame: counted here by
 * element, with the page's own getters wrapped before it loads.
 */

failOnPageErrors(test);

/** Count layout reads per element test id in `window.__reads` ("rect:glance", "width:readout-host-cwnd", …). */
async function countLayoutReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: Record<string, number> = {};
    (window as unknown as { __reads: Record<string, number> }).__reads = reads;
    const note = (kind: string, el: Element) => {
      const id = (el as HTMLElement).dataset?.testid;
      if (id) reads[`${kind}:${id}`] = (reads[`${kind}:${id}`] ?? 0) + 1;
    };
    const rect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      note('rect', this);
      return rect.call(this);
    };
    const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    Object.defineProperty(Element.prototype, 'clientWidth', {
      ...width,
      get(this: Element) {
        note('width', this);
        return width.get!.call(this);
      },
    });
  });
}

/** Play at 5× and edit the scenario three times while it plays, each edit's run arriving in full; then pause. */
async function playWhileEditing(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const c = (window as unknown as { __clab: any }).__clab;
    const frames = (n: number) => new Promise<void>((r) => { const f = () => (--n <= 0 ? r() : requestAnimationFrame(f)); requestAnimationFrame(f); });
    c.playback.getState().setSpeed(5);
    c.playback.getState().reset();
    c.playback.getState().play();
    for (let k = 1; k <= 3; k++) {
      c.scenario.getState().edit((d: any) => { d.flows[0].start = 0.1 + k * 0.01; });
      while (c.runPending() || !c.settled()) await frames(1);
      // Frames of playback over the complete run (what the bench's playback case spends most of its time on).
      await frames(20);
    }
    c.playback.getState().pause();
  });
}

test('during playback with edits, "At a glance" reads its height once per run turning final, not after every re-render', async ({ page }) => {
  await countLayoutReads(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=dumbbell-10-droptail');
  await settle(page);
  await page.evaluate(() => { for (const k of Object.keys((window as any).__reads)) delete (window as any).__reads[k]; });
  await playWhileEditing(page);
  const reads = await page.evaluate(() => (window as any).__reads as Record<string, number>);
  // Three runs turned final: at most one read each.
  expect(reads['rect:glance'] ?? 0).toBeLessThanOrEqual(3);
  // And it still keeps the last complete run's height while the next computes (its purpose).
  await page.evaluate(() => (window as any).__clab.scenario.getState().edit((d: any) => { d.flows[0].start = 0.2; }));
  await expect(page.getByTestId('glance')).toHaveAttribute('data-state', 'final');
});

test('during playback with edits, no plot reads its host\u2019s width while no readout is shown; a hovered plot still places its readout', async ({ page }) => {
  await countLayoutReads(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=dumbbell-10-droptail');
  await settle(page);
  await page.evaluate(() => { for (const k of Object.keys((window as any).__reads)) delete (window as any).__reads[k]; });
  await playWhileEditing(page);
  const reads = await page.evaluate(() => (window as any).__reads as Record<string, number>);
  const hostWidthReads = Object.entries(reads).filter(([k]) => k.startsWith('width:readout-host-'));
  expect(hostWidthReads).toEqual([]);
  // The replay paused partway; a readout is given up to the playback cursor, so stand at the end
  // before pointing at 80 % of the plot (CI on 6143736: no readout past a cursor at a few seconds).
  await page.evaluate(() => (window as unknown as { __clab: { playback: { getState(): { scrub(t: number): void } } } }).__clab.playback.getState().scrub(1e9));
  // A pointer over the cwnd plot: the readout box is drawn inside the plot.
  const host = page.getByTestId('readout-host-cwnd');
  await host.scrollIntoViewIfNeeded();
  const box = (await host.boundingBox())!;
  await page.mouse.move(2, 2);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 4 });
  const readout = page.getByTestId('readout-cwnd');
  await expect(readout).toBeVisible();
  const r = (await readout.boundingBox())!;
  // Past the middle: the box sits left of the line, within the plot.
  expect(r.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width * 0.8 + 1);
});
