import type { DemoGroup } from '../landing/demo-groups';
import type { LessonFound } from './lesson-search';

/**
 * The presets a search found, listed where its count is ("6 found"). The count used to filter
 * only the Preset menu's options, which a phone shows only once the menu is opened, so "6 found"
 * stood beside nothing (phone trial 13:30, s11). Each entry loads its preset; its group is named
 * under its title, as the menu's option groups name it.
 */
export function PresetResults({ groups, lessons, onPick, onPickLesson }: { groups: readonly DemoGroup[]; lessons: readonly LessonFound[]; onPick: (name: string) => void; onPickLesson: (id: string) => void }) {
  return (
    <ul className="preset-results" data-testid="preset-results" aria-label={lessons.length > 0 ? 'Lessons and presets found' : 'Presets found'}>
      {/* The lessons that teach what was searched for first, marked as lessons: choosing one opens it at step 1. */}
      {lessons.map((l) => (
        <li key={`lesson-${l.id}`}>
          <button type="button" className="lesson-result" data-testid={`lesson-result-${l.id}`} onClick={() => onPickLesson(l.id)}>
            <span className="preset-result-title">{l.title}</span>
            <span className="preset-result-group">Lesson · {l.steps} steps</span>
          </button>
        </li>
      ))}
      {groups.flatMap((g) =>
        g.entries.map((e) => (
          <li key={e.name}>
            <button type="button" data-testid={`preset-result-${e.name}`} onClick={() => onPick(e.name)}>
              <span className="preset-result-title">{e.title}</span>
              <span className="preset-result-group">{g.section === 'studies' ? `Published study · ${g.title}` : g.title}</span>
            </button>
          </li>
        )),
      )}
    </ul>
  );
}
