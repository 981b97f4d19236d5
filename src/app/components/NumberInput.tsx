import { useEffect, useRef, useState } from 'react';

export interface NumberInputProps {
  value: number;
  onCommit(v: number): void;
  label: string;
  /** The unit shown beside the box ("kbit/s", "ms one way", "packets"): its first word joins the accessible name (nameWithUnit). */
  unit?: string;
  step?: number;
  min?: number;
  max?: number;
  /** Multiply the stored value by this for display (e.g. 1000 for s → ms). */
  scale?: number;
  testId?: string;
  /** For a visible <label htmlFor> beside the box. */
  id?: string;
  width?: string;
  disabled?: boolean;
}

/** Significant digits a field shows of a fraction (its whole part is always shown in full). */
const SHOWN_DIGITS = 4;

/**
 * A stored value as its field shows it: the whole part in full and the fraction to 4 significant
 * digits in all ("20.83" for RED's derived min_th 20.833333, which a lecturer's field cut off),
 * so it fits its box; the exact value is the field's title and is kept unless the user edits it.
 */
export function fieldText(v: number): string {
  if (!Number.isFinite(v)) return '';
  const whole = Math.abs(v) >= 1 ? Math.floor(Math.log10(Math.abs(v))) + 1 : 0;
  const rounded = whole > 0 ? Number(v.toFixed(Math.max(0, SHOWN_DIGITS - whole))) : Number(v.toPrecision(SHOWN_DIGITS));
  return String(rounded);
}

/**
 * A field's accessible name with the unit shown beside it ("Buffer limit (packets)"), unless the
 * name says it already ("Bottleneck rate (kbit/s)"). The unit is the shown unit's first word ("ms"
 * of "ms one way"). A screen reader heard "Buffer limit" with no unit, and the visible "Rate" and
 * "Delay" beside their boxes as loose text (lecturer-2235, confusion 9).
 */
export function nameWithUnit(label: string, unit: string | undefined): string {
  const u = unit?.trim().split(/\s+/)[0] ?? '';
  if (u === '') return label;
  const said = new RegExp(`(^|[\\s(])${u.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[\\s),;])`);
  return said.test(label) ? label : `${label} (${u})`;
}

/** A typed number, committed on Enter or blur (not per keystroke), shown with its own text state. */
export function NumberInput({ value, onCommit, label, unit, step, min, max, scale = 1, testId, id, width, disabled }: NumberInputProps) {
  const exact = Number.isFinite(value) ? String(+(value * scale).toPrecision(10)) : '';
  const shown = Number.isFinite(value) ? fieldText(value * scale) : '';
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  // Typed in since the value was last shown: only then is the text committed (the shown text may
  // be rounded, and leaving the field must not store the rounding).
  const edited = useRef(false);
  useEffect(() => {
    setText(shown);
    setBad(false);
    edited.current = false;
  }, [shown]);
  const commit = () => {
    if (!edited.current) return;
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
      id={id}
      aria-label={nameWithUnit(label, unit)}
      aria-invalid={bad || undefined}
      className={bad ? 'num bad' : 'num'}
      data-testid={testId}
      value={text}
      step={step}
      min={min}
      max={max}
      disabled={disabled}
      style={width ? { width } : undefined}
      title={shown !== exact ? exact : undefined}
      onChange={(e) => {
        edited.current = true;
        setText(e.target.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
