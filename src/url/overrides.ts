/**
 * Human-readable scenario overrides: `flows.2.start=3` sets one leaf of a preset's scenario.
 * Paths are dot-separated object keys and array indices; values are typed by the preset's leaf.
 */

export type Leaf = number | string | boolean | null;

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every leaf of a JSON value, keyed by its dotted path (empty arrays/objects count as leaves "[]"/"{}"). */
export function flattenLeaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, []);
    value.forEach((v, i) => flattenLeaves(v, prefix === '' ? String(i) : `${prefix}.${i}`, out));
  } else if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined);
    if (keys.length === 0) out.set(prefix, {});
    for (const k of keys) flattenLeaves(value[k], prefix === '' ? k : `${prefix}.${k}`, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function compatible(base: unknown, v: unknown): boolean {
  if (typeof base === typeof v && typeof v !== 'object') return true;
  if (base === null || v === null) return (base === null || typeof base === 'number') && (v === null || typeof v === 'number');
  return false;
}

/**
 * The overrides that turn `base` into `value`, or null when the two differ in shape (a key or
 * array element added or removed, or a leaf changing type): those need the compact form.
 */
export function diffLeaves(base: unknown, value: unknown): [string, Leaf][] | null {
  const a = flattenLeaves(base);
  const b = flattenLeaves(value);
  if (a.size !== b.size) return null;
  const out: [string, Leaf][] = [];
  for (const [path, v] of b) {
    if (!a.has(path)) return null;
    const bv = a.get(path);
    if (typeof v === 'object' && v !== null) {
      // An empty array or object: the same shape only if the preset has the same empty container.
      if (typeof bv !== 'object' || bv === null || Array.isArray(bv) !== Array.isArray(v)) return null;
      continue;
    }
    if (!compatible(bv, v)) return null;
    if (!Object.is(bv, v)) out.push([path, v as Leaf]);
  }
  return out;
}

export function formatLeaf(v: Leaf): string {
  return v === null ? 'null' : String(v);
}

/** Parse a text value with the type of the preset's leaf it replaces. */
export function parseLeaf(text: string, base: unknown): { ok: true; value: Leaf } | { ok: false; error: string } {
  if (typeof base === 'boolean') {
    if (text === 'true' || text === 'false') return { ok: true, value: text === 'true' };
    return { ok: false, error: `expected true or false, got "${text}"` };
  }
  if (typeof base === 'number' || base === null) {
    if (text === 'null') return { ok: true, value: null };
    const t = text.trim();
    const n = t === '' ? Number.NaN : Number(t);
    if (!Number.isFinite(n)) return { ok: false, error: `expected a number, got "${text}"` };
    return { ok: true, value: n };
  }
  if (typeof base === 'string') return { ok: true, value: text };
  return { ok: false, error: 'this setting cannot be changed in the readable link form' };
}

/** Set one leaf in place; the path must already lead to a leaf of `target`. */
export function applyOverride(target: unknown, path: string, text: string): string | null {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || FORBIDDEN.has(p))) return `"${path}" is not a setting`;
  let node: unknown = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i];
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(p) || Number(p) >= node.length) return `"${path}" is not a setting of this preset`;
      node = node[Number(p)];
    } else if (isPlainObject(node)) {
      if (!Object.hasOwn(node, p)) return `"${path}" is not a setting of this preset`;
      node = node[p];
    } else return `"${path}" is not a setting of this preset`;
  }
  const last = parts[parts.length - 1];
  let base: unknown;
  if (Array.isArray(node)) {
    if (!/^(0|[1-9][0-9]*)$/.test(last) || Number(last) >= node.length) return `"${path}" is not a setting of this preset`;
    base = node[Number(last)];
  } else if (isPlainObject(node)) {
    if (!Object.hasOwn(node, last)) return `"${path}" is not a setting of this preset`;
    base = node[last];
  } else return `"${path}" is not a setting of this preset`;
  if (typeof base === 'object' && base !== null) return `"${path}" is a group of settings, not one value`;
  const parsed = parseLeaf(text, base);
  if (!parsed.ok) return `${path}: ${parsed.error}`;
  if (Array.isArray(node)) node[Number(last)] = parsed.value;
  else (node as Record<string, unknown>)[last] = parsed.value;
  return null;
}
