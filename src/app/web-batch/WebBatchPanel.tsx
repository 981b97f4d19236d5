import { SvgExportButton } from '../export/SvgExportButton';
import { useState } from 'react';
import { pairing, SEED001_QUEUE_LABELS, SEED001_QUEUES, type Seed001Queue, webBatchJobs } from '../../sim-core';
import { ReportLink } from '../results/RunProblemNotice';
import { useScenarioStore } from '../state/scenario-store';
import { ResponseCdfPlot } from './ResponseCdfPlot';
import { cancelWebBatch, refuseWebBatch, startWebBatch, useWebBatch } from './web-batch-run';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** Seed 001's batch: offered loads × queue configurations × TCP, in workers, drawn as response-time CDFs. */
export function WebBatchPanel() {
  const draft = useScenarioStore((s) => s.draft);
  const web = draft.flows.find((f) => f.kind === 'web');
  const [loadsText, setLoadsText] = useState(web && web.kind === 'web' && web.load !== undefined ? String(web.load) : '0.8');
  const [queues, setQueues] = useState<Seed001Queue[]>(['dt148', 'ared5', 'ared60', 'ared5-ecn']);
  const [variants, setVariants] = useState<('reno' | 'sack')[]>(['reno']);
  const [measured, setMeasured] = useState(40);
  const [warmup, setWarmup] = useState(10);
  const [kind, setKind] = useState<'cdf' | 'ccdf'>('cdf');
  const st = useWebBatch();
  const running = st.status === 'running';
  const toggle = <T,>(xs: T[], x: T) => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);
  const run = () => {
    try {
      const loads = loadsText.split(',').map((s) => Number(s.trim()));
      if (loads.some((l) => !Number.isFinite(l))) throw new Error(`loads: "${loadsText}" is not a list of numbers (e.g. 0.8, 1.05)`);
      startWebBatch(webBatchJobs({ loads, queues: SEED001_QUEUES.filter((q) => queues.includes(q)), variants, measured, warmup, seed: draft.seed ?? 1 }));
    } catch (e) {
      refuseWebBatch(e instanceof Error ? e.message : String(e));
    }
  };
  const secs = ((running ? performance.now() : st.finishedAt) - st.startedAt) / 1000;
  const rows = [...st.rows].sort((a, b) => a.load - b.load || SEED001_QUEUES.indexOf(a.queue) - SEED001_QUEUES.indexOf(b.queue) || a.variant.localeCompare(b.variant));
  return (
    <div className="sweep" data-testid="web-panel">
      <section className="panel" aria-labelledby="web-h">
        <h2 id="web-h">Web batch: response times under each queue (after Weigle, Jeffay and Smith, 2006)</h2>
        <p className="hint">
          Two-way HTTP/1.0 traffic over 10 Mbit/s at each offered load, under each queue and TCP. Each run is short ({warmup} s warm-up excluded, {measured} s measured); the study measured 40
          minutes per run, so the slowest responses (the tail of each curve) are noisier here.
        </p>
        <div className="sweep-form">
          <div className="field">
            <label htmlFor="web-loads">Offered loads</label>
            <input id="web-loads" data-testid="web-loads" value={loadsText} onChange={(e) => setLoadsText(e.target.value)} size={14} />
          </div>
          <div className="field">
            <label htmlFor="web-measured">Measured (s)</label>
            <input id="web-measured" data-testid="web-measured" type="number" min={5} max={3000} value={measured} onChange={(e) => setMeasured(Number(e.target.value))} style={{ width: '5em' }} />
          </div>
          <div className="field">
            <label htmlFor="web-warmup">Warm-up (s)</label>
            <input id="web-warmup" type="number" min={0} max={600} value={warmup} onChange={(e) => setWarmup(Number(e.target.value))} style={{ width: '5em' }} />
          </div>
        </div>
        <div className="sweep-form">
          {SEED001_QUEUES.map((q) => (
            <label key={q} className="check">
              <input type="checkbox" data-testid={`web-queue-${q}`} checked={queues.includes(q)} onChange={() => setQueues(toggle(queues, q))} /> {SEED001_QUEUE_LABELS[q]}
            </label>
          ))}
          {(['reno', 'sack'] as const).map((v) => (
            <label key={v} className="check">
              <input type="checkbox" data-testid={`web-variant-${v}`} checked={variants.includes(v)} onChange={() => setVariants(toggle(variants, v))} /> {pairing(v)?.label ?? v}
            </label>
          ))}
        </div>
        <div className="sweep-run-bar">
          <button type="button" className="primary" data-testid="web-run" disabled={running} onClick={run}>
            Run batch
          </button>
          <button type="button" data-testid="web-cancel" disabled={!running} onClick={cancelWebBatch}>
            Cancel
          </button>
          <progress data-testid="web-progress" max={1} value={st.total > 0 ? st.rows.length / st.total : 0} aria-label="Batch progress" />
          <span className="sweep-status" data-testid="web-status" data-status={st.status} data-done={st.rows.length} role="status">
            {st.status === 'idle' ? 'not run yet' : st.total > 0 ? `${st.rows.length} / ${st.total} runs, ${secs.toFixed(1)} s${running ? '' : ` — ${st.status}`}` : ''}
          </span>
        </div>
        {st.error ? (
          <p className="errors" data-testid="web-error">
            {st.error}
          </p>
        ) : null}
        {st.errorLink ? <ReportLink link={st.errorLink} testId="web-error-link" /> : null}
      </section>
      {rows.length > 0 ? (
        <section className="panel" data-testid="web-results">
          <h2>Response times</h2>
          <div className="sweep-form">
            <label className="check">
              <input type="radio" name="web-kind" data-testid="web-kind-cdf" checked={kind === 'cdf'} onChange={() => setKind('cdf')} /> CDF to 1.5 s (as the paper)
            </label>
            <label className="check">
              <input type="radio" name="web-kind" data-testid="web-kind-ccdf" checked={kind === 'ccdf'} onChange={() => setKind('ccdf')} /> CCDF, log–log (the tail)
            </label>
          </div>
          <SvgExportButton figureTestId="web-cdf" name={`web-${kind}`} />
          <ResponseCdfPlot rows={rows} kind={kind} />
          <table className="summary-table" data-testid="web-table">
            <thead>
              <tr>
                <th>load</th>
                <th>configuration</th>
                <th>utilization →/←</th>
                <th>loss →/←</th>
                <th>mean queue (pkts) →/←</th>
                <th>responses done</th>
                <th>with loss</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.load}-${r.queue}-${r.variant}`}>
                  <td>{Math.round(r.load * 100)} %</td>
                  <td>{r.label}</td>
                  <td>
                    {pct(r.forward.utilization)} / {pct(r.reverse.utilization)}
                  </td>
                  <td>
                    {pct(r.forward.lossRate)} / {pct(r.reverse.lossRate)}
                  </td>
                  <td>
                    {r.forward.meanQueue.toFixed(1)} / {r.reverse.meanQueue.toFixed(1)}
                  </td>
                  <td>
                    {r.completed.toLocaleString('en')} of {r.started.toLocaleString('en')}
                  </td>
                  <td>{pct(r.started > 0 ? r.withLoss / r.started : 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
