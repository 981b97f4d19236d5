import { useEffect } from 'react';
import { BottleneckEditor } from './editor/BottleneckEditor';
import { FlowList } from './editor/FlowList';
import { FlowTimeline } from './editor/FlowTimeline';
import { HelpDialog } from './header/HelpDialog';
import { LinkErrorBanner } from './header/LinkErrorBanner';
import { PresetMenu } from './header/PresetMenu';
import { ShareBox } from './header/ShareBox';
import { StatusLine } from './header/StatusLine';
import { PlaybackBar } from './playback/PlaybackBar';
import { Plots } from './plots/Plots';
import { ComparePanel } from './compare/ComparePanel';
import { ModeTabs } from './header/ModeTabs';
import { useScenarioStore } from './state/scenario-store';
import { useViewStore } from './state/view-store';
import { SweepPanel } from './sweep/SweepPanel';
import { WebBatchPanel } from './web/WebBatchPanel';
import { SummaryTable } from './summary/SummaryTable';
import { applyThemeToDocument, THEMES, type ThemeName } from './theme/theme';
import { Landing } from './landing/Landing';
import { LessonPanel } from './lessons/LessonPanel';
import { useLessonStore } from './lessons/lesson-store';

function ThemePicker() {
  const theme = useViewStore((s) => s.theme);
  const setTheme = useViewStore((s) => s.setTheme);
  return (
    <label>
      Theme{' '}
      <select aria-label="Theme" data-testid="theme" value={theme} onChange={(e) => setTheme(e.target.value as ThemeName)}>
        {Object.values(THEMES).map((t) => (
          <option key={t.name} value={t.name}>
            {t.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function ScenarioTitle() {
  const name = useScenarioStore((s) => s.draft.name);
  const description = useScenarioStore((s) => s.draft.description);
  return (
    <div className="scenario-title">
      <h2 data-testid="scenario-name">{name ?? 'Scenario'}</h2>
      {description ? <p className="muted">{description}</p> : null}
    </div>
  );
}

export function App() {
  const theme = useViewStore((s) => s.theme);
  const setHelpOpen = useViewStore((s) => s.setHelpOpen);
  const mode = useViewStore((s) => s.mode);
  const landing = useLessonStore((s) => s.landing);
  useEffect(() => applyThemeToDocument(THEMES[theme]), [theme]);
  if (landing) return <Landing />;
  return (
    <div className="app">
      <header className="top">
        <h1>
          <button type="button" className="link home" onClick={() => useLessonStore.getState().setLanding(true)} data-testid="home" title="Lessons and demos">
            Congestion Lab
          </button>
        </h1>
        <ModeTabs />
        <PresetMenu />
        <div className="spacer" />
        <ShareBox />
        <ThemePicker />
        <button type="button" onClick={() => setHelpOpen(true)} aria-label="Help and keyboard shortcuts" data-testid="help-button">
          ?
        </button>
      </header>
      <LinkErrorBanner />
      <div className="layout">
        <aside className="editor">
          <BottleneckEditor />
          <FlowList />
        </aside>
        <main className="main" data-mode={mode}>
          <ScenarioTitle />
          <StatusLine />
          {mode === 'explore' ? (
            <>
              <section className="panel">
                <h2>Flows over time</h2>
                <FlowTimeline />
              </section>
              <PlaybackBar />
              <Plots />
              <SummaryTable />
            </>
          ) : mode === 'compare' ? (
            <ComparePanel />
          ) : mode === 'web' ? (
            <WebBatchPanel />
          ) : (
            <SweepPanel />
          )}
        </main>
      </div>
      <LessonPanel />
      <HelpDialog />
    </div>
  );
}
