import { headlineRefs } from '../headlines/headlines';
import type { Check, Predicate } from './check';
import { stepTexts } from './fill-texts';
import { METRICS } from './metrics';
import type { Lesson, Step } from './schema';
import { buildScenario } from './step-scenario';

/**
 * A text that says an earlier step "showed" a figure must name a figure that step shows: its
 * headlines (At a glance) or its check's figures. The FQ-CoDel question pointed back to "the 95th
 * percentile … which step 2 showed", and step 2 showed it only folded away (bloat-1130 step 15).
 * The figure is named by its catalogue short name (as At a glance heads it, e.g. "one-way delay
 * p95"), so the lint reads the same words the student reads.
 */

/** "step 2 showed", "step 2's At a glance showed", "shown in step 2": the step number. */
const MENTION = /\bstep (\d+)(?:'s [A-Za-z ]{1,30}?)? (?:showed|shows|has shown)\b|\bshown (?:in|by|on) step (\d+)\b/gi;

/** The sentence around a position (to the nearest full stop, question mark or paragraph break). */
function sentenceAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('\n')) + 1;
  const rest = text.slice(at);
  const ends = [rest.search(/[.?](\s|$)/), rest.indexOf('\n')].filter((i) => i >= 0);
  return text.slice(start, at + (ends.length ? Math.min(...ends) : rest.length));
}

/** Catalogue metrics named in a sentence by their short names, the longest name winning where two overlap. */
function metricsNamed(sentence: string): string[] {
  const lower = sentence.toLowerCase();
  const byShort = new Map<string, string>();
  for (const m of Object.values(METRICS)) byShort.set(m.short, m.id);
  const taken: [number, number][] = [];
  const found: string[] = [];
  for (const short of [...byShort.keys()].sort((a, b) => b.length - a.length)) {
    for (let i = lower.indexOf(short); i >= 0; i = lower.indexOf(short, i + 1)) {
      if (taken.some(([s, e]) => i < e && i + short.length > s)) continue;
      taken.push([i, i + short.length]);
      found.push(byShort.get(short)!);
    }
  }
  return found;
}

function predicateMetrics(p: Predicate): string[] {
  const all = 'all' in p ? p.all : [p];
  return all.flatMap((c) => ('of' in c ? [c.compare.metric, c.of.metric] : [c.compare.metric]));
}

function checkMetrics(c: Check): string[] {
  if ('run' in c) return [...predicateMetrics(c.run), ...(c.show ?? []).map((m) => m.metric)];
  if ('each' in c) return predicateMetrics(c.each);
  return [c.of.metric];
}

/** The catalogue ids of every figure a step shows: At a glance and its check's figures. */
export function figuresShownBy(step: Step): Set<string> {
  const built = buildScenario(step.scenario.preset, step.scenario.set);
  const heads = built.ok ? headlineRefs(built.scenario, step.scenario.preset ?? null, step.headlines) : (step.headlines ?? []);
  const ids = [...heads.map((h) => h.metric), ...(step.check ? checkMetrics(step.check.test) : [])];
  return new Set(ids.map((id) => METRICS[id]?.id ?? id));
}

/** Every "step N showed …" whose figure step N does not show, or that names no figure ("steps.3.prediction.question: …"). */
export function shownMentionProblems(lesson: Lesson): string[] {
  const problems: string[] = [];
  lesson.steps.forEach((step, i) => {
    for (const [where, text] of stepTexts(step)) {
      for (const m of text.matchAll(MENTION)) {
        const n = Number(m[1] ?? m[2]);
        const at = `steps.${i + 1}.${where}`;
        const target = lesson.steps[n - 1];
        if (!target) { problems.push(`${at}: "${m[0]}" names no step of this lesson`); continue; }
        const named = metricsNamed(sentenceAt(text, m.index));
        if (named.length === 0) { problems.push(`${at}: "${m[0]}" names no figure by its short name`); continue; }
        const shown = figuresShownBy(target);
        for (const id of named) if (!shown.has(id)) problems.push(`${at}: "${m[0]}" names ${METRICS[id].short}, which step ${n} does not show`);
      }
    }
  });
  return problems;
}
