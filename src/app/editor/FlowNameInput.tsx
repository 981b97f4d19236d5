import { useEffect, useState } from 'react';

/** The schema's limit on a flow's name (scenario/schema.ts, FlowCommon.name). */
const MAX_NAME = 60;

/**
 * A flow's name, the word every plot, legend and table shows beside its number ("5 (voice)").
 * A bufferbloat student turned the voice call into a 1.5 Mbit/s "video" call and it still read
 * "voice" everywhere (trial 05:10, confusion 1). Committed on Enter or blur, not per keystroke
 * (each commit runs the scenario again). An emptied box puts the name back rather than removing it:
 * a link carries a changed name as an override of the preset's, and has no way to say "no name".
 */
export function FlowNameInput({ index, name, onCommit }: { index: number; name: string | undefined; onCommit(name: string): void }) {
  const [text, setText] = useState(name ?? '');
  useEffect(() => setText(name ?? ''), [name]);
  const commit = () => {
    const t = text.trim();
    if (t === '') setText(name ?? '');
    else if (t !== name) onCommit(t);
  };
  return (
    <input
      type="text"
      className="flow-name"
      aria-label={`Flow ${index + 1} name`}
      data-testid={`flow-name-${index}`}
      placeholder="name"
      maxLength={MAX_NAME}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
