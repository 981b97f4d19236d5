import { create } from 'zustand';
import type { Scenario } from '../../sim-core';
import type { Verdict } from '../../lessons/check';
import type { BesideLine } from '../../lessons/beside-on-pass';
import type { SeedsLine } from '../../lessons/challenge-seeds';
import type { Condition } from '../../lessons/check-words';
import type { EditSummary } from '../../lessons/edit-notes';
import type { LessonPlace } from '../../lessons/lesson-link';
import { readAnswers, writeAnswers, type StoredAnswer } from './lesson-answers';

/**
 * What the student is doing in a lesson: where they are, what they predicted, and the verdicts
 * computed from their runs. The lesson content itself lives in src/lessons; results in workers.
 */
export interface CheckWork {
  status: 'idle' | 'running' | 'done' | 'error';
  done: number;
  total: number;
  verdict: Verdict | null;
  error: string | null;
  /** The valid scenario the check was run on: one that differs from it now makes the verdict stale (lessons/check-outdated.ts). */
  scenario: Scenario | null;
  /** How the checked run differs from the step's own scenario (said with the verdict). */
  edits: EditSummary;
  /** Each flow's goodput on the judged run, in one line (headlines/per-flow-line.ts); absent for sweeps. */
  perFlow?: { label: string; text: string } | null;
  /** How the step's delay figures add up on the judged run (check.addsUp; lessons/delay-parts.ts); absent for sweeps and steps without it. */
  addsUp?: string | null;
  /** The judged figure as At a glance says it ("Vegas/Reno 0.351"; lessons/judged-figure.ts); absent for sweeps. */
  figure?: string | null;
  /** Each condition the check judged, with its own figure and bound, as the outcome's words say it (lessons/check-words.ts). */
  conditions?: Condition[] | null;
  /** A passed challenge's figure beside another queue's on the same link (lessons/beside-on-pass.ts), while it runs and once run. */
  beside?: { status: 'running' } | { status: 'done'; line: BesideLine } | { status: 'error'; error: string } | null;
  /** A passed challenge judged again over the Sweep's first seeds (lessons/challenge-seeds.ts; phone-0510 confusion 11), while it runs and once run. */
  seeds?: { status: 'running' } | { status: 'done'; line: SeedsLine } | { status: 'error'; error: string } | null;
  /** A challenge whose verdict turned since its last check: why, in words (app/lessons/challenge-turn.ts). */
  turn?: ChallengeTurn | null;
}

/** Why a challenge's verdict turned since its last check (app/lessons/challenge-turn.ts makes it). */
export interface ChallengeTurn {
  /** The verdict it turned to. */
  pass: boolean;
  /** "✗ since your last change (Queue RED → FQ-CoDel): Utilization 98.0 %, needs > 98 %. In A/B the challenge reads B, your scenario, not the pinned A." */
  words: string;
}

export const IDLE: CheckWork = { status: 'idle', done: 0, total: 0, verdict: null, error: null, scenario: null, edits: { kind: 'none' } };

/** A prediction's outcome, fixed by the first check after it was answered. */
export interface Judged {
  matched: boolean;
  /** The run it was judged on (usually the step's own). */
  edits: EditSummary;
  /** The figure it was judged on, as the verdict line says it ("Vegas/Reno 0.811"; lessons/judged-figure.ts). */
  figure?: string;
}

/** How tall a phone's lesson sheet stands (LessonState.sheetSize). */
export type SheetSize = 'peek' | 'question' | 'tall';

export interface LessonState {
  /** The landing page is shown instead of the workspace. */
  landing: boolean;
  place: LessonPlace | null;
  notesOpen: boolean;
  /** After the last step: the lesson's ending (what was learned, results, where next). */
  ending: boolean;
  /** The player drawer is folded away (narrow screens). */
  collapsed: boolean;
  /**
   * A phone's sheet height (layout/phone.css): a 40 % `peek` with the plots in sight above it;
   * `question` while the student answers, taken by "Go to the question" so that every answer shows
   * at once (at 40 % one and a half did: phone trial 11:45) and given back by Submit, whose verdict
   * is read with the plots; `tall` on the student's "Taller", kept until "Shorter" or a "Look at".
   * Each step opens at `peek`.
   */
  sheetSize: SheetSize;
  /**
   * Next / Back from Compare A/B landed in Explore, as the step has no A/B counterpart: said on
   * the sheet (OPENS_IN_EXPLORE) until another step opens.
   */
  leftCompare: boolean;
  /**
   * The step whose "Step N against … in A/B" button opened this one (AbOfStep.tsx): the sheet says
   * where the student is and offers the way back, until another step opens. A silent jump from
   * step 3 to step 2 read as answers lost (phone trial 02:20, s17).
   */
  cameFrom: number | null;
  /** Answered prediction per step key (answering lifts the veil over the results). */
  choices: Record<string, number>;
  /** Per step key: whether the answer matched, from the first check after answering. */
  judged: Record<string, Judged>;
  /** Step check and challenge work per step key (`<id>:<step>:check|challenge`). */
  work: Record<string, CheckWork>;
  setLanding(on: boolean): void;
  /** `keepFold`: a folded sheet stays folded (going Back); otherwise another step opens unfolded. */
  setPlace(place: LessonPlace | null, keepFold?: boolean): void;
  setNotesOpen(open: boolean): void;
  setEnding(on: boolean): void;
  setCollapsed(on: boolean): void;
  setSheetSize(size: SheetSize): void;
  setLeftCompare(on: boolean): void;
  setCameFrom(step: number | null): void;
  choose(key: string, choice: number): void;
  judge(key: string, j: Judged): void;
  setWork(key: string, w: CheckWork): void;
  /** "Try again": the step's answer, its verdict and its check are forgotten; the question is asked afresh. */
  forgetAnswer(key: string): void;
  /** "Start again" on a lesson's card: every answer of that lesson is forgotten. */
  forgetLessonAnswers(id: string): void;
}

export function stepKey(place: LessonPlace): string {
  return `${place.id}:${place.step}`;
}

/** The answered predictions this browser remembers (lesson-answers.ts), as the store holds them. */
function remembered(): Pick<LessonState, 'choices' | 'judged'> {
  const choices: Record<string, number> = {};
  const judged: Record<string, Judged> = {};
  for (const [key, a] of Object.entries(readAnswers())) {
    choices[key] = a.choice;
    judged[key] = { matched: a.matched, edits: a.edits, ...(a.figure ? { figure: a.figure } : {}) };
  }
  return { choices, judged };
}

/** Every judged answer, written back whenever one is judged or forgotten. */
function remember(s: Pick<LessonState, 'choices' | 'judged'>): void {
  const answers: Record<string, StoredAnswer> = {};
  for (const [key, j] of Object.entries(s.judged)) {
    const choice = s.choices[key];
    if (choice !== undefined) answers[key] = { choice, matched: j.matched, edits: j.edits, ...(j.figure ? { figure: j.figure } : {}) };
  }
  writeAnswers(answers);
}

export const useLessonStore = create<LessonState>()((set, get) => ({
  landing: false,
  place: null,
  notesOpen: false,
  ending: false,
  collapsed: false,
  sheetSize: 'peek',
  leftCompare: false,
  cameFrom: null,
  ...remembered(),
  work: {},
  setLanding: (landing) => set({ landing }),
  setPlace: (place, keepFold = false) => {
    const cur = get().place;
    if (cur && place && cur.id === place.id && cur.step === place.step) return;
    // Another step opens with its sheet unfolded ("Look at" may have folded it for the last one),
    // unless the student goes back to look at an earlier step's plots with the sheet folded (phone
    // trial 20:20, s20: Back unfolded it over the page they had gone back for).
    set({ place, ending: false, collapsed: keepFold && get().collapsed, sheetSize: 'peek', leftCompare: false, cameFrom: null });
  },
  setNotesOpen: (notesOpen) => set({ notesOpen }),
  setEnding: (ending) => set({ ending }),
  setCollapsed: (collapsed) => set({ collapsed }),
  setSheetSize: (sheetSize) => set({ sheetSize }),
  setLeftCompare: (leftCompare) => set({ leftCompare }),
  setCameFrom: (cameFrom) => set({ cameFrom }),
  choose: (key, choice) => set({ choices: { ...get().choices, [key]: choice } }),
  judge: (key, j) => {
    set({ judged: { ...get().judged, [key]: j } });
    remember(get());
  },
  setWork: (key, w) => set({ work: { ...get().work, [key]: w } }),
  forgetAnswer: (key) => {
    const { [key]: _choice, ...choices } = get().choices;
    const { [key]: _judged, ...judged } = get().judged;
    const { [`${key}:check`]: _work, ...work } = get().work;
    set({ choices, judged, work });
    remember(get());
  },
  forgetLessonAnswers: (id) => {
    const ours = (key: string) => key.startsWith(`${id}:`);
    const keep = <T,>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).filter(([k]) => !ours(k)));
    set({ choices: keep(get().choices), judged: keep(get().judged), work: keep(get().work) });
    remember(get());
  },
}));
