import { useState } from 'react';
import { NOTE_ACTIONS, usePlotNotes, type PlotNote } from './plot-notes';

/**
 * A plot's notes above its drawing (plot-notes.ts): one line per fact, its detail behind a
 * disclosure (the line itself, a button), and the note's action as a button of its own.
 */
export function PlotNotes({ name }: { name: string }) {
  const notes = usePlotNotes((s) => s.byPanel[name]);
  if (!notes || notes.length === 0) return null;
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
  const action = note.action ? NOTE_ACTIONS[note.action] : null;
  return (
    <li data-note={note.id}>
      {note.detail ? (
        <button type="button" className="note-fact" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen(!open)} data-testid={`note-fact-${name}-${note.id}`}>
          <span className="note-marker" aria-hidden>
            {open ? '▾' : '▸'}
          </span>
          {note.short}
        </button>
      ) : (
        <span className="note-fact">{note.short}</span>
      )}
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
