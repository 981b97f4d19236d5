import { z } from 'zod';
import { LeafQueueSpec, LIMITS } from '../../sim-core';
import { presetInput } from '../../scenario-edit/catalog';
import { useCompareStore } from '../state/compare-store';
import { MAX_PRESENTED_PLOTS, PLOT_CHOICE_IDS, type PlotChoice } from '../state/plot-choices';
import { COMPARE_PLOTS } from '../../plot-kinds/plot-kinds';
import { shownQuantity } from '../state/throughput-quantity';
import { CWND_UNITS, DEFAULT_THROUGHPUT_QUANTITY, MODES, SLIDE_TITLE_MAX, THROUGHPUT_QUANTITIES, useViewStore, Y_RANGES, type Mode, type ThroughputQuantity, type ViewState } from '../state/view-store';
import { applySweepSettings, currentSweepSettings, SweepSettingsSchema, type SweepSettings } from '../sweep/sweep-settings';
import { THEMES, type ThemeName } from '../theme/theme';
import { SPEEDS, usePlaybackStore } from '../state/playback-store';
import { compactJsonForm, flagForm, numberForm, numberListForm, wordForm, wordListForm, type TextForm } from './view-forms';

/** What applying a link's view needs to know beside the link. */
export interface ApplyContext {
  /** The page was opened with `?embed=1`, which holds whatever the fragment says. */
  embedByQuery: boolean;
}

/**
 * One setting of the view a link carries, described once: its key in the link, how it is written
 * (text form) and checked (zod schema), and where it lives in the app (read from / put into the
 * stores). Links, reloads and the URL sync are all derived from the list below.
 */
export interface ViewField<N extends string, T> {
  /** Its name in a ViewLink object. */
  name: N;
  /** Its key in the link's fragment (short: links are read and pasted by people). */
  key: string;
  /** The view version that introduced the key (a link of an older version may not use it). */
  since: number;
  /** What it is, in words, for refusals of structured values ("B's queue"). */
  what: string;
  form: TextForm<T>;
  schema: z.ZodType<T>;
  /** A refusal in words for any bad text (plain values), instead of the schema's messages. */
  refusal?: (text: string) => string;
  /**
   * Set by a lesson step (its `views`): a lesson link is the step, so while a lesson is open the
   * link leaves this out and the step decides it.
   */
  stepOwned?: true;
  /**
   * Only for the projected view (presentation, its plots, its title): a student link
   * (currentStudentLink) leaves it out, so students open the normal view in their own theme.
   */
  presentationOnly?: true;
  /** Applied before the others: state that switching the mode acts on (B's queue starts B's run). */
  early?: true;
  /** The value links leave out (reading a link without the key gives it). */
  default?: T;
  /** The value the app shows now (undefined: nothing to say, e.g. no zoom). */
  read(): T | undefined;
  /** Show a link's value; undefined: the link leaves the key out. */
  apply(value: T | undefined, ctx: ApplyContext): void;
}

function field<N extends string, T>(f: ViewField<N, T>): ViewField<N, T> {
  return f;
}

/** View-store keys a link may carry (the rest — help dialog, drawer — are not worth sharing). */
type StoredKey = Exclude<keyof ViewState, `set${string}` | 'helpOpen' | 'drawerOpen' | 'themeBeforePresenting'>;

/**
 * A view-store value written as it is: read from and put back into the store unchanged, its
 * default left out of links. A new view-store setting that a link should keep is one such line
 * in VIEW_FIELDS (with the next `since` when links using it should be refused by older builds).
 */
function storedField<K extends StoredKey, N extends string>(storeKey: K, f: Omit<ViewField<N, ViewState[K]>, 'read' | 'apply' | 'default'> & { default: ViewState[K] }): ViewField<N, ViewState[K]> {
  // (`f` is spread first: read and apply below are the store's.)
  return {
    ...f,
    read: () => useViewStore.getState()[storeKey],
    apply: (value) => useViewStore.setState({ [storeKey]: value ?? f.default } as Partial<ViewState>),
  };
}

const themeNames = Object.keys(THEMES) as ThemeName[];
const Zoom = z
  .tuple([z.number(), z.number()])
  .refine(([t0, t1]) => Number.isFinite(t0) && Number.isFinite(t1) && t0 >= 0 && t1 > t0 && t1 <= LIMITS.maxDuration);
const Plots = z
  .array(z.enum(PLOT_CHOICE_IDS as [PlotChoice, ...PlotChoice[]], { error: (iss) => `there is no plot "${String(iss.input).slice(0, 20)}" to show` }))
  .min(1, `"plots" names 1 to ${MAX_PRESENTED_PLOTS} different plots`)
  .max(MAX_PRESENTED_PLOTS, `"plots" names 1 to ${MAX_PRESENTED_PLOTS} different plots`)
  .refine((ids) => new Set(ids).size === ids.length, `"plots" names 1 to ${MAX_PRESENTED_PLOTS} different plots`);

/**
 * Every view setting a link keeps, in the order they are written and applied (`early` ones
 * first). The presentation switch comes after the theme: the theme applied while presenting is
 * the one to go back to.
 *
 * Version 1: mode, theme, plots, present, embed, zoom. Version 2 adds the time-sequence plot's
 * flow, B's queue and the sweep's settings; it changes no version-1 key, so a version-1 link reads
 * as it is. Version 3 adds the cwnd unit, the y range, the hidden flows and the highlighted flow. Version 4 adds the playback speed. Version 5 adds the preset A is pinned to in A/B (`pina`). Version 6 adds the lecturer's slide title (`title`). Version 7 adds holding the presentation's headline numbers until the replay ends (`endnums`). Version 8 adds what the throughput plot draws (`tput`: goodput instead of throughput; left out, the view's default, which is goodput when presented under a system-goodput headline since lecturer-2235 and in Compare A/B since phone trial 11:45, and which a presentation's link writes out since lecturer-0315). A change to an existing key's meaning would raise the version and translate older
 * links before they are checked, as scenario/migrate.ts does for scenarios.
 */
export const VIEW_FIELDS = [
  field<'mode', Mode>({
    name: 'mode',
    key: 'mode',
    since: 1,
    what: 'the mode',
    form: wordForm as TextForm<Mode>,
    schema: z.enum(MODES),
    refusal: (t) => `there is no mode "${t.slice(0, 20)}" (one of ${MODES.join(', ')})`,
    default: 'explore',
    read: () => useViewStore.getState().mode,
    apply: (v) => useViewStore.getState().setMode(v ?? 'explore'),
  }),
  field<'theme', ThemeName>({
    name: 'theme',
    key: 'theme',
    since: 1,
    presentationOnly: true,
    what: 'the theme',
    form: wordForm as TextForm<ThemeName>,
    schema: z.enum(themeNames as [ThemeName, ...ThemeName[]]),
    refusal: (t) => `there is no theme "${t.slice(0, 20)}" (one of ${themeNames.join(', ')})`,
    default: 'default',
    // While presenting the theme is forced to projector; the link keeps the user's own.
    read: () => {
      const v = useViewStore.getState();
      return v.presenting ? (v.themeBeforePresenting ?? v.theme) : v.theme;
    },
    // Left out: the reader keeps their own theme (remembered per browser, theme-memory.ts).
    apply: (v) => {
      if (v === undefined) return;
      const s = useViewStore.getState();
      if (s.presenting) useViewStore.setState({ themeBeforePresenting: v });
      else s.setTheme(v);
    },
  }),
  field<'plots', PlotChoice[]>({
    name: 'plots',
    key: 'plots',
    since: 1,
    presentationOnly: true,
    what: 'the presented plots',
    form: wordListForm<PlotChoice[]>(),
    schema: Plots,
    // Not chosen: the reader's app picks the run's default (defaultPresented), and the link says nothing.
    read: () => useViewStore.getState().presentedPlots ?? undefined,
    apply: (v) => useViewStore.getState().setPresentedPlots(v ?? null),
  }),
  field<'present', boolean>({
    name: 'present',
    key: 'present',
    since: 1,
    presentationOnly: true,
    what: 'presentation mode',
    form: flagForm,
    schema: z.boolean(),
    default: false,
    read: () => useViewStore.getState().presenting,
    apply: (v) => useViewStore.getState().setPresenting(v ?? false),
  }),
  field<'embed', boolean>({
    name: 'embed',
    key: 'embed',
    since: 1,
    what: 'the embedded view',
    form: flagForm,
    schema: z.boolean(),
    default: false,
    read: () => useViewStore.getState().embed,
    apply: (v, ctx) => useViewStore.getState().setEmbed(ctx.embedByQuery || (v ?? false)),
  }),
  field<'zoom', [number, number]>({
    name: 'zoom',
    key: 'zoom',
    since: 1,
    what: 'the zoom window',
    form: numberListForm<[number, number]>(4),
    schema: Zoom,
    refusal: (t) => `"zoom" must be two times t0,t1 in seconds with 0 ≤ t0 < t1 ≤ ${LIMITS.maxDuration}, not "${t.slice(0, 30)}"`,
    read: () => useViewStore.getState().zoom ?? undefined,
    apply: (v) => useViewStore.getState().setZoom(v ?? null),
  }),
  storedField('seqFlow', {
    name: 'seq',
    key: 'seq',
    since: 2,
    what: "the time-sequence plot's flow",
    stepOwned: true,
    form: numberForm,
    schema: z.number().int().min(-2).max(LIMITS.maxFlows - 1),
    refusal: (t) => `"seq" (the time-sequence plot's flow) must be a flow index 0–${LIMITS.maxFlows - 1}, -1 (automatic) or -2 (all flows), not "${t.slice(0, 20)}"`,
    default: -1,
  }),
  storedField('cwndUnit', {
    name: 'unit',
    key: 'unit',
    since: 3,
    what: "the cwnd plot's unit",
    form: wordForm as TextForm<ViewState['cwndUnit']>,
    schema: z.enum(CWND_UNITS),
    refusal: (t) => `"unit" (the cwnd plot's unit) must be one of ${CWND_UNITS.join(', ')}, not "${t.slice(0, 20)}"`,
    default: 'bytes',
  }),
  storedField('yRange', {
    name: 'yrange',
    key: 'yr',
    since: 3,
    what: "the plots' y range",
    form: wordForm as TextForm<ViewState['yRange']>,
    schema: z.enum(Y_RANGES),
    refusal: (t) => `"yr" (the plots' y range) must be one of ${Y_RANGES.join(', ')}, not "${t.slice(0, 20)}"`,
    default: 'fit',
  }),
  field<'tput', ThroughputQuantity>({
    name: 'tput',
    key: 'tput',
    // A build that did not know the key would draw throughput where the sender showed goodput.
    since: 8,
    what: 'what the throughput plot draws',
    form: wordForm as TextForm<ThroughputQuantity>,
    schema: z.enum(THROUGHPUT_QUANTITIES),
    refusal: (t) => `"tput" (what the throughput plot draws) must be one of ${THROUGHPUT_QUANTITIES.join(', ')}, not "${t.slice(0, 20)}"`,
    // Not chosen: the reader's view picks (throughput-quantity.ts: goodput in Compare A/B, whose
    // link carries `mode=compare`, and presented under a system-goodput headline), and a desk's link
    // says nothing; a choice, either one, is kept. Presented
    // goodput by that default is said too: the address read `plots=throughput` over goodput lines,
    // and a student link made then opened throughput plots beside the room's goodput figures
    // (lecturer-0315, confusion 9); `tput` is not presentation-only, so the student link keeps it.
    read: () => {
      const { throughputQuantity, presenting } = useViewStore.getState();
      if (throughputQuantity !== null) return throughputQuantity;
      const shown = presenting ? shownQuantity() : DEFAULT_THROUGHPUT_QUANTITY;
      return shown === DEFAULT_THROUGHPUT_QUANTITY ? undefined : shown;
    },
    apply: (v) => useViewStore.setState({ throughputQuantity: v ?? null }),
  }),
  storedField('hiddenFlows', {
    name: 'hide',
    key: 'hide',
    since: 3,
    what: 'the hidden flows',
    form: numberListForm<number[]>(0),
    schema: z.array(z.number().int().min(0).max(LIMITS.maxFlows - 1)).max(LIMITS.maxFlows),
    refusal: (t) => `"hide" must list flow indices 0–${LIMITS.maxFlows - 1} separated by commas, not "${t.slice(0, 30)}"`,
    default: [],
  }),
  storedField('highlightFlow', {
    name: 'highlight',
    key: 'hl',
    since: 3,
    what: 'the highlighted flow',
    form: numberForm as unknown as TextForm<ViewState['highlightFlow']>,
    schema: z.number().int().min(0).max(LIMITS.maxFlows - 1).nullable(),
    refusal: (t) => `"hl" (the highlighted flow) must be a flow index 0–${LIMITS.maxFlows - 1}, not "${t.slice(0, 20)}"`,
    default: null,
  }),
  field<'b', z.output<typeof LeafQueueSpec>>({
    name: 'b',
    key: 'b',
    since: 2,
    what: "B's queue",
    early: true,
    form: compactJsonForm("queue of B"),
    schema: LeafQueueSpec,
    // Not chosen: B follows A (its automatic counterpart), and the link says nothing. A queue the
    // user is still fixing (B shows its errors) is left out, as an invalid scenario is.
    read: () => {
      const q = useCompareStore.getState().bQueue;
      return q !== null && LeafQueueSpec.safeParse(q).success ? q : undefined;
    },
    apply: (v) => useCompareStore.getState().setBQueue(v ? structuredClone(v) : null),
  }),
  field<'pinA', string>({
    name: 'pinA',
    key: 'pina',
    since: 5,
    what: 'the preset A is pinned to',
    early: true,
    form: wordForm,
    schema: z.string().refine((name) => presetInput(name) !== null),
    refusal: (t) => `"pina" names the preset A is pinned to in A/B, and there is no preset "${t.slice(0, 40)}"`,
    // Not pinned: A is the scenario in the link, and the link says nothing.
    read: () => useCompareStore.getState().pinA ?? undefined,
    apply: (v) => useCompareStore.getState().setPinA(v ?? null),
  }),
  field<'abOwn', PlotChoice[]>({
    name: 'abOwn',
    key: 'abown',
    since: 6,
    what: 'the A/B plots on their own y scales',
    form: wordListForm<PlotChoice[]>(),
    schema: z.array(z.enum(COMPARE_PLOTS as [PlotChoice, ...PlotChoice[]], { error: (iss) => `"abown" lists A/B plots (${COMPARE_PLOTS.join(', ')}), not "${String(iss.input).slice(0, 20)}"` })).max(COMPARE_PLOTS.length),
    // A and B of every plot share one y scale unless the link lists the pairs given their own.
    default: [],
    read: () => useCompareStore.getState().ownScale,
    apply: (v) => useCompareStore.getState().setOwnScales(v ?? []),
  }),
  field<'title', string>({
    name: 'title',
    key: 'title',
    since: 6,
    what: 'the slide title',
    presentationOnly: true,
    form: wordForm,
    // Shown as text only (never as markup); one line of printable characters.
    schema: z.string().trim().min(1).max(SLIDE_TITLE_MAX).refine((t) => !/[\u0000-\u001f\u007f]/.test(t)),
    refusal: (t) => `"title" is the slide title: 1 to ${SLIDE_TITLE_MAX} characters on one line (this one has ${t.length}${/[\u0000-\u001f\u007f]/.test(t) ? ', with a line break or control character' : ''})`,
    // The lecturer's own title; without one, presentation shows the scenario's heading.
    read: () => useViewStore.getState().slideTitle ?? undefined,
    apply: (v) => useViewStore.getState().setSlideTitle(v ?? null),
  }),
  field<'numbersAtEnd', boolean>({
    name: 'numbersAtEnd',
    key: 'endnums',
    since: 7,
    what: 'the headline numbers held until the end of the replay',
    presentationOnly: true,
    form: flagForm,
    schema: z.boolean(),
    default: false,
    read: () => useViewStore.getState().numbersAtEnd,
    // A link that holds the numbers opens at the run's start, ready to play (in presentation or in a
    // predict-first student link); a link re-read with the option already on leaves the replay where it is.
    apply: (v) => {
      const was = useViewStore.getState().numbersAtEnd;
      useViewStore.getState().setNumbersAtEnd(v ?? false);
      if (v === true && !was) usePlaybackStore.getState().reset();
    },
  }),
  field<'speed', number>({
    name: 'speed',
    key: 'speed',
    since: 4,
    what: 'the playback speed',
    // The pace of a lecturer's replay in the room: a student link leaves it out, in every mode
    // (lecturer trial 02:20: Sweep's note said it left out presentation settings, yet the link carried speed=2).
    presentationOnly: true,
    form: numberForm,
    schema: z.number().refine((v) => (SPEEDS as readonly number[]).includes(v) && Number.isFinite(v)),
    refusal: (t) => `"speed" must be one of the playback speeds (${SPEEDS.filter(Number.isFinite).join(', ')} s per second), not "${t.slice(0, 20)}"`,
    // A lecturer's demo link keeps the speed it was set up at (instant, the default, is left out).
    read: () => {
      const s = usePlaybackStore.getState();
      return Number.isFinite(s.speed) ? s.speed : undefined;
    },
    apply: (v) => {
      if (v !== undefined) usePlaybackStore.getState().setSpeed(v);
    },
  }),
  field<'sweep', SweepSettings>({
    name: 'sweep',
    key: 'sweep',
    since: 2,
    what: "the sweep's settings",
    form: compactJsonForm("sweep settings"),
    schema: SweepSettingsSchema,
    default: {},
    read: currentSweepSettings,
    apply: (v) => applySweepSettings(v ?? {}),
  }),
] as const;

type ValueOf<F> = F extends ViewField<string, infer T> ? T : never;

/** What a link says about the view, beside the scenario: one optional entry per field above. */
export type ViewLink = { [F in (typeof VIEW_FIELDS)[number] as F['name']]?: ValueOf<F> };

/** The view version links are written in: the newest field's. */
export const VIEW_LINK_VERSION = Math.max(...VIEW_FIELDS.map((f) => f.since));

export type AnyViewField = ViewField<string, unknown>;
export const ALL_VIEW_FIELDS = VIEW_FIELDS as unknown as readonly AnyViewField[];
