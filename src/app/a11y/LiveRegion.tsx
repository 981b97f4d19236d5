import { useEffect, useState } from 'react';
import { useAnnouncer } from '../state/announcer';

/**
 * The live region itself: present from the first paint (a region inserted with its text is often
 * not read), visually hidden, `aria-atomic` so the whole message is read. A new message empties
 * the region for a moment first, so a repeated message is read again.
 */
export function LiveRegion() {
  const text = useAnnouncer((s) => s.text);
  const serial = useAnnouncer((s) => s.serial);
  const [shown, setShown] = useState('');
  useEffect(() => {
    setShown('');
    const t = window.setTimeout(() => setShown(text), 60);
    return () => window.clearTimeout(t);
  }, [text, serial]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {shown}
    </div>
  );
}
