import './dash-notes.css';

/**
 * Notes for the dashes of a table: a cell that shows "—" carries a letter, and the reason (the
 * catalogue's dashReason) is written once under the table with the columns it explains ("TCP
 * flows only: Handshake (s), Elapsed (s)"), visible without hovering, on a phone and to a screen
 * reader alike. The trials read "Loss —" beside "Drops 64" with the reason only in a tooltip.
 */
export class DashNotes {
  private readonly reasons: { reason: string; subjects: string[] }[] = [];

  /** `idPrefix`: unique on the page (React's useId), so that each dash names its own table's note (aria-describedby). */
  constructor(private readonly idPrefix: string) {}

  /** The id of a note's item, which the dashes with its letter name as their description. */
  noteId(mark: string): string {
    return `${this.idPrefix}-dash-${mark}`;
  }

  /** The letter of a reason (given the first time it is asked for); `subject` is the column or row it stands in. */
  mark(reason: string, subject: string): string {
    let i = this.reasons.findIndex((r) => r.reason === reason);
    if (i < 0) i = this.reasons.push({ reason, subjects: [] }) - 1;
    if (!this.reasons[i].subjects.includes(subject)) this.reasons[i].subjects.push(subject);
    return letter(i);
  }

  get notes(): { mark: string; text: string }[] {
    return this.reasons.map((r, i) => ({ mark: letter(i), text: `${r.reason}: ${r.subjects.join(', ')}` }));
  }
}

/** a, b, …, z, aa, ab, … */
function letter(i: number): string {
  return i < 26 ? String.fromCharCode(97 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);
}

/**
 * A dash with its note's letter (the note says why). To a screen reader it is one image named
 * "no value", described by its note (aria-describedby: the reason and the columns it explains),
 * so the reason is heard at the cell rather than as a stray letter to look up under the table.
 */
export function Dash({ notes, reason, subject, bare = false }: { notes: DashNotes; reason: string; subject: string; bare?: boolean }) {
  const mark = notes.mark(reason, subject);
  return (
    <span className={bare ? 'dash bare' : 'dash'} data-why={reason} data-mark={mark} role="img" aria-label={`no value, note ${mark}`} aria-describedby={notes.noteId(mark)}>
      —{bare ? null : <sup className="dash-mark">{mark}</sup>}
    </span>
  );
}

/**
 * The mark of a reason most of a column's dashes share, on the column's head: said once there,
 * the cells with that reason show a bare dash (Dash `bare`), not the same letter on every row
 * (trials 10:00: "footnote a on every flow's row").
 */
export function HeadMark({ notes, reason, subject }: { notes: DashNotes; reason: string; subject: string }) {
  const mark = notes.mark(reason, subject);
  return (
    <sup className="dash-mark head-mark" data-testid="head-mark" data-why={reason} aria-describedby={notes.noteId(mark)}>
      {mark}
    </sup>
  );
}

/** The notes under a table: "a — UDP flows only: Loss (%)". Nothing when no cell has a dash. */
export function DashNoteList({ notes, testId }: { notes: DashNotes; testId: string }) {
  const list = notes.notes;
  if (list.length === 0) return null;
  return (
    <ul className="dash-notes muted" data-testid={testId} aria-label="Why some figures show a dash">
      {list.map((n) => (
        <li key={n.mark}>
          <sup className="dash-mark">{n.mark}</sup> — <span id={notes.noteId(n.mark)}>{n.text}</span>
        </li>
      ))}
    </ul>
  );
}
