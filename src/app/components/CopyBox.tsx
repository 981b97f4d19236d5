import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFoldOnOutside } from './use-folding-menu';
import { create } from 'zustand';

export interface CopyBoxProps {
  /** Text of the button, e.g. "Copy link". */
  button: string;
  /** The button's tooltip (what the copied text is for). */
  buttonTitle?: string;
  /** Accessible name of the field that shows the text. */
  fieldLabel: string;
  /** Test ids: the button, the field, the note beside it. */
  ids: { button: string; field: string; note: string };
  /**
   * Makes the text when the button is pressed (so it is always current), and again to tell whether
   * a text copied earlier still says what is on screen: if not, it is marked "stale — copy again"
   * (a lecturer copied an edited link, went "Back to the preset", and the box still showed the
   * edited link as copied: lecturer trial 20:20, s30).
   */
  make(): string;
  /** Why nothing can be copied now (said instead of copying), or null. */
  refusal?: () => string | null;
  /** Append the text's length to the note (links have a practical length limit). */
  showLength?: boolean;
  size?: number;
  /** Told each time a text is made (the share notes appear once a link is). */
  onMade?: () => void;
  /**
   * The copied text and its notes open as a panel under the button, over the page, instead of
   * inline: inline, they pushed the header's last controls onto a second row (lecturer trial 20:20).
   */
  overlay?: boolean;
  /** Said under the copied text (what a student link leaves out, a host only this computer reaches). */
  notes?: ReactNode;
  /**
   * An option of the copied text chosen beside it (the student link's "Students predict first"):
   * when it changes after a copy, the text is made and copied again, not marked stale as if the
   * scenario had changed (a lecturer ticked it and read "the scenario changed since").
   */
  remakeOn?: unknown;
  /**
   * What changed since the copy, in words, for the stale note ("the link's options changed since
   * (…)"): a link option is not the scenario (lecturer-0055, confusion 6). Said "the scenario
   * changed since" without it.
   */
  staleWhy?: (copied: string, now: string) => string;
}

/** The one copy panel open over the page (two of them lay over each other). */
const useOpenPanel = create<{ open: string | null }>()(() => ({ open: null }));

/** A "copy" button: shows the text (so it can be copied by hand too) and tries the clipboard. */
export function CopyBox({ button, buttonTitle, fieldLabel, ids, make, refusal, showLength, size = 28, onMade, overlay = false, notes, remakeOn, staleWhy }: CopyBoxProps) {
  const [text, setText] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const openPanel = useOpenPanel((s) => s.open);
  const box = useRef<HTMLDivElement>(null);
  const open = !overlay || openPanel === ids.field;
  const close = () => {
    if (useOpenPanel.getState().open === ids.field) useOpenPanel.setState({ open: null });
  };
  // Over the page it folds as the folding menus do (a click elsewhere, Escape: focus back to the button).
  useFoldOnOutside(box, { isOpen: () => overlay && useOpenPanel.getState().open === ids.field, close, focusBack: (el) => el.querySelector('button') });
  const copy = async () => {
    const why = refusal?.() ?? null;
    setRefused(why);
    useOpenPanel.setState({ open: ids.field });
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
  const option = useRef(remakeOn);
  useEffect(() => {
    if (option.current === remakeOn) return;
    option.current = remakeOn;
    if (text !== null) void copy();
    // Only the option's change re-copies; `copy` and `text` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remakeOn]);
  const now = text !== null ? make() : null;
  const old = text !== null && now !== null && text !== now;
  const shown = open && (text !== null || refused !== null);
  return (
    <div ref={box} className={overlay ? 'share share-overlaid' : 'share'}>
      <button type="button" data-testid={ids.button} title={buttonTitle} onClick={() => void copy()}>
        {button}
      </button>
      {shown ? (
        <div className={overlay ? 'copy-result copy-overlay' : 'copy-result'} data-testid={`${ids.field}-result`}>
          {refused !== null ? (
            <span className="muted" role="status" data-testid={ids.note}>
              {refused}
            </span>
          ) : null}
          {text !== null ? (
            <>
              {/* A wrapping box, not a one-line field: a lecturer's long link showed its first 26
                  characters and read as cut off (lecturer trial 11:45). */}
              <textarea readOnly aria-label={old ? `${fieldLabel} (stale: copy again)` : fieldLabel} data-testid={ids.field} data-stale={old ? 'yes' : 'no'} className={old ? 'copy-field stale' : 'copy-field'} value={text} onFocus={(e) => e.target.select()} cols={size} rows={2} spellCheck={false} />
              <span className={old ? 'copy-stale' : 'muted'} data-testid={ids.note}>
                {old ? `stale — ${staleWhy ? staleWhy(text, now!) : 'the scenario changed since'}; copy again` : note}
                {showLength && !old ? ` (${text.length} chars)` : ''}
              </span>
            </>
          ) : null}
          {notes}
          {overlay ? (
            <button type="button" className="small copy-close" data-testid={`${ids.field}-close`} aria-label={`Close the ${fieldLabel.toLowerCase()}`} onClick={close}>
              Close
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
