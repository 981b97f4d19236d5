import { create } from 'zustand';
import { MAX_PRESENTED_PLOTS, type PlotId as PlotChoice } from '../../plot-kinds/plot-kinds';
import type { ThemeName } from '../theme/theme';
import { rememberedShortcuts, rememberShortcuts } from './shortcut-memory';
import { rememberedNumbersChoice } from './numbers-choice-memory';

/** View preferences: theme (incl. projector profile), shared zoom window, plot choices, flow selection, cwnd unit, y range. */
export const MODES = ['explore', 'compare', 'sweep', 'web'] as const;
export type Mode = (typeof MODES)[number];

export const CWND_UNITS = ['bytes', 'packets'] as const;
export type CwndUnit = (typeof CWND_UNITS)[number];
export const Y_RANGES = ['fit', 'full'] as const;
export type YRange = (typeof Y_RANGES)[number];
/**
 * What the throughput plot draws per time bin: bits leaving the bottleneck, or goodput, the
 * in-order bytes the receiver got (the metric catalogue's flow.throughputSeries and
 * flow.goodputSeries). Goodput lets a lecturer show the quantity the headline gives: tail drop's
 * throughput sat on the 10 Mbit/s line beside "goodput 8.56" (lecturer-2045, confusion 4).
 */
export const THROUGHPUT_QUANTITIES = ['throughput', 'goodput'] as const;
export type ThroughputQuantity = (typeof THROUGHPUT_QUANTITIES)[number];
/** The throughput plot's default in Explore at a desk: throughput, as before the choice existed (Compare A/B's and presentation's: throughput-quantity.ts defaultQuantity). */
export const DEFAULT_THROUGHPUT_QUANTITY: ThroughputQuantity = THROUGHPUT_QUANTITIES[0];

/** A flow set as the store keeps it: non-negative integers, sorted, without repeats. */
export function normaliseFlowSet(xs: readonly number[]): number[] {
  return [...new Set(xs.filter((x) => Number.isInteger(x) && x >= 0))].sort((a, b) => a - b);
}

/** A slide title's longest length (a projected title is one or two lines). */
export const SLIDE_TITLE_MAX = 120;

export interface ViewState {
  theme: ThemeName;
  /** Explore one run, compare two queue configurations (A/B), or sweep a setting. */
  mode: Mode;
  /** Zoomed time window [t0, t1] shared by every plot, or null for the whole run. */
  zoom: [number, number] | null;
  /** Flow shown in the time-sequence plot; -2 = all flows, -1 = auto (all when few flows). */
  seqFlow: number;
  helpOpen: boolean;
  /** Presentation mode: projector theme, large type, editor hidden, the chosen plots fill the screen. */
  presenting: boolean;
  /** The theme to go back to when presentation mode ends. */
  themeBeforePresenting: ThemeName | null;
  /** Embedded in another page (`?embed=1`): minimal chrome, no editor. */
  embed: boolean;
  /**
   * Plots shown in presentation mode and in an embed (1 or 2, in order), as the lecturer or the
   * link chose them; null: not chosen, the run decides (plot-choices.ts usePresentedPlots).
   */
  presentedPlots: PlotChoice[] | null;
  /**
   * The A/B pair whose place a kind of both runs took when the lecturer ticked it ("A and B on one
   * axis" for the throughput pair: plot-choices.ts tickChoice), given back when it is unticked; null
   * when none (a link's or a default's choice took none).
   */
  replacedPair: PlotChoice | null;
  /** The narrow-screen editor drawer is open. */
  drawerOpen: boolean;
  /** Unit of the cwnd plot's y axis: bytes, or segments (packets of the flow's MSS). */
  cwndUnit: CwndUnit;
  /**
   * y range of the time plots (cwnd, queueing delay, throughput): 'fit' follows a robust upper
   * bound of the data in the visible time window (a short slow-start overshoot does not flatten
   * the rest); 'full' covers every value of the run.
   */
  yRange: YRange;
  /**
   * What the throughput plot draws per bin (THROUGHPUT_QUANTITIES) as chosen, kept in the link
   * (`tput=goodput`, `tput=throughput`); null when nobody chose: the view's default then
   * (shownQuantity, throughput-quantity.ts).
   */
  throughputQuantity: ThroughputQuantity | null;
  /** 0-based indices of the flows hidden from every plot (sorted, no repeats); [] shows all. */
  hiddenFlows: number[];
  /** 0-based index of the flow drawn at full strength while the others are dimmed, or null. */
  highlightFlow: number | null;
  /**
   * The single-key shortcuts (Space, arrows, F, Z, N, P, +, −, ?) are on. A speech-input or
   * switch user can turn them off (WCAG 2.1.4); Esc still closes and leaves.
   */
  shortcutsOn: boolean;
  /** The lecturer's own slide title for presentation mode and exports (null: the scenario's heading). */
  slideTitle: string | null;
  /**
   * Presentation: the headline numbers wait until the replay reaches the end of a complete run
   * (the strip gave the punchline away during a live replay: lecturer trial s21). Off by default;
   * kept in the link (`endnums=1`).
   */
  numbersAtEnd: boolean;
  /**
   * The lecturer's own tick (true) or untick (false) of the option in this session, null before
   * any: presentation opened at 0 s follows it rather than ticking it (numbers-held.ts).
   */
  numbersChoice: boolean | null;
  setNumbersAtEnd(on: boolean): void;
  setSlideTitle(t: string | null): void;
  setShortcutsOn(on: boolean): void;
  setTheme(t: ThemeName): void;
  setMode(m: Mode): void;
  setZoom(z: [number, number] | null): void;
  setSeqFlow(i: number): void;
  setHelpOpen(open: boolean): void;
  setPresenting(on: boolean): void;
  setEmbed(on: boolean): void;
  /** The plots on screen; `replacedPair`: the pair a kind of both runs took the place of in them (the chooser's tick), else none. */
  setPresentedPlots(p: PlotChoice[] | null, replacedPair?: PlotChoice | null): void;
  setDrawerOpen(open: boolean): void;
  setCwndUnit(u: CwndUnit): void;
  setYRange(r: YRange): void;
  setThroughputQuantity(q: ThroughputQuantity): void;
  /** Show or hide one flow. */
  toggleFlow(i: number): void;
  setHiddenFlows(hidden: number[]): void;
  setHighlightFlow(i: number | null): void;
}

export const useViewStore = create<ViewState>()((set, get) => ({
  theme: 'default',
  mode: 'explore',
  zoom: null,
  seqFlow: -1,
  helpOpen: false,
  presenting: false,
  themeBeforePresenting: null,
  embed: false,
  presentedPlots: null,
  replacedPair: null,
  drawerOpen: false,
  cwndUnit: 'bytes',
  yRange: 'fit',
  throughputQuantity: null,
  hiddenFlows: [],
  highlightFlow: null,
  shortcutsOn: rememberedShortcuts(),
  slideTitle: null,
  numbersAtEnd: false,
  numbersChoice: rememberedNumbersChoice(),
  setNumbersAtEnd: (numbersAtEnd) => set({ numbersAtEnd }),
  setSlideTitle: (t) => set({ slideTitle: t === null || t.trim() === '' ? null : t.trim().slice(0, SLIDE_TITLE_MAX) }),
  setShortcutsOn: (shortcutsOn) => {
    rememberShortcuts(shortcutsOn);
    set({ shortcutsOn });
  },
  setTheme: (theme) => set({ theme }),
  setMode: (mode) => set({ mode }),
  setZoom: (zoom) => set({ zoom: zoom && zoom[1] - zoom[0] > 1e-6 ? zoom : null }),
  setSeqFlow: (seqFlow) => set({ seqFlow }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setPresenting: (on) => {
    const s = get();
    if (on === s.presenting) return;
    if (on) set({ presenting: true, themeBeforePresenting: s.theme, theme: 'projector', drawerOpen: false });
    else set({ presenting: false, theme: s.themeBeforePresenting ?? s.theme, themeBeforePresenting: null });
  },
  setEmbed: (embed) => set({ embed }),
  setPresentedPlots: (p, replacedPair = null) => {
    if (p === null) return set({ presentedPlots: null, replacedPair: null });
    const unique = [...new Set(p)].slice(0, MAX_PRESENTED_PLOTS);
    // Only a pair no longer on screen can be given back.
    if (unique.length > 0) set({ presentedPlots: unique, replacedPair: replacedPair !== null && !unique.includes(replacedPair) ? replacedPair : null });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  setCwndUnit: (cwndUnit) => set({ cwndUnit }),
  setYRange: (yRange) => set({ yRange }),
  setThroughputQuantity: (throughputQuantity) => set({ throughputQuantity }),
  toggleFlow: (i) => {
    const h = get().hiddenFlows;
    const hidden = h.includes(i) ? h.filter((x) => x !== i) : normaliseFlowSet([...h, i]);
    // A hidden flow cannot stay the highlighted one.
    set({ hiddenFlows: hidden, highlightFlow: hidden.includes(get().highlightFlow ?? -1) ? null : get().highlightFlow });
  },
  setHiddenFlows: (hidden) => {
    const hiddenFlows = normaliseFlowSet(hidden);
    const h = get().highlightFlow;
    set({ hiddenFlows, highlightFlow: h !== null && hiddenFlows.includes(h) ? null : h });
  },
  setHighlightFlow: (i) => set({ highlightFlow: i !== null && Number.isInteger(i) && i >= 0 ? i : null }),
}));
