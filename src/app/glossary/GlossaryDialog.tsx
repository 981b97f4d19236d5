import { useEffect, useRef, useState } from 'react';
import { GLOSSARY_TERMS, GLOSSARY_TOPICS, type GlossaryTerm, type SeeIt } from '../../glossary/glossary';
import { rankTerms } from '../../glossary/search';
import { findLesson } from '../../lessons/built-in';
import { presetTitle } from '../../scenario-edit/catalog';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useGlossaryStore } from '../state/glossary-store';
import { returnFocus } from '../util/dialog-focus';
import './glossary.css';

/** What a "see it" link says: the lesson step's or the preset's title. */
export function seeItText(see: SeeIt): string {
  if ('preset' in see) return `demo “${presetTitle(see.preset)}”`;
  const lesson = findLesson(see.lesson);
  const step = lesson?.steps[see.step - 1];
  return `lesson “${lesson?.title ?? see.lesson}”, step ${see.step}${step ? `: ${step.title}` : ''}`;
}

function openSeeIt(see: SeeIt, openLessonStep: OpenLessonStep): void {
  // What it opens takes focus (a lesson step's heading); focus does not go back to the opener.
  useGlossaryStore.setState({ opener: null });
  useGlossaryStore.getState().close();
  useViewStore.getState().setHelpOpen(false);
  if ('lesson' in see) {
    openLessonStep(see.lesson, see.step);
    return;
  }
  useLessonStore.getState().setPlace(null);
  if (useScenarioStore.getState().loadPreset(see.preset)) {
    useViewStore.getState().setZoom(null);
    useLessonStore.getState().setLanding(false);
  }
}


function TermList({ terms, current, openLessonStep }: { terms: readonly GlossaryTerm[]; current: string | null; openLessonStep: OpenLessonStep }) {
  return (
    <dl>
      {terms.map((t) => (
        <div key={t.id} className={t.id === current ? 'term-entry current' : 'term-entry'} data-term-entry={t.id} data-testid={`glossary-${t.id}`}>
          <dt tabIndex={-1}>{t.label}</dt>
          <dd>
            <p>{t.body}</p>
            <p className="see-it">
              See it in the{' '}
              <button type="button" className="link" onClick={() => openSeeIt(t.see, openLessonStep)} data-testid={`glossary-see-${t.id}`}>
                {seeItText(t.see)}
              </button>
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The terms a search found, best first, with how many (said to a screen reader as it changes). */
function SearchResults({ terms, current, openLessonStep }: { terms: readonly GlossaryTerm[]; current: string | null; openLessonStep: OpenLessonStep }) {
  return (
    <section aria-label="Terms found">
      <h3 role="status" data-testid="glossary-found">
        {terms.length === 0 ? 'No term found' : `${terms.length} term${terms.length === 1 ? '' : 's'} found, best match first`}
      </h3>
      <TermList terms={terms} current={current} openLessonStep={openLessonStep} />
    </section>
  );
}

/** The glossary: every term in a few sentences with a link to what shows it, filterable; opened at a term from a tooltip's "more…". */
/** Opens a lesson at a step (the lessons' controller, handed in by App, so the glossary does not import the lessons). */
type OpenLessonStep = (lesson: string, step: number) => void;

export function GlossaryDialog({ openLessonStep }: { openLessonStep: OpenLessonStep }) {
  const open = useGlossaryStore((s) => s.open);
  const current = useGlossaryStore((s) => s.term);
  const close = useGlossaryStore((s) => s.close);
  const [filter, setFilter] = useState('');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      setFilter('');
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);
  // Closed (Escape, Close): focus goes back to what opened it, its tooltip shown again first.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const o = useGlossaryStore.getState().opener;
    if (!o) return;
    if (o.tip) useGlossaryStore.getState().setActiveTip(o.tip);
    returnFocus(o.el, () => o.el.closest('.term-tip-host')?.querySelector<HTMLElement>('input, select, textarea, button:not(.term-more)') ?? null);
  }, [open]);
  useEffect(() => {
    if (!open || !current) return;
    const el = ref.current?.querySelector<HTMLElement>(`[data-term-entry="${current}"]`);
    el?.scrollIntoView({ block: 'start' });
    el?.querySelector<HTMLElement>('dt')?.focus();
  }, [open, current]);
  return (
    // Keys typed here (a "?" in the search box, Space on a link) are not the app's shortcuts.
    <dialog ref={ref} className="glossary" data-testid="glossary" onClose={close} onKeyDown={(e) => e.stopPropagation()} aria-labelledby="glossary-h">
      <div className="glossary-head">
        <h2 id="glossary-h">Glossary</h2>
        <input type="search" aria-label="Find a term" placeholder="Find a term" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="glossary-filter" />
        <form method="dialog">
          <button type="submit" data-testid="glossary-close" aria-label="Close the glossary">
            Close
          </button>
        </form>
      </div>
      <div className="glossary-body" data-testid="glossary-body">
      {/* The entries are drawn once it is opened: each "see it" names a lesson step, and a closed
          dialog's entries cost a fresh page the parsing of every lesson (~0.07 s) for nothing shown. */}
      {/* Unfiltered, by topic; searched, one list with the best matches first (search.ts): the term
          named "CoDel" above terms whose texts only mention it. */}
      {open && filter.trim() === '' &&
        GLOSSARY_TOPICS.map((topic) => (
          <section key={topic.id} aria-label={topic.title}>
            <h3>{topic.title}</h3>
            <TermList terms={GLOSSARY_TERMS.filter((t) => t.topic === topic.id)} current={current} openLessonStep={openLessonStep} />
          </section>
        ))}
      {open && filter.trim() !== '' && <SearchResults terms={rankTerms(GLOSSARY_TERMS, filter)} current={current} openLessonStep={openLessonStep} />}
      </div>
    </dialog>
  );
}
