import type { Scenario, SimResult } from '../sim-core';
import { figureAcross } from './check';
import { METRICS } from './metrics';
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

/** One table's cells from its rows' runs (one unit per column). */
function figures(rows: readonly TableRow[], columns: QueuesTable['columns'], runs: readonly SimResult[]): TableFigures {
  const cols = columns.map((ref) => figureAcross(ref, runs));
  return { heads: columns.map((ref) => head(ref, runs[0])), rows: rows.map((r, i) => ({ name: r.name, preset: r.preset, cells: cols.map((c) => c.values[i]) })) };
}

/**
 * The cells of `table` from `runs`, one per scenario of queuesTableScenarios, in that order: the
 * table's own, and its `seeAlso` table's (its heads name its own flow, the video call).
 */
export function queuesTableFigures(table: QueuesTable, runs: readonly SimResult[]): { main: TableFigures; seeAlso: TableFigures | null } {
  const n = table.rows.length;
  return {
    main: figures(table.rows, table.columns, runs.slice(0, n)),
    seeAlso: table.seeAlso ? figures(table.seeAlso.rows, table.columns, runs.slice(n)) : null,
  };
}
