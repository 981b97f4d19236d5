import { useEffect, useRef, useState } from 'react';
import { CopyBox } from '../components/CopyBox';
import { useFoldingMenu } from '../components/use-folding-menu';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { currentStudentLink, studentLinkLeavesOut } from '../controller/student-link';

/** Hosts only this computer can reach: a link to them opens nothing on a student's device. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** "a, b and c". */
function inWords(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What the student link leaves out (a lecturer's edited slide title vanished without a word). */
function StudentLinkNote() {
  return (
    <span className="muted small share-says" data-testid="student-link-leaves-out">
      The student link opens the same scenario and numbers in the normal view; it leaves out {inWords(studentLinkLeavesOut())}.
    </span>
  );
}

/** Links to this computer reach no student's device. */
function HostNote() {
  if (typeof location === 'undefined' || !LOCAL_HOSTS.has(location.hostname)) return null;
  return (
    <span className="muted small share-says" data-testid="share-host-note" title="A link holds the whole scenario, but it opens the app from the host in its address">
      Links point at {location.host}, this computer: for students, serve the app from a host they can reach.
    </span>
  );
}

/**
 * "Copy link": the current scenario and view as a link (in presentation mode too, with present=1
 * and the speed). "Copy student link": the same without the presentation-only keys (student-link.ts).
 * In a Share panel (`panel`) the notes on what the student link leaves out and on a host only this
 * computer reaches stand below the buttons; in the header's row they appear with a copied link,
 * (the host note stood in the toolbar all the time, a line of its own at 1366 px).
 */
export function ShareBox({ panel = false }: { panel?: boolean }) {
  const [made, setMade] = useState({ link: false, student: false });
  return (
    <>
      <CopyBox button="Copy link" fieldLabel="Share link" ids={{ button: 'share', field: 'share-link', note: 'share-note' }} make={() => currentShareLink()} refusal={shareRefusal} showLength onMade={() => setMade((m) => ({ ...m, link: true }))} />
      <CopyBox
        button="Copy student link"
        buttonTitle="The same scenario and view without presentation mode, the projector theme or the slide title: students open it in the normal view"
        fieldLabel="Student link"
        ids={{ button: 'share-student', field: 'student-link', note: 'student-note' }}
        make={currentStudentLink}
        refusal={shareRefusal}
        showLength
        onMade={() => setMade((m) => ({ ...m, student: true }))}
      />
      {panel || made.student ? <StudentLinkNote /> : null}
      {panel || made.link || made.student ? <HostNote /> : null}
    </>
  );
}

/**
 * The share controls folded behind one "Share" button, opening as a panel over the page below
 * it: opened inline they re-wrapped the presentation bar (the numbers moved to a new row, the
 * plots shrank and their y ticks changed).
 */
export function ShareMenu({ testId }: { testId: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useFoldingMenu(menu);
  return (
    <details ref={menu} className="share-menu fold-menu" data-testid={testId}>
      <summary data-testid={`${testId}-toggle`}>Share</summary>
      <div className="share-menu-panel fold-menu-panel">
        <ShareBox panel />
      </div>
    </details>
  );
}
