import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { LESSONS, loadedLessons, registerLesson } from '../../lessons/catalogue';
import { parseLesson, type Lesson } from '../../lessons/schema';
import { openStep } from '../lessons/lesson-controller';
import { lastLessonLeft, progressText, useLessonProgress } from '../lessons/lesson-progress';
import { useLessonStore } from '../state/lesson-store';
import { useLandingAnchor } from '../state/landing-anchor';
import { LANDING_ANCHOR } from '../../url/page-anchor';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { usePlaybackStore } from '../state/playback-store';
import { DEMO_SECTIONS, groupedCatalog, studyCitation, type DemoGroup } from './demo-groups';
import { demoKindWords, KINDS, lessonDemosIn, lessonKindWords, lessonMinutesSpan, lessonsOf, liveDemosOf, DEMO_MINUTES } from './catalogue-kinds';
import { LessonThumb } from './LessonThumb';
import { comparisonHref, groupComparison, lessonLiveRun, presentSpeedOf, presentSpeedWords, type GroupComparison } from './group-comparison';
import { demoMatches, foundLessons, foundText, landingPlan } from './landing-search';
import { rememberedSearch, rememberSearch } from './search-memory';
import { byRank, firstFinds, groupHits, rankGroups } from './preset-search';
import { presetScenarioShared, presetTitle, type CatalogEntry } from '../../scenario-edit/catalog';
import { PaperSays } from '../components/PaperSays';
import { PHONE_QUERY } from '../glossary/TermTip';
import { liveDemoName, ofGroupWords, SANDBOX_SECOND_WORDS } from './control-names';
import '../lessons/lessons.css';
import './landing.css';

/** Back to where the student left a lesson, with their edits (its link: the address takes a new entry). */
/** A demo's own address: the preset by name, as its share link writes it. */
export function demoHref(name: string): string {
  return `#v=1&preset=${encodeURIComponent(name)}`;
}

function continueAt(fragment: string): void {
  location.hash = fragment;
}

/** "Start again": step 1, with the lesson's remembered answers forgotten (its questions asked afresh). */
function startAgain(id: string): void {
  useLessonStore.getState().forgetLessonAnswers(id);
  openStep(id, 1);
}

/**
 * The lesson the student left last, first on the home page: "Congestion Lab" in a lesson's
 * header leaves it without a word (the place is kept, with the student's edits), and its card's
 * "Continue at step N" lay a screen or more below (phone and lecturer trials 05:10).
 */
function useLastLessonLeft(lessons: readonly Lesson[]): { lesson: Lesson; step: number; fragment: string } | null {
  const progress = useLessonProgress((s) => s.lessons);
  const last = lastLessonLeft(progress, new Map(lessons.map((l) => [l.id, l.steps.length])));
  const lesson = last && lessons.find((l) => l.id === last.id);
  return last && lesson ? { lesson, step: last.step, fragment: last.fragment } : null;
}

function ContinueLastLesson({ last }: { last: { lesson: Lesson; step: number; fragment: string } | null }) {
  if (!last) return null;
  const { lesson } = last;
  return (
    <div className="continue-last" data-testid="continue-last-box">
      <button type="button" className="primary" onClick={() => continueAt(last.fragment)} data-testid="continue-last">
        Continue lesson: {lesson.title}, step {last.step} of {lesson.steps.length}
      </button>
      <p className="muted">Your place and your edits are kept in this browser.</p>
    </div>
  );
}

/**
 * On a group that is a pair its study compares: the comparison itself, in A/B, and presented (in
 * presentation mode, so in the projector theme). Links, as the demos are: to a screen reader's
 * list of links and in a new tab they are the same comparison.
 */
function CompareGroup({ group }: { group: DemoGroup | undefined }) {
  const pair = group ? groupComparison(group.entries.map((e) => e.name)) : null;
  if (!group || !pair) return null;
  return (
    <p className="group-compare" data-testid={`group-compare-${group.id}`}>
      <ComparePairLinks pair={pair} name={group.title} testId={group.id} speed={group.presentSpeed} />
      {/* Which one to project, in words: the filled button read as "the demo" to a lecturer who wanted to present (lecturer-1540, confusion 1). */}
      <span className="group-compare-note" data-testid={`group-compare-note-${group.id}`}>
        Compare: {COMPARE_FOR}. Present: {PRESENT_FOR}
        {group.presentSpeed !== undefined ? <>, at {presentSpeedWords(group.presentSpeed, presetScenarioShared(pair.a)?.duration ?? 0)}</> : null}.
      </span>
    </p>
  );
}

/** A pair's two links: the comparison in A/B, and presented. `name`: what the pair is, in their accessible names. */
function ComparePairLinks({ pair, name, testId, filled = true, speed }: { pair: GroupComparison; name: string; testId: string; filled?: boolean; speed?: number }) {
  return (
    <>
      <a className={filled ? 'primary' : undefined} href={comparisonHref(pair)} data-testid={`compare-pair-${testId}`} aria-label={`Compare both in A/B: ${name}, ${COMPARE_FOR}`} data-result>
        Compare both in A/B
      </a>{' '}
      {/* Opened at 0 s, ready to play: a demo in front of a class is a replay the lecturer starts and
          talks over; opened at the end, its curves and figures were all there before anyone was asked
          what they expect (lecturer-1215, step 5). A new tab's copy opens as any link does. */}
      <a href={comparisonHref(pair, true, speed)} onClick={() => usePlaybackStore.getState().reset()} data-testid={`present-pair-${testId}`} aria-label={`Present the comparison: ${name}, ${PRESENT_FOR}`} title="Opens A/B in presentation mode, in the projector theme (Esc leaves it)">
        Present the comparison
      </a>
    </>
  );
}

/** What each of a pair's two buttons is for: shown under both, and the end of each one's accessible name. */
const COMPARE_FOR = 'explore it yourself';
const PRESENT_FOR = 'full screen, large type, for the room';

/** A demo group's place on the page (its <details>), and a lesson card's. */
const groupId = LANDING_ANCHOR.group;
const lessonCardId = LANDING_ANCHOR.lessonCard;

/** Follow a link to a demo group: go there as to any in-page target (showTarget opens it). */
function goToGroup(e: MouseEvent<HTMLAnchorElement>, id: string): void {
  goTo(e, groupId(id));
}

/** "Two flows, Vegas vs Reno — Gentle RED 4/6 against tail drop": two titles that differ only after their dash, said once. */
function pairTitle(pair: GroupComparison): string {
  const [a, b] = [pair.a, pair.b].map(presetTitle);
  const [headA, tailA] = a.split(' — ');
  const [headB, tailB] = b.split(' — ');
  return tailA && tailB && headA === headB ? `${headA} — ${tailA} against ${tailB}` : `${a} against ${b}`;
}

/**
 * Under a lesson's card: the teaching demos of its topic, for a live slot instead of the lesson;
 * with none, the one run or pair of its steps (lessonLiveRun), named and opened, not a study of
 * many runs (phone-1740, steps 2–3).
 */
function LiveDemosOf({ lesson, groups, openDemo }: { lesson: Lesson; groups: readonly DemoGroup[]; openDemo: (name: string) => void }) {
  const run = lessonLiveRun(lesson, groups);
  if (run && run.a !== run.b) {
    const title = pairTitle(run);
    return (
      <div data-testid={`live-demos-${lesson.id}`}>
        <p className="card-cross">
          For a live demo of this (~{DEMO_MINUTES} min), one pair of runs: <span data-testid={`live-pair-${lesson.id}`}>{title}</span>.
        </p>
        <p className="group-compare">
          <ComparePairLinks pair={run} name={liveDemoName(title, lesson)} testId={`live-${lesson.id}`} filled={false} speed={presentSpeedOf(run.a, groups)} />
        </p>
      </div>
    );
  }
  if (run) {
    return (
      <p className="card-cross" data-testid={`live-demos-${lesson.id}`}>
        For a live demo of this (~{DEMO_MINUTES} min), one run:{' '}
        <DemoAnchor name={run.a} open={openDemo} testId={`live-run-${lesson.id}`} label={liveDemoName(presetTitle(run.a), lesson)}>
          {presetTitle(run.a)}
        </DemoAnchor>
      </p>
    );
  }
  const live = liveDemosOf(lesson, groups);
  if (live.length === 0) return null;
  return (
    <p className="card-cross" data-testid={`live-demos-${lesson.id}`}>
      For a live demo of this (~{DEMO_MINUTES} min), see{' '}
      {live.map((g, i) => (
        <span key={g.id}>
          {i > 0 ? ' or ' : ''}
          <a href={`#${groupId(g.id)}`} className="jump-link" onClick={(e) => goToGroup(e, g.id)} aria-label={liveDemoName(g.title, lesson)}>
            {g.title}
          </a>
          {/* The group's demos that are the lesson's set-up, named: the group opens with others (bloat9, finding 5). */}
          <LessonDemosIn lesson={lesson} group={g} />
        </span>
      ))}
    </p>
  );
}

/** Which of a group's demos are the lesson's own ("its “Voice call beside four downloads” demos"), where the group holds others too. */
function LessonDemosIn({ lesson, group }: { lesson: Lesson; group: DemoGroup }) {
  const own = lessonDemosIn(lesson, group);
  return own ? <span data-testid={`live-demos-own-${lesson.id}`}> (its “{own}” demos)</span> : null;
}

/** In a demo group: the lessons of its topic, where students predict step by step. */
function LessonsOf({ group, lessons, groups }: { group: DemoGroup | undefined; lessons: readonly Lesson[]; groups: readonly DemoGroup[] }) {
  const on = group ? lessonsOf(group, lessons, groups) : [];
  if (!group || on.length === 0) return null;
  return (
    <p className="group-cross" data-testid={`lessons-of-${group.id}`}>
      {on.length === 1 ? 'The lesson' : 'Lessons'} on this ({KINDS.lesson.use}):{' '}
      {on.map((l, i) => (
        <span key={l.id}>
          {i > 0 ? ' · ' : ''}
          <LessonGo lesson={l} />{' '}
          ({l.steps.length} steps, ~{l.minutes} min)
        </span>
      ))}
    </p>
  );
}

/**
 * A demo group's way into a lesson: the lesson's own action, said with its title ("Vegas meets
 * Reno: Start lesson ›"). A link with the title alone only scrolled back to the lesson's card, and
 * the student had to tap "Start lesson" there too (phone-1740, step 4).
 */
function LessonGo({ lesson }: { lesson: Lesson }) {
  const { action, act } = useLessonAction(lesson);
  return (
    <button type="button" className="link lesson-go" onClick={act} data-testid={`lesson-go-${lesson.id}`}>
      {lesson.title}: {action}
      {/* A no-break space: a flex item's (the button on touch) leading space is dropped. */}
      <span aria-hidden="true">{'\u00a0'}›</span>
    </button>
  );
}

/**
 * What a lesson's title does, by the student's progress: start it, continue where they left it
 * (a tap on the title, or ×, left it mid-way), or start again once done. The card and a demo
 * group's link to the lesson both do this.
 */
function useLessonAction(lesson: Lesson) {
  const progress = useLessonProgress((s) => s.lessons[lesson.id]);
  const n = lesson.steps.length;
  const shown = progress ? progressText(progress, n) : null;
  const resume = progress && !progress.finished && progress.last && progress.last.step <= n ? progress.last : null;
  const action = resume ? `Continue at step ${resume.step} of ${n}` : shown ? 'Start again' : 'Start lesson';
  const act = () => (resume ? continueAt(resume.fragment) : shown ? startAgain(lesson.id) : openStep(lesson.id, 1));
  return { shown, resume, action, act };
}

/**
 * A lesson's card. Its title is the card's one control for its action (start, or continue where the
 * student left it, or start again once done), with the action's words beside the title in the same
 * button: a click on the bold title did nothing and "Start lesson" lay below the fold at 1366×768
 * (bloat-1130, step 3); a title link and a button for one action would be two Tab stops. "Start
 * again" while unfinished is a second action, so a second button.
 */
function LessonCard({ lesson, groups, openDemo }: { lesson: Lesson; groups: readonly DemoGroup[]; openDemo: (name: string) => void }) {
  const { shown, resume, action, act } = useLessonAction(lesson);
  return (
    <li className="lesson-card" data-testid={`lesson-card-${lesson.id}`}>
      <LessonThumb lesson={lesson} />
      <div className="card-body">
        <h3 id={lessonCardId(lesson.id)}>
          {/* The title first in the name (a click or a voice command by the title finds it), then the action. */}
          <button type="button" className="card-title-action" onClick={act} data-testid={resume ? `continue-${lesson.id}` : `start-${lesson.id}`} data-result>
            <span className="card-title-words">{lesson.title}</span>{' '}
            <span className="card-go" data-testid={`card-go-${lesson.id}`}>
              {action}
              <span aria-hidden="true"> ›</span>
            </span>
          </button>
        </h3>
        <p className="card-meta">
          {/* What it is and how long it takes, from the lesson's data: "Lesson · 3 steps · ~20 min". */}
          <span className="card-kind" data-testid={`lesson-kind-${lesson.id}`}>
            {lessonKindWords(lesson)}
          </span>{' '}
          · <span>{lesson.level}</span> · <span>{lesson.topic}</span>
          {shown ? (
            <>
              {' '}
              · <span className={`card-progress${shown.short.startsWith('✓') ? ' done' : ''}`} data-testid={`progress-${lesson.id}`}>
                <span aria-hidden="true">{shown.short}</span>
                <span className="visually-hidden">Your progress: {shown.words}</span>
              </span>
            </>
          ) : null}
        </p>
        <p>{lesson.summary}</p>
        <LiveDemosOf lesson={lesson} groups={groups} openDemo={openDemo} />
        {resume ? (
          <div className="card-actions">
            <button type="button" onClick={() => startAgain(lesson.id)} data-testid={`start-${lesson.id}`} aria-label={`Start again from step 1: ${lesson.title}`}>
              Start again
            </button>
          </div>
        ) : null}
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

/**
 * Where the start page's skip link leads (the first Tab stop, WCAG 2.4.1): the search. The page's
 * sections are reached by the visible "On this page" line, which names each section as its
 * heading does; hidden skip links to the same sections gave "Teaching demos" a third name on the
 * page, one a click by its words could land on unseen (lecturer trial 04:00, step 2).
 */
const LANDING_SKIPS = [{ id: LANDING_ANCHOR.search, label: 'Skip to the search of lessons and demos' }] as const;

/** Follow an in-page link: focus its target (made focusable if it is a heading) and scroll it to the top. */
function goTo(e: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (showTarget(id)) e.preventDefault();
}

/** Focus an in-page target (a demo group opened) and scroll it to the top; false if the page has none. */
function showTarget(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (el instanceof HTMLDetailsElement) el.open = true;
  if (!el.matches('input, button, a, select, textarea')) el.tabIndex = -1;
  el.focus();
  el.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * The place an address asked for (`#demo-group-bufferbloat`, an in-page link's href opened
 * directly), shown once the page is drawn (bloat trial 00:55, confusion 11). An id the page
 * does not have leaves it at the top.
 */
function useAnchorFromAddress(): void {
  const anchor = useLandingAnchor((s) => s.anchor);
  const asks = useLandingAnchor((s) => s.asks);
  useEffect(() => {
    if (anchor === null) return;
    showTarget(anchor);
    useLandingAnchor.getState().shown();
  }, [anchor, asks]);
}

/**
 * What the page holds, in a visible line under the hero: a lecturer at 1920×1080 saw ten lesson
 * cards and no sign of the teaching demos below the fold, and took a 20-minute lesson for the
 * 5-minute demo she wanted (lecturer trial 23:10, step 1). Jump links: a finger's 44 px on touch.
 */
function OnThisPage({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav className="on-this-page" aria-label="On this page" data-testid="on-this-page">
      <span className="muted">On this page:</span>{' '}
      <a href={`#${LANDING_ANCHOR.lessons}`} className="jump-link" onClick={(e) => goTo(e, LANDING_ANCHOR.lessons)}>
        Lessons
      </a>
      {sections.map((sec) => (
        <span key={sec.id}>
          {' · '}
          <a href={`#${LANDING_ANCHOR.section(sec.id)}`} className="jump-link" data-testid={`on-this-page-${sec.id}`} onClick={(e) => goTo(e, LANDING_ANCHOR.section(sec.id))}>
            {sec.title}
          </a>
        </span>
      ))}
      {' · '}
      <a href={`#${LANDING_ANCHOR.sandbox}`} className="jump-link" onClick={(e) => goTo(e, LANDING_ANCHOR.sandbox)}>
        Sandbox
      </a>
    </nav>
  );
}

function LandingSkipLinks() {
  return (
    <nav className="skip-links" aria-label="Skip links">
      {LANDING_SKIPS.map((k) => (
        <a key={k.id} href={`#${k.id}`} className="skip-link" data-testid={`landing-skip-${k.id}`} onClick={(e) => goTo(e, k.id)}>
          {k.label}
        </a>
      ))}
    </nav>
  );
}

/**
 * A link to a demo (its own address), as it looks: a button styled as a link was no link to a
 * screen reader's list of links or to a script (lecturer trial 05:10, step 4); opened in a new
 * tab it is the same demo.
 */
function DemoAnchor({ name, open, testId = `demo-${name}`, label, children }: { name: string; open: (name: string) => void; testId?: string; /** Its accessible name, where its words alone repeat another link's. */ label?: string; children: ReactNode }) {
  return (
    <a
      href={demoHref(name)}
      aria-label={label}
      onClick={(ev) => {
        if (ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
        ev.preventDefault();
        open(name);
      }}
      data-testid={testId}
      data-result
    >
      {children}
    </a>
  );
}

/** One demo's entry in a group. */
function DemoLink({ entry, open }: { entry: CatalogEntry; open: (name: string) => void }) {
  return (
    <li>
      <DemoAnchor name={entry.name} open={open}>
        {entry.title}
      </DemoAnchor>
    </li>
  );
}

/**
 * A group's demos. In a search that finds many in one group, a few distinct set-ups first and the
 * rest behind "All N": "Vegas" listed 28 near-identical titles of one study, a wall a student
 * could not choose from (phone-1215, step 2).
 */
function GroupEntries({ group, query, open }: { group: { id: string; title: string; entries: readonly CatalogEntry[] }; query: string; open: (name: string) => void }) {
  const [all, setAll] = useState(false);
  const { first, rest } = query.trim() !== '' ? firstFinds(group.entries, query) : { first: group.entries, rest: [] };
  const restId = `demo-rest-${group.id}`;
  return (
    <>
      <ul>
        {first.map((e) => (
          <DemoLink key={e.name} entry={e} open={open} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <>
          <button type="button" className="demo-rest-toggle" aria-expanded={all} aria-controls={restId} data-testid={`group-rest-toggle-${group.id}`} onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${group.entries.length}`}
            <span className="visually-hidden"> {ofGroupWords(group.title)}</span>
          </button>
          <ul id={restId} hidden={!all} data-testid={`group-rest-${group.id}`}>
            {rest.map((e) => (
              <DemoLink key={e.name} entry={e} open={open} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The first screen: lessons, demos grouped by topic, and the sandbox. */
/**
 * `tools`: the page's own controls in its header's corner (App passes the Theme menu: a lecturer
 * wanted the projector theme before opening a demo and found no switch here, lecturer trial 9,
 * finding 7).
 */
export function Landing({ tools }: { tools?: ReactNode } = {}) {
  const setLanding = useLessonStore((s) => s.setLanding);
  const allLessons = [...LESSONS, ...loadedLessons()];
  const lastLesson = useLastLessonLeft(allLessons);
  const loadPreset = useScenarioStore((s) => s.loadPreset);
  // Back to this page brings its search back (phone trial 05:10, step 16).
  const [query, setQuery] = useState(rememberedSearch);
  useEffect(() => rememberSearch(query), [query]);
  const searching = query.trim() !== '';
  const all = groupedCatalog();
  // A search shows only what it finds (groups with nothing left out), each group's best-ranked
  // demos first and, within a section, the group with the best-ranked demo first; the count is
  // what is listed (a whole study group matched by its heading counted 28 demos: phone trial 13:30).
  // The words searched by: those a find holds together, the rest said as ignored (lecturer trial 05:10, step 25).
  const plan = searching ? landingPlan(query, allLessons) : undefined;
  const words = plan?.query ?? '';
  const none = searching && words === '';
  const groups = none ? [] : searching ? rankGroups(all.groups.map((g) => ({ ...g, entries: groupHits(g, g.entries, words) })), words) : all.groups;
  const ungrouped = none ? [] : byRank(all.ungrouped.filter((e) => demoMatches(e, words)), words);
  const lessons = none ? [] : foundLessons(allLessons, words);
  const found = foundText(lessons.length, [...groups, { section: 'teaching' as const, entries: ungrouped }], words, plan);
  const main = useRef<HTMLElement>(null);
  useAnchorFromAddress();
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && query !== '') {
      e.preventDefault();
      setQuery('');
    }
    if (e.key === 'Enter' && searching) {
      e.preventDefault();
      main.current?.querySelector<HTMLElement>('[data-result]')?.focus();
    }
  };
  const openDemo = (name: string) => {
    useLessonStore.getState().setPlace(null);
    if (loadPreset(name)) {
      useViewStore.getState().setZoom(null);
      setLanding(false);
    }
  };
  return (
    <main className="landing" data-testid="landing" ref={main}>
      <LandingSkipLinks />
      <header className="landing-hero">
        <div className="landing-hero-top">
          <h1>Congestion Lab</h1>
          {tools ? (
            <div className="landing-tools" data-testid="landing-tools">
              {tools}
            </div>
          ) : null}
        </div>
        <p>
          A packet-level simulator of TCP and router queues. Every plot is computed from simulated packets: change a setting and
          see what the network does.
        </p>
        <ContinueLastLesson last={lastLesson} />
        <div className="hero-actions">
          {/* One filled button on the first screen: "Continue lesson" when there is one. */}
          <button type="button" className={lastLesson ? undefined : 'primary'} onClick={() => openStep('tail-drop-late-flow', 1)} data-testid="hero-start">
            Start with a lesson
          </button>
          <button type="button" onClick={() => setLanding(false)} data-testid="open-sandbox">
            Open the sandbox
          </button>
        </div>
        {/* Which to take for what: a lecturer with a 5-minute slot took a lesson for a demo, and two
            entries on one topic said nothing of which fits (lecturer trials 23:10 and 10:30). */}
        <p className="kinds-guide" data-testid="kinds-guide">
          <strong>Lessons</strong>: {KINDS.lesson.use}, {lessonMinutesSpan(allLessons)} each. <strong>Teaching demos</strong>: {KINDS.demo.use}, about {DEMO_MINUTES} min.
        </p>
        <OnThisPage sections={DEMO_SECTIONS} />
      </header>
      <search className="landing-search" data-testid="landing-search-box">
        <label htmlFor={LANDING_ANCHOR.search}>Find a lesson or demo</label>{' '}
        <input
          id={LANDING_ANCHOR.search}
          type="search"
          value={query}
          onChange={(e) => {
            // On a phone the page's introduction filled the screen above what a search found (phone-1215,
            // step 2): the search goes to the top as it starts.
            if (!searching && e.target.value.trim() !== '' && matchMedia(PHONE_QUERY).matches) e.target.closest('search')?.scrollIntoView({ block: 'start' });
            setQuery(e.target.value);
          }}
          onKeyDown={onSearchKey}
          placeholder="e.g. fairness, bufferbloat, Wi-Fi, seed 000"
          aria-describedby="landing-found"
          data-testid="landing-search"
        />{' '}
        <span id="landing-found" role="status" className="muted" data-testid="landing-found">
          {searching ? found : ''}
        </span>
      </search>
      <section aria-labelledby={LANDING_ANCHOR.lessons} className="landing-section">
        <h2 id={LANDING_ANCHOR.lessons}>Lessons</h2>
        {/* What a lesson is for, and how long, is said once, in the page's guide above. */}
        {/* A search shows what it found, not the page's introductions (phone-1215, step 2: the finds lay a screen down). */}
        {searching ? null : <p className="muted">Each lesson checks your own runs and explains what the plots show.</p>}
        {lessons.length === 0 ? <p className="muted">No lesson matches the search.</p> : null}
        <ul className="lesson-cards">
          {lessons.map((l) => (
            <LessonCard key={l.id} lesson={l} groups={all.groups} openDemo={openDemo} />
          ))}
        </ul>
        {searching ? null : <LessonFilePicker />}
      </section>
      {DEMO_SECTIONS.map((sec) => {
        const shown = [...groups, ...(sec.id === 'teaching' && ungrouped.length ? [{ id: 'other', section: sec.id, title: 'Other', blurb: '', entries: ungrouped }] : [])].filter(
          (g) => g.section === sec.id && g.entries.length > 0,
        );
        return shown.length ? (
          <section key={sec.id} aria-labelledby={LANDING_ANCHOR.section(sec.id)} className="landing-section" data-testid={`demo-section-${sec.id}`}>
            <h2 id={LANDING_ANCHOR.section(sec.id)}>{sec.title}</h2>
            {searching ? null : (
              <p className="muted">
                {sec.id === 'teaching' ? <span className="section-kind" data-testid="demo-kind">{demoKindWords()}. </span> : null}
                {sec.blurb}
              </p>
            )}
            <div className="demo-groups">
              {shown.map((g) => (
                // A search opens every group it found something in (the keyboard reaches the demos without opening each).
                <details key={`${g.id}-${searching ? 'found' : 'all'}`} id={groupId(g.id)} className="demo-group" data-testid={`demo-group-${g.id}`} open={searching || g.id === 'basics'}>
                  {/* The heading folds the group, and says so: a student clicked the bold title
                      "Bufferbloat: CoDel, PIE and FQ-CoDel (8)" to open a demo and the list folded
                      away (bloat trial 03:15, confusion 7). A marker (▸ folded, ▾ open) and the
                      word it does, "Hide" or "Show", follow the open state in CSS (lessons.css). */}
                  <summary className="demo-group-head" data-testid={`group-head-${g.id}`}>
                    <span className="group-marker" aria-hidden="true" />
                    <strong>{g.title}</strong> <span className="muted">({g.entries.length})</span>{' '}
                    {'point' in g && g.point ? (
                      <>
                        <span className="group-point" data-testid={`group-point-${g.id}`}>
                          {g.point}
                        </span>{' '}
                      </>
                    ) : null}
                    <span className="group-fold-word" data-testid={`group-fold-word-${g.id}`}>
                      <span className="when-open">Hide</span>
                      <span className="when-folded">Show</span>
                    </span>
                  </summary>
                  {/* The whole group's pair (a search may list only one of the two). */}
                  <CompareGroup group={all.groups.find((x) => x.id === g.id)} />
                  {/* Searching, the finds come first, under the group's heading: the study's citation and blurb
                      above them kept them off a phone's first screen (phone-1215, step 2). */}
                  {searching ? <GroupEntries group={g} query={words} open={openDemo} /> : null}
                  {'study' in g && g.study ? (
                    <p className="citation" data-testid={`study-${g.id}`}>
                      {studyCitation(g.study)}
                    </p>
                  ) : null}
                  {g.blurb ? <p className="muted">{g.blurb}</p> : null}
                  {/* The whole group's (a search lists only the demos it found). */}
                  <LessonsOf group={all.groups.find((x) => x.id === g.id)} lessons={allLessons} groups={all.groups} />
                  {'finding' in g && g.finding ? (
                    // Folded: the published figures answer the questions a lesson asks first (a phone
                    // trial searched "Vegas" and read "ratio 0.289 … raised it to 0.806" before the
                    // Vegas lesson's first prediction; trial 20:20, issue 37).
                    <details className="study-finding-fold" data-testid={`finding-fold-${g.id}`}>
                      <summary>
                        Published result<span className="visually-hidden"> {ofGroupWords(g.title)}</span>
                      </summary>
                      <p className="study-finding" data-testid={`finding-${g.id}`}>
                        <PaperSays>{g.finding}</PaperSays>
                      </p>
                    </details>
                  ) : null}
                  {searching ? null : <GroupEntries group={g} query="" open={openDemo} />}
                </details>
              ))}
            </div>
          </section>
        ) : null;
      })}
      <section aria-labelledby={LANDING_ANCHOR.sandbox} className="landing-section">
        <h2 id={LANDING_ANCHOR.sandbox}>Sandbox</h2>
        <p className="muted">
          Start from three TCP flows on a narrow link (two downloads, flows 1 and 2, and the late flow, flow 3 &ldquo;third&rdquo;, which
          starts two seconds later; set up as on a published testbed, hence its Linux settings) and change anything: queue, thresholds, flows, start times. Any preset or demo above is a
          starting point too.
        </p>
        <button type="button" onClick={() => setLanding(false)}>
          Open the sandbox<span className="visually-hidden">{SANDBOX_SECOND_WORDS}</span>
        </button>
      </section>
    </main>
  );
}
