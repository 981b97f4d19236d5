import { z } from 'zod';
import { CheckSchema, MetricRefSchema } from './check';
import { METRIC_NAMES, METRICS } from './metrics';
import { applyEdits, buildScenario, readPath } from './step-scenario';
import { FIND_TARGET_IDS } from './find';
import { unfilledInStep, withFilledTexts } from './fill-texts';
import { LESSON_VIEW_IDS } from './views';
import { SKETCH_NAMES } from './sketches';
import { headlineProblem, MAX_HEADLINES } from '../headlines/headlines';
import { counterpartPreset } from '../scenario-edit/counterparts';

/**
 * A lesson, as data. Versioned by `format`; unknown fields are refused everywhere (strict), so
 * a misspelt key in a lecturer's file is reported rather than ignored. Text fields use the
 * small markup of markup.ts.
 */
export const LESSON_FORMAT = 1;

const Markup = z.string().min(1).max(4000);
const Edit = z.string().regex(/^[A-Za-z0-9_.]+=[^&#\s]*$/, 'an edit is "path=value", e.g. flows.2.start=3').max(200);

/** A row of a step's summary table: a set-up by its preset and edits, named as the row reads. */
const TableRow = z.strictObject({ name: z.string().min(1).max(80), preset: z.string().min(1).max(80), set: z.array(Edit).max(40) });

export const StepScenarioSchema = z.strictObject({
  preset: z.string().min(1).max(80),
  set: z.array(Edit).max(40).default([]),
});

export const PredictionSchema = z
  .strictObject({
    question: Markup,
    /**
     * Said once the student has answered, whatever the answer, first above the whys: the step's
     * mechanism, held back from the text above the question, where it gave the direction away and
     * its wording pushed a student to the wrong answer (bloat-0430 confusion 1: "every call packet
     * waits behind that whole queue" above step 1's question led to "Over a second").
     */
    afterAnswer: Markup.optional(),
    choices: z
      .array(
        z.strictObject({
          text: z.string().min(1).max(300),
          /** This choice is borne out when the step's check passes (or fails) on the student's run. */
          ifCheck: z.enum(['pass', 'fail']),
          /**
           * Why this choice is (or is not) what happens, shown once the student has answered:
           * for the chosen answer first, then, on request, for the others.
           */
          why: Markup,
          /**
           * A side story of this answer's why, folded under it with its own title: the point first,
           * the side topic on asking (bloat trial 07:10, confusion 1: "why not the full 1000
           * packets?", with delayed ACKs and minutes of refilling, buried the main point).
           */
          aside: z.strictObject({ title: z.string().min(1).max(120), text: Markup }).optional(),
        }),
      )
      .min(2)
      .max(6),
  })
  .superRefine((p, ctx) => {
    for (const outcome of ['pass', 'fail'] as const) {
      if (!p.choices.some((c) => c.ifCheck === outcome)) ctx.addIssue({ code: 'custom', path: ['choices'], message: `no choice is borne out when the check ${outcome === 'pass' ? 'passes' : 'fails'}: a prediction needs a right and a wrong answer` });
    }
  });

export const StepCheckSchema = z.strictObject({
  /** The claim being checked, in words (shown with the figures). */
  says: Markup,
  test: CheckSchema,
  /**
   * What the step's text says the unedited run shows. The player never uses it (it always
   * evaluates the student's run); the lesson tests hold the text to it.
   */
  expect: z.enum(['pass', 'fail']),
  /** A change that flips the verdict: offered to the student as something to try, and tested. */
  contrast: z.strictObject({ preset: z.string().min(1).max(80).optional(), set: z.array(Edit).max(40), note: Markup }),
  /**
   * A line under the check's figures, computed from the run judged, that says how the step's delay
   * figures add up for this flow (numbered from 1): its one-way delay as the path's plus its wait,
   * the mean queue in bytes and its sending time beside the queueing delay's mean, the plot's
   * median, the flow's 95th percentile (src/lessons/delay-parts.ts). Four delay figures stood
   * side by side and the student tied them alone (bloat-2235 confusions 2 and 9).
   */
  addsUp: z
    .strictObject({
      flow: z.int().min(1).max(999),
      /**
       * Folded under a disclosure of this title: on step 6 of the bufferbloat lesson the line's
       * "41.3 packets… 50.0 kB, 1212 bytes… not 248 ms" made the step a wall of arithmetic where
       * its claim should stand out (bloat-0315 confusion 6). Without it the line shows open.
       */
      fold: z.string().min(1).max(120).optional(),
    })
    .optional(),
});

/**
 * What the step's "Try:" line (its contrast note) expects of the check on the edited run: the
 * contrast flips the verdict by definition (the lesson tests hold every contrast to it), so the
 * Try line expects the opposite of the step's set-up. A flipped claim is the outcome the student
 * was asked to produce, not a failure (bloat-1130 step 29).
 */
export const tryLineExpects = (setUp: 'pass' | 'fail'): 'pass' | 'fail' => (setUp === 'pass' ? 'fail' : 'pass');

export const ChallengeSchema = z.strictObject({
  task: Markup,
  test: CheckSchema,
  hint: Markup.optional(),
  /**
   * Settings the player offers as inputs next to the task (paths, as in edits), for settings the
   * editor does not show (e.g. tcp.initialSsthresh, a reverse-direction queue).
   */
  controls: z.array(z.string().regex(/^[A-Za-z0-9_.]+$/).max(120)).max(6).optional(),
  /** One set of edits that solves it (for lecturer notes and the tests; not shown to students). */
  solution: z.strictObject({ preset: z.string().min(1).max(80).optional(), set: z.array(Edit).max(40) }),
  /**
   * Tempting edits that must NOT solve it, e.g. copying a value an earlier step used. The tests
   * prove each one fails; the lecturer notes list them with the note.
   */
  notSolvedBy: z.array(z.strictObject({ preset: z.string().min(1).max(80).optional(), set: z.array(Edit).min(1).max(40), note: Markup })).max(6).optional(),
  /**
   * Once the challenge passes: the student's figure beside the same figure of another queue on
   * their own link and traffic, and the step that says why it matters (beside-on-pass.ts). A
   * 50-packet FIFO passed the bufferbloat challenge with the link 100 % busy and the call at
   * twice CoDel's delay, and "Challenge completed" said nothing of it (bloat trial 01:00).
   */
  besideOnPass: z
    .strictObject({
      metric: MetricRefSchema,
      /** The bottleneck queue of this set-up (a preset and edits) takes the place of the student's. */
      queueOf: z.strictObject({ preset: z.string().min(1).max(80), set: z.array(Edit).max(40) }),
      /** That queue in a few words: "step 2's CoDel". */
      name: z.string().min(1).max(80),
      /** A question the comparison raises, shown before the link to `seeStep`. */
      ask: z.string().min(1).max(200),
      /** The step (from 1) that answers it. */
      seeStep: z.int().min(1).max(20),
      /**
       * A flow whose drops on the student's run are said with all the queue's, and why that flow
       * met so few (`why`, the lesson's words): a 50-packet FIFO passed with 0.0 % voice loss, and
       * nothing said why tail drop spared the call (bloat trial 02:20, confusion 6).
       */
      dropsOf: z.strictObject({ flow: z.int().min(0).max(999), why: z.string().min(1).max(300) }).optional(),
      /**
       * Figures on which the student's queue may beat the other one: those it does beat on their
       * run (the catalogue's \`better\`) are said with both values. A 50-packet FIFO beat CoDel on
       * utilization, goodput and voice loss, and the pass spoke only of delay (bloat-1540, confusion 7).
       */
      edge: z.array(MetricRefSchema).min(1).max(4).optional(),
      /**
       * A caution said right after \`edge\`: the student's own queue on another link (\`set\`, edits
       * applied to their scenario) beside \`queueOf\`'s there, in \`metric\`, after \`lead\` (the lesson's
       * words). At the moment the 50-packet FIFO beat CoDel on utilization, goodput and voice loss
       * the honest conclusion was "just shrink the buffer"; step 6's rebuttal was one link away at
       * the end of the note (bloat-2045 C8).
       */
      caution: z.strictObject({ set: z.array(Edit).min(1).max(4), lead: z.string().min(1).max(200) }).optional(),
    })
    .optional(),
});

/** A "find the packet" task, checked on the student's selection in the event list (find.ts). */
export const FindSchema = z.strictObject({
  task: Markup,
  target: z.enum(FIND_TARGET_IDS),
  hint: Markup.optional(),
});

export const StepSchema = z
  .strictObject({
    title: z.string().min(1).max(120),
    text: Markup,
    scenario: StepScenarioSchema,
    views: z.strictObject({
      show: z.array(z.enum(LESSON_VIEW_IDS)).min(1),
      highlight: z.enum(LESSON_VIEW_IDS).optional(),
      /** The flow the time-sequence plot shows (index, as in override paths). */
      seqFlow: z.int().min(0).max(999).optional(),
      /**
       * One sentence on what to see in the highlighted view, said under "Now look at …" once the
       * prediction is answered: the queueing-delay plot's tallest feature lay before the
       * measurement window, and nothing said the figures were not about it (bloat-1215 steps 8–9).
       */
      lookFor: Markup.optional(),
      /**
       * The seconds [from, to] "Now look at" zooms every plot to, said on its button: the FQ-CoDel
       * step said "With Zoom set to 15–18 s…" and the button left the plots at the whole run; the
       * student had to find the Zoom control (bloat-1815 confusion 4). The Zoom control's "Whole
       * run" undoes it.
       */
      zoom: z.tuple([z.number().min(0), z.number().positive()]).optional(),
      /**
       * The flow (numbered from 1) the step's "Look at" speaks of: pressed, it highlights that flow
       * in every plot, as the plots' "highlight" menu does. The bufferbloat student could not tell
       * the call's dots from bulk 1's until they found "highlight: flow 5 (voice)" themselves
       * (bloat-2235 confusion 6).
       */
      flow: z.int().min(1).max(999).optional(),
      /**
       * The one-way delay bar the step holds a flow to (ms), drawn as a labelled reference line on
       * the queueing-delay plot at that bar less the path's own one-way delay, and named `name`
       * ("the call's bar"): step 2 pointed back to "the 100 ms bar step 1 announced", and no plot
       * showed where it lay against the dots (bloat trial 03:15, confusion 3).
       */
      delayBar: z.strictObject({ oneWay: z.number().positive().max(10_000), name: z.string().min(1).max(40) }).optional(),
    }),
    prediction: PredictionSchema.optional(),
    check: StepCheckSchema.optional(),
    /** Revealed after the check has been run; says what in the plots shows it. */
    explanation: Markup.optional(),
    /**
     * A side story of the explanation, folded under it with its own title: read on asking, not on
     * the way to the point (bloat trial 02:20, confusion 1: TCP's go-back-N resends read as
     * off-topic beside the bufferbloat question).
     */
    aside: z.strictObject({ title: z.string().min(1).max(120), text: Markup }).optional(),
    challenge: ChallengeSchema.optional(),
    find: FindSchema.optional(),
    /**
     * An earlier step (1-based) the explanation offers in Compare A/B, that step's scenario as A
     * against its counterpart as B, as one button: "go back to step 2 and open Compare A/B there"
     * was a lot to hold in mind on a phone (trial phone-0100, s14).
     */
    abOfStep: z.int().min(1).max(99).optional(),
    /**
     * A third set-up (edits on the step's own, or another preset) whose figures the step's texts
     * quote as `{beside …}` marks, held to its run by the tests like the contrast's: step 6 of the
     * bufferbloat lesson says the 1000-packet FIFO's delay on its 2 Mbit/s link beside CoDel's, its
     * most striking figure, which a student found only in Compare A/B (bloat-1740 confusion 8).
     */
    besideRun: z.strictObject({ preset: z.string().min(1).max(80).optional(), set: z.array(Edit).max(40) }).optional(),
    /**
     * The lesson's summary as a table, shown after the step's explanation (the last step's closing
     * part): one row per set-up (a preset and edits), one column per figure, every cell computed
     * from that set-up's run in the app (lessons/queues-table.ts), none typed; `seeAlso` is a second
     * table of the same figures whose rows open their demo. The bufferbloat lesson ended without
     * setting FIFO, CoDel, PIE and FQ-CoDel side by side for the call (bloat8, item 1).
     */
    queuesTable: z
      .strictObject({
        caption: z.string().min(1).max(300),
        rows: z.array(TableRow).min(2).max(6),
        columns: z.array(MetricRefSchema).min(1).max(4),
        seeAlso: z.strictObject({ caption: z.string().min(1).max(300), rows: z.array(TableRow).min(1).max(4) }).optional(),
        /**
         * A line under the table: a flow figure's spread over the flows of one kind in each row's run,
         * lowest to highest ("goodput, lowest–highest"), how evenly each queue shares the link
         * (bloat9, finding 4: a right-sized FIFO's 9.72 Mbit/s split 1.68–2.96 between the downloads,
         * and nothing said how each queue shares). `who` names those flows in the lesson's words.
         */
        spread: z
          .strictObject({ metric: z.enum(METRIC_NAMES), kind: z.enum(['tcp', 'cbr']), who: z.string().min(1).max(40) })
          .refine((x) => METRICS[x.metric].scope === 'flow', { message: 'a spread reads a flow figure' })
          .optional(),
      })
      .optional(),
    /**
     * An earlier step's challenge whose setting this step takes up (its own value for it, often the
     * challenge's size): once the student passed that challenge with another value, the step says
     * theirs beside its own (lessons/challenge-recall.ts). Step 6 of the bufferbloat lesson said
     * "the challenge's 50-packet buffer" to a student who had passed with 40 (bloat-0055 confusion 10).
     */
    recallsChallenge: z.strictObject({ step: z.int().min(1).max(99), setting: z.string().min(1).max(120) }).optional(),
    /**
     * The step's headline numbers (metric catalogue ids; a flow metric names its flow, numbered
     * from 1). Left out: the preset's own, else ones derived from the step's scenario.
     */
    headlines: z.array(z.strictObject({ metric: z.string().min(1).max(80), flow: z.int().min(1).max(999).optional() })).min(1).max(MAX_HEADLINES).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.find && !s.views.show.includes('packets')) ctx.addIssue({ code: 'custom', path: ['views', 'show'], message: 'a step with a "find" task must show the packets view (the event list)' });
    if (s.views.highlight && !s.views.show.includes(s.views.highlight)) ctx.addIssue({ code: 'custom', path: ['views', 'highlight'], message: 'the highlighted view must be one of the shown views' });
    if (s.views.flow !== undefined && !s.views.highlight) ctx.addIssue({ code: 'custom', path: ['views', 'flow'], message: 'a flow is highlighted by "Look at", so the step needs a highlighted view' });
    if (s.views.zoom && !s.views.highlight) ctx.addIssue({ code: 'custom', path: ['views', 'zoom'], message: 'a zoom is set by "Now look at", so the step needs a highlighted view' });
    if (s.views.zoom && s.views.zoom[0] >= s.views.zoom[1]) ctx.addIssue({ code: 'custom', path: ['views', 'zoom'], message: 'a zoom runs from an earlier second to a later one' });
    if (s.check && !s.explanation) ctx.addIssue({ code: 'custom', path: ['explanation'], message: 'a step with a check needs an explanation to reveal after it' });
    if (s.aside && !s.explanation) ctx.addIssue({ code: 'custom', path: ['aside'], message: 'an aside is folded under the explanation, so the step needs one' });
    if (s.abOfStep !== undefined && !s.explanation) ctx.addIssue({ code: 'custom', path: ['abOfStep'], message: 'the A/B button of another step is shown with the explanation, so the step needs one' });
    if (s.prediction && !s.check) ctx.addIssue({ code: 'custom', path: ['prediction'], message: 'a prediction is resolved by the step\'s check, so the step needs one' });
  });

export const LessonSchema = z.strictObject({
  format: z.literal(LESSON_FORMAT),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/, 'an id is lower-case letters, digits and dashes'),
  title: z.string().min(1).max(100),
  level: z.enum(['introductory', 'intermediate', 'advanced']),
  minutes: z.int().min(5).max(60),
  /** Topic, for grouping on the landing page. */
  topic: z.string().min(1).max(60),
  /** The landing card's picture (sketches.ts); without one, the topic's. */
  sketch: z.enum(SKETCH_NAMES).optional(),
  summary: z.string().min(1).max(300),
  /** Other words a reader may search for (the landing page's search): "Wi-Fi" for a lesson whose text says "wireless". */
  searchWords: z.array(z.string().min(1).max(40)).max(12).optional(),
  goals: z.array(z.string().min(1).max(300)).min(1).max(8),
  sources: z.array(z.strictObject({ title: z.string().min(1).max(300), url: z.string().regex(/^https?:\/\//).max(300).optional() })).min(1).max(10),
  lecturerNotes: z.strictObject({
    project: Markup,
    misconceptions: z.array(Markup).min(1).max(10),
    discussion: z.array(Markup).min(1).max(10),
  }),
  steps: z.array(StepSchema).min(2).max(20),
});

export type Lesson = z.infer<typeof LessonSchema>;
export type LessonInput = z.input<typeof LessonSchema>;
export type Step = Lesson['steps'][number];
export type StepCheck = NonNullable<Step['check']>;
export type Challenge = NonNullable<Step['challenge']>;

export type LessonParse = { ok: true; lesson: Lesson } | { ok: false; errors: string[] };

/** Validate a lesson: its shape, then that every scenario it names builds and validates. */
export function parseLesson(input: unknown): LessonParse {
  const r = LessonSchema.safeParse(input);
  if (!r.success) return { ok: false, errors: r.error.issues.slice(0, 12).map((i) => `${i.path.join('.') || '(lesson)'}: ${i.message}`) };
  const errors: string[] = [];
  r.data.steps.forEach((s, i) => {
    const at = `steps.${i}`;
    const base = buildScenario(s.scenario.preset, s.scenario.set);
    if (!base.ok) errors.push(`${at}.scenario: ${base.error}`);
    else if (s.views.zoom && s.views.zoom[1] > base.scenario.duration) errors.push(`${at}.views.zoom: ends after the run (${base.scenario.duration} s)`);
    else if (s.views.flow !== undefined && s.views.flow > base.scenario.flows.length) errors.push(`${at}.views.flow: the step's scenario has ${base.scenario.flows.length} flows, not ${s.views.flow}`);
    else if (s.check?.addsUp && s.check.addsUp.flow > base.scenario.flows.length) errors.push(`${at}.check.addsUp.flow: the step's scenario has ${base.scenario.flows.length} flows, not ${s.check.addsUp.flow}`);
    else errors.push(...unfilledInStep(s, base.scenario, at));
    const variants: [string, { preset?: string; set: string[] } | undefined][] = [
      ['check.contrast', s.check?.contrast],
      ['besideRun', s.besideRun],
      ['challenge.solution', s.challenge?.solution],
      ...(s.challenge?.notSolvedBy ?? []).map((v, j): [string, { preset?: string; set: string[] }] => [`challenge.notSolvedBy.${j}`, v]),
      ...(s.queuesTable?.rows ?? []).map((v, j): [string, { preset?: string; set: string[] }] => [`queuesTable.rows.${j}`, v]),
      ...(s.queuesTable?.seeAlso?.rows ?? []).map((v, j): [string, { preset?: string; set: string[] }] => [`queuesTable.seeAlso.rows.${j}`, v]),
    ];
    const beside = s.challenge?.besideOnPass;
    if (beside) {
      if (beside.seeStep > r.data.steps.length) errors.push(`${at}.challenge.besideOnPass.seeStep: the lesson has no step ${beside.seeStep}`);
      const b = buildScenario(beside.queueOf.preset, beside.queueOf.set);
      if (!b.ok) errors.push(`${at}.challenge.besideOnPass.queueOf: ${b.error}`);
      if (beside.caution && base.ok) {
        const c = applyEdits(base.scenario, beside.caution.set);
        if (!c.ok) errors.push(`${at}.challenge.besideOnPass.caution.set: ${c.error}`);
      }
    }
    for (const [where, v] of variants) {
      if (!v) continue;
      const b = buildScenario(v.preset ?? s.scenario.preset, v.preset ? v.set : [...s.scenario.set, ...v.set]);
      if (!b.ok) errors.push(`${at}.${where}: ${b.error}`);
    }
    if (s.abOfStep !== undefined) {
      const other = r.data.steps[s.abOfStep - 1];
      const built = other && s.abOfStep !== i + 1 ? buildScenario(other.scenario.preset, other.scenario.set) : null;
      if (!built) errors.push(`${at}.abOfStep: step ${s.abOfStep} is not another step of this lesson`);
      else if (built.ok && counterpartPreset(built.scenario, other.scenario.preset) === null) errors.push(`${at}.abOfStep: step ${s.abOfStep}'s scenario has no counterpart for Compare A/B's B`);
    }
    if (base.ok) {
      (s.headlines ?? []).forEach((h, j) => {
        const problem = headlineProblem(h, base.scenario.flows.length);
        if (problem !== null) errors.push(`${at}.headlines.${j}: ${problem}`);
      });
      for (const path of s.challenge?.controls ?? []) {
        const v = readPath(base.scenario, path);
        if (typeof v !== 'number' && typeof v !== 'boolean' && typeof v !== 'string') errors.push(`${at}.challenge.controls: "${path}" is not a setting of the step's scenario`);
      }
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, lesson: withFilledTexts(r.data) };
}

/** The edits a contrast or solution makes, on top of the step's own (or on another preset). */
export function variantScenario(step: Step, v: { preset?: string; set: string[] }) {
  return buildScenario(v.preset ?? step.scenario.preset, v.preset ? v.set : [...step.scenario.set, ...v.set]);
}

export function stepScenario(step: Step) {
  return buildScenario(step.scenario.preset, step.scenario.set);
}
