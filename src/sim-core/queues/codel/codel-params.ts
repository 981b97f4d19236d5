import type { BooleanParam, NumberParam } from '../params';

/** A time parameter shown in milliseconds. */
export function msParam(key: string, label: string, glossary: string, help: string, dflt: number, min: number, max: number, testId: string): NumberParam {
  return { kind: 'number', key, label, glossary, help, editor: 'number', testId, unit: 's', default: dflt, min, max, display: { scale: 1e3, unit: 'ms' } };
}

/** CoDel's own settings, shared by FQ-CoDel's flow queues (RFC 8289 defaults; MinBytes as ns-3). */
export const CODEL_TARGET = msParam('target', 'Target', 'codel-target', 'acceptable standing queue delay (s); RFC 8289: 5 ms', 0.005, 0.0001, 10, 'codel-target');
export const CODEL_INTERVAL = msParam('interval', 'Interval', 'codel-interval', 'how long the delay must stay above target before dropping, and the base spacing of drops (s); RFC 8289: 100 ms', 0.1, 0.001, 100, 'codel-interval');
export const CODEL_MIN_BYTES: NumberParam = {
  kind: 'number',
  key: 'minBytes',
  label: 'MinBytes',
  glossary: 'codel-min-bytes',
  help: 'no drop while fewer bytes than this stay queued behind the head (ns-3 MinBytes; Linux: one MTU)',
  editor: 'number',
  testId: 'codel-minbytes',
  unit: 'bytes',
  default: 1500,
  min: 0,
  max: 1e6,
  integer: true,
  display: { scale: 1, unit: 'bytes' },
};

export function ecnParam(dflt: boolean, help: string): BooleanParam {
  return { kind: 'boolean', key: 'ecn', label: 'ECN', glossary: 'ecn', help, editor: 'check', testId: 'aqm-ecn', default: dflt };
}

/** Target must be below interval (checked by the schema, with the field). */
export function targetBelowInterval(q: { target: number; interval: number }, ctx: { addIssue(i: { code: 'custom'; path: string[]; message: string }): void }): void {
  if (q.target >= q.interval) ctx.addIssue({ code: 'custom', path: ['target'], message: `target (${q.target} s) must be below interval (${q.interval} s)` });
}
