import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { findLesson } from '../../lessons/built-in';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { FOLD_GROUPS, foldedGroups, type FoldGroup } from './lesson-fold';

/** The editor's groups folded away now (lesson-fold.ts); empty outside a lesson and once "More settings" is open. */
const Folded = createContext<ReadonlySet<FoldGroup>>(new Set());

/** Whether the editor shows `group` (always, outside a lesson's editor). */
export function useShown(group: FoldGroup): boolean {
  return !useContext(Folded).has(group);
}

interface Fold {
  /** The groups the step does not touch (lesson-fold.ts). */
  untouched: FoldGroup[];
  open: boolean;
  setOpen(open: boolean): void;
}

function useLessonFold(): Fold {
  const place = useLessonStore((s) => s.place);
  const draft = useScenarioStore((s) => s.draft);
  const [open, setOpen] = useState(false);
  const step = place ? (findLesson(place.id)?.steps[place.step - 1] ?? null) : null;
  const untouched = useMemo(() => foldedGroups(step, draft), [step, draft]);
  return { untouched, open, setOpen };
}

/**
 * The editor's settings, with those a lesson's step does not touch folded behind "More settings"
 * (a button at the editor's end, aria-expanded, reached by Tab as any button).
 */
export function EditorFold({ children }: { children: ReactNode }) {
  const fold = useLessonFold();
  const folded = useMemo(() => new Set(fold.open ? [] : fold.untouched), [fold.open, fold.untouched]);
  return (
    <>
      <Folded.Provider value={folded}>{children}</Folded.Provider>
      {fold.untouched.length > 0 ? <MoreSettings fold={fold} /> : null}
    </>
  );
}

function MoreSettings({ fold }: { fold: Fold }) {
  const names = fold.untouched.map((g) => FOLD_GROUPS[g].label).join(', ');
  return (
    <div className="more-settings" data-testid="editor-more-settings-row">
      <button type="button" className="more-settings-toggle" aria-expanded={fold.open} data-testid="editor-more-settings" onClick={() => fold.setOpen(!fold.open)}>
        <span aria-hidden="true">{fold.open ? '▾' : '▸'}</span> {fold.open ? 'Fewer settings' : 'More settings'}
      </button>
      <p className="hint" data-testid="editor-more-settings-note">
        {fold.open ? `Shown though this lesson step does not use them: ${names}.` : `This lesson step does not use them: ${names}.`}
      </p>
    </div>
  );
}
