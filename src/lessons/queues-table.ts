import type { Scenario, SimResult } from '../sim-core';
import { figureAcross } from './check';
import { formatIn, formatNumberIn, lessonUnit, METRICS } from './metrics';
import type { Step } from './schema';
import { buildScenario } from './step-scenario';

/**
 * A step's summary table (`queuesTable`): each row a set-up's run, each cell a figure of the
 * metric catalogue read from that run, in the unit a check shows it (check.ts figureAcross: one
 * unit per column). Nothing in it is typed by the lesson: the bufferbloat lesson's closing table
 * of FIFO, CoDel, PIE and FQ-CoDel comes from the presets' runs (bloat8, item 1).
 */
export type QueuesTable = NonNullable<Step['queuesTable']>;
export type TableRow = QueuesTable['rows'][number];

/** The scenarios the table's rows run, in order: the table's rows, then its `seeAlso` rows. */
export function queuesTableScenarios(table: QueuesTable): Scenario[] {
  return [...table.rows, ...(table.seeAlso?.rows ?? [])].map((row) => {
    const b = buildScenario(row.preset, row.set);
    if (!b.ok) throw new Error(`${row.name}: ${b.error}`);
    return b.scenario;
  });
}

export interface TableFigures {
  /** Each column's head: the figure's name, its flow named as the first row's run names it. */
  heads: string[];
  rows: { name: string; preset: string; cells: string[] }[];
  /**
   * The spread line under the table (schema `spread`), each row's run by name: "How evenly each
   * queue shares the link between the downloads (goodput, lowest–highest): FIFO (step 1)
   * 0.99–3.88 Mbit/s; …". A line, not a fifth column: the side panel's table has no room for one.
   */
  spread: string | null;
}

/**
 * A column's head, narrower than a check's label for a side panel's table: a flow's figure by the
 * flow's name ("voice: one-way delay, mean"), another's by its label ("Utilization"); the flow's
 * number is in the check's words elsewhere, "flow 5 (voice):" on each of four heads wrapped them
 * over five lines at 1366×768.
 */
function head(ref: QueuesTable['columns'][number], run: SimResult | undefined): string {
  const label = METRICS[ref.metric].label;
  if (ref.flow === undefined) return label.charAt(0).toUpperCase() + label.slice(1);
  return `${run?.flows[ref.flow]?.name ?? `flow ${ref.flow + 1}`}: ${label}`;
}

type Spread = NonNullable<QueuesTable['spread']>;

/**
 * The spread (schema `spread`): in each run, the figure of each flow of the kind, lowest to
 * highest, in one unit over the runs ("0.99–3.88 Mbit/s"); a dash where no flow has one.
 */
export function spreadColumn(spread: Spread, runs: readonly SimResult[]): { head: string; values: string[] } {
  const d = METRICS[spread.metric];
  const u = lessonUnit(spread.metric, runs, [], spread.kind);
  const values = runs.map((r) => {
    const xs = r.flows.flatMap((f, i) => (f.kind === spread.kind ? [d.read(r, { flow: i })] : [])).filter(Number.isFinite);
    if (xs.length === 0) return '—';
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
    return `${formatNumberIn(spread.metric, lo, u)}–${formatIn(spread.metric, hi, u)}`;
  });
  return { head: `How evenly each queue shares the link between ${spread.who} (${d.short}, lowest–highest)`, values };
}

/** One table's cells from its rows' runs (one unit per column), and its spread line. */
function figures(rows: readonly TableRow[], columns: QueuesTable['columns'], runs: readonly SimResult[], spread?: Spread): TableFigures {
  const cols = columns.map((ref) => figureAcross(ref, runs));
  const sp = spread ? spreadColumn(spread, runs) : null;
  return {
    heads: columns.map((ref) => head(ref, runs[0])),
    rows: rows.map((r, i) => ({ name: r.name, preset: r.preset, cells: cols.map((c) => c.values[i]) })),
    spread: sp ? `${sp.head}: ${rows.map((r, i) => `${r.name} ${sp.values[i]}`).join('; ')}.` : null,
  };
}

/**
 * The cells of `table` from `runs`, one per scenario of queuesTableScenarios, in that order: the
 * table's own, and its `seeAlso` table's (its heads name its own flow, the video call).
 */
export function queuesTableFigures(table: QueuesTable, runs: readonly SimResult[]): { main: TableFigures; seeAlso: TableFigures | null } {
  const n = table.rows.length;
  return {
    main: figures(table.rows, table.columns, runs.slice(0, n), table.spread),
    seeAlso: table.seeAlso ? figures(table.seeAlso.rows, table.columns, runs.slice(n), table.spread) : null,
  };
}
