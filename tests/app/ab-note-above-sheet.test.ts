/**
 * ab-note-above-sheet.ts waits for A/B's runs and its note before bringing the note above the folded
 * lesson sheet. It polled every 100 ms for up to 15 s; it now waits on the results, the stores and
 * the page's changes, and leaves no timer behind once it is done (lesson22, item 5). What it then
 * does on the page (the note above the sheet) is checked in e2e/trial-lesson17.spec.ts and
 * e2e/trial-phone9.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAbNoteAboveSheet } from '../../src/app/lessons/ab-note-above-sheet';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useViewStore } from '../../src/app/state/view-store';

/** A page with no note yet (A/B still laying out), whose changes are observed. */
class QuietObserver {
  static live = 0;
  observe() {
    QuietObserver.live++;
  }
  disconnect() {
    QuietObserver.live--;
  }
}

describe('bringing the A/B note above the folded sheet waits without polling', () => {
  const before = { mode: useViewStore.getState().mode, collapsed: useLessonStore.getState().collapsed };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', { querySelector: () => null, querySelectorAll: () => [], body: {} });
    vi.stubGlobal('MutationObserver', QuietObserver);
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 16));
    useViewStore.setState({ mode: 'compare' });
    useLessonStore.setState({ collapsed: true });
  });
  afterEach(() => {
    useViewStore.setState({ mode: before.mode });
    useLessonStore.setState({ collapsed: before.collapsed });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sets no timer over and over while A/B lays out, and leaving A/B ends the wait at once with no timer or observer left', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const waiting = showAbNoteAboveSheet();
    await vi.advanceTimersByTimeAsync(2_000);
    // One timer at most (the give-up after 15 s), not one every 100 ms.
    expect(setTimeoutSpy.mock.calls.length).toBeLessThanOrEqual(1);
    useViewStore.setState({ mode: 'explore' });
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
    expect(QuietObserver.live).toBe(0);
    setTimeoutSpy.mockRestore();
  });

  it('gives up after 15 s in A/B without its runs, leaving nothing running', async () => {
    const waiting = showAbNoteAboveSheet();
    await vi.advanceTimersByTimeAsync(15_001);
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
    expect(QuietObserver.live).toBe(0);
  });
});
