import './dash-notes.css';

/**
 * Notes for the dashes of a table: a cell that shows "—" carries a letter, and the reason (the
 * catalogue's dashReason, "Loss (%): UDP flows only") is written once under the table, visible
 * without hovering, on a phone and to a screen reader alike. The trials read "Loss —" beside
 * "Drops 64" with the reason only in a tooltip.
 */
export class DashNotes {
  private readonly reasons: string[] = [];

  /** The letter of a reason, given the first time it is asked for. */
  mark(reason: string): string {
    let i = this.reasons.indexOf(reason);
    if (i < 0) i = this.reasons.push(reason) - 1;
    return letter(i);
  }

  get notes(): { mark: string; reason: string }[] {
    return this.reasons.map((reason, i) => ({ mark: letter(i), reason }));
  }
}

/** a, b, …, z, aa, ab, … */
function letter(i: number): string {
  return i < 26 ? String.fromCharCode(97 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);
}

/** A dash with its note's letter (the note says why). */
export function Dash({ notes, reason }: { notes: DashNotes; reason: string }) {
  const mark = notes.mark(reason);
  return (
    <span className="dash" data-why={reason}>
      —<sup className="dash-mark">{mark}</sup>
    </span>
  );
}

/** The notes under a table: "a: Loss (%): UDP flows only". Nothing when no cell has a dash. */
export function DashNoteList({ notes, testId }: { notes: DashNotes; testId: string }) {
  const list = notes.notes;
  if (list.length === 0) return null;
  return (
    <ul className="dash-notes muted" data-testid={testId} aria-label="Why some figures show a dash">
      {list.map((n) => (
        <li key={n.mark}>
          <sup className="dash-mark">{n.mark}</sup> — {n.reason}
        </li>
      ))}
    </ul>
  );
}
