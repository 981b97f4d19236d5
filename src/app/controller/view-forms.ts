import type { z } from 'zod';
import { decodeCompact, encodeCompact } from '../../compact/compact';

/**
 * How a view setting is written in a link: its text ↔ a value. The text form only splits and
 * converts; whether the value is allowed is the field's zod schema's business (view-fields.ts).
 */
export interface TextForm<T> {
  /** Text → a value for the schema to check, or a refusal in words. */
  parse(text: string): { ok: true; value: unknown } | { ok: false; error: string };
  format(value: T): string;
  /**
   * A structured value (JSON): its schema's messages name a path inside it, so a refusal is
   * introduced by what the setting is. Plain values' schemas say it all themselves.
   */
  structured?: boolean;
}

const ok = (value: unknown) => ({ ok: true as const, value });

/** The text itself (an enumerated word: the schema lists the allowed ones). */
export const wordForm: TextForm<string> = { parse: ok, format: (v) => v };

/** 1 or 0. */
export const flagForm: TextForm<boolean> = {
  parse: (t) => (t === '1' ? ok(true) : t === '0' ? ok(false) : { ok: false, error: `must be 1 or 0, not "${t.slice(0, 20)}"` }),
  format: (v) => (v ? '1' : '0'),
};

/** One number ("2", "-1", "0.25"); anything else becomes NaN, which every number schema refuses. */
export const numberForm: TextForm<number> = {
  parse: (t) => ok(t.trim() === '' ? Number.NaN : Number(t)),
  format: (v) => String(+v.toFixed(6)),
};

/** Numbers separated by commas, written with at most `digits` decimals ("2,8.5"). */
export function numberListForm<T extends readonly number[]>(digits = 6): TextForm<T> {
  return {
    parse: (t) => ok(t === '' ? [] : t.split(',').map((x) => (x.trim() === '' ? Number.NaN : Number(x)))),
    format: (v) => v.map((x) => +x.toFixed(digits)).join(','),
  };
}

/** Words separated by commas ("queue,seq"). */
export function wordListForm<T extends readonly string[]>(): TextForm<T> {
  return { parse: (t) => ok(t === '' ? [] : t.split(',')), format: (v) => v.join(',') };
}

/** Any JSON value, deflated and base64url-encoded (as a compact scenario link is). */
export function compactJsonForm<T>(what: string): TextForm<T> {
  return {
    parse: (t) => {
      const d = decodeCompact(t, `the encoded ${what}`);
      return d.ok ? ok(d.value) : { ok: false, error: d.error };
    },
    format: (v) => encodeCompact(v),
    structured: true,
  };
}

function pathText(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? String(p) : `.${String(p)}`;
  return s;
}

/** A zod refusal in words: each issue's message, after the path inside a structured value. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length > 0 ? `${pathText(i.path)}: ${i.message}` : i.message))
    .join('; ');
}
