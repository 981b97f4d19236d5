import type { Lesson } from '../../lessons/schema';
import { Markup } from './Markup';

/** The lecturer's view of a lesson: goals, sources, what to project, misconceptions, questions, and the challenges' solutions. */
export function LecturerNotes({ lesson }: { lesson: Lesson }) {
  const n = lesson.lecturerNotes;
  return (
    <div className="lecturer-notes" data-testid="lecturer-notes">
      <h3>Lecturer notes</h3>
      <h4>Learning goals</h4>
      <ul>
        {lesson.goals.map((g, i) => (
          <li key={i}>{g}</li>
        ))}
      </ul>
      <h4>What to project</h4>
      <Markup text={n.project} />
      <h4>What students often get wrong</h4>
      <MarkupList items={n.misconceptions} />
      <h4>Questions for discussion</h4>
      <MarkupList items={n.discussion} />
      <h4>Challenge solutions (one of many)</h4>
      <ul>
        {lesson.steps.flatMap((s, i) =>
          s.challenge
            ? [
                <li key={i}>
                  Step {i + 1}: {s.challenge.solution.preset ? <>load <code>{s.challenge.solution.preset}</code> </> : null}
                  {s.challenge.solution.set.map((e) => (
                    <code key={e}>{e} </code>
                  ))}
                  {s.challenge.notSolvedBy?.length ? (
                    <ul>
                      {s.challenge.notSolvedBy.map((n, j) => (
                        <li key={j}>
                          Does not solve it: {n.preset ? <>load <code>{n.preset}</code> </> : null}
                          {n.set.map((e) => (
                            <code key={e}>{e} </code>
                          ))}
                          — <Markup text={n.note} inlineOnly />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>,
              ]
            : [],
        )}
      </ul>
      <h4>Sources</h4>
      <ul>
        {lesson.sources.map((s, i) => (
          <li key={i}>{s.url ? <a href={s.url} target="_blank" rel="noopener noreferrer">{s.title}</a> : s.title}</li>
        ))}
      </ul>
    </div>
  );
}

function MarkupList({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((m, i) => (
        <li key={i}>
          <Markup text={m} inlineOnly />
        </li>
      ))}
    </ul>
  );
}
