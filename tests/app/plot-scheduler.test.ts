import { beforeAll, describe, expect, it } from 'vitest';
import type { FramePlot } from '../../src/app/plot-base/scheduler';

// The scheduler draws in animation frames: here they run when the test says.
const frames: ((t: number) => void)[] = [];
let scheduler: typeof import('../../src/app/plot-base/scheduler');

beforeAll(async () => {
  (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = (cb: (t: number) => void) => frames.push(cb);
  scheduler = await import('../../src/app/plot-base/scheduler');
});

function runFrame(): void {
  const due = frames.splice(0);
  for (const cb of due) cb(performance.now());
}

/** A plot that counts what the scheduler asks of it. */
function fakePlot(onScreen: boolean | undefined) {
  const calls = { render: 0, composite: 0, deferred: 0 };
  const plot: FramePlot & { calls: typeof calls; visible: boolean } = {
    calls,
    visible: onScreen ?? true,
    renderData: () => void calls.render++,
    composite: () => void calls.composite++,
    ...(onScreen === undefined
      ? {}
      : {
          onScreen: () => plot.visible,
          deferData: () => void calls.deferred++,
        }),
  };
  return plot;
}

describe('plots off screen wait for their data until they come into view', () => {
  it('draws the plots on screen, defers the others, and calls the frame complete', () => {
    const shown = fakePlot(true);
    const hidden = fakePlot(false);
    const always = fakePlot(undefined);
    const offs = [shown, hidden, always].map((p) => scheduler.registerPlot(p));
    runFrame();
    const complete: boolean[] = [];
    const offHook = scheduler.onAfterFrame((full) => complete.push(full));
    for (const p of [shown, hidden, always]) p.calls.render = p.calls.deferred = p.calls.composite = 0;

    scheduler.invalidateData();
    runFrame();
    expect(shown.calls.render).toBe(1);
    expect(always.calls.render).toBe(1);
    expect(hidden.calls.render).toBe(0);
    expect(hidden.calls.deferred).toBe(1);
    // Not composited either (a playback frame would move its cursor for nobody).
    expect(hidden.calls.composite).toBe(0);
    // Every plot on screen shows the new data: the frame counts as a full redraw.
    expect(complete).toEqual([true]);

    // Cursor-only frames skip it too.
    scheduler.invalidateCursor();
    runFrame();
    expect(hidden.calls.composite).toBe(0);
    expect(shown.calls.composite).toBeGreaterThan(1);

    // Scrolled into view, the plot asks for its redraw (canvas-plot.ts does so) and gets it.
    hidden.visible = true;
    scheduler.invalidateData(hidden);
    runFrame();
    expect(hidden.calls.render).toBe(1);

    // Printing draws everything at once, whatever is on screen.
    hidden.visible = false;
    scheduler.drawAllPlots();
    expect(hidden.calls.render).toBe(2);
    expect(shown.calls.render).toBe(2);
    offHook();
    for (const off of offs) off();
  });

  it('a frame where every changed plot is off screen still completes (nothing on screen is left to draw)', () => {
    const hidden = fakePlot(false);
    const off = scheduler.registerPlot(hidden);
    runFrame();
    const complete: boolean[] = [];
    const offHook = scheduler.onAfterFrame((full) => complete.push(full));
    scheduler.invalidateData(hidden);
    runFrame();
    expect(hidden.calls.render).toBe(0);
    expect(complete).toEqual([true]);
    offHook();
    off();
  });
});
