import { useEffect, useState } from 'react';

export interface NumberInputProps {
  value: number;
  onCommit(v: number): void;
  label: string;
  step?: number;
  min?: number;
  max?: number;
  /** Multiply the stored value by this for display (e.g. 1000 for s → ms). */
  scale?: number;
  testId?: string;
  width?: string;
  disabled?: boolean;
}

/** A typed number, committed on Enter or blur (not per keystroke), shown with its own text state. */
export function NumberInput({ value, onCommit, label, step, min, max, scale = 1, testId, width, disabled }: NumberInputProps) {
  const shown = Number.isFinite(value) ? String(+(value * scale).toPrecision(10)) : '';
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setText(shown);
    setBad(false);
  }, [shown]);
  const commit = () => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(n)) {
      setBad(true);
      return;
    }
    setBad(false);
    if (n / scale !== value) onCommit(n / scale);
  };
  return (
    <input
      type="number"
      aria-label={label}
      aria-invalid={bad || undefined}
      className={bad ? 'num bad' : 'num'}
      data-testid={testId}
      value={text}
      step={step}
      min={min}
      max={max}
      disabled={disabled}
      style={width ? { width } : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
