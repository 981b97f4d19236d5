import { KeyHint } from '../components/KeyHint';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CopyBox } from '../components/CopyBox';
import { currentShareLink, shareRefusal } from '../controller/run-controller';
import { currentStudentLink, predictFirstSpeed, studentLinkLeavesOut } from '../controller/student-link';
import { linkChangeWords } from '../controller/link-change';
import { speedWords } from '../a11y/playback-words';
import { VIEW_LINK_VERSION } from '../controller/view-link';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { useLessonStore } from '../state/lesson-store';
import { MODE_LABELS } from '../state/mode-labels';
import { useMediaQuery } from '../util/use-media-query';
import { PHONE_QUERY } from './TeachControls';
import { NUMBERS_AT_END_LABEL } from '../results/numbers-held';
import { presetTitle } from '../../scenario-edit/catalog';
import { returnFocus } from '../util/dialog-focus';
import { keepTabInside } from '../util/tab-trap';
import { OneFileDownloads } from '../one-file/OneFileDownloads';
import { useShownQuantity } from '../state/throughput-quantity';
import { PLOT } from '../../plot-kinds/plot-kinds';

/** Hosts only this computer can reach: a link to them opens nothing on a student's device. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** "a, b and c". */
function inWords(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Where the student link opens, by the mode registry's name ("in Compare A/B"), or the lesson step:
 * "in the normal view" left a lecturer testing whether it meant Explore or Compare (trial 01:00, s16).
 */
function useStudentLinkOpens(): string {
  const mode = useViewStore((s) => s.mode);
  const inLesson = useLessonStore((s) => s.place !== null);
  return inLesson ? 'at this lesson step' : `in ${MODE_LABELS[mode]}`;
}

/**
 * Presenting, which plots students get: every plot of the run, the throughput plot drawing what
 * the room saw (the link's `tput`). A student link "left out the presented plots", and students
 * landed on throughput plots beside the room's goodput 7.53 / 8.56 (lecturer-0315, confusion 9).
 */
function StudentPlotsWords() {
  const presenting = useViewStore((s) => s.presenting);
  const quantity = useShownQuantity();
  if (!presenting) return null;
  return (
    <span data-testid="student-link-plots">
      {' '}Students see every plot of the run, not only the presented ones; the {PLOT.throughput.label.toLowerCase()} plot draws {quantity}, as here.
    </span>
  );
}

/**
 * Presenting, what the link's plot keys say: `plots=throughput` over goodput lines read as
 * throughput (lecturer-0315, confusion 9). `plots` names the plot kinds shown, `tput` what the
 * throughput plot draws.
 */
function PlotKeysNote() {
  const presenting = useViewStore((s) => s.presenting);
  const quantity = useShownQuantity();
  if (!presenting) return null;
  return (
    <span className="muted small share-says" data-testid="share-plot-keys">
      In a link, <code>plots=</code> names the plots on the screen by kind (<code>{PLOT.throughput.id}</code> is the {PLOT.throughput.label.toLowerCase()} plot, whichever figure it draws) and <code>tput=</code> the figure it draws: <code>tput={quantity}</code> here.
    </span>
  );
}

/** What the student link leaves out (a lecturer's edited slide title vanished without a word), and what a predict-first one does. */
function StudentLinkNote({ predictFirst }: { predictFirst: boolean }) {
  const opens = useStudentLinkOpens();
  const duration = useScenarioStore((s) => (s.valid ?? s.draft).duration);
  if (predictFirst) {
    const speed = predictFirstSpeed();
    return (
      <span className="muted small share-says" data-testid="student-link-leaves-out">
        The student link opens the same scenario {opens} at the run&apos;s start, with the numbers, the drop counts and the demo&apos;s description hidden until the replay ends (played at {speedWords(speed)}, {Math.round(duration / speed)} s), so students predict first; it leaves out {inWords(studentLinkLeavesOut({ predictFirst }))}.
        <StudentPlotsWords />
      </span>
    );
  }
  return (
    <span className="muted small share-says" data-testid="student-link-leaves-out">
      The student link opens the same scenario and numbers {opens}; it leaves out {inWords(studentLinkLeavesOut())}.
      <StudentPlotsWords />
    </span>
  );
}

/** The label of the student link's predict-first option: what students get, in their terms. */
export const PREDICT_FIRST_LABEL = 'Students predict first: hide the numbers until their replay ends';

/**
 * The student link's own option: a link that asks for a prediction before it shows the figures,
 * as the presenter's "Hide the numbers until the replay ends" does in the room (lecturer trial
 * 04:00, step 19: the popover said the option was left out, and there was no way to keep it).
 */
function PredictFirstOption({ on, set, follows }: { on: boolean; set: (on: boolean) => void; follows: boolean }) {
  const followsId = useId();
  return (
    <>
      <label className="check predict-first" title="The student link then opens at the run's start with the headline numbers, the tables, the legends' counts and the description hidden until the replay reaches the end">
        <input type="checkbox" data-testid="student-predict-first" checked={on} onChange={(e) => set(e.target.checked)} aria-describedby={follows ? followsId : undefined} />
        {PREDICT_FIRST_LABEL}
      </label>
      {follows ? (
        <span className="muted small share-says" id={followsId} data-testid="predict-first-follows">
          Ticked because “{NUMBERS_AT_END_LABEL}” is on here: students get the same. Untick for a link with the numbers shown.
        </span>
      ) : null}
    </>
  );
}

/**
 * Whether the student link asks for a prediction first: the presenter's "Hide the numbers until the
 * replay ends" until Share's own option is changed (the lecturer ticked the first and expected the
 * link to carry it: lecturer trial 07:10, confusion 4); `follows` while it is the presenter's.
 */
function usePredictFirst(): { on: boolean; set: (on: boolean) => void; follows: boolean } {
  const presenter = useViewStore((s) => s.numbersAtEnd);
  const [own, set] = useState<boolean | null>(null);
  return { on: own ?? presenter, set, follows: own === null && presenter };
}

/**
 * How to serve the app where students can open it, in short (README, "Serving the app for a
 * class", says it in full): the notice alone left a lecturer on a laptop with no way to send the
 * link (lecturer trial 10:30, steps 13–14). The first way needs only a browser: the lecturers who
 * had only the app's URL could not run npm (lecturer trial 00:55, confusion 3).
 */
export const SERVE_FOR_CLASS_STEPS = [
  { how: 'With only a browser:', command: null, then: 'use “Download the app as one file” above and upload that one file to the course’s web page or LMS; no npm, no server code.' },
  { how: 'In the lecture hall, from a laptop with the app’s source:', command: 'npm run build && npx vite preview --host', then: 'opens the app on the room’s network; open it at the Network address it prints (not localhost), and copy the links from there.' },
  { how: 'For links that last, from the source:', command: 'npm run build', then: 'then copy the dist folder to any static web host (the university’s web space, GitHub Pages); no server code runs.' },
] as const;

/** Whether links made on this page reach only this computer: a local host, or a file opened from disk. */
function linksStayHere(): boolean {
  return typeof location !== 'undefined' && (location.protocol === 'file:' || LOCAL_HOSTS.has(location.hostname));
}

/**
 * Links to this computer reach no student's device: said first, above the buttons, as a notice in
 * the text's own type, with how to serve the app instead. Below them in small print it was the one
 * line a lecturer needed, found last under fifteen about digests and versions (lecturer-1130,
 * steps 13–14 and 23). The one-file downloads stand under it, open: they are the way a lecturer
 * with only a browser has (lecturer trial 00:55).
 */
function HostNote({ predictFirst }: { predictFirst: boolean }) {
  if (!linksStayHere()) return null;
  const where = location.protocol === 'file:' ? 'a file on this computer' : `${location.host}, this computer`;
  return (
    <div className="share-host-note" role="note" data-testid="share-host-note">
      <strong title="A link holds the whole scenario, but it opens the app from the host in its address">Links point at {where}: for students, serve the app from a host they can reach.</strong>{' '}
      <OneFileDownloads predictFirst={predictFirst} />
      <details className="serve-how" data-testid="share-serve-how">
        <summary>How to serve it for a class</summary>
        <ul>
          {SERVE_FOR_CLASS_STEPS.map((st) => (
            <li key={st.how}>
              {st.how}{' '}
              {st.command === null ? null : (
                <>
                  <code>{st.command}</code>{' '}
                </>
              )}
              {st.then}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/**
 * On a real host the links already work: the one-file downloads, folded (for a copy to upload
 * elsewhere or e-mail), read only once opened.
 */
function OneFileFold({ predictFirst }: { predictFirst: boolean }) {
  const [open, setOpen] = useState(false);
  if (linksStayHere()) return null;
  return (
    <details className="share-fold" data-testid="share-one-file-fold" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>The app as one file (to upload or e-mail)</summary>
      <div className="share-fold-body">{open ? <OneFileDownloads predictFirst={predictFirst} /> : null}</div>
    </details>
  );
}

/** The small print, folded under a short heading: opened on request, not read before the buttons. */
function ShareFold({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  return (
    <details className="share-fold" data-testid={testId}>
      <summary>{summary}</summary>
      <div className="share-fold-body">{children}</div>
    </details>
  );
}

/**
 * What a link carries, and whether it gives the same numbers later (a lecturer could not tell
 * whether an old link would still give 7.53 against 8.56: lecturer trial 10:30, steps 14 and 20).
 * A link carries the scenario, never the results: a preset's link names the preset and spells
 * only the edits, so a later app that retunes that preset opens the retuned one, and says so (the
 * link's `ph`, url/preset-digest.ts); the whole scenario (a compact link) is fixed, as its format
 * version says.
 */
function LinkCarriesNote() {
  const preset = useScenarioStore((s) => s.preset);
  const version = useScenarioStore((s) => (s.valid ?? s.draft).version);
  const whole = !currentShareLink().includes('preset=');
  if (preset !== null && !whole)
    return (
      <span className="muted small share-says" data-testid="share-link-carries">
        The link carries the preset&apos;s name (<code>{preset}</code>) with a digest of its set-up, your edits to it and the view, not the numbers: the app runs the scenario again (same random seed, so the same run). If a later version of the app changes the preset “{presetTitle(preset)}”, an old link opens the changed preset, can give other numbers, and says so when it opens; the exported figures keep every parameter.
      </span>
    );
  return (
    <span className="muted small share-says" data-testid="share-link-carries">
      The link carries the whole scenario (scenario format version {version}) and the view, not the numbers: the app runs it again (same random seed, so the same run){preset !== null ? `, whatever later versions do to the preset “${presetTitle(preset)}”` : ''}.
    </span>
  );
}

/**
 * Re-renders on every change of the scenario and of the view, so that a copied link shown can be
 * checked against the link as it would be made now (CopyBox's `stale`).
 */
export function useLinkInputs(): void {
  useScenarioStore();
  useViewStore();
  useCompareStore();
  useLessonStore((s) => s.place);
}

/** What `view=N` in a link is: said once in the share panel (a lecturer never learned it, trial 20:20). */
export function ViewVersionNote() {
  return (
    <span className="muted small share-says" data-testid="share-view-version">
      The link&apos;s <code>view={VIEW_LINK_VERSION}</code> is the version of its view settings, so links copied today still open the same way after the app changes.
    </span>
  );
}

/**
 * "Copy link": the current scenario and view as a link (in presentation mode too, with present=1
 * and the speed). "Copy student link": the same without the presentation-only keys (student-link.ts).
 * In a Share panel (`panel`) the notes on what the student link leaves out and on a host only this
 * computer reaches stand below the buttons; in the header's row a copied link and its notes open
 * in a panel under its button, over the page (inline, they pushed "Copy embed code", Theme and "?"
 * onto a second row; the host note stood in the toolbar all the time, a line of its own at 1366 px).
 * A link copied before the scenario changed is marked stale. `only` draws one of the two links
 * (in a lesson Copy link stays in the bar and the student link goes under "Share & present").
 */
export function ShareBox({ panel = false, only }: { panel?: boolean; only?: 'link' | 'student' }) {
  useLinkInputs();
  const phone = useMediaQuery(PHONE_QUERY);
  const overlay = !panel && !phone;
  const [made, setMade] = useState({ link: false, student: false });
  const predict = usePredictFirst();
  const predictFirst = predict.on;
  const opens = useStudentLinkOpens();
  const option = <PredictFirstOption {...predict} />;
  // Over the page, after a copy: the host notice first, the student link's note (what was just
  // copied), then what a link carries, folded.
  const inline = (what: 'link' | 'student') => (
    <>
      {made.link || made.student ? <HostNote predictFirst={predictFirst} /> : null}
      {/* Over the page, the option stands with the copied student link (ticking it makes and copies the link again). */}
      {what === 'student' && made.student ? option : null}
      {what === 'student' && made.student ? <StudentLinkNote predictFirst={predictFirst} /> : null}
      {made.link || made.student ? <CarriesFold /> : null}
      {made.link || made.student ? <OneFileFold predictFirst={predictFirst} /> : null}
    </>
  );
  // The two links' boxes, the same in the panel and over the page (where they carry their notes).
  type Placing = { overlay?: boolean; notes?: ReactNode };
  // Presenting (the panel), the two buttons say which link is which: "Copy link" and "Copy student
  // link" showed no difference until "What the student link opens" was opened (lecturer trial 20:45,
  // confusion 7). Out of presentation "Copy link" is the page's own link, with nothing to tell apart.
  const words = panel ? presentingLinkWords(predictFirst) : { link: 'Copy link', student: 'Copy student link' };
  const linkBox = (at: Placing = {}) => (
    <CopyBox button={words.link} buttonTitle={panel ? 'This presentation as it is now: it opens full screen, in the projector theme, with its title and playback speed' : undefined} fieldLabel="Share link" ids={{ button: 'share', field: 'share-link', note: 'share-note' }} make={() => currentShareLink()} refusal={shareRefusal} staleWhy={linkChangeWords} showLength {...at} onMade={() => setMade((m) => ({ ...m, link: true }))} />
  );
  const studentBox = (at: Placing = {}) => (
    <CopyBox
      button={words.student}
      buttonTitle={`The same scenario and view without presentation mode, the projector theme or the slide title: students open it ${opens}`}
      fieldLabel="Student link"
      ids={{ button: 'share-student', field: 'student-link', note: 'student-note' }}
      make={() => currentStudentLink({ predictFirst })}
      remakeOn={predictFirst}
      refusal={shareRefusal}
      staleWhy={linkChangeWords}
      showLength
      {...at}
      onMade={() => setMade((m) => ({ ...m, student: true }))}
    />
  );
  // A Share panel: the notice, the buttons, then the small print under short headings (at 1920×1080
  // in the projector theme the panel's first screen is the notice, the links and their buttons).
  if (panel)
    return (
      <>
        <HostNote predictFirst={predictFirst} />
        {linkBox()}
        {option}
        {studentBox()}
        <ShareFold summary="What the student link opens" testId="share-student-fold">
          <StudentLinkNote predictFirst={predictFirst} />
        </ShareFold>
        <CarriesFold />
        <OneFileFold predictFirst={predictFirst} />
      </>
    );
  return (
    <>
      {only === 'student' ? null : linkBox({ overlay, notes: overlay ? inline('link') : null })}
      {overlay || only === 'link' ? null : option}
      {only === 'link' ? null : studentBox({ overlay, notes: overlay ? inline('student') : null })}
      {/* On a phone (the links in the teaching menu), once a link is made: as the panel, the notice first among the notes. */}
      {overlay || !(made.link || made.student) ? null : (
        <>
          <HostNote predictFirst={predictFirst} />
          <ShareFold summary="What the student link opens" testId="share-student-fold">
            <StudentLinkNote predictFirst={predictFirst} />
          </ShareFold>
          <CarriesFold />
          <OneFileFold predictFirst={predictFirst} />
        </>
      )}
    </>
  );
}

/**
 * The Share dialog's button labels while presenting: the presenter link reopens this presentation
 * (present=1); the student link opens the normal view, predict-first when its option is ticked.
 */
export function presentingLinkWords(predictFirst: boolean): { link: string; student: string } {
  return {
    link: 'Copy presenter link (full screen)',
    student: predictFirst ? 'Copy student link (predict first)' : 'Copy student link (numbers shown)',
  };
}

/** What a link carries and what its view version is: one fold. */
function CarriesFold() {
  return (
    <ShareFold summary="What a link carries" testId="share-carries-fold">
      <LinkCarriesNote /> <ViewVersionNote /> <PlotKeysNote />
    </ShareFold>
  );
}

/**
 * Presentation's Share: one button opening the share controls as a dialog over the plots, and
 * closing (Esc, its Close button, a click beside it) with focus back on the button. Opened as a
 * column beside the plots it narrowed them in front of the room (lecturer-1510, step 7); a panel
 * folded under the button re-wrapped the bar (lecturer trial 23:10). A real button, named
 * "Share": a lecturer's script found no <summary> by role.
 */
export function ShareMenu({ testId }: { testId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <div className="share-menu" data-testid={testId} data-open={open || undefined}>
      <button type="button" ref={button} className="fold-menu-toggle" data-testid={`${testId}-toggle`} aria-haspopup="dialog" aria-expanded={open} aria-controls={`${testId}-panel`} onClick={() => setOpen(true)}>
        Share
      </button>
      <dialog
        ref={dialog}
        className="share-dialog"
        aria-labelledby={`${testId}-title`}
        onClose={() => {
          setOpen(false);
          returnFocus(button.current);
        }}
        // Its keys stay its own: Escape closes it, not the presentation too (the page's shortcuts listen on the document).
        onKeyDown={(e) => {
          e.stopPropagation();
          keepTabInside(e);
        }}
        // A click on the backdrop (the dialog itself, not its content) closes it.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
      >
        {/* The title and Close stay in sight while the rest scrolls: with "How to serve it for a
            class" open the dialog was taller than the screen and Close scrolled away with it
            (1366×768 and 390×844, phone and lecturer trials). */}
        <div className="share-dialog-head">
          <h2 id={`${testId}-title`} className="share-dialog-title" data-testid={`${testId}-title`}>Share</h2>
          <button type="button" className="share-dialog-close" data-testid={`${testId}-close`} aria-keyshortcuts="Escape" title="Close (Esc)" onClick={() => setOpen(false)}>
            Close <KeyHint>Esc</KeyHint>
          </button>
        </div>
        <div id={`${testId}-panel`} className="share-menu-panel" data-testid={`${testId}-body`}>
          <ShareBox panel />
        </div>
      </dialog>
    </div>
  );
}
