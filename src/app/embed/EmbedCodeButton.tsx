import { useState } from 'react';
import { currentShareLink } from '../controller/run-controller';
import { useScenarioStore } from '../state/scenario-store';
import { embedSnippet } from './embed-code';

/** "Copy embed code": an <iframe> of the current scenario and view with minimal chrome. */
export function EmbedCodeButton() {
  const [code, setCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const make = async () => {
    const name = useScenarioStore.getState().draft.name ?? 'scenario';
    const c = embedSnippet(currentShareLink({ embed: true }), name);
    setCode(c);
    try {
      await navigator.clipboard.writeText(c);
      setNote('copied');
    } catch {
      setNote('select and copy');
    }
  };
  return (
    <div className="share">
      <button type="button" data-testid="embed-code-button" onClick={() => void make()}>
        Copy embed code
      </button>
      {code !== null ? (
        <>
          <input readOnly aria-label="Embed code" data-testid="embed-code" value={code} onFocus={(e) => e.target.select()} size={20} />
          <span className="muted" data-testid="embed-note">
            {note}
          </span>
        </>
      ) : null}
    </div>
  );
}
