import { useRef, useState } from 'react';
import { LESSONS, loadedLessons, registerLesson } from '../../lessons/catalogue';
import { parseLesson, type Lesson } from '../../lessons/schema';
import { openStep } from '../lessons/lesson-controller';
import { useLessonStore } from '../lessons/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { DEMO_SECTIONS, groupedCatalog, studyCitation } from './demo-groups';
import { LessonThumb } from './LessonThumb';
import '../lessons/lessons.css';
import './landing.css';

function LessonCard({ lesson }: { lesson: Lesson }) {
  return (
    <li className="lesson-card" data-testid={`lesson-card-${lesson.id}`}>
      <LessonThumb topic={lesson.topic} />
      <div className="card-body">
        <h3>{lesson.title}</h3>
        <p className="card-meta">
          <span>{lesson.minutes} min</span> · <span>{lesson.level}</span> · <span>{lesson.topic}</span>
        </p>
        <p>{lesson.summary}</p>
        <button type="button" className="primary" onClick={() => openStep(lesson.id, 1)} data-testid={`start-${lesson.id}`} aria-label={`Start lesson: ${lesson.title}`}>
          Start lesson
        </button>
      </div>
    </li>
  );
}

/** Reads a lecturer's lesson file, validates it, and opens it; refusals are shown as text. */
function LessonFilePicker() {
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    setError(null);
    if (f.size > 256 * 1024) return setError(`"${f.name}" is too large for a lesson (${Math.round(f.size / 1024)} KB; at most 256 KB).`);
    let json: unknown;
    try {
      json = JSON.parse(await f.text());
    } catch (e) {
      return setError(`"${f.name}" is not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    const r = parseLesson(json);
    if (!r.ok) return setError(`"${f.name}" is not a valid lesson: ${r.errors.join('; ')}`);
    registerLesson(r.lesson);
    openStep(r.lesson.id, 1);
  };
  return (
    <div className="lesson-file">
      <label>
        Load a lesson file (JSON){' '}
        <input ref={input} type="file" accept=".json,application/json" data-testid="lesson-file" onChange={(e) => void onFile(e.target.files?.[0])} />
      </label>
      {error ? (
        <p className="lesson-error" role="alert" data-testid="lesson-file-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The first screen: lessons, demos grouped by topic, and the sandbox. */
export function Landing() {
  const setLanding = useLessonStore((s) => s.setLanding);
  const loadPreset = useScenarioStore((s) => s.loadPreset);
  const { groups, ungrouped } = groupedCatalog();
  const lessons = [...LESSONS, ...loadedLessons()];
  const openDemo = (name: string) => {
    useLessonStore.getState().setPlace(null);
    if (loadPreset(name)) {
      useViewStore.getState().setZoom(null);
      setLanding(false);
    }
  };
  return (
    <main className="landing" data-testid="landing">
      <header className="landing-hero">
        <h1>Congestion Lab</h1>
        <p>
          A packet-level simulator of TCP and router queues. Every plot is computed from simulated packets: change a setting and
          see what the network does.
        </p>
        <div className="hero-actions">
          <button type="button" className="primary" onClick={() => openStep('tail-drop-late-flow', 1)} data-testid="hero-start">
            Start with a lesson
          </button>
          <button type="button" onClick={() => setLanding(false)} data-testid="open-sandbox">
            Open the sandbox
          </button>
        </div>
      </header>
      <section aria-labelledby="lessons-h" className="landing-section">
        <h2 id="lessons-h">Lessons</h2>
        <p className="muted">Predict, run, check: each lesson checks your own runs and explains what the plots show.</p>
        <ul className="lesson-cards">
          {lessons.map((l) => (
            <LessonCard key={l.id} lesson={l} />
          ))}
        </ul>
        <LessonFilePicker />
      </section>
      {DEMO_SECTIONS.map((sec) => {
        const shown = [...groups, ...(sec.id === 'teaching' && ungrouped.length ? [{ id: 'other', section: sec.id, title: 'Other', blurb: '', entries: ungrouped }] : [])].filter(
          (g) => g.section === sec.id && g.entries.length > 0,
        );
        return shown.length ? (
          <section key={sec.id} aria-labelledby={`demos-${sec.id}-h`} className="landing-section" data-testid={`demo-section-${sec.id}`}>
            <h2 id={`demos-${sec.id}-h`}>{sec.title}</h2>
            <p className="muted">{sec.blurb}</p>
            <div className="demo-groups">
              {shown.map((g) => (
                <details key={g.id} className="demo-group" data-testid={`demo-group-${g.id}`} open={g.id === 'basics'}>
                  <summary>
                    <strong>{g.title}</strong> <span className="muted">({g.entries.length})</span>
                  </summary>
                  {'study' in g && g.study ? (
                    <p className="citation" data-testid={`study-${g.id}`}>
                      {studyCitation(g.study)}
                    </p>
                  ) : null}
                  {g.blurb ? <p className="muted">{g.blurb}</p> : null}
                  <ul>
                    {g.entries.map((e) => (
                      <li key={e.name}>
                        <button type="button" className="link" onClick={() => openDemo(e.name)} data-testid={`demo-${e.name}`}>
                          {e.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </details>
              ))}
            </div>
          </section>
        ) : null;
      })}
      <section aria-labelledby="sandbox-h" className="landing-section">
        <h2 id="sandbox-h">Sandbox</h2>
        <p className="muted">
          Start from three TCP flows on a narrow link (two downloads and one that starts two seconds later, set up as on a published
          testbed, hence its Linux settings) and change anything: queue, thresholds, flows, start times. Any preset or demo above is a
          starting point too.
        </p>
        <button type="button" onClick={() => setLanding(false)}>
          Open the sandbox
        </button>
      </section>
    </main>
  );
}
