import { useState } from 'react';
import { TermTip } from '../glossary/TermTip';
import { NOTE_ACTIONS, noteParts, usePlotNotes, type PlotNote } from './plot-notes';
import { useResultsVeiled } from '../state/results-veiled';
import { useNumbersHeld } from '../results/numbers-held';

/**
 * A plot's notes above its drawing (plot-notes.ts): one fact per line in plain words, its glossary
 * terms with their tips ("window"), a "Why?" disclosure for its detail, and the note's action as a
 * button of its own. (The whole line was the disclosure button: a term's tip, itself a button,
 * cannot sit inside one.)
 */
export function PlotNotes({ name }: { name: string }) {
  const notes = usePlotNotes((s) => s.byPanel[name]);
  // A note states the run's figures ("Flow 2 cut its window 5 times"), its "Why?" button is
  // described by them: under a lesson's veil none is shown or read (bloat-2045, "Also noticed").
  // Nor while the numbers are held until the replay ends: at 10 s of a held replay the cwnd plot
  // said "Flow 2 (Reno1) cut its window 88 times over the whole run" (phone trial 02:30, step 9).
  const veiled = useResultsVeiled();
  const held = useNumbersHeld();
  if (!notes || notes.length === 0 || veiled || held) return null;
  return (
    <ul className="plot-notes" data-testid={`plot-notes-${name}`} aria-label="Notes on this plot">
      {notes.map((n) => (
        <NoteLine key={n.id} name={name} note={n} />
      ))}
    </ul>
  );
}

function NoteLine({ name, note }: { name: string; note: PlotNote }) {
  const [open, setOpen] = useState(false);
  const detailId = `note-${name}-${note.id}`;
  const factId = `${detailId}-fact`;
  const action = note.action ? NOTE_ACTIONS[note.action] : null;
  return (
    <li data-note={note.id}>
      <span id={factId} className="note-fact" data-testid={`note-fact-${name}-${note.id}`}>
        {noteParts(note).map((p, k) =>
          p.term ? (
            <TermTip key={k} term={p.term} inline className="term-in-text" tipOutside>
              <button type="button" className="term-link">
                {p.text}
              </button>
            </TermTip>
          ) : (
            p.text
          ),
        )}
      </span>
      {note.detail ? (
        <button type="button" className="small note-why" aria-expanded={open} aria-controls={detailId} aria-describedby={factId} onClick={() => setOpen(!open)} data-testid={`note-why-${name}-${note.id}`}>
          Why? <span aria-hidden>{open ? '▾' : '▸'}</span>
        </button>
      ) : null}
      {action ? (
        <button type="button" className="small note-action" title={action.title} onClick={action.run} data-testid={`note-action-${name}-${note.id}`}>
          {action.label}
        </button>
      ) : null}
      {note.detail ? (
        <span id={detailId} className="note-detail" hidden={!open}>
          {note.detail}
        </span>
      ) : null}
    </li>
  );
}
