import { useState } from 'react';

export interface CopyBoxProps {
  /** Text of the button, e.g. "Copy link". */
  button: string;
  /** The button's tooltip (what the copied text is for). */
  buttonTitle?: string;
  /** Accessible name of the field that shows the text. */
  fieldLabel: string;
  /** Test ids: the button, the field, the note beside it. */
  ids: { button: string; field: string; note: string };
  /** Makes the text when the button is pressed (so it is always current). */
  make(): string;
  /** Why nothing can be copied now (said instead of copying), or null. */
  refusal?: () => string | null;
  /** Append the text's length to the note (links have a practical length limit). */
  showLength?: boolean;
  size?: number;
  /** Told each time a text is made (the share notes appear once a link is). */
  onMade?: () => void;
}

/** A "copy" button: shows the text (so it can be copied by hand too) and tries the clipboard. */
export function CopyBox({ button, buttonTitle, fieldLabel, ids, make, refusal, showLength, size = 28, onMade }: CopyBoxProps) {
  const [text, setText] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const copy = async () => {
    const why = refusal?.() ?? null;
    setRefused(why);
    if (why !== null) {
      setText(null);
      return;
    }
    const t = make();
    setText(t);
    onMade?.();
    try {
      await navigator.clipboard.writeText(t);
      setNote('copied');
    } catch {
      setNote('select and copy');
    }
  };
  return (
    <div className="share">
      <button type="button" data-testid={ids.button} title={buttonTitle} onClick={() => void copy()}>
        {button}
      </button>
      {refused !== null ? (
        <span className="muted" role="status" data-testid={ids.note}>
          {refused}
        </span>
      ) : null}
      {text !== null ? (
        <>
          <input readOnly aria-label={fieldLabel} data-testid={ids.field} value={text} onFocus={(e) => e.target.select()} size={size} />
          <span className="muted" data-testid={ids.note}>
            {note}
            {showLength ? ` (${text.length} chars)` : ''}
          </span>
        </>
      ) : null}
    </div>
  );
}
