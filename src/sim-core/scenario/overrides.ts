/**
 * The one path engine for scenario edits. A path is dot-separated keys and array indices
 * (`flows.2.start`, `topology.bottleneckQueue.minTh`); every edit still goes through validation.
 * Two ways to set a value, on the same walker:
 *   - `applyOverride` (CLI --set, sweeps): any JSON value, creating missing objects on the way;
 *   - `setLeafFromText` (readable links): an existing leaf only, the text typed by its old value.
 * Both apply the pairing rule: naming a flow's `variant` sets its cc and recovery (tcp/registry.ts).
 */
import { pairing } from '../tcp/registry';

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 8;
const INDEX = /^(0|[1-9][0-9]*)$/;

export type Leaf = number | string | boolean | null;

export class OverrideError extends Error {}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Split and check a path; null when it cannot name a setting. */
function pathKeys(path: string): string[] | null {
  const keys = path.split('.');
  if (keys.length === 0 || keys.length > MAX_DEPTH || keys.some((k) => k === '' || FORBIDDEN.has(k))) return null;
  return keys;
}

/**
 * Walk to the container holding the path's last key. With `create`, missing (or non-object)
 * intermediate values become objects; without, a missing step is an error message.
 */
function walk(root: unknown, keys: string[], create: boolean): { parent: Record<string, unknown> | unknown[]; key: string } | string {
  let node: unknown = root;
  for (let i = 0; i < keys.length - 1; i++) {
    const k = keys[i];
    if (Array.isArray(node)) {
      if (!INDEX.test(k)) return `"${k}" must be an index`;
      const idx = Number(k);
      if (idx >= node.length && !(create && idx === node.length)) return `index ${idx} is past the end (${node.length} items)`;
      if (create && (node[idx] === undefined || node[idx] === null || typeof node[idx] !== 'object')) node[idx] = {};
      node = node[idx];
    } else if (isPlainObject(node)) {
      if (!Object.hasOwn(node, k)) {
        if (!create) return `no "${k}"`;
        node[k] = {};
      } else if (create && (node[k] === null || typeof node[k] !== 'object')) node[k] = {};
      node = node[k];
    } else return `cannot set a field inside a ${node === null ? 'null' : typeof node}`;
  }
  if (!Array.isArray(node) && !isPlainObject(node)) return `cannot set a field inside a ${node === null ? 'null' : typeof node}`;
  return { parent: node, key: keys[keys.length - 1] };
}

/** The value at a path, or undefined when the path does not exist. */
export function valueAt(obj: unknown, path: string): unknown {
  const keys = pathKeys(path);
  if (keys === null) return undefined;
  const w = walk(obj, keys, false);
  if (typeof w === 'string') return undefined;
  return Array.isArray(w.parent) ? (INDEX.test(w.key) ? w.parent[Number(w.key)] : undefined) : Object.hasOwn(w.parent, w.key) ? w.parent[w.key] : undefined;
}

/** Whether the path leads to a number (a setting a sweep can vary). */
export function hasNumberAt(obj: unknown, path: string): boolean {
  return typeof valueAt(obj, path) === 'number';
}

/** After `flows.N.variant` was set to a pairing's name, the flow's cc and recovery follow it. */
function followPairing(root: unknown, keys: string[]): void {
  if (keys.length !== 3 || keys[0] !== 'flows' || keys[2] !== 'variant') return;
  const flow = valueAt(root, `flows.${keys[1]}`);
  if (!isPlainObject(flow) || typeof flow.variant !== 'string') return;
  const p = pairing(flow.variant);
  if (!p) return;
  flow.cc = p.cc;
  flow.recovery = p.recovery;
}

/** Parse a value the way a user types it: JSON if it parses (numbers, true, null, objects), else a string. */
export function parseOverrideValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Return a deep copy of `base` with `value` set at `path`. Throws OverrideError on a bad path. */
export function applyOverride(base: unknown, path: string, value: unknown): unknown {
  const keys = pathKeys(path);
  if (keys === null) throw new OverrideError(`"${path}" is not a valid setting path`);
  const root = structuredClone(base);
  const w = walk(root, keys, true);
  if (typeof w === 'string') throw new OverrideError(`"${path}": ${w}`);
  if (Array.isArray(w.parent)) {
    if (!INDEX.test(w.key)) throw new OverrideError(`"${path}": "${w.key}" must be an index`);
    const idx = Number(w.key);
    if (idx > w.parent.length) throw new OverrideError(`"${path}": index ${idx} is past the end (${w.parent.length} items)`);
    w.parent[idx] = value;
  } else w.parent[w.key] = value;
  followPairing(root, keys);
  return root;
}

export function applyOverrides(base: unknown, edits: [string, unknown][]): unknown {
  let s = base;
  for (const [p, v] of edits) s = applyOverride(s, p, v);
  return s;
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

/** Set one existing leaf in place from its text (readable links); returns an error message or null. */
export function setLeafFromText(target: unknown, path: string, text: string): string | null {
  const keys = pathKeys(path);
  if (keys === null) return `"${path}" is not a setting`;
  const w = walk(target, keys, false);
  if (typeof w === 'string') return `"${path}" is not a setting of this preset`;
  const { parent, key } = w;
  let base: unknown;
  if (Array.isArray(parent)) {
    if (!INDEX.test(key) || Number(key) >= parent.length) return `"${path}" is not a setting of this preset`;
    base = parent[Number(key)];
  } else {
    if (!Object.hasOwn(parent, key)) return `"${path}" is not a setting of this preset`;
    base = parent[key];
  }
  if (typeof base === 'object' && base !== null) return `"${path}" is a group of settings, not one value`;
  const parsed = parseLeaf(text, base);
  if (!parsed.ok) return `${path}: ${parsed.error}`;
  if (Array.isArray(parent)) parent[Number(key)] = parsed.value;
  else parent[key] = parsed.value;
  followPairing(target, keys);
  return null;
}
