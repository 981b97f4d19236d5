import { useEffect, useState } from 'react';
import type { SimResult } from '../../sim-core';
import { queuesTableFigures, queuesTableScenarios, type QueuesTable as Table, type TableFigures } from '../../lessons/queues-table';
import { supervisedRunner } from '../sweep/supervised-runner';
import { jobAnswerBoundMs } from '../sweep/job-bound';
import { jobFailure } from '../results/run-problem';
import type { Scenario } from '../../sim-core';
import { useNumbersHeld } from '../results/numbers-held';
import { HELD_FIGURE } from './Markup';
import { NewTabLink } from '../components/NewTabLink';

/** The runs of each table already computed in this page (a table's set-ups are the presets', deterministic). */
const computed = new WeakMap<Table, SimResult[]>();

type State = { status: 'running'; done: number; of: number } | { status: 'done'; runs: SimResult[] } | { status: 'error'; message: string };

/**
 * The table's runs, on a worker of its own (not the lesson's check workers, which a check's
 * start stops): one set-up after the other, said as it goes.
 */
function useTableRuns(table: Table): State {
  const [state, setState] = useState<State>(() => {
    const runs = computed.get(table);
    return runs ? { status: 'done', runs } : { status: 'running', done: 0, of: queuesTableScenarios(table).length };
  });
  useEffect(() => {
    if (computed.has(table)) return;
    const scenarios = queuesTableScenarios(table);
    const runner = supervisedRunner<Scenario, SimResult>(
      () => new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), { type: 'module', name: 'congestion-lab-lesson-table' }),
      (api, s) => api.runScenario(s),
      (s) => jobAnswerBoundMs(s),
      (s, f) => jobFailure("The summary table's run", s, f),
    );
    let stopped = false;
    (async () => {
      const runs: SimResult[] = [];
      try {
        for (const s of scenarios) {
          runs.push(await runner.run(s));
          if (stopped) return;
          setState({ status: 'running', done: runs.length, of: scenarios.length });
        }
        computed.set(table, runs);
        setState({ status: 'done', runs });
      } catch (e) {
        if (!stopped) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      } finally {
        runner.terminate();
      }
    })();
    return () => {
      stopped = true;
      runner.terminate();
    };
  }, [table]);
  return state;
}

function FiguresTable({ caption, figures, links, testId }: { caption: string; figures: TableFigures; links: boolean; testId: string }) {
  return (
    <div className="queues-table-wrap">
      <table className="queues-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {figures.heads.map((h) => (
              <th scope="col" key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">
                {/* A new tab: the lesson stays where it is. */}
                {links ? <NewTabLink href={`#v=1&preset=${encodeURIComponent(r.preset)}`} data-testid={`queues-table-open-${r.preset}`}>{r.name}</NewTabLink> : r.name}
              </th>
              {r.cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* How evenly each queue shares the link, computed from the same runs (bloat9, finding 4). */}
      {figures.spread ? (
        <p className="queues-table-spread muted" data-testid={`${testId}-spread`}>
          {figures.spread}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A step's summary table (schema `queuesTable`), every cell computed from its set-ups' runs
 * (lessons/queues-table.ts). While the numbers are held until the replay ends, its figures are
 * too, as the step's {run …} figures are (Markup.tsx): the table states the lesson's finding.
 */
export function QueuesTable({ table }: { table: Table }) {
  const state = useTableRuns(table);
  const held = useNumbersHeld();
  if (held) return <p className="muted queues-table-held" data-testid="queues-table-held">{table.caption} {HELD_FIGURE}</p>;
  if (state.status === 'running') return <p className="muted" role="status" data-testid="queues-table-running">{table.caption} Computing the table: run {state.done} of {state.of} done…</p>;
  if (state.status === 'error') return <p className="error" data-testid="queues-table-error">{state.message}</p>;
  const { main, seeAlso } = queuesTableFigures(table, state.runs);
  return (
    <section className="queues-table-box" aria-labelledby="queues-table-h" data-testid="queues-table-box">
      <h4 id="queues-table-h">The lesson in one table</h4>
      <FiguresTable caption={table.caption} figures={main} links={false} testId="queues-table" />
      {seeAlso && table.seeAlso ? <FiguresTable caption={table.seeAlso.caption} figures={seeAlso} links testId="queues-table-see-also" /> : null}
    </section>
  );
}
