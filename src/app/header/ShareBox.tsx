import { CopyBox } from '../components/CopyBox';
import { currentShareLink, shareRefusal } from '../controller/run-controller';

/** "Copy link": the current scenario and view as a link. */
export function ShareBox() {
  return <CopyBox button="Copy link" fieldLabel="Share link" ids={{ button: 'share', field: 'share-link', note: 'share-note' }} make={() => currentShareLink()} refusal={shareRefusal} showLength />;
}
