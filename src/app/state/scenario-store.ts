import { create } from 'zustand';
import { type Scenario, validateScenario } from '../../sim-core';
import { DEFAULT_PRESET, presetScenario } from '../../scenario-edit/catalog';
import { shareUnchanged } from '../util/share-unchanged';
import type { LessonPlace } from '../../lessons/lesson-link';

/**
 * What the user chose. `draft` is the scenario as edited (it may be invalid for a moment, e.g.
 * minTh ≥ maxTh while typing); `valid` is the core-validated scenario the worker runs, or null.
 */
export interface ScenarioState {
  preset: string | null;
  draft: Scenario;
  valid: Scenario | null;
  errors: string[];
  /** A refused share link's message (rendered as text). */
  linkError: string | null;
  /** Increments on every change of the draft. */
  revision: number;
  /**
   * How the scenario last changed: `load`ed whole (a preset, a link, a lesson step, A/B's way into
   * another step) or `edit`ed by the user (the editor, A/B's swap and pin). What reacts to the
   * student's own changes (a lesson's challenge checked by itself) tells the two apart by it.
   */
  changedBy: 'load' | 'edit';
  /**
   * The lesson step whose set-up this scenario was loaded as (kept through edits and after the
   * lesson panel closes), or null. The heading counts the edits from it: with the panel closed it
   * fell back to the step's preset, dropping the step's 2 Mbit/s from "Edited from: …" while the
   * rate was still set (bloat trial 20:45, C10).
   */
  fromStep: LessonPlace | null;
  loadPreset(name: string): boolean;
  /** `fromStep`: the lesson step this scenario is the set-up of, if it is one. */
  loadScenario(scenario: Scenario, preset: string | null, fromStep?: LessonPlace | null): void;
  /** Apply an edit to a copy of the draft and validate it. */
  edit(fn: (draft: Scenario) => void): void;
  setLinkError(message: string | null): void;
}

function defaultScenario(): Scenario {
  const s = presetScenario(DEFAULT_PRESET);
  if (!s) throw new Error(`default preset ${DEFAULT_PRESET} is missing or invalid`);
  return s;
}

const initial = defaultScenario();

export const useScenarioStore = create<ScenarioState>()((set, get) => ({
  preset: DEFAULT_PRESET,
  draft: initial,
  valid: initial,
  errors: [],
  linkError: null,
  revision: 0,
  changedBy: 'load',
  fromStep: null,

  loadPreset(name) {
    const s = presetScenario(name);
    if (!s) return false;
    set({ preset: name, draft: s, valid: s, errors: [], revision: get().revision + 1, changedBy: 'load', fromStep: null });
    return true;
  },

  loadScenario(scenario, preset, fromStep = null) {
    const r = validateScenario(scenario);
    set({
      preset,
      draft: scenario,
      valid: r.ok ? r.scenario : null,
      errors: r.ok ? [] : r.errors,
      revision: get().revision + 1,
      changedBy: 'load',
      fromStep,
    });
  },

  edit(fn) {
    const prev = get();
    const draft = structuredClone(prev.draft);
    fn(draft);
    const r = validateScenario(draft);
    // A valid draft is replaced by its normalised form (defaults filled), so links stay readable.
    // What the edit left alone keeps its identity (views selecting it do not re-render).
    const nextDraft = shareUnchanged(prev.draft, r.ok ? r.scenario : draft);
    set({
      draft: nextDraft,
      valid: r.ok ? shareUnchanged(prev.valid, nextDraft) : null,
      errors: shareUnchanged(prev.errors, r.ok ? [] : r.errors),
      revision: prev.revision + 1,
      changedBy: 'edit',
    });
  },

  setLinkError(message) {
    set({ linkError: message });
  },
}));

/** Errors whose path starts with `prefix` (e.g. "topology.bottleneckQueue"), message only. */
export function errorsUnder(errors: string[], prefix: string): string[] {
  return errors.filter((e) => e.startsWith(prefix));
}
