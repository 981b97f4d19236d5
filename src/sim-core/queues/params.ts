import { z } from 'zod';

/**
 * One parameter of a registered algorithm, described once: the zod schema, the editor's control
 * (slider, number box, check box, list) and the CLI's help all come from this record, so a
 * default or a range is never written twice (PhET's one-constants-entry rule).
 */
interface ParamBase {
  key: string;
  /** Short label for the editor ("min_th", "target delay"). */
  label: string;
  /** One line for tooltips, the JSON schema and the CLI help. */
  help: string;
  /** Glossary term (src/glossary/terms.ts) that explains it: the editor's tooltip and "more…" link. */
  glossary: string;
  /**
   * How the editor shows it: 'slider' (slider + typed value), 'number', 'check', 'select', or
   * 'none' (set in JSON only: the link still carries it).
   */
  editor: 'slider' | 'number' | 'check' | 'select' | 'none';
  /** Editor test id (the e2e tests and users' scripts rely on these). */
  testId?: string;
  /**
   * A fine-tuning setting most scenarios leave alone (RED's w_q, burst/avpkt, mean packet size):
   * the editor folds it under "More … settings" unless it differs from its default (a phone trial
   * met w_q, wait and byte mode with nothing to say they could be ignored).
   */
  advanced?: boolean;
}

export interface NumberParam extends ParamBase {
  kind: 'number';
  /** Unit of the stored value ('s', 'bytes', 'packets'; 'queue' = the buffer's own unit). */
  unit?: string;
  /** Absent: the parameter may be left out (its meaning when absent is in `help`), unless `required`. */
  default?: number;
  /** No default and no meaning when absent: a scenario must give it (RED's thresholds). */
  required?: boolean;
  min: number;
  /** Whether `min` itself is refused (a strictly positive value). */
  minExclusive?: boolean;
  max: number;
  /** What the schema says of a value above `max` (default: "must be at most …"). */
  maxMessage?: string;
  integer?: boolean;
  /** Editor: shown as value × scale in displayUnit (seconds shown as ms: scale 1000). */
  display?: { scale: number; unit: string };
  /** Editor step in stored units (default: 1 in the queue's unit, else 0.001·range). */
  step?: number;
  /** Slider upper end: the buffer limit rather than `max`. */
  sliderMaxIsLimit?: boolean;
  /** Counted in the buffer's unit: a packets ↔ bytes switch converts it by the packet size. */
  inQueueUnit?: boolean;
  /** An optional value left out: the editor shows the first of `keys` that is set, else `value` (what the model then uses). */
  whenUnset?: { keys?: readonly string[]; value: number };
}

export interface BooleanParam extends ParamBase {
  kind: 'boolean';
  default: boolean;
}

export interface EnumParam extends ParamBase {
  kind: 'enum';
  values: readonly [string, ...string[]];
  /** Absent: optional, with its meaning when absent in `help`. */
  default?: string;
}

export type Param = NumberParam | BooleanParam | EnumParam;

/**
 * The value a number parameter has in `values`: as set, else its default, else (left out) the
 * first of its `whenUnset.keys` that is set, else the value the model then uses. What editors show.
 */
export function shownNumber(p: NumberParam, values: Record<string, unknown>): number {
  const fromKeys = p.whenUnset && (p.whenUnset.keys ?? []).map((k) => values[k]).find((v): v is number => typeof v === 'number');
  return (values[p.key] as number | undefined) ?? p.default ?? fromKeys ?? p.whenUnset?.value ?? Number.NaN;
}

function numberSchema(p: NumberParam): z.ZodType {
  let s = p.required ? z.number({ error: (iss) => (iss.input === undefined ? `is required (${p.label} has no default: give it in the buffer's unit)` : undefined) }) : z.number();
  if (p.integer) s = s.int();
  s = p.minExclusive ? s.gt(p.min) : s.min(p.min);
  return s.max(p.max, p.maxMessage ?? `must be at most ${p.max}${p.unit && p.unit !== 'queue' ? ` ${p.unit}` : ''}`);
}

/** The zod schema of one parameter, with its default (or optional when it has none). */
export function paramSchema(p: Param): z.ZodType {
  const base = p.kind === 'number' ? numberSchema(p) : p.kind === 'boolean' ? z.boolean() : p.values.length === 1 ? z.literal(p.values[0]) : z.enum(p.values);
  const d = p.default;
  if (p.kind === 'number' && p.required) return base.describe(p.help);
  return (d === undefined ? base.optional() : (base as z.ZodType<unknown>).default(d as never)).describe(p.help);
}

/** A zod object shape from a parameter list, keys in list order. */
export function paramsShape(params: readonly Param[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const p of params) shape[p.key] = paramSchema(p);
  return shape;
}

/** "key: help [range, default]" lines for the CLI help. */
/** A number as help text shows it: twelve significant digits, so a default computed as 0.1·0.015/0.01 reads 0.15, not 0.14999999999999997. */
export const helpNumber = (x: number): string => String(+x.toPrecision(12));

export function paramHelpLines(params: readonly Param[]): string[] {
  return params.map((p) => {
    const range =
      p.kind === 'number'
        ? `${p.minExclusive ? '(' : '['}${p.min}, ${p.max}]${p.unit ? ` ${p.unit}` : ''}`
        : p.kind === 'enum'
          ? p.values.join(' | ')
          : 'true | false';
    const dflt = p.kind === 'number' && p.required ? 'required' : p.default === undefined ? 'optional' : `default ${typeof p.default === 'number' ? helpNumber(p.default) : String(p.default)}`;
    return `${p.key}: ${p.help} (${range}; ${dflt})`;
  });
}
