import { useEffect, useMemo, useRef, useState } from 'react';
import { usePresetChooser } from './use-preset-chooser';
import { useCompareStore } from '../state/compare-store';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { isLongFlow } from '../../scenario-edit/flows';
import { DUMBBELL_QUEUES, dumbbellPresetName, MAX_DUMBBELL_FLOWS, presetScenarioShared, presetTitle, type DumbbellQueue } from '../../scenario-edit/catalog';
import { setUpLabel } from '../heading/heading-short-name';
import { sameSetUp } from '../heading/scenario-heading';
import { useScenarioHeading } from './ScenarioTitle';
import { shownPresetTitle, useTitlesHeld } from '../heading/neutral-title';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { searchCatalog, searchFoundText } from '../landing/preset-search';
import { NewDumbbell } from './NewDumbbell';
import { FullTextSelect } from '../components/FullTextSelect';
import { PresetResults } from './PresetResults';
import type { LessonFound } from './lesson-search';
import './preset-results.css';

/** Opens a lesson at a step (the lessons' controller, handed in by App, as the glossary has it). */
type OpenLessonStep = (lesson: string, step: number) => void;

/** Preset menu, plus a dumbbell with any number of long flows; its search lists the lessons found too. */
export function PresetMenu({ openLessonStep }: { openLessonStep: OpenLessonStep }) {
  const preset = useScenarioStore((s) => s.preset);
  const loadPreset = useScenarioStore((s) => s.loadPreset);
  const setZoom = useViewStore((s) => s.setZoom);
  const [n, setN] = useState(3);
  const [q, setQ] = useState<DumbbellQueue>(DUMBBELL_QUEUES[0].value);
  // A newly loaded scenario of long flows sets the builder to its own count and queue, so the
  // builder never reads "3 flows" beside a ten-flow dumbbell (a lecturer took it for the scenario).
  // Its queue follows a loaded scenario's tail drop or gentle RED, the two it builds (a student
  // read "… and tail drop" beside a RED scenario as a contradiction, another "gentle RED" beside
  // plain RED).
  useEffect(() => {
    const draft = useScenarioStore.getState().draft;
    const queue = getBottleneck(draft)?.queue;
    const built = queue ? DUMBBELL_QUEUES.find((b) => b.matches(queue)) : undefined;
    if (built) setQ(built.value);
    const flows = draft.flows;
    if (flows.length === 0 || flows.length > MAX_DUMBBELL_FLOWS || !flows.every(isLongFlow)) return;
    setN(flows.length);
  }, [preset]);
  // A new preset from the menu also sets B back to following A: a B tuned for another scenario
  // was carried silently into this one (a lecturer's RED 40–70 from ten flows onto five).
  const load = (name: string) => {
    if (!loadPreset(name)) return;
    setZoom(null);
    useCompareStore.getState().setBQueue(null);
  };
  // A preset picked from the search's list: loaded, the search done with, focus on the menu that now names it.
  const pick = (name: string) => {
    load(name);
    setQuery('');
    list.current?.focus();
  };
  // A search over titles, descriptions and the groups' tags ("Wi-Fi" finds the wireless study).
  const [query, setQuery] = useState('');
  const groups = searchCatalog(query);
  // The lessons are searched once a search is typed: their module (and the parsing of every
  // lesson) is loaded then, not with the page (lesson-search.ts).
  const [findLessons, setFindLessons] = useState<((q: string) => LessonFound[]) | null>(null);
  useEffect(() => {
    if (query.trim() === '' || findLessons) return;
    let live = true;
    void import('./lesson-search').then((m) => live && setFindLessons(() => m.lessonsFound));
    return () => {
      live = false;
    };
  }, [query, findLessons]);
  const lessons = findLessons && query.trim() !== '' ? findLessons(query) : [];
  // The count and the list wait for the lessons (a moment, once), so the count does not change under the reader's eyes.
  const searched = query.trim() !== '' && findLessons !== null;
  const pickLesson = (id: string) => {
    setQuery('');
    openLessonStep(id, 1);
  };
  const presetsFound = groups.reduce((n, g) => n + g.entries.length, 0);
  const found = presetsFound + lessons.length;
  // Once the scenario on screen is no longer the preset (an edit, or a lesson step that changes its
  // demo's thresholds), the menu says "Edited from: …" instead of naming the preset as if it ran:
  // a phone trial read "… RED 4/6" in the menu beside a step running 10–18.
  const valid = useScenarioStore((s) => s.valid);
  const edited = useMemo(() => {
    const base = preset === null ? null : presetScenarioShared(preset);
    return base !== null && valid !== null && !sameSetUp(valid, base);
  }, [preset, valid]);
  const listed = !edited && preset !== null && groups.some((g) => g.entries.some((c) => c.name === preset));
  const chooser = usePresetChooser(listed ? preset! : '', load);
  const list = useRef<HTMLSelectElement>(null);
  // Not the preset: the menu names what is shown as the page's heading does, one name for one run
  // (a lesson step's own thresholds read "Edited from: … RED 4/6" here beside the heading's
  // "RED 10–18 …, as set up by this lesson step": phone trial 10:00).
  const heading = useScenarioHeading();
  // Held numbers hold the titles that state them too, in the box and in its list (neutral-title.ts).
  const held = useTitlesHeld();
  // Not the preset, the box says whose set-up runs and its short name ("Your edit: CoDel", "Set up
  // by this step: Gentle RED 10–18 packets"), as a phone's folded preset row does: the heading's
  // whole title ("Edited: Voice call beside four downloads, 10 Mbit/s — now CoDel, buffer 1000
  // packets (the step: 2 Mbit/s)") took two dense lines at 1366 px (bloat trial 08:20, s28). The
  // whole title is the box's description and tooltip, and the page's heading under it.
  const shortened = query.trim() === '' && preset !== null && edited;
  const placeholder = query.trim() !== '' ? `${presetsFound} preset${presetsFound === 1 ? '' : 's'} found for “${query.trim()}”: choose one` : preset ? (edited ? setUpLabel(heading.title, presetTitle(preset)).text : shownPresetTitle(preset, held)) : 'Custom scenario';
  const chosen = chooser.props.value;
  const chosenEntry = chosen !== '' ? groups.flatMap((g) => g.entries).find((c) => c.name === chosen) : undefined;
  const chosenText = (chosenEntry && shownPresetTitle(chosenEntry.name, held, chosenEntry.title)) || placeholder;
  return (
    <div className="presets">
      <label>
        <span className="preset-word">Preset</span>{' '}
        <FullTextSelect text={chosenText} testId="preset-chosen" wrapWide>
          <select ref={list} data-testid="preset" aria-label="Preset" aria-describedby={shortened ? 'preset-whole-title preset-hint' : 'preset-hint'} title={shortened ? heading.title : undefined} {...chooser.props}>
            {!listed ? <option value="">{placeholder}</option> : null}
            {groups.map((g) => (
              <optgroup key={g.id} label={g.section === 'studies' ? `Published study · ${g.title}` : g.title}>
                {g.entries.map((c) => (
                  <option key={c.name} value={c.name}>
                    {shownPresetTitle(c.name, held, c.title)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FullTextSelect>
      </label>
      {shortened ? (
        <span id="preset-whole-title" className="visually-hidden" data-testid="preset-whole-title">
          {heading.title}
        </span>
      ) : null}
      <span className={searched && found > 0 ? 'preset-find open' : 'preset-find'} data-testid="preset-find">
      <input
        type="search"
        className="preset-search"
        data-testid="preset-search"
        aria-label="Find a preset (words in its title, description or topic, e.g. Wi-Fi, voice, fairness)"
        placeholder="Find a preset"
        value={query}
        aria-describedby="preset-search-hint"
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && query !== '') {
            e.preventDefault();
            setQuery('');
            return;
          }
          // The search box's own keys (the list's hint said arrows and Enter, and they did nothing
          // here, screen-reader trial 3): Enter or ↓ goes to the found presets in the list.
          if ((e.key === 'Enter' || e.key === 'ArrowDown') && query.trim() !== '' && presetsFound > 0) {
            e.preventDefault();
            list.current?.focus();
          }
        }}
        size={12}
      />
      <span id="preset-search-hint" className="visually-hidden">
        Type words; Enter or ↓ then goes to the presets found, in the Preset list.
      </span>
      {searched ? (
        <span className="muted small" role="status" data-testid="preset-search-count">
          <span aria-hidden="true">{found === 0 ? 'no preset found' : `${found} found${lessons.length > 0 ? ` (${lessons.length} lesson${lessons.length === 1 ? '' : 's'})` : ''}`}</span>
          <span className="visually-hidden">{lessons.length > 0 ? `Lessons: ${lessons.map((l) => l.title).join('; ')}. ` : ''}{searchFoundText(groups)}</span>
        </span>
      ) : null}
      {searched && found > 0 ? <PresetResults groups={groups} lessons={lessons} onPick={pick} onPickLesson={pickLesson} /> : null}
      </span>
      <span id="preset-hint" className={chooser.pending ? 'preset-hint' : 'visually-hidden'} data-testid="preset-hint" role={chooser.pending ? 'status' : undefined}>
        {chooser.pending ? 'Press Enter to load it (Escape: keep the current one).' : 'Arrow keys move through the list; Enter loads the preset shown.'}
      </span>
      <NewDumbbell n={n} setN={setN} queue={q} setQueue={setQ} build={() => load(dumbbellPresetName(n, q))} />
    </div>
  );
}
