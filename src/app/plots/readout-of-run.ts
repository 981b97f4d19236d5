import type { CsvTable } from '../export/csv';
import type { RunData } from '../results/run-data';
import { FlowName } from '../util/flow-name';
import { indexTable, readoutAt, type IndexedTable, type Readout } from './readout';
import { columnMeanings } from './readout-columns';
import { activityWords, flowActivityAt } from './flow-activity';

/**
 * A plot's readout of a recorded run at a time: the hover / keyboard readout (PlotReadout.tsx)
 * and the plot's description at the cursor (view-description.ts) read the same values the same
 * way, from the plot's CSV table.
 */

/** A run's plot table, indexed, kept while the run has not grown (a hover does not rebuild it). */
const tables = new WeakMap<RunData, Map<string, { now: number; done: boolean; ix: IndexedTable | null }>>();

function indexedTable(name: string, run: RunData, csv: (run: RunData) => CsvTable): IndexedTable | null {
  let byName = tables.get(run);
  if (!byName) tables.set(run, (byName = new Map()));
  const hit = byName.get(name);
  if (hit && hit.now === run.now && hit.done === run.done) return hit.ix;
  const ix = indexTable(csv(run));
  byName.set(name, { now: run.now, done: run.done, ix });
  return ix;
}

/** Names a series: flow f (1-based) as everywhere ("Flow 3 (third)"), 0 as the plot itself. */
function seriesNamer(run: RunData, plotName: string): (flow: number) => string {
  return (f) => {
    if (f === 0) return plotName;
    return FlowName(f - 1, run.scenario.flows[f - 1]?.name);
  };
}

/**
 * The readout of plot `name` (titled `title`, its table `csv`) for `run` at time `t`, leaving out
 * the flows in `hidden` (0-based, as the view store keeps them); null when the table has no time.
 */
export function readoutOfRun(name: string, title: string, run: RunData, csv: (run: RunData) => CsvTable, t: number, hidden: readonly number[]): Readout | null {
  const ix = indexedTable(name, run, csv);
  return ix ? readoutAt(ix, t, seriesNamer(run, title), (f) => !hidden.includes(f - 1), columnMeanings(run), (f, at, sampleAt) => activityWords(flowActivityAt(run, f - 1, at), sampleAt)) : null;
}
