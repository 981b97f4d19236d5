import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SimResult } from '../../sim-core';
import { queuesTableFigures, queuesTableScenarios, type QueuesTable as Table, type TableFigures } from '../../lessons/queues-table';
import { supervisedRunner } from '../sweep/supervised-runner';
import { jobAnswerBoundMs } from '../sweep/job-bound';
import { jobFailure } from '../results/run-problem';
import type { Scenario } from '../../sim-core';
import { useNumbersHeld } from '../results/numbers-held';
import { HELD_FIGURE } from './Markup';
import { NewTabLink } from '../components/NewTabLink';
import { downloadQueuesTableCsv } from './queues-table-csv';

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
  const tables = (wide: boolean) => (
    <>
      <FiguresTable caption={table.caption} figures={main} links={false} testId={wide ? 'queues-table-wide' : 'queues-table'} />
      {seeAlso && table.seeAlso ? <FiguresTable caption={table.seeAlso.caption} figures={seeAlso} links testId={wide ? 'queues-table-see-also-wide' : 'queues-table-see-also'} /> : null}
    </>
  );
  const csv = (testId: string) => (
    <button type="button" className="small" data-testid={testId} onClick={() => downloadQueuesTableCsv(table, state.runs)} title="Every row of this table as CSV: each queue's figures in the metric catalogue's base units, at full precision">
      Download CSV
    </button>
  );
  return (
    <section className="queues-table-box" aria-labelledby="queues-table-h" data-testid="queues-table-box">
      <h4 id="queues-table-h">The lesson in one table</h4>
      {/* Squeezed into the side panel the four columns wrapped word by word (Compare trial, problem 4): the same table over the page, and its rows as a file. */}
      <p className="queues-table-actions">
        <WideTable tables={tables(true)} csv={csv('queues-table-wide-csv')} />
        {csv('queues-table-csv')}
      </p>
      {tables(false)}
    </section>
  );
}

/**
 * "Open wide": the table in a dialog as wide as the window (a native modal: Esc or Close shuts it,
 * focus goes to its heading, then back to the button), with its CSV button.
 */
function WideTable({ tables, csv }: { tables: ReactNode; csv: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      heading.current?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button type="button" className="small" ref={opener} data-testid="queues-table-open-wide" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Open wide
      </button>
      <dialog
        ref={ref}
        className="queues-table-dialog"
        data-testid="queues-table-dialog"
        aria-labelledby="queues-table-wide-h"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <div className="queues-table-dialog-head">
          <h2 id="queues-table-wide-h" ref={heading} tabIndex={-1}>
            The lesson in one table
          </h2>
          {csv}
          <button type="button" data-testid="queues-table-close" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
        {open ? tables : null}
      </dialog>
    </>
  );
}
