import { KeyHint } from '../components/KeyHint';
import { useEffect, useRef, useState } from 'react';
import { useNoticePlace } from './notice-place';
import { partial, usePlaybackStore } from '../state/playback-store';
import { bWords } from './b-words';
import { useScenarioStore } from '../state/scenario-store';
import { useEffectiveBQueue } from '../compare/use-b-queue';
import { useViewStore } from '../state/view-store';
import { ExportAllButton } from '../export/ExportButtons';
import { ShareMenu } from '../header/ShareBox';
import { PresentSettings } from './PresentSettings';
import { ModeContent } from '../layout/ModeContent';
import { useScenarioHeading } from '../header/ScenarioTitle';
import { PlotMenu } from './PlotChooser';
import { togglePresentation } from '../state/presentation-mode';
import { HeadlineStrip, NumbersAtEndToggle } from './HeadlineStrip';
import { useAbPageHeading } from './ab-heading';
import { SlideTitle, SlideTitleEditButton } from './SlideTitle';
import { PhoneSettingsSheet } from './PhoneSettingsSheet';
import { CHROME_REST_HINT, useChromeRest } from './chrome-rest';
import { PresentCounterpart } from './PresentCounterpart';
import { PresentWhy } from './PresentWhy';
import { PresentSetUp } from './PresentSetUp';
import { abStores } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { results } from '../results/results-store';
import { holdNumbersWhenOpenedAtStart } from '../results/numbers-held';
import { useMediaQuery } from '../util/use-media-query';
import { PRESENT_PHONE_QUERY } from '../layout/breakpoints';
import { ESC_AGAIN_WORDS, hideEscNote, MENU_CLOSED_WORDS, useEscNote } from '../state/esc-to-leave';

/**
 * Presentation mode: one slim bar (what is shown, which plots, leave) and the chosen plots filling
 * the rest of the screen in the projector theme, sized for the back of a lecture hall.
 */
export function PresentationView() {
  // The page's heading: once edited, "Edited from: … · now <queue>" rather than the preset's name.
  const heading = useScenarioHeading().title;
  // In A/B the title names B too: it said "… — tail drop" over a screen that was half RED.
  const mode = useViewStore((st) => st.mode);
  const b = useEffectiveBQueue();
  const bQueue = mode === 'compare' ? b : null;
  const pinA = useCompareStore((st) => st.pinA);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const preset = useScenarioStore((s) => s.preset);
  // A/B's default title on one line, the page heading's words (ab-heading.ts): the demo's subject
  // and each side's short name ("… — gentle RED vs tail drop"); B's whole description with its
  // exact thresholds is the title's tooltip.
  const title = useAbPageHeading() ?? heading;
  const exact = mode === 'compare' && pinA === null && bQueue ? `A: ${heading} · B: ${bWords(a, preset, bQueue, true)}` : undefined;
  const [settings, setSettings] = useState(false);
  const [editingTitle, setEditingTitle] = useState(false);
  // A phone's buttons, folded behind one "Menu" beside Exit (present8, item 3).
  const [menu, setMenu] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // Opened (or entered) with "Hide the numbers until the replay ends", presentation stands at the
  // run's start, ready to play: a lecturer's link opened at the end, with the curves drawn and the
  // figures shown, before any prediction was asked for (lecturer trial 20:20, s26). A run already
  // replayed to its end stays there: leaving to change the theme and pressing F again lost the
  // finished state in front of the class (lecturer-1540, step 14).
  useEffect(() => {
    holdNumbersWhenOpenedAtStart();
    if (useViewStore.getState().numbersAtEnd && partial(usePlaybackStore.getState())) usePlaybackStore.getState().reset();
  }, []);
  // On a phone the buttons follow the plots (PRESENT_PHONE_QUERY): above them they took the first
  // screen from the numbers and the plots (issue 37 item 3: at 390×844 the first plot began at 817 px).
  const phone = useMediaQuery(PRESENT_PHONE_QUERY);
  // On a projector the controls rest (fade) while nobody moves (chrome-rest.ts, present8 item 5).
  useChromeRest(root, !phone);
  useNoticePlace(bar, phone);
  const tools = (
    <>
      {phone ? (
        <SlideTitleEditButton
          onEdit={() => {
            setMenu(false);
            setEditingTitle(true);
          }}
        />
      ) : null}
      <PlotMenu />
      <button type="button" data-testid="present-settings-toggle" aria-expanded={settings} aria-controls="present-settings" onClick={() => setSettings(!settings)} title="Show or hide the bottleneck's settings (queue, buffer, the discipline's parameters) with the plots">
        {settings ? 'Hide settings' : 'Settings'}
      </button>
      <NumbersAtEndToggle />
      <ExportAllButton />
      {/* Folded, and opened over the plots: two link buttons and their boxes cost the bar a
          third row and the plots their height (a lecturer trial saw the copied-link boxes stay
          in the bar, then the whole bar re-wrap when Share opened). */}
      <ShareMenu testId="present-share" />
    </>
  );
  const settingsPanel = (
    <div id="present-settings">
      <PresentSettings />
    </div>
  );
  const exit = (
    <button type="button" data-testid="present-exit" aria-keyshortcuts="Escape" onClick={() => togglePresentation(false)} title="Leave presentation mode (Esc)">
      Exit <KeyHint>Esc</KeyHint>
    </button>
  );
  return (
    <div ref={root} className={`present focused${settings ? ' with-settings' : ''}${phone ? ' phone' : ''}`} data-testid="presentation">
      <header className="present-bar" ref={bar}>
        <SlideTitle heading={title} exact={exact} editing={editingTitle} setEditing={setEditingTitle} editButton={!phone} below={
            <>
              <PresentCounterpart />
              {/* With Settings open the line heads the Settings column (PresentSettings.tsx): its two
                  rows here are the plots' height (trial-plots19: each plot over a fifth of 1080 px). */}
              {settings ? null : <PresentSetUp />}
              <PresentWhy />
            </>
          } />
        {/* The room's free place in the buttons' row, where the notices stand (notice-place.ts). */}
        {phone ? null : (
          <>
            {tools}
            {/* The slot says, only while the controls rest (styles.css), how to bring them back: a lecturer
                met them gone with no word of it (lecturer trial 08:00). Hidden from screen readers with the
                slot: a key or a focus brings the controls back anyway. */}
            <span className="present-notice-slot" aria-hidden="true">
              <span className="present-chrome-hint" data-testid="present-chrome-hint">{CHROME_REST_HINT}</span>
            </span>
          </>
        )}
        {/* A phone: the title first, then one row, Menu and Exit, the buttons folded behind Menu
            (they stood in three places: Exit beside the title, Edit title under the numbers, the
            rest after the plots; present8, items 1 and 3). */}
        {phone ? (
          <div className="present-phone-row">
            <button type="button" data-testid="present-menu-toggle" aria-expanded={menu} aria-controls="present-tools" onClick={() => setMenu(!menu)} title="The presentation's buttons: edit title, plots, settings, numbers, export, share">
              Menu {menu ? '▴' : '▾'}
            </button>
            <span className="present-notice-slot" aria-hidden="true" />
            {exit}
          </div>
        ) : null}
        {phone ? (
          <div className="present-tools" id="present-tools" data-testid="present-tools" hidden={!menu}>
            {tools}
          </div>
        ) : null}
        {/* Whether the numbers are final is said in the strip, in their type, in room kept for it (FigureStateNote). */}
        {/* In the bar's second row, beside the buttons: the numbers take no height from the plots. */}
        <HeadlineStrip sides={mode === 'compare' ? abStores(pinA) : { a: results }} />
        {phone ? null : exit}
        {/* Over the notice slot, as the export's "Saved …" (notice-place.ts). */}
        <EscAgainNote />
      </header>
      {settings && !phone ? settingsPanel : null}
      <main className="present-main">
        <ModeContent focused />
      </main>
      {/* A phone's Settings: a sheet over the page, scrolled as a page is, with its Close in sight (present8, item 4). */}
      {settings && phone ? <PhoneSettingsSheet onClose={() => setSettings(false)}>{settingsPanel}</PhoneSettingsSheet> : null}
    </div>
  );
}

/** The first Esc's note, over the bar's title (it takes the plots no height and covers none), said politely to a screen reader. */
function EscAgainNote() {
  const shown = useEscNote((s) => s.shown);
  const menuClosed = useEscNote((s) => s.menuClosed);
  // Left by the Exit button after a first Esc: the next presentation's first Esc says it again.
  useEffect(() => hideEscNote, []);
  return (
    <p role="status" aria-live="polite" className={shown ? 'present-esc-note' : 'visually-hidden'} data-testid="present-esc-note">
      {shown ? (menuClosed ? `${MENU_CLOSED_WORDS} ${ESC_AGAIN_WORDS}` : ESC_AGAIN_WORDS) : ''}
    </p>
  );
}

/**
 * The header's switch into presentation mode. With the projector theme chosen it is the header's
 * large, filled control, its name said to the room too (its description): a separate hint beside
 * the preset row ("For the room: Present (F)") was too small to read from the room, and a larger
 * one cost the page a row (lecturer trial 05:10, step 6). "Present to the room" as its label took
 * the header a second row at 1920 px.
 */
export function PresentButton() {
  const room = useViewStore((s) => s.theme) === 'projector';
  return (
    <button type="button" data-testid="present" className={room ? 'primary present-room' : undefined} aria-keyshortcuts="F" onClick={() => togglePresentation(true)} title="Presentation mode: full screen, projector type, chosen plots (F)">
      Present <KeyHint>F</KeyHint>
    </button>
  );
}
