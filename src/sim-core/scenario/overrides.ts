/**
 * "path=value" edits on top of a scenario, e.g. `flows.2.start=3` or
 * `topology.bottleneckQueue.minTh=4000`. Shared by the CLI (--set) and the URL format.
 * Paths are dot-separated keys or array indices; the result still goes through validation.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 8;

export class OverrideError extends Error {}

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
  const keys = path.split('.');
  if (keys.length === 0 || keys.length > MAX_DEPTH || keys.some((k) => k === '' || FORBIDDEN.has(k))) {
    throw new OverrideError(`"${path}" is not a valid setting path`);
  }
  const root = structuredClone(base) as Record<string, unknown>;
  let node: unknown = root;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const last = i === keys.length - 1;
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(k)) throw new OverrideError(`"${path}": "${k}" must be an index`);
      const idx = Number(k);
      if (idx > node.length) throw new OverrideError(`"${path}": index ${idx} is past the end (${node.length} items)`);
      if (last) node[idx] = value;
      else {
        if (node[idx] === undefined || node[idx] === null || typeof node[idx] !== 'object') node[idx] = {};
        node = node[idx];
      }
    } else if (node !== null && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (last) obj[k] = value;
      else {
        if (obj[k] === undefined || obj[k] === null || typeof obj[k] !== 'object') obj[k] = {};
        node = obj[k];
      }
    } else {
      throw new OverrideError(`"${path}": cannot set a field inside a ${typeof node}`);
    }
  }
  return root;
}

export function applyOverrides(base: unknown, edits: [string, unknown][]): unknown {
  let s = base;
  for (const [p, v] of edits) s = applyOverride(s, p, v);
  return s;
}
