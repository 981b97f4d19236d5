import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck, setBottleneck } from '../scenario/bottleneck';
import type { RedSpec } from '../scenario/queue-edit';
import { NumberInput } from '../components/NumberInput';
import { SliderField } from '../components/SliderField';
import { ErrorList } from './ErrorList';

/** RED parameters: thresholds and max_p as sliders with typed values, EWMA weight, sizes, modes. */
export function RedControls({ queue: q, queuePath }: { queue: RedSpec; queuePath: string }) {
  const edit = useScenarioStore((s) => s.edit);
  const errors = useScenarioStore((s) => s.errors);
  const mine = errors.filter((e) => e.startsWith(`${queuePath}.`) && !e.startsWith(`${queuePath}.limit`)).map((e) => e.slice(queuePath.length + 1));
  const set = (patch: Partial<RedSpec>, remove: (keyof RedSpec)[] = []) =>
    edit((d) => {
      const cur = getBottleneck(d)!.queue;
      if (cur.type !== 'red') return;
      const next: Record<string, unknown> = { ...cur, ...patch };
      for (const k of remove) delete next[k];
      setBottleneck(d, { queue: next as RedSpec });
    });
  const step = q.unit === 'bytes' ? 100 : 1;
  const tcMode = q.wq === undefined && q.burst !== undefined;
  const bad = (field: string) => mine.some((e) => e.startsWith(`${field}:`));
  return (
    <div className="red-controls" data-testid="red-controls">
      <h3>RED</h3>
      <SliderField label="min_th" testId="minth" value={q.minTh} min={0} max={q.limit} step={step} unit={q.unit} invalid={bad('minTh')} onChange={(v) => set({ minTh: v })} />
      <SliderField label="max_th" testId="maxth" value={q.maxTh} min={0} max={q.limit} step={step} unit={q.unit} invalid={bad('maxTh')} onChange={(v) => set({ maxTh: v })} />
      <SliderField label="max_p" testId="maxp" value={q.maxP} min={0.01} max={1} step={0.01} invalid={bad('maxP')} onChange={(v) => set({ maxP: v })} />
      <div className="field">
        <label>Weight</label>
        <label className="check">
          <input type="radio" name="wqmode" checked={!tcMode} onChange={() => set({ wq: 0.002 }, ['burst', 'avpkt'])} /> w_q
        </label>
        <label className="check">
          <input type="radio" name="wqmode" checked={tcMode} onChange={() => set({ burst: Math.max(1, Math.round(q.minTh / (q.unit === 'bytes' ? 1000 : 1)) + 2), avpkt: 1000 }, ['wq'])} /> tc burst/avpkt
        </label>
      </div>
      {tcMode ? (
        <div className="field">
          <label>burst</label>
          <NumberInput label="tc burst (packets)" testId="burst" value={q.burst ?? 0} min={1} onCommit={(v) => set({ burst: v })} width="5em" />
          <label>avpkt</label>
          <NumberInput label="tc avpkt (bytes)" testId="avpkt" value={q.avpkt ?? 0} min={1} onCommit={(v) => set({ avpkt: v })} width="5em" />
          <span className="unit">bytes</span>
        </div>
      ) : (
        <div className="field">
          <label>w_q</label>
          <NumberInput label="EWMA weight w_q" testId="wq" value={q.wq ?? 0.002} step={0.001} min={0} max={1} onCommit={(v) => set({ wq: v })} />
        </div>
      )}
      <div className="field">
        <label>Mean pkt</label>
        <NumberInput
          label="Mean packet size (bytes)"
          testId="meanpkt"
          value={q.meanPktSize ?? q.avpkt ?? 1000}
          min={1}
          onCommit={(v) => set({ meanPktSize: v })}
        />
        <span className="unit">bytes</span>
      </div>
      <div className="field">
        <label className="check">
          <input type="checkbox" data-testid="nsbytemode" checked={q.nsByteMode} onChange={(e) => set({ nsByteMode: e.target.checked })} /> ns byte mode (p scaled by size)
        </label>
        <label className="check">
          <input type="checkbox" checked={q.wait} onChange={(e) => set({ wait: e.target.checked })} /> wait
        </label>
      </div>
      <ErrorList errors={mine} testId="red-errors" />
    </div>
  );
}
