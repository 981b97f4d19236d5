import { stepScenario, type Lesson, type Step } from '../../lessons/schema';
import { QUEUE_DISCIPLINES } from '../../sim-core/queues/registry';
import { fieldLabel } from '../../sim-core/scenario/validate';
import { Markup } from './Markup';

/**
 * One setting of a solution as the editor names it ("min_th = 5 packets"), the path it sets as
 * its tooltip: the notes said "topology.bottleneck.queue.minTh=5", which a lecturer had to map
 * to the editor's min_th (and its unit) alone.
 */
function SettingText({ step, edit }: { step: Step; edit: string }) {
  const eq = edit.indexOf('=');
  const path = edit.slice(0, eq).split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  const value = edit.slice(eq + 1);
  const built = stepScenario(step);
  const sc = built.ok ? built.scenario : null;
  const label = sc ? fieldLabel(sc, path) : null;
  if (label === null) return <code>{edit} </code>;
  // A queue's limit and thresholds are in the queue's own unit (packets or bytes).
  const parent = path.slice(0, -1).reduce<unknown>((o, k) => (o as Record<PropertyKey, unknown> | undefined)?.[k], sc) as { type?: string; unit?: string } | undefined;
  const key = path[path.length - 1];
  const param = typeof parent?.type === 'string' ? QUEUE_DISCIPLINES.find((d) => d.name === parent.type)?.params.find((p) => p.key === key) : undefined;
  const inQueueUnit = key === 'limit' || (param?.kind === 'number' && param.inQueueUnit === true);
  const unit = inQueueUnit && parent?.unit ? ` ${parent.unit}` : '';
  return (
    <code title={edit}>
      {label} = {value}
      {unit}{' '}
    </code>
  );
}

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
                    <SettingText key={e} step={s} edit={e} />
                  ))}
                  {s.challenge.notSolvedBy?.length ? (
                    <ul>
                      {s.challenge.notSolvedBy.map((n, j) => (
                        <li key={j}>
                          Does not solve it: {n.preset ? <>load <code>{n.preset}</code> </> : null}
                          {n.set.map((e) => (
                            <SettingText key={e} step={s} edit={e} />
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
