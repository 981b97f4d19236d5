import { useState } from 'react';
import { currentShareLink } from '../controller/run-controller';

/** "Copy link": shows the link (so it can be copied by hand too) and tries the clipboard. */
export function ShareBox() {
  const [link, setLink] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const share = async () => {
    const l = currentShareLink();
    setLink(l);
    try {
      await navigator.clipboard.writeText(l);
      setNote('copied');
    } catch {
      setNote('select and copy');
    }
  };
  return (
    <div className="share">
      <button type="button" data-testid="share" onClick={() => void share()}>
        Copy link
      </button>
      {link !== null ? (
        <>
          <input readOnly aria-label="Share link" data-testid="share-link" value={link} onFocus={(e) => e.target.select()} size={28} />
          <span className="muted" data-testid="share-note">
            {note} ({link.length} chars)
          </span>
        </>
      ) : null}
    </div>
  );
}
