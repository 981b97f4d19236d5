import { useScenarioStore } from '../state/scenario-store';
import { defaultConfigs, type ConfigChoice } from './sweep-configs';

/** The reset button's words: the default pair's names ("Tail drop vs RED"). */
function comparisonLabel(sc: Parameters<typeof defaultConfigs>[0], preset: string | null): string {
  return defaultConfigs(sc, preset).map((c) => c.name).join(' vs ');
}
import { configQueueWords } from './config-label';
import { useSweepStore } from './sweep-store';

/** What a configuration runs, without the setting the sweep varies (its boxes show that). */
function configNote(c: ConfigChoice, param: string): string {
  const words = configQueueWords(c, param);
  if (c.kind === 'queue') return `current scenario with ${words}`;
  return `snapshot: ${c.scenario.flows.length} flows${words ? `, ${words}` : ''}`;
}

/** The configurations compared by the sweep: rename, remove, add the current scenario, reset. */
export function ConfigList({ configs, disabled }: { configs: ConfigChoice[]; disabled: boolean }) {
  const st = useSweepStore();
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  return (
    <div className="config-list" data-testid="sweep-configs">
      {configs.map((c, i) => (
        <div className="config-row" key={i} data-testid={`sweep-config-${i}`}>
          <input aria-label={`Name of configuration ${i + 1}`} value={c.name} disabled={disabled} onChange={(e) => st.renameConfig(i, e.target.value)} style={{ width: '9em' }} />
          <span className="mini">{configNote(c, st.param)}</span>
          <button type="button" className="icon" aria-label={`Remove configuration ${c.name}`} disabled={disabled} onClick={() => st.removeConfig(i)}>
            ✕
          </button>
        </div>
      ))}
      <div className="row-buttons">
        <button type="button" data-testid="sweep-add-current" disabled={disabled || !valid} onClick={() => valid && st.addConfig({ name: 'Current', kind: 'snapshot', scenario: structuredClone(valid) })}>
          Add current scenario
        </button>
        <button type="button" data-testid="sweep-reset-configs" disabled={disabled || !valid} onClick={() => valid && st.set({ configs: defaultConfigs(valid, preset) })}>
          {valid ? comparisonLabel(valid, preset) : 'Default pair'}
        </button>
      </div>
    </div>
  );
}
