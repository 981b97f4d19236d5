import { CopyBox } from '../components/CopyBox';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { useScenarioStore } from '../state/scenario-store';
import { embedSnippet } from './embed-code';
import { useLinkInputs } from '../header/ShareBox';
import { useMediaQuery } from '../util/use-media-query';
import { PHONE_QUERY } from '../header/TeachControls';

/** "Copy embed code": an <iframe> of the current scenario and view with minimal chrome. */
export function EmbedCodeButton() {
  const make = () => embedSnippet(currentShareLink({ embed: true }), useScenarioStore.getState().draft.name ?? 'scenario');
  useLinkInputs();
  // In the header's row its code opens over the page, as the share links do (ShareBox).
  const overlay = !useMediaQuery(PHONE_QUERY);
  return <CopyBox button="Copy embed code" fieldLabel="Embed code" ids={{ button: 'embed-code-button', field: 'embed-code', note: 'embed-note' }} make={make} refusal={shareRefusal} size={20} overlay={overlay} />;
}
