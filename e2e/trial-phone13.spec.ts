/**
 * What a phone student (390×844, touch) met showing one Vegas and one Reno flow sharing a router,
 * and whether the queue policy changes the outcome (trial phone9, findings 1–8): the throughput
 * plot beside At a glance's goodput, A and B drawn in the flows' colours, a lesson sheet over the
 * plot the step talks about, Sweep covered while predicting, "Continue lesson" after ×, a clipped
 * "100 s", the delay's mean and median apart, and Vegas's cut count beside its visible dips.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, predict, settle, showPlot } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SHOTS = '/work/notes/shots';

/** Pixels of a plot's canvas drawn in exactly this colour ('#rrggbb'). */
async function pixelsOf(page: Page, name: string, hex: string): Promise<number> {
  await showPlot(page, name);
  return page.evaluate(
    ([n, h]) => {
      const c = document.querySelector(`[data-testid="canvas-${n}"]`) as HTMLCanvasElement;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const [r, g, b] = [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16));
      let count = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b && d[i + 3] === 255) count++;
      return count;
    },
    [name, hex] as const,
  );
}

test.describe('at 390×844 (phone), Vegas against Reno', () => {
  test.use(PHONE);

  test('1. the throughput plot says it counts retransmissions and that At a glance gives goodput (new data only); Goodput draws the glance\'s quantity; the A/B overlay\'s legend says so too', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await settle(page);
    const bin = page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-bin');
    await bin.scrollIntoViewIfNeeded();
    // A/B opens on goodput, the glance's quantity, unless someone chose (phone trial 11:45).
    await expect(bin).toContainText('new data only, as At a glance gives it');
    await expect(page.getByTestId('plot-overlay').getByTestId('overlay-unit')).toHaveText('(Mbit/s)');
    await page.getByTestId('throughput-quantity-throughput').tap();
    await expect(bin).toContainText('retransmissions included. At a glance gives goodput, new data only: “Goodput” draws it');
    await page.screenshot({ path: `${SHOTS}/phone9-throughput-caption-390.png` });
    await expect(page.getByTestId('plot-overlay').getByTestId('overlay-unit')).toHaveText('(Mbit/s, retransmissions included)');
    await page.getByTestId('throughput-quantity-goodput').tap();
    await expect(bin).toContainText('new data only, as At a glance gives it');
  });

  test('2. A and B on one axis are drawn in colours of their own, not flow 1\'s and flow 2\'s', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await settle(page);
    // Okabe–Ito's first two (flow 1 Vegas, flow 2 Reno) against theme.abSides (default theme).
    expect(await pixelsOf(page, 'overlay', '#0072b2'), "flow 1's blue").toBe(0);
    expect(await pixelsOf(page, 'overlay', '#e69f00'), "flow 2's orange").toBe(0);
    expect(await pixelsOf(page, 'overlay', '#3a3f4b'), "A's colour").toBeGreaterThan(100);
    expect(await pixelsOf(page, 'overlay', '#b0306a'), "B's colour").toBeGreaterThan(100);
    await page.getByTestId('plot-overlay').screenshot({ path: `${SHOTS}/phone9-overlay-390.png` });
  });

  test('3. the lesson sheet takes at most 40 % of the screen, predicting and answered, with Submit and Next in sight; "Taller" gives it more, "Shorter" gives it back', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    const sheet = page.getByTestId('lesson-panel');
    const height = async () => (await sheet.boundingBox())!.height;
    await expect.poll(height, { message: 'predicting' }).toBeLessThanOrEqual(0.4 * 844 + 1);
    await expect(page.getByTestId('prediction-submit')).toBeInViewport();
    await predict(page, 0);
    await expect.poll(height, { message: 'answered' }).toBeLessThanOrEqual(0.4 * 844 + 1);
    await expect(page.getByTestId('lesson-next')).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/phone9-sheet-40-390.png` });
    const size = page.getByTestId('lesson-sheet-size');
    await expect(size).toHaveText('Taller');
    await size.tap();
    await expect.poll(height, { message: 'taller' }).toBeGreaterThan(0.55 * 844);
    await expect(size).toHaveText('Shorter');
    await expect(page.getByTestId('lesson-next')).toBeInViewport();
    await size.tap();
    await expect.poll(height, { message: 'shorter again' }).toBeLessThanOrEqual(0.4 * 844 + 1);
  });

  test('4. with a prediction open, the Sweep tab\'s set-up is not covered: its controls take taps; its results wait for the answer', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await settle(page);
    await expect(page.getByTestId('veil')).toBeVisible();
    await page.getByTestId('mode-sweep').tap();
    await expect(page.getByTestId('sweep-panel')).toBeVisible();
    await expect(page.getByTestId('veil')).toHaveCount(0);
    const param = page.getByTestId('sweep-param');
    await param.scrollIntoViewIfNeeded();
    const hit = await param.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top === el || el.contains(top);
    });
    expect(hit, 'the sweep setting takes the tap').toBe(true);
    await expect(page.getByTestId('sweep-results-wait')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone9-sweep-while-predicting-390.png` });
  });

  test('5. closed with ×, the lesson is no longer offered as "Continue lesson" (its card still resumes it); left by the title, it is, in place from the landing page\'s first frame', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    // Left by the header's title: offered, and the buttons under it do not move after it appears.
    await page.evaluate(() => {
      const w = window as unknown as { heroY: (number | null)[] };
      w.heroY = [];
      const tick = () => {
        const b = document.querySelector('[data-testid="hero-start"]');
        if (b) w.heroY.push(Math.round(b.getBoundingClientRect().y));
        if (w.heroY.length < 40) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByTestId('home').tap();
    await expect(page.getByTestId('continue-last')).toContainText('Continue lesson: Vegas meets Reno, step 2 of 3');
    await page.waitForTimeout(800);
    const ys = await page.evaluate(() => (window as unknown as { heroY: number[] }).heroY);
    expect(ys.length).toBeGreaterThan(5);
    expect(new Set(ys).size, `the start button stays put: ${ys.join(' ')}`).toBe(1);
    // Back in the lesson, closed with ×.
    await page.getByTestId('continue-last').tap();
    await settle(page);
    await page.getByTestId('lesson-close').tap();
    await page.getByTestId('home').tap();
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.getByTestId('continue-last-box')).toHaveCount(0);
    await expect(page.getByTestId('lesson-card-vegas-meets-reno')).toContainText('Continue at step 2 of 3');
    await page.screenshot({ path: `${SHOTS}/phone9-landing-after-close-390.png` });
    // Opened again, it is offered again.
    await page.getByTestId('lesson-card-vegas-meets-reno').getByRole('button', { name: /Continue at step 2/ }).tap();
    await settle(page);
    await page.getByTestId('home').tap();
    await expect(page.getByTestId('continue-last')).toBeVisible();
  });

  test('6. the time axis\'s last label ("100 s") ends inside the plot', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail');
    await settle(page);
    for (const name of ['cwnd', 'queue']) {
      await showPlot(page, name);
      const [right, edge] = await page.getByTestId(`plot-${name}`).evaluate((p) => {
        const svg = p.querySelector('svg.axes')!;
        const ticks = svg.querySelectorAll('g.x-axis .tick text');
        const last = ticks[ticks.length - 1];
        return [last.getBoundingClientRect().right, svg.getBoundingClientRect().right];
      });
      expect(right, `${name}: the last tick's label inside the plot`).toBeLessThanOrEqual(edge);
    }
    await page.getByTestId('plot-cwnd').screenshot({ path: `${SHOTS}/phone9-last-tick-390.png` });
  });

  test('7. the delay plot gives the mean beside its median, named as the mean; it is the figure At a glance gives', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await settle(page);
    const glance = await page.locator('.glance').innerText();
    const glanceMean = /Queueing delay, mean \(ms\)\s+([\d.]+)/.exec(glance)?.[1];
    expect(glanceMean, glance).toBeTruthy();
    const legend = page.getByTestId('plot-compare-delay-a').locator('.legend');
    await expect(legend).toContainText(/median [\d.]+ ms \(queueing delay, 50th percentile/);
    await expect(legend).toContainText(`mean ${glanceMean} ms (queueing delay, mean, the same packets, in the measurement window: not the median)`);
  });

  test('8. the cwnd plot\'s cut count says Vegas\'s small steps are not cuts, its detail that each cut is a dip', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await settle(page);
    await predict(page, 0);
    await page.getByTestId('lesson-fold').tap();
    await showPlot(page, 'cwnd');
    const note = page.getByTestId('note-fact-cwnd-marks-left-out');
    await expect(note).toHaveText(/flow 1 \(Vegas1\) 0; Vegas's small steps are not cuts$/);
    // The detail says what a cut is, and that each is a dip.
    await page.getByTestId('note-why-cwnd-marks-left-out').tap();
    await expect(page.locator('#note-cwnd-marks-left-out')).toContainText('each as a dip');
  });
});
