import { nameWithUnit, NumberInput } from './NumberInput';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit?: string;
  onChange(v: number): void;
  testId: string;
  invalid?: boolean;
}

/** A slider (continuous, every move re-simulates) with a typed-in value beside it. */
export function SliderField({ label, value, min, max, step, unit, onChange, testId, invalid }: SliderFieldProps) {
  return (
    <div className={invalid ? 'field slider invalid' : 'field slider'}>
      <label htmlFor={`${testId}-range`}>{label}</label>
      <input
        id={`${testId}-range`}
        type="range"
        data-testid={`${testId}-range`}
        // The unit in the name, as the box beside it has (lecturer-2235, confusion 9).
        aria-label={unit ? nameWithUnit(label, unit) : undefined}
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <NumberInput label={`${label} value`} unit={unit} value={value} onCommit={onChange} step={step} min={min} testId={`${testId}-value`} width="6.5em" />
      {unit ? <span className="unit">{unit}</span> : null}
    </div>
  );
}
