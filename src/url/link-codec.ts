import type { Scenario } from '../sim-core/scenario/schema';
import { validateScenario, withFieldLabel } from '../sim-core/scenario/validate';
import { presetScenarioShared } from '../scenario-edit/catalog';
import { decodeCompact, encodeCompact } from '../compact/compact';
import { diffLeaves, formatLeaf, setLeafFromText } from '../sim-core/scenario/overrides';
import { decodeLessonLink, encodeLessonLink, type LessonPlace } from '../lessons/lesson-link';
import { PRESET_DIGEST_FORM, presetDigest } from './preset-digest';

/**
 * Shareable scenario links, carried in the URL fragment:
 *   readable: `v=1&preset=seed000-droptail&ph=…&flows.2.start=3`   (a preset plus leaf overrides;
 *             `ph` the digest of what the preset ran when the link was made: preset-digest.ts)
 *   compact:  `v=1&s=<base64url(deflate(JSON))>`              (any scenario)
 *             `v=1&from=seed000-droptail&s=…`                 (one edited from a preset)
 * `v` is the link format version (the key=value form), not the scenario's. Everything decoded is
 * validated by the core's validateScenario, which migrates older scenario versions (a compact
 * link's payload carries its own `version`; scenario/migrate.ts). Links written before scenario
 * version 2 still read: their `flows.N.variant=…` sets the flow's cc and recovery by the pairing
 * rule the editor and the CLI use (scenario/overrides.ts).
 */
export const LINK_VERSION = 1;
/** Links longer than this are refused unread. */
export const MAX_LINK_CHARS = 16_000;
/** Above this, a readable link is replaced by the compact form. */
export const MAX_READABLE_CHARS = 1200;

const RESERVED = new Set(['v', 'preset', 'ph', 's', 'from']);

export type LinkDecode =
  | { kind: 'empty' }
  | {
      kind: 'ok';
      scenario: Scenario;
      preset: string | null;
      lesson?: LessonPlace;
      /** A readable link whose preset this app builds otherwise than the app that made the link did (its `ph`): its numbers can differ. */
      presetChanged?: true;
    }
  | { kind: 'error'; error: string };

/** The fragment (without '#') for a scenario, relative to the preset it came from if any. */
export function encodeLink(scenario: Scenario, preset: string | null, lesson: LessonPlace | null = null): string {
  if (lesson !== null) return encodeLessonLink(scenario, lesson, LINK_VERSION);
  if (preset !== null) {
    const base = presetScenarioShared(preset);
    const diff = base ? diffLeaves(base, scenario) : null;
    if (diff !== null) {
      const parts = [`v=${LINK_VERSION}`, `preset=${encodeURIComponent(preset)}`, `ph=${presetDigest(preset)}`];
      for (const [path, v] of diff) parts.push(`${path}=${encodeURIComponent(formatLeaf(v))}`);
      const readable = parts.join('&');
      if (readable.length <= MAX_READABLE_CHARS) return readable;
    }
  }
  // Too many edits for the readable form (or a change it cannot spell, such as another queue
  // discipline): the whole scenario, with the preset it was edited from, so the page it opens
  // says "Edited from: …" as the sender's did, instead of the preset's own (stale) words.
  const from = preset !== null && presetScenarioShared(preset) !== null ? `&from=${encodeURIComponent(preset)}` : '';
  return `v=${LINK_VERSION}${from}&s=${encodeCompact(scenario)}`;
}

function fail(error: string): LinkDecode {
  return { kind: 'error', error };
}

/** Decode a fragment (with or without '#'). Never throws; every refusal carries a message. */
export function decodeLink(fragment: string): LinkDecode {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.trim() === '') return { kind: 'empty' };
  if (text.length > MAX_LINK_CHARS) return fail(`the link is too long (${text.length} characters; at most ${MAX_LINK_CHARS})`);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return fail('the link is not in key=value form');
  }
  const seen = new Set<string>();
  for (const k of params.keys()) {
    if (seen.has(k)) return fail(`the link sets "${k}" twice`);
    seen.add(k);
  }
  const v = params.get('v');
  if (v === null) return fail('the link has no format version (v=…); it may be truncated or not a Congestion Lab link');
  if (v !== String(LINK_VERSION)) {
    return fail(`the link uses format version "${v}", but this app reads version ${LINK_VERSION}`);
  }
  if (params.has('lesson') || params.has('lessonData')) return decodeLessonLink(params);
  const preset = params.get('preset');
  const compact = params.get('s');
  const from = params.get('from');
  if (preset !== null && compact !== null) return fail('the link has both a preset and an encoded scenario');
  if (from !== null && compact === null) return fail('"from" goes with an encoded scenario (s=…)');
  if (from !== null && presetScenarioShared(from) === null) return fail(`there is no preset called "${from.slice(0, 80)}"`);
  const digest = params.get('ph');
  if (digest !== null && (preset === null || !PRESET_DIGEST_FORM.test(digest))) return fail('"ph" is a preset\'s digest: 8 hexadecimal digits, after preset=…');

  let candidate: unknown;
  if (compact !== null) {
    if (seen.size > (from !== null ? 3 : 2)) return fail('an encoded-scenario link takes no other settings');
    const d = decodeCompact(compact);
    if (!d.ok) return fail(d.error);
    candidate = d.value;
  } else if (preset !== null) {
    const base = presetScenarioShared(preset);
    if (base === null) return fail(`there is no preset called "${preset.slice(0, 80)}"`);
    const draft: unknown = structuredClone(base);
    for (const [k, val] of params) {
      if (RESERVED.has(k)) continue;
      const err = setLeafFromText(draft, k, val);
      if (err !== null) return fail(err.slice(0, 300));
    }
    candidate = draft;
  } else {
    return fail('the link names neither a preset (preset=…) nor an encoded scenario (s=…)');
  }
  const r = validateScenario(candidate);
  if (!r.ok) return fail(`the scenario in the link is invalid: ${r.errors.slice(0, 5).map((e) => withFieldLabel(e, candidate)).join('; ')}`);
  // The scenario is the one the edits make of the preset as this app builds it: say when the
  // preset is not what the link's maker ran (a link without `ph` predates it and is not judged).
  const changed = preset !== null && digest !== null && digest !== presetDigest(preset);
  return { kind: 'ok', scenario: r.scenario, preset: compact !== null ? from : preset, ...(changed ? { presetChanged: true as const } : {}) };
}
