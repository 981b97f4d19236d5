import { create } from 'zustand';
import { useViewStore } from '../state/view-store';

/**
 * A plot's notes: what its picture leaves out or draws in another way (a peak above a fitted y
 * range, congestion events too dense to mark, per-packet dots drawn as bands). Each is one short
 * line above the plot, the rest one tap or Enter away, and an action where the note offers one.
 * On a phone they used to be a wall of small grey text drawn into the canvas, five lines above the
 * plot (phone trial 04:00, s18–s19: "501 congestion events not marked, too dense at this width (a
 * wider screen marks them; the Table lists the cuts). This run's peak, 54.7kB (flow 2 at 0.63 s),
 * is cut off above. To see it, set "y range" to "full range" in the Flows row above the plots.").
 * The plot's accessible description says every note in full (canvas-plot.ts), and an exported
 * figure sets the short lines between its legend and its plot, a slide in its caption (plot-picture.ts).
 */
export interface PlotNote {
  /** What kind of fact ('cut-above', 'marks-left-out'…): keeps a note's open detail across redraws. */
  id: string;
  /**
   * What the student sees and why, in plain words, a line or two on a phone ("Flow 2's window
   * peaked at 54.7kB at 0.63 s, above the plot's top"). "Peak 54.7kB (flow 2, 0.63 s) cut off" and
   * "106 window cuts unmarked: the line's dips show them" were short, and a student ignored them
   * as cryptic (phone-0710, s08).
   */
  short: string;
  /** Words of `short` that are glossary terms, each with its term's id: the first of each carries the term's tip ("buffer": 'buffer'). */
  terms?: Readonly<Record<string, string>>;
  /** Why, and what else to know, in sentences: behind the short line's disclosure. */
  detail?: string;
  /** What the note's button does (NOTE_ACTIONS). */
  action?: NoteActionId;
}

/** The actions a note may offer, each a button beside its line. */
export const NOTE_ACTIONS = {
  'full-range': {
    label: 'Show full range',
    title: 'Set "y range" to "full range" (in the Flows row above the plots): every plot shows its whole range',
    run: () => useViewStore.getState().setYRange('full'),
  },
} as const;
export type NoteActionId = keyof typeof NOTE_ACTIONS;

/** Each panel's notes as last drawn (Explore's panel names, Compare's A and B panels). */
export const usePlotNotes = create<{ byPanel: Readonly<Record<string, readonly PlotNote[]>> }>(() => ({ byPanel: {} }));

const NONE: readonly PlotNote[] = [];

/** Record the notes a panel drew (an empty list: none); a redraw with the same notes changes nothing. */
export function setPlotNotes(panel: string, notes: readonly PlotNote[]): void {
  const prev = usePlotNotes.getState().byPanel[panel] ?? NONE;
  if (notesKey(prev) === notesKey(notes)) return;
  usePlotNotes.setState((s) => ({ byPanel: { ...s.byPanel, [panel]: notes.length > 0 ? notes : NONE } }));
}

/** A panel's notes, empty when it has none. */
export function plotNotesOf(panel: string): readonly PlotNote[] {
  return usePlotNotes.getState().byPanel[panel] ?? NONE;
}

/** Identity of a list of notes, for comparing two draws. */
export function notesKey(notes: readonly PlotNote[]): string {
  return notes.map((n) => `${n.id}|${n.short}|${n.detail ?? ''}|${n.action ?? ''}|${Object.entries(n.terms ?? {}).join()}`).join('\n');
}

/**
 * The span a count in a note covers, in the summary's words: "over the whole run" when the plot
 * shows a finished run whole, "in view" when zoomed, "so far" while the run is computed. (A
 * legend's whole-run count beside a summary's window count puzzled bloat-0710, s10.)
 */
export function countSpanWords(run: { done: boolean; now: number }, view: readonly [number, number]): string {
  if (view[0] > 1e-9 || view[1] < run.now - 1e-9) return 'in view';
  return run.done ? 'over the whole run' : 'so far';
}

/** The parts of a note's words, each glossary term of it (its first mention) apart: for the tip it carries. */
export function noteParts(note: Pick<PlotNote, 'short' | 'terms'>): { text: string; term?: string }[] {
  const at = Object.entries(note.terms ?? {})
    .map(([word, term]) => ({ word, term, i: note.short.indexOf(word) }))
    .filter((m) => m.i >= 0)
    .sort((a, b) => a.i - b.i);
  const parts: { text: string; term?: string }[] = [];
  let from = 0;
  for (const m of at) {
    if (m.i < from) continue;
    if (m.i > from) parts.push({ text: note.short.slice(from, m.i) });
    parts.push({ text: m.word, term: m.term });
    from = m.i + m.word.length;
  }
  if (from < note.short.length) parts.push({ text: note.short.slice(from) });
  return parts;
}

/** The notes in full, as sentences: the short line, then its detail (the plot's accessible description ends with them). */
export function notesInFull(notes: readonly PlotNote[]): string {
  return notes.map((n) => `${n.short}.${n.detail ? ` ${n.detail}` : ''}`).join(' ');
}

/** The notes' short lines, as an exported figure sets them above its plot (CanvasPlot.exportNotes). */
export function notesInShort(notes: readonly PlotNote[]): string {
  return notes.map((n) => `${n.short}.`).join(' ');
}
