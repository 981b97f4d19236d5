import { stepScenario, type Lesson } from '../../lessons/schema';
import { NewTabLink } from '../components/NewTabLink';
import { fieldLabel, queueParamAt, type Scenario } from '../../sim-core';
import { Markup } from './Markup';
import { useResultsVeiled } from '../state/results-veiled';

/**
 * One setting of a solution as the editor names it ("min_th = 5 packets"), the path it sets as
 * its tooltip: the notes said "topology.bottleneck.queue.minTh=5", which a lecturer had to map
 * to the editor's min_th (and its unit) alone. `sc`: the step's scenario, where the path points.
 */
function SettingText({ sc, edit }: { sc: Scenario | null; edit: string }) {
  const eq = edit.indexOf('=');
  const path = edit.slice(0, eq).split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  const label = sc ? fieldLabel(sc, path) : null;
  if (label === null) return <code>{edit} </code>;
  // A queue's thresholds (and buffer) are in the queue's own unit (packets or bytes).
  const q = queueParamAt(sc, path);
  const unit = q && q.unit && (q.param.key === 'limit' || (q.param.kind === 'number' && q.param.inQueueUnit === true)) ? ` ${q.unit}` : '';
  return (
    <code title={edit}>
      {label} = {edit.slice(eq + 1)}
      {unit}{' '}
    </code>
  );
}

/** The lecturer's view of a lesson: goals, sources, what to project, misconceptions, questions, and the challenges' solutions. */
export function LecturerNotes({ lesson }: { lesson: Lesson }) {
  const n = lesson.lecturerNotes;
  const veiled = useResultsVeiled();
  return (
    <div className="lecturer-notes" data-testid="lecturer-notes">
      <h3>Lecturer notes</h3>
      {/* The notes keep the step's veil: they lifted it, and a projected lesson showed its figures
          before anyone had predicted (lecturer-0315, confusion 12). */}
      {veiled ? (
        <p className="notes-veiled" data-testid="notes-veiled">
          This step's plots and figures stay covered until its prediction is answered, so that the screen does not give the answer away. Close the notes to answer it.
        </p>
      ) : null}
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
      {/* Folded: the notes are one click from a student, and a trial lecturer asked that the
          answers not be the first thing a student sees there. */}
      <details className="solutions" data-testid="lecturer-solutions">
        <summary>
          <h4>Challenge solutions (one of many): the answers, folded so a student tries first</h4>
        </summary>
      <ul>
        {lesson.steps.flatMap((s, i) => {
          const ch = s.challenge;
          if (!ch) return [];
          // The step's scenario, built once for its settings' labels and units.
          const built = stepScenario(s);
          const sc = built.ok ? built.scenario : null;
          return [
            <li key={i}>
              Step {i + 1}: {ch.solution.preset ? <>load <code>{ch.solution.preset}</code> </> : null}
              {ch.solution.set.map((e) => (
                <SettingText key={e} sc={sc} edit={e} />
              ))}
              {ch.notSolvedBy?.length ? (
                <ul>
                  {ch.notSolvedBy.map((n, j) => (
                    <li key={j}>
                      Does not solve it: {n.preset ? <>load <code>{n.preset}</code> </> : null}
                      {n.set.map((e) => (
                        <SettingText key={e} sc={sc} edit={e} />
                      ))}
                      — <Markup text={n.note} inlineOnly />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>,
          ];
        })}
      </ul>
      </details>
      <h4>Sources</h4>
      <ul>
        {lesson.sources.map((s, i) => (
          <li key={i}>{s.url ? <NewTabLink href={s.url}>{s.title}</NewTabLink> : s.title}</li>
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
