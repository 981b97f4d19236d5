/**
 * `next`, with every part that is deep-equal to the same part of `prev` replaced by prev's own
 * object (structural sharing, as immer and TanStack Query's replaceEqualDeep do). The scenario
 * store validates each edit into a fresh object; sharing what did not change keeps the identity
 * of, say, the flows when a queue threshold moves, so the views that select them do not
 * re-render on every step of a slider drag. Plain objects and arrays only (scenarios are JSON).
 */
export function shareUnchanged<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (!isPlain(prev) || !isPlain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const p = prev as unknown[];
    let same = p.length === next.length;
    const out = next.map((v, i) => {
      const s = shareUnchanged(p[i], v);
      if (s !== p[i]) same = false;
      return s;
    });
    return (same ? prev : out) as T;
  }
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  let same = keys.length === Object.keys(p).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const s = shareUnchanged(p[k], n[k]);
    out[k] = s;
    if (s !== p[k] || !(k in p)) same = false;
  }
  return (same ? prev : out) as T;
}

function isPlain(v: unknown): v is object {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return Array.isArray(v) || proto === Object.prototype || proto === null;
}
