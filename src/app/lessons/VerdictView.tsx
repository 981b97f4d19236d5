import { useEffect, useRef } from 'react';
import { useNumbersHeld } from '../results/numbers-held';
import type { Figure, Verdict } from '../../lessons/check';
import { withUnit } from '../../sim-core';
import { editsText, type EditSummary } from '../../lessons/edit-notes';
import { useScenarioStore } from '../state/scenario-store';
import type { CheckWork } from '../state/lesson-store';
import { predictionVerdictFocused, showInSheet } from './sheet-scroll';
import { checkOutdated } from './check-outdated';
import { editedOutcome, type EditedOutcome } from './edited-finding';

/** A check's outcome on the student's run: the verdict and every figure it read. */
/**
 * `quiet`: a new verdict stays where it is, the sheet not scrolled to it (the check was asked from
 * the "Try:" line, which says the outcome itself: TryOutcome in LessonPanel.tsx).
 */
/** `setUp`: the step's outcome as set up (a check's `expect`): a verdict on an edited run is said against it (edited-finding.ts). */
/** `addsUpFold`: the title of a disclosure the adds-up line is folded under (a check's `addsUp.fold`); without it the line shows open. */
/** What a check's verdict says in place of its figures while the numbers are held until the replay ends. */
export const CHECK_HELD_WORDS = "The check's figures are hidden until the replay ends, with the other numbers.";

export function VerdictView({ work, testId, quiet = false, setUp, addsUpFold }: { work: CheckWork; testId: string; quiet?: boolean; setUp?: 'pass' | 'fail'; addsUpFold?: string }) {
  const current = useScenarioStore((s) => s.valid);
  const held = useNumbersHeld();
  if (work.status === 'idle') return null;
  if (work.status === 'error') return <p className="lesson-error" role="alert" data-testid={`${testId}-error`}>Could not check: {work.error}</p>;
  if (work.status === 'running') {
    return (
      <div className="lesson-progress" data-testid={`${testId}-progress`}>
        {work.total > 1 ? (
          <>
            <progress max={work.total} value={work.done} /> {work.done} of {work.total} runs
          </>
        ) : (
          'Waiting for your run to finish…'
        )}
      </div>
    );
  }
  if (held) {
    // "Hide the numbers until the replay ends" holds them (numbers-held.ts): the check's table
    // said "0.281 needs < 0.5" and its per-flow line "Vegas1 0.31 · Reno1 1.11" under At a glance's
    // "Numbers are hidden until the replay ends" (phone trial 02:30, step 20).
    return (
      <>
        <EditsNote edits={work.edits} testId={testId} challenge={testId.startsWith('challenge')} />
        <p className="muted" data-testid={`${testId}-held`}>
          {CHECK_HELD_WORDS}
        </p>
      </>
    );
  }
  return (
    <>
      <EditsNote edits={work.edits} testId={testId} challenge={testId.startsWith('challenge')} />
      {checkOutdated(work.scenario, current) ? (
        <p className="stale" data-testid={`${testId}-stale`}>
          You changed the scenario since this check; these figures are from the earlier run. Check again.
        </p>
      ) : null}
      <VerdictTable verdict={work.verdict!} testId={testId} edited={work.edits.kind !== 'none' && setUp !== undefined ? editedOutcomeOf(work.verdict!, setUp) : null} quiet={quiet} />
      {work.addsUp && addsUpFold ? (
        // Folded where the step's arithmetic would bury its claim (bloat-0315 confusion 6).
        <details className="adds-up-fold" data-testid={`${testId}-adds-up-fold`}>
          <summary>{addsUpFold}</summary>
          <p className="adds-up" data-testid={`${testId}-adds-up`}>
            {work.addsUp}
          </p>
        </details>
      ) : work.addsUp ? (
        // How the delay figures above add up, computed from the judged run (bloat-2235 confusions 2 and 9).
        <p className="adds-up" data-testid={`${testId}-adds-up`}>
          {work.addsUp}
        </p>
      ) : null}
      {work.perFlow ? (
        // Each flow's figure in one line: on a phone the summary table's column was a sideways swipe away.
        <p className="per-flow-line" data-testid={`${testId}-per-flow`}>
          <span className="muted">{work.perFlow.label}, per flow:</span> {work.perFlow.text}
        </p>
      ) : null}
    </>
  );
}

/** Which run was judged: the step as set up, or the student's edit of it (and what changed). */
function EditsNote({ edits, testId, challenge }: { edits: EditSummary; testId: string; challenge: boolean }) {
  if (edits.kind === 'none') {
    return challenge ? null : (
      <p className="muted small judged-on" data-testid={`${testId}-edits`} data-edited="no">
        Judged on the step's run as set up.
      </p>
    );
  }
  return (
    <p className="judged-on edited" data-testid={`${testId}-edits`} data-edited="yes">
      {challenge ? 'Judged on your run. Your changes: ' : 'Judged on your edited run. You edited: '}
      {edits.kind === 'changes' ? (
        edits.changes.map((c, i) => (
          <span key={i} className="edit">
            {i ? '; ' : ''}
            {c.label} <span className="from">{c.from}</span> → <strong>{c.to}</strong>
          </span>
        ))
      ) : (
        <span className="edit">{editsText(edits)}</span>
      )}
      .
    </p>
  );
}

/** `edited`: the run judged is the student's edit of a step (not a challenge's): said as the Try line expects it, a flip a ⇄ (edited-finding.ts). */
function VerdictTable({ verdict, testId, edited, quiet }: { verdict: Verdict; testId: string; edited: EditedOutcome | null; quiet: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  // Bring a new verdict into view (the panel may be a small drawer), unless it came with the
  // student's own prediction verdict, which was just brought to the top and focused: scrolled on
  // to this one, the sheet went past "Your prediction matches the run" (phone trial 10:00).
  useEffect(() => {
    const el = box.current;
    if (el && !quiet && !predictionVerdictFocused(el)) showInSheet(el);
    // Only a new verdict moves the sheet, not a change of who asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict]);
  // On an edited run the ⇄/✗ and the colour are the Try line's (edited-finding.ts): a claim the
  // edit flipped is the outcome asked for, its failing figures are not marked red.
  const finding = edited !== null && edited.flipped && !verdict.pass;
  const head = verdictHead(verdict, edited);
  const tone = edited ? (edited.flipped ? 'pass' : 'finding') : verdict.pass ? 'pass' : 'fail';
  return (
    <div ref={box} className={`verdict ${tone}`} data-testid={testId} data-pass={verdict.pass ? 'yes' : 'no'} data-finding={edited ? (edited.flipped ? 'flipped' : 'not-flipped') : undefined}>
      <p className="verdict-head">
        <span aria-hidden="true">{edited?.mark ?? (verdict.pass ? '✓' : '✗')}</span> {head}
      </p>
      {edited && verdict.measurable ? (
        <p className="verdict-against" data-testid={`${testId}-against`}>
          {edited.claim}; {edited.setUp}.
        </p>
      ) : null}
      <ul>
        {verdict.figures
          .filter((f) => f.at === undefined)
          .map((f, i) => (
            <li key={i} className={finding && f.ok === false ? '' : f.ok === false ? 'bad' : f.ok ? 'good' : ''}>
              <Mark ok={f.ok} />
              <span className="fig-label" title={f.about}>
                {f.label}
              </span>
              <span className="fig">{f.value}</span>{' '}
              {f.needs ? <span className="needs">needs {f.needs}</span> : null}
              {/* How to read it (a goodput's "active time", a delay counted at departure), from the catalogue. */}
              {f.readAs ? (
                <span className="fig-read-as" data-testid="fig-read-as">
                  {f.readAs}
                </span>
              ) : null}
            </li>
          ))}
      </ul>
      <SweepTable figures={verdict.figures.filter((f) => f.at !== undefined)} />
    </div>
  );
}

/** How a verdict on the student's edited run compares with the step's set-up (null when it is not measurable). */
export const editedOutcomeOf = (verdict: Verdict, setUp: 'pass' | 'fail'): EditedOutcome | null => (verdict.measurable ? editedOutcome(verdict.pass, setUp) : null);

/** The verdict's head words: "Holds on your run", "Does not hold on your run", on an edited run what the change did ("It worked: your change did what the Try line asked"), "Not measurable on this run". */
export function verdictHead(verdict: Verdict, edited: EditedOutcome | null): string {
  return !verdict.measurable ? 'Not measurable on this run' : edited ? edited.head : verdict.pass ? 'Holds on your run' : 'Does not hold on your run';
}

function Mark({ ok }: { ok: boolean | null }) {
  if (ok === null) return null;
  return (
    <span className="mark" aria-label={ok ? 'holds' : 'does not hold'}>
      {ok ? '✓' : '✗'}
    </span>
  );
}

/** A sweep's figures: one row per run, one column per measured quantity. */
function SweepTable({ figures }: { figures: Figure[] }) {
  if (figures.length === 0) return null;
  const rows = [...new Set(figures.map((f) => f.at!))];
  const cols = [...new Map(figures.map((f) => [f.label, f])).values()];
  // One unit per column, named in its head; the cells are plain numbers (formatMetricNumber).
  const cell = (at: string, label: string) => figures.find((f) => f.at === at && f.label === label);
  // Column heads in a few words ("flow 3 elapsed"), the whole label as their tooltip: in the
  // lesson panel a whole label with its bound wrapped over nine lines.
  return (
    <table className="sweep-figures">
      <thead>
        <tr>
          <th scope="col">{rows[0].split(' = ')[0]}</th>
          {cols.map(({ label, short, needs, unit, about }) => (
            <th key={label} scope="col" title={`${withUnit(label, unit ?? '')}${about ? `: ${about}` : ''}`} aria-label={needs ? `${withUnit(label, unit ?? '')}, needs ${needs}` : withUnit(label, unit ?? '')}>
              {withUnit(short ?? label, unit ?? '')}
              {needs ? <span className="needs"> ({needs})</span> : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((at) => (
          <tr key={at}>
            <th scope="row">{at.split(' = ')[1]}</th>
            {cols.map(({ label }) => {
              const f = cell(at, label);
              return (
                <td key={label} className={f?.ok === false ? 'bad' : ''}>
                  {f ? (f.number ?? f.value) : ''} {f ? <Mark ok={f.ok} /> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
