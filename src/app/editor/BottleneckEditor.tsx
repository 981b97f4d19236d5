import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck, setBottleneck } from '../scenario/bottleneck';
import { changeDiscipline, changeUnit, DISCIPLINES, disciplineOf, type Discipline } from '../scenario/queue-edit';
import { NumberInput } from '../components/NumberInput';
import { RedControls } from './RedControls';
import { ErrorList } from './ErrorList';

/** Bottleneck link: rate, delay, buffer, queue discipline, ECN; RED controls when RED. */
export function BottleneckEditor() {
  const draft = useScenarioStore((s) => s.draft);
  const errors = useScenarioStore((s) => s.errors);
  const edit = useScenarioStore((s) => s.edit);
  const b = getBottleneck(draft);
  if (!b) return <section className="panel"><h2>Bottleneck</h2><p className="muted">This scenario's bottleneck (a graph topology, or HTB service classes) is edited as JSON; its link carries it.</p></section>;
  const q = b.queue;
  const disc = disciplineOf(q);
  /** Replace the bottleneck queue by a function of the current one. */
  const editQueue = (f: (cur: typeof q) => typeof q) => edit((d) => setBottleneck(d, { queue: f(getBottleneck(d)!.queue) }));
  /** Change fields of a dynamic-threshold RED bottleneck queue. */
  const patchDynamicRed = (patch: { beta?: number; estimateError?: number }) =>
    edit((d) => {
      const cur = getBottleneck(d)!.queue;
      if (cur.type === 'dynamic-red') setBottleneck(d, { queue: { ...cur, ...patch } });
    });
  const ecnOn = q.type !== 'droptail' && q.ecn;
  const bufferErrors = errors.filter((e) => e.startsWith(`${b.queuePath}.limit`) || e.startsWith(`${b.queuePath}:`) || e === b.queuePath);
  return (
    <section className="panel" aria-labelledby="bn-h">
      <h2 id="bn-h">Bottleneck</h2>
      <div className="field">
        <label>Rate</label>
        <NumberInput label="Bottleneck rate (kbit/s)" testId="rate" value={b.rate} scale={1e-3} min={1} onCommit={(v) => edit((d) => setBottleneck(d, { rate: v }))} />
        <span className="unit">kbit/s</span>
      </div>
      <div className="field">
        <label>Delay</label>
        <NumberInput label="Propagation delay (ms)" testId="delay" value={b.delay} scale={1e3} min={0} onCommit={(v) => edit((d) => setBottleneck(d, { delay: v }))} />
        <span className="unit">ms {b.delayNote}</span>
      </div>
      <div className="field">
        <label>Buffer</label>
        <NumberInput
          label="Buffer limit"
          testId="buffer"
          value={q.limit}
          min={1}
          onCommit={(v) => editQueue((cur) => ({ ...cur, limit: v }))}
        />
        <select
          aria-label="Buffer unit"
          data-testid="buffer-unit"
          value={q.unit}
          disabled={q.type === 'ared' || q.type === 'dynamic-red'}
          onChange={(e) => editQueue((cur) => changeUnit(cur, e.target.value as 'packets' | 'bytes'))}
        >
          <option value="packets">packets</option>
          <option value="bytes">bytes</option>
        </select>
        {q.unit === 'bytes' && (q.type === 'droptail' || q.type === 'red') ? (
          <label className="check" title="Linux 2.4's bfifo and red admitted a packet while the backlog was at most the limit, whatever its size; later kernels and ns-3 need bytes + size ≤ limit">
            <input
              type="checkbox"
              data-testid="buffer-admission"
              checked={q.admission === 'below-limit'}
              onChange={(e) => editQueue((cur) => ({ ...cur, admission: e.target.checked ? 'below-limit' : 'fits' }))}
            />
            Linux 2.4 admission
          </label>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="disc">Queue</label>
        <select
          id="disc"
          data-testid="discipline"
          value={disc}
          onChange={(e) => editQueue((cur) => changeDiscipline(cur, e.target.value as Discipline))}
        >
          {DISCIPLINES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            data-testid="ecn"
            checked={ecnOn}
            disabled={q.type === 'droptail'}
            onChange={(e) =>
              edit((d) => {
                const cur = getBottleneck(d)!.queue;
                if (cur.type === 'droptail') return;
                setBottleneck(d, { queue: { ...cur, ecn: e.target.checked } });
                d.tcp = { ...(d.tcp ?? {}), ecn: e.target.checked };
              })
            }
          />
          ECN
        </label>
      </div>
      {q.type === 'droptail' ? <p className="hint">ECN marking needs a RED-family queue.</p> : null}
      <ErrorList errors={bufferErrors} />
      {q.type === 'red' ? <RedControls queue={q} queuePath={b.queuePath} /> : null}
      {q.type === 'ared' ? (
        <div className="field">
          <label>Target delay</label>
          <NumberInput
            label="ARED target queueing delay (ms)"
            value={q.targetDelay}
            scale={1e3}
            min={0.1}
            onCommit={(v) =>
              edit((d) => {
                const cur = getBottleneck(d)!.queue;
                if (cur.type === 'ared') setBottleneck(d, { queue: { ...cur, targetDelay: v } });
              })
            }
          />
          <span className="unit">ms (sets the thresholds; max_p adapts)</span>
        </div>
      ) : null}
      {q.type === 'dynamic-red' ? (
        <>
          <div className="field">
            <label>β</label>
            <NumberInput
              label="Vegas beta: packets per connection"
              testId="dyn-beta"
              value={q.beta}
              min={0.1}
              onCommit={(v) => patchDynamicRed({ beta: v })}
            />
            <span className="unit">min_th = β·n, max_th = (β+1)·n, n = connections now</span>
          </div>
          <div className="field">
            <label>n error</label>
            <NumberInput
              label="Error of the router's estimate of n (%)"
              testId="dyn-error"
              value={q.estimateError}
              scale={100}
              min={-90}
              max={400}
              onCommit={(v) => patchDynamicRed({ estimateError: v })}
            />
            <span className="unit">% (+20 = overestimate)</span>
          </div>
        </>
      ) : null}
    </section>
  );
}
