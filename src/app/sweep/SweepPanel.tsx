import { useEffect, useMemo, useState } from 'react';
import { metricById, parseValues, REPLICATED_METRICS, REPLICATED_RUN_METRICS, type ReplicatedMetric } from '../../sim-core';
import { NumberInput } from '../components/NumberInput';
import { ReportLink } from '../results/RunProblemNotice';
import { useScenarioStore } from '../state/scenario-store';
import { ConfigList } from './ConfigList';
import { defaultConfigs, jitterFor, planSweep } from './sweep-configs';
import { defaultValuesText, sweepParamOptions, toStored, unknownOption } from './sweep-params';
import { defaultReplications, sweepDefaults } from './sweep-defaults';
import { estimateWords } from './sweep-duration';
import { cancelSweep, startSweep, sweepRun } from './sweep-run';
import { USER_CHOSEN, useSweepStore } from './sweep-store';
import { SweepResults } from './SweepResults';
import { useSweepVersion } from './use-sweep-version';
import { useResultsVersion } from '../results/use-results-version';
import { useResultsVeiled } from '../state/results-veiled';

function valuesOrError(text: string): { values: number[] } | { error: string } {
  try {
    return { values: parseValues(text) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * A whole number that takes effect as it is typed (the run count on the button follows each
 * keystroke; a trial saw "240 runs" until it left the field), clamped to [min, max]; an empty or
 * unreadable field keeps the last value and is marked until it reads again.
 */
function LiveCount({ label, testId, value, min, max, disabled, onChange }: { label: string; testId: string; value: number; min: number; max: number; disabled: boolean; onChange(v: number): void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((t) => (Number(t) === value ? t : String(value)));
  }, [value]);
  const n = Number(text.trim());
  const ok = text.trim() !== '' && Number.isFinite(n);
  return (
    <input
      type="number"
      className={ok ? 'num' : 'num bad'}
      aria-label={label}
      aria-invalid={ok ? undefined : true}
      data-testid={testId}
      value={text}
      min={min}
      max={max}
      step={1}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        const v = Number(e.target.value.trim());
        if (e.target.value.trim() !== '' && Number.isFinite(v)) onChange(Math.max(min, Math.min(max, Math.round(v))));
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

/** Sweep mode: what to vary, over which values, how many replications, which configurations. */
export function SweepPanel() {
  useSweepVersion();
  // The estimate scales the Explore run's time once it has finished (sweep-duration.ts).
  useResultsVersion();
  const st = useSweepStore();
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  const draft = useScenarioStore((s) => s.draft);
  const base = valid ?? draft;
  const options = useMemo(() => sweepParamOptions(base), [base]);
  useEffect(() => {
    // The study's own pair where the scenario is still a study's preset (seed 003's gentle RED, as A/B's B).
    if (st.configs === null && valid) st.set({ configs: defaultConfigs(valid, preset) });
  }, [st, valid, preset]);
  // Until the user types one, the jitter follows the scenario's own (seed 000's calibration).
  const jitter = st.jitterEdited || !valid ? st.jitter : jitterFor(valid);
  const key = preset ?? '';
  useEffect(() => {
    // What to vary and show follows the scenario (its preset's headlines, its loss model, its
    // buffer: sweep-defaults.ts) until the user chooses; a link's choices go over the defaults.
    if (!valid || sweepRun.status === 'running' || st.auto === USER_CHOSEN || st.auto === key) return;
    const d = sweepDefaults(valid, preset, sweepParamOptions(valid));
    if (!d) return;
    // The replications follow too (a live demo's 3, else 20), unless the user or a link changed
    // them from the previous scenario's default.
    const { replications, ...choice } = d;
    const before = defaultReplications(st.auto);
    const reps = st.replications === before && Object.keys(st.linked).length === 0 ? { replications } : {};
    st.set({ ...choice, ...reps, ...st.linked, auto: Object.keys(st.linked).length > 0 ? USER_CHOSEN : key });
  }, [st, valid, preset, key]);
  const option = options.find((o) => o.path === st.param);
  useEffect(() => {
    // A scenario without the chosen setting (e.g. fewer flows): vary its default setting instead.
    if (!option && options.length > 0 && sweepRun.status !== 'running' && (st.auto === USER_CHOSEN || st.auto === key)) {
      const d = valid ? sweepDefaults(valid, preset, options) : null;
      const o = options.find((x) => x.path === d?.param) ?? options[Math.max(0, base.flows.length - 1)];
      st.set({ param: o.path, valuesText: defaultValuesText(o.path, base, o) || st.valuesText, auto: st.auto });
    }
  }, [option, options, base, st, valid, preset, key]);
  const shown = option ?? unknownOption(st.param);
  const parsed = valuesOrError(st.valuesText);
  const running = sweepRun.status === 'running';
  const configs = st.configs ?? [];
  const total = 'values' in parsed ? parsed.values.length * st.replications * configs.length : 0;
  const run = () => {
    if (!valid || !('values' in parsed)) return;
    try {
      // Typed in the shown unit (ms, kbit/s, %), run in the stored one (s, bit/s, a fraction).
      const values = parsed.values.map((v) => toStored(v, shown));
      startSweep(planSweep({ configs, param: st.param, values, replications: st.replications, firstSeed: st.firstSeed, jitter: st.jitterOn ? jitter : null, paramLabel: shown.label, paramScale: shown.scale }, valid));
    } catch (e) {
      sweepRun.refuse(e instanceof Error ? e.message : String(e));
    }
  };
  const predicting = useResultsVeiled();
  const progress = sweepRun.total > 0 ? sweepRun.done / sweepRun.total : 0;
  const secs = ((sweepRun.status === 'running' ? performance.now() : sweepRun.finishedAt) - sweepRun.startedAt) / 1000;
  return (
    <div className="sweep" data-testid="sweep-panel">
      <section className="panel" aria-labelledby="sweep-h">
        <h2 id="sweep-h">Sweep</h2>
        <p className="hint">Run every configuration for every value, each with several seeds, and plot the median with quartile boxes (Q1–Q3) and min–max whiskers.</p>
        <div className="sweep-form">
          <div className="field">
            <label htmlFor="sweep-param">Vary</label>
            <select
              id="sweep-param"
              data-testid="sweep-param"
              value={st.param}
              disabled={running}
              onChange={(e) => {
                const o = options.find((x) => x.path === e.target.value) ?? unknownOption(e.target.value);
                st.set({ param: o.path, valuesText: defaultValuesText(o.path, base, o) || st.valuesText });
              }}
            >
              {option ? null : <option value={st.param}>{st.param} (not in this scenario)</option>}
              {options.map((o) => (
                <option key={o.path} value={o.path}>
                  {o.label}
                  {o.onlyFor ? ` (${o.onlyFor} configurations)` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="sweep-values">Values</label>
            {/* As wide as a list of seven buffers or error rates needs (a trial's "10,25,50,100,250,500," was cut). */}
            <input id="sweep-values" data-testid="sweep-values" className={'error' in parsed ? 'bad sweep-values' : 'sweep-values'} value={st.valuesText} disabled={running} onChange={(e) => st.set({ valuesText: e.target.value })} aria-describedby="sweep-values-unit" style={{ width: 'min(100%, 26em)' }} />
            <span className="unit" id="sweep-values-unit" data-testid="sweep-values-unit">
              {shown.unit ? `${shown.unit}: ` : ''}list (0,1,2) or from:to:step
            </span>
          </div>
          {'error' in parsed ? <p className="errors" data-testid="sweep-values-error">{parsed.error}</p> : null}
          <div className="field">
            <label>Replications</label>
            <LiveCount label="Replications per value" testId="sweep-reps" value={st.replications} min={1} max={200} disabled={running} onChange={(v) => st.set({ replications: v })} />
            <label>first seed</label>
            <NumberInput label="First seed" testId="sweep-seed" value={st.firstSeed} min={0} step={1} disabled={running} onCommit={(v) => st.set({ firstSeed: Math.max(0, Math.round(v)) })} />
          </div>
          <div className="field">
            <label className="check">
              <input type="checkbox" data-testid="sweep-jitter" checked={st.jitterOn} disabled={running} onChange={(e) => st.set({ jitterOn: e.target.checked })} /> Run-to-run variation:
            </label>
            <span className="unit">start jitter</span>
            <NumberInput label="Start jitter (ms)" value={jitter.startJitter} scale={1e3} min={0} disabled={running || !st.jitterOn} width="4.5em" onCommit={(v) => st.set({ jitter: { ...jitter, startJitter: v }, jitterEdited: true })} />
            <span className="unit">ms, host jitter</span>
            <NumberInput label="Host jitter (ms)" value={jitter.hostJitter} scale={1e3} min={0} disabled={running || !st.jitterOn} width="4.5em" onCommit={(v) => st.set({ jitter: { ...jitter, hostJitter: v }, jitterEdited: true })} />
            <span className="unit">ms</span>
          </div>
          <h3>Configurations</h3>
          <ConfigList configs={configs} disabled={running} />
        </div>
        <div className="sweep-run-bar">
          <button type="button" className="primary" data-testid="sweep-run" disabled={running || !valid || !('values' in parsed) || configs.length === 0} onClick={run}>
            Run sweep{total > 0 ? ` (${total.toLocaleString('en')} runs)` : ''}
          </button>
          <button type="button" data-testid="sweep-cancel" disabled={!running} onClick={cancelSweep}>
            Cancel
          </button>
          <progress data-testid="sweep-progress" max={1} value={progress} aria-label="Sweep progress" />
          {/* Not a live region: the page's one live region (a11y/announcements.ts) says the sweep's start, quarters and end once. */}
          {total > 0 && valid && !running ? (
            <span className="hint" data-testid="sweep-estimate">
              {estimateWords(valid, total)}
            </span>
          ) : null}
          <span className="sweep-status" data-testid="sweep-status" data-status={sweepRun.status} data-done={sweepRun.done}>
            {sweepRun.status === 'idle'
              ? 'not run yet'
              : sweepRun.status === 'error' && !sweepRun.plan
                ? ''
                : `${sweepRun.done} / ${sweepRun.total} runs, ${secs.toFixed(1)} s${sweepRun.status === 'running' ? '' : ` — ${sweepRun.status}`}`}
          </span>
        </div>
        {sweepRun.error ? (
          <p className="errors" data-testid="sweep-error">
            {sweepRun.error}
          </p>
        ) : null}
        {sweepRun.errorLink ? <ReportLink link={sweepRun.errorLink} testId="sweep-error-link" /> : null}
      </section>
      {/* Its set-up stays usable while a lesson step waits for its prediction (trial phone9,
          finding 4); what a sweep found waits for the answer, as the step's own run does. */}
      {predicting ? (
        <p className="hint panel" data-testid="sweep-results-wait">
          A sweep&apos;s results show here once you answer the lesson step&apos;s question.
        </p>
      ) : (
        <SweepResults />
      )}
    </div>
  );
}

/** The run's sweep metrics, system goodput first. */
const RUN_METRICS_FIRST = [...REPLICATED_RUN_METRICS].sort((a, b) => Number(b === 'run.systemGoodput') - Number(a === 'run.systemGoodput'));

export function MetricPicker() {
  const metric = useSweepStore((s) => s.metric);
  const set = useSweepStore((s) => s.set);
  return (
    <select aria-label="Metric" data-testid="sweep-metric" style={{ maxWidth: '100%' }} value={metric} onChange={(e) => set({ metric: e.target.value as ReplicatedMetric })}>
      {/* The whole run's figures first, system goodput at the top (a lecturer found it as the last of 22). */}
      <optgroup label="Of the whole run (system goodput, utilization, fairness, ratios)">
        {RUN_METRICS_FIRST.map((m) => (
          <option key={m} value={m}>
            {metricById(m).label}
          </option>
        ))}
      </optgroup>
      <optgroup label="Of the chosen flow">
        {REPLICATED_METRICS.map((m) => (
          <option key={m} value={m}>
            {metricById(m).label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
