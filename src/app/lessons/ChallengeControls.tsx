import { useState } from 'react';
import { applyEdits, readPath } from '../../lessons/step-scenario';
import { useScenarioStore } from '../state/scenario-store';

/** Inputs for the settings a challenge names that the editor does not show; edits go through the lesson edit path. */
export function ChallengeControls({ paths }: { paths: string[] }) {
  const draft = useScenarioStore((s) => s.draft);
  const [error, setError] = useState<string | null>(null);
  const apply = (path: string, text: string) => {
    const st = useScenarioStore.getState();
    const r = applyEdits(st.valid ?? st.draft, [[path, text]]);
    if (!r.ok) return setError(r.error);
    setError(null);
    st.loadScenario(r.scenario, st.preset, st.fromStep);
  };
  return (
    <div className="challenge-controls">
      {paths.map((p) => {
        const v = readPath(draft, p);
        return (
          <label key={`${p}:${String(v)}`} className="field">
            <code>{p}</code>
            <input
              type="text"
              inputMode="decimal"
              defaultValue={String(v)}
              size={8}
              data-testid={`control-${p}`}
              onKeyDown={(e) => e.key === 'Enter' && apply(p, e.currentTarget.value)}
              onBlur={(e) => e.currentTarget.value !== String(v) && apply(p, e.currentTarget.value)}
            />
          </label>
        );
      })}
      {error ? (
        <p className="lesson-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
