import { create } from 'zustand';
import type { Scenario } from '../../sim-core';
import type { LessonPlace } from '../../lessons/lesson-link';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { presetTitle } from '../../scenario-edit/catalog';
import { scenarioB } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';
import { useScenarioStore } from '../state/scenario-store';

/**
 * Pinning A to a preset swaps the roles: A runs the preset, B is the scenario in the editor. Two
 * trials (phone s40, bloat s29) saw their B ("tail drop") vanish silently when they pinned A. So
 * the B they had is kept: the editor's scenario takes B's queue (B was A's traffic under B's
 * queue, which is now the editor's scenario), the change is said in words beside the chooser, and
 * one button undoes it (the editor's scenario, its preset and B's queue as they were).
 */
export interface PinChange {
  /** The preset A is now pinned to. */
  preset: string;
  /** B's queue in words, kept as B ("Tail drop, buffer 1000 packets"), or null when B could not be kept (no bottleneck). */
  keptB: string | null;
  /** What to restore on Undo. */
  before: { scenario: Scenario; preset: string | null; fromStep: LessonPlace | null; bQueue: ReturnType<typeof useCompareStore.getState>['bQueue'] };
}

interface PinNoticeState {
  change: PinChange | null;
}

/** The last pinning done from the chooser, said beside it until A is unpinned or the pin is undone. */
export const usePinNotice = create<PinNoticeState>()(() => ({ change: null }));

/**
 * Pin A to `preset` (null: unpin), keeping the B the user had when A was the editor's scenario.
 * A link that opens pinned (view-fields.ts) sets the store directly: its scenario is B already.
 */
export function pinA(preset: string | null): void {
  const compare = useCompareStore.getState();
  if (preset === null) {
    usePinNotice.setState({ change: null });
    compare.setPinA(null);
    return;
  }
  if (compare.pinA !== null) {
    // Already pinned: the editor is B already; only A changes.
    const c = usePinNotice.getState().change;
    usePinNotice.setState({ change: c ? { ...c, preset } : null });
    compare.setPinA(preset);
    return;
  }
  const sc = useScenarioStore.getState();
  const before = { scenario: structuredClone(sc.draft), preset: sc.preset, fromStep: sc.fromStep, bQueue: compare.bQueue };
  const b = sc.valid ? scenarioB(sc.valid, compare.bQueue, sc.preset) : null;
  const q = b?.ok ? getBottleneck(b.scenario)?.queue : undefined;
  compare.setPinA(preset);
  if (b?.ok && q) {
    const tcp = b.scenario.tcp;
    // B's queue (and the ECN its marking needs, as scenarioB turns on) into the editor: B stays the run it was.
    sc.edit((d) => {
      setBottleneck(d, { queue: structuredClone(q) });
      if (tcp?.ecn === true) d.tcp = { ...(d.tcp ?? {}), ecn: true };
    });
  }
  usePinNotice.setState({ change: { preset, keptB: q ? describeQueue(q) : null, before } });
}

/** Undo the last pinning: A is the editor's scenario again, as it was, with B's queue as it was. */
export function undoPin(): void {
  const c = usePinNotice.getState().change;
  if (!c) return;
  usePinNotice.setState({ change: null });
  useCompareStore.getState().setPinA(null);
  useScenarioStore.getState().loadScenario(c.before.scenario, c.before.preset, c.before.fromStep);
  useCompareStore.getState().setBQueue(c.before.bQueue);
}

/** The pinning in words: what A is now, what B is and where it is edited. */
export function pinChangeWords(c: PinChange): string {
  const a = `A is now the preset “${presetTitle(c.preset)}”, unchanged.`;
  const b = c.keptB
    ? ` B is the B you had (${c.keptB}, on your scenario’s traffic): it is now your scenario, edited in the scenario editor (its sections are marked B).`
    : ' B is now your scenario, edited in the scenario editor (its sections are marked B).';
  return a + b;
}
