import { csvCell } from '../../sim-core';
import type { CsvTable } from '../export/csv';

/**
 * What a plot's hover / focus readout says at a time: for each series the plot draws, the last
 * recorded sample at or before that time, read from the plot's own CSV table (registry.tsx `csv`)
 * and written exactly as the CSV writes it, so a value read off the plot is the value in the
 * downloaded file. One model for every plot kind: a table with a `flow` column gives one line per
 * flow (numbered from 1, with its name), one without gives one line; the time columns (`t`, or a
 * bin's `t_start` / `t_end`) place the row and are not repeated as values.
 */
export interface ReadoutValue {
  column: string;
  /** What the column is, in words ("Throughput", "queueing delay"): readout-columns.ts. */
  label: string;
  /** The cell as the CSV has it. */
  text: string;
  /** What a person reads: the value in its unit ("93.4 kbit/s"), or without a known unit the number to four significant digits ("6133", not "6132.548568685417"). */
  shown: string;
}

/**
 * A cell as the readout shows it: whole numbers and text as they are, other numbers to four
 * significant digits (a phone trial read "cwnd 6132.548568685417" off the plot). The exact cell
 * stays in `text` (and the element's data-value), equal to the CSV's.
 */
export function shownCell(text: string): string {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || Number.isInteger(n)) return text;
  return String(Number(n.toPrecision(4)));
}

export interface ReadoutLine {
  /** "Flow 2 (voice)", or the plot's own name for a table of one series (the bottleneck queue). */
  series: string;
  /** The sample's own time as the CSV has it (at or before the readout's time). */
  at: string;
  /**
   * Said before the values when the flow was not active at the readout's time (flow-activity.ts:
   * "ended at 35.140 s; last sample at 35.100 s", "idle, waiting for its retransmission timer …"),
   * so a value carried from earlier is not read as the flow's value then.
   */
  status?: string;
  values: ReadoutValue[];
}

export interface Readout {
  t: number;
  lines: ReadoutLine[];
}

const TIME_COLUMNS = ['t', 't_s', 't_start'] as const;
const SKIPPED = new Set(['t', 't_s', 't_start', 't_end', 'flow']);

/** Rows of a table indexed for look-ups by time: per flow (or one group), row numbers in time order. */
export interface IndexedTable {
  table: CsvTable;
  timeCol: number;
  flowCol: number;
  /** Flow number (1-based; 0 for a table without flows) → row indices sorted by time. */
  groups: Map<number, number[]>;
}

export function indexTable(table: CsvTable): IndexedTable | null {
  const timeCol = TIME_COLUMNS.map((c) => table.header.indexOf(c)).find((i) => i >= 0) ?? -1;
  if (timeCol < 0) return null;
  const flowCol = table.header.indexOf('flow');
  const groups = new Map<number, number[]>();
  table.rows.forEach((r, i) => {
    const f = flowCol >= 0 ? Number(r[flowCol]) : 0;
    let g = groups.get(f);
    if (!g) groups.set(f, (g = []));
    g.push(i);
  });
  // Recorded in time order already; a stable sort keeps equal times in the order recorded.
  for (const g of groups.values()) g.sort((x, y) => Number(table.rows[x][timeCol]) - Number(table.rows[y][timeCol]));
  return { table, timeCol, flowCol, groups };
}

/** The last row index of `rows` whose time is at or before `t` (-1: none yet). */
function lastAtOrBefore(ix: IndexedTable, rows: number[], t: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (Number(ix.table.rows[rows[mid]][ix.timeCol]) <= t) {
      found = rows[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The readout at time `t`: one line per series with a sample at or before `t`. `seriesName`
 * names a flow (1-based) or, for 0, the table's single series; `shown` leaves out hidden flows.
 */
/** A column by its CSV name, shown as the CSV has it (to four significant digits). */
const AS_CSV = (column: string) => ({ label: column, show: shownCell });

export function readoutAt(
  ix: IndexedTable,
  t: number,
  seriesName: (flow: number) => string,
  shown: (flow: number) => boolean = () => true,
  meaning: (column: string) => { label: string; show(cell: string, rowCell?: (column: string) => string): string } = AS_CSV,
  /** Why flow f's line (1-based) does not describe the flow at `t`, given its sample's time; null while it does (flow-activity.ts). */
  status: (flow: number, t: number, sampleAt: string) => string | null = () => null,
): Readout {
  const lines: ReadoutLine[] = [];
  const flows = [...ix.groups.keys()].sort((a, b) => a - b);
  for (const f of flows) {
    if (f > 0 && !shown(f)) continue;
    const r = lastAtOrBefore(ix, ix.groups.get(f)!, t);
    if (r < 0) continue;
    const row = ix.table.rows[r];
    const values = ix.table.header.flatMap((column, c) => {
      if (SKIPPED.has(column)) return [];
      const m = meaning(column);
      const text = csvCell(row[c]);
      // A value may need the row's other cells to be read (RED's p_a beside its count).
      return [{ column, label: m.label, text, shown: m.show(text, (other) => csvCell(row[ix.table.header.indexOf(other)])) }];
    });
    const at = csvCell(row[ix.timeCol]);
    const why = f > 0 ? status(f, t, at) : null;
    lines.push({ series: seriesName(f), at, ...(why ? { status: why } : {}), values });
  }
  return { t, lines };
}

/** The readout in words, for screen readers and the tooltip's accessible text. */
export function readoutText(r: Readout, timeText: string): string {
  if (r.lines.length === 0) return `${timeText}: nothing recorded yet.`;
  return `${timeText}. ${r.lines.map((l) => `${l.series}: ${l.status ? `${l.status}: ` : ''}${valuesText(l.values)}`).join('. ')}.`;
}

/**
 * A line's values in words: "queue length 12 pkts, 18.0 kB, RED avg 10.3 pkts" (a label said
 * once for the same quantity in two units).
 */
export function valuesText(values: readonly ReadoutValue[]): string {
  return values.map((_, i) => valueWords(values, i)).join(', ');
}

/** Value `i` of a line in words: its label and value, the label left out when the one before has it. */
export function valueWords(values: readonly ReadoutValue[], i: number): string {
  const v = values[i];
  return i > 0 && values[i - 1].label === v.label ? v.shown : `${v.label} ${v.shown}`;
}

/** A value with nothing to say ("dropped on —" for a packet not dropped; an empty cell). */
const isEmptyValue = (v: ReadoutValue) => v.shown.trim() === '' || v.shown === '—';

/**
 * One plot's readout as "Go to time" says it, among every plot's: named once by the plot (a
 * single-series line is the plot itself, not "Bottleneck queue: Bottleneck queue: …"), and
 * without empty values (screen-reader trial 3 heard "dropped on —").
 */
export function plotReadoutWords(title: string, r: Readout): string {
  if (r.lines.length === 0) return `${title}: nothing recorded yet.`;
  return `${title}: ${seriesWords(r, title)}.`;
}

/** Each line as "series: values", joined by semicolons; a line that is the plot itself (`title`) without its name. */
function seriesWords(r: Readout, title: string | null): string {
  return r.lines
    .map((l) => {
      const values = `${l.status ? `${l.status}: ` : ''}${valuesText(l.values.filter((v) => !isEmptyValue(v)))}`;
      return l.series === title ? values : `${l.series}: ${values}`;
    })
    .join('; ');
}

/** The readout's time as said: "At 10.000 s" (ms resolution: the step of the finest key press). */
export function readoutWhen(t: number): string {
  return `At ${t.toFixed(3)} s`;
}

/**
 * A plot's readout as one sentence, said by the one element that holds it (the readout slider's
 * value text, or a tap's announcement): the time, then each series by name with its values and
 * units — "At 10.000 s — Flow 1 (big 1): cwnd 7.9 kB, ssthresh 2.9 kB; Flow 2 (big 2): cwnd
 * 4.7 kB, ssthresh 2.9 kB." (screen-reader trial 4 heard "t = 10.000 s" as the slider's value and
 * the numbers from a separate region).
 */
export function readoutSentence(r: Readout): string {
  if (r.lines.length === 0) return `${readoutWhen(r.t)}: nothing recorded yet.`;
  return `${readoutWhen(r.t)} — ${seriesWords(r, null)}.`;
}
