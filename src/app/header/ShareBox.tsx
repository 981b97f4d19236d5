import { CopyBox } from '../components/CopyBox';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { currentStudentLink } from '../controller/student-link';

/** Hosts only this computer can reach: a link to them opens nothing on a student's device. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * "Copy link": the current scenario and view as a link (in presentation mode too, with present=1
 * and the speed). "Copy student link": the same without the presentation-only keys (student-link.ts).
 */
export function ShareBox() {
  const local = typeof location !== 'undefined' && LOCAL_HOSTS.has(location.hostname);
  return (
    <>
      <CopyBox button="Copy link" fieldLabel="Share link" ids={{ button: 'share', field: 'share-link', note: 'share-note' }} make={() => currentShareLink()} refusal={shareRefusal} showLength />
      <CopyBox
        button="Copy student link"
        buttonTitle="The same scenario and view without presentation mode, the projector theme or the slide title: students open it in the normal view"
        fieldLabel="Student link"
        ids={{ button: 'share-student', field: 'student-link', note: 'student-note' }}
        make={currentStudentLink}
        refusal={shareRefusal}
        showLength
      />
      {local ? (
        <span className="muted small" data-testid="share-host-note" title="A link holds the whole scenario, but it opens the app from the host in its address">
          Links point at {location.host}, this computer: for students, serve the app from a host they can reach.
        </span>
      ) : null}
    </>
  );
}
