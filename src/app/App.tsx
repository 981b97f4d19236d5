import { lazy, Suspense, useEffect, useRef } from 'react';
import { EmbedView } from './embed/EmbedView';
import { GlossaryDialog } from './glossary/GlossaryDialog';
import { HelpDialog } from './header/HelpDialog';
import { PageHeading } from './PageHeading';
import { LinkErrorBanner } from './header/LinkErrorBanner';
import { ModeTabs } from './header/ModeTabs';
import { ThemePicker } from './header/ThemePicker';
import { PresetMenu } from './header/PresetMenu';
import { PresetRowFold } from './header/PresetRowFold';
import { TopBarTools } from './TopBarTools';
import { StatusLine } from './header/StatusLine';
import { DrawerToggle, EditorPanel } from './layout/EditorPanel';
import { ModeContent } from './layout/ModeContent';
import { PresentationView } from './presentation/PresentationView';
import { useScenarioStore } from './state/scenario-store';
import { useViewStore } from './state/view-store';
import { applyThemeToDocument, THEMES } from './theme/theme';
import { useLessonStore } from './state/lesson-store';
import { ResultsVeil } from './lessons/ResultsVeil';
import { openStep } from './lessons/lesson-controller';
import { LiveRegion } from './a11y/LiveRegion';
import { JumpNav, SkipLinks } from './a11y/SkipLinks';
import { DocumentTitle } from './header/document-title';
import { LoadingScreen } from './first-paint/LoadingScreen';
import { goHome, landingHref } from './header/go-home';
import './a11y/a11y.css';

// The lessons landing page and the lesson player load when shown (separate chunks), so a link to
// a scenario draws its plots without them (docs/benchmarks.md, "First load").
const Landing = lazy(() => import('./landing/Landing').then((m) => ({ default: m.Landing })));
const LessonPanel = lazy(() => import('./lessons/LessonPanel').then((m) => ({ default: m.LessonPanel })));

/** The lesson player, fetched only once a lesson is open. */
function LessonPlayer() {
  const open = useLessonStore((s) => s.place !== null);
  return open ? (
    <Suspense fallback={null}>
      <LessonPanel />
    </Suspense>
  ) : null;
}

/** The whole app: header, editor (column or drawer) and the mode's views. */
function FullApp() {
  const setHelpOpen = useViewStore((s) => s.setHelpOpen);
  const mode = useViewStore((s) => s.mode);
  const inLesson = useLessonStore((s) => s.place !== null);
  return (
    <div className="app">
      <SkipLinks />
      <header className="top">
        <h1>
          {/* A link to the landing page's address (a new tab or a copied link opens it too); a plain click goes there in place. */}
          <a
            href={landingHref()}
            className="home"
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              goHome();
            }}
            data-testid="home"
            aria-label="Congestion Lab, start page: lessons and demos"
            title={inLesson ? 'Lessons and demos (your place in this lesson is kept: “Continue lesson” there brings you back)' : 'Lessons and demos'}
          >
            {/* Recognisable as the way back to the start page on a phone too, where there is no
                hover to underline it: a house and an underline, and its name says where it goes
                ("Congestion Lab" alone read as a title, phone trial on Compare A/B). */}
            <span className="home-icon" aria-hidden="true">⌂</span>
            <span className="home-text">Congestion Lab</span>
          </a>
        </h1>
        <DrawerToggle />
        <ModeTabs />
        {/* In a lesson on a phone the preset row folds behind one control naming the preset (PresetRowFold.tsx). */}
        <PresetRowFold>
          <PresetMenu openLessonStep={openStep} />
          <div className="spacer" />
          {/* Present, the links, embed code and theme (in a lesson, folded under "Share & present"). */}
          <TopBarTools />
        </PresetRowFold>
        <button type="button" onClick={() => setHelpOpen(true)} aria-label="Help and keyboard shortcuts" data-testid="help-button">
          ?
        </button>
      </header>
      <LinkErrorBanner />
      <div className="layout">
        {/* The main area comes before the editor in the page's order (the editor is still drawn
            in the left column, styles.css): the results were 52–81 Tab presses from the header
            with the editor's ~30 controls between (screen-reader trial). The skip links and the
            "Jump to" links reach the editor directly. */}
        <main className="main" id="main" data-mode={mode} aria-labelledby={`tab-${mode}`}>
          <PageHeading />
          {/* A lesson's panel (question, choices, Submit) comes right after the main heading in
              the reading and Tab order (screen-reader trial 4 found it last, after the editor);
              it is drawn fixed at the side (a sheet on a phone) wherever it sits in the page. */}
          <LessonPlayer />
          <StatusLine />
          <ResultsVeil>
            <ModeContent focused={false} />
          </ResultsVeil>
          <JumpNav />
        </main>
        <EditorPanel />
      </div>
    </div>
  );
}

export function App() {
  const theme = useViewStore((s) => s.theme);
  const presenting = useViewStore((s) => s.presenting);
  const embed = useViewStore((s) => s.embed);
  useEffect(() => applyThemeToDocument(THEMES[theme]), [theme]);
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-presenting', presenting);
    root.toggleAttribute('data-embed', embed);
  }, [presenting, embed]);
  const landing = useLessonStore((s) => s.landing);
  // Leaving the landing page (a demo, a lesson, the sandbox, chosen far down its list) opens the
  // app at its top, not at the landing page's scroll position (a trial lecturer landed mid-page).
  const wasLanding = useRef(landing);
  useEffect(() => {
    if (wasLanding.current && !landing) window.scrollTo(0, 0);
    wasLanding.current = landing;
  }, [landing]);
  return (
    <>
      {presenting ? <PresentationView /> : embed ? <EmbedView /> : landing ? <Suspense fallback={<LoadingScreen />}><Landing tools={<ThemePicker testId="landing-theme" />} /></Suspense> : <FullApp />}
      <HelpDialog />
      <GlossaryDialog openLessonStep={openStep} />
      <LiveRegion />
      <DocumentTitle />
    </>
  );
}
