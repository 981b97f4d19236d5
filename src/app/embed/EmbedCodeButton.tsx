import { CopyBox } from '../components/CopyBox';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { useScenarioStore } from '../state/scenario-store';
import { embedSnippet } from './embed-code';

/** "Copy embed code": an <iframe> of the current scenario and view with minimal chrome. */
export function EmbedCodeButton() {
  const make = () => embedSnippet(currentShareLink({ embed: true }), useScenarioStore.getState().draft.name ?? 'scenario');
  return <CopyBox button="Copy embed code" fieldLabel="Embed code" ids={{ button: 'embed-code-button', field: 'embed-code', note: 'embed-note' }} make={make} refusal={shareRefusal} size={20} />;
}
