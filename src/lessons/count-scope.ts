import { metricById } from '../sim-core/metric-catalogue/registry';
import { METRICS } from './metrics';
import { RUN_FIGURE } from './run-figures';

/**
 * A count a lesson quotes says whose it is: one flow's ("bulk 1's drops", "flow 5's") or all
 * flows' ("the overflow drops of all flows"). A trial read the check's "flow 1: packets dropped
 * by a queue (whole run) 232" beside the queue legend's "overflow drops 527" as a mismatch
 * (bloat trial 20:20, s7–10): the one was bulk 1's, the other every flow's, and nothing said so.
 *
 * The lint reads each sentence of a text. A marked count (`{run flow.queueDrops#1: 232}`,
 * `{contrast link.drops.targetExceeded: 84}`: a metric of the catalogue's kind "count") must
 * stand in a sentence that names its scope: a flow's figure its flow ("flow 1", or the flow's
 * name, "bulk 1"), a link's figure all flows ("all flows", "all five flows", "every flow"). A
 * drop count written as a bare number ("527 overflow drops") must name one of the two.
 */

const ALL_FLOWS = /\ball (?:[a-z]+ )?flows\b|\bevery flow\b/i;

/** A number written next to a drop word: "527 overflow drops", "dropped only 4", "drops 527". */
export const BARE_DROPS = /(?<![\d.])(\d[\d\u2009\u202f,]*)\s+(?:(?!the\b|a\b)[a-z-]+\s+){0,2}drops\b|\bdrop(?:s|ped)\s+(?:only\s+)?(\d+)(?![.\d])/gi;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentences of a text, with its figure marks kept whole (a mark's "97.0 %" holds a dot). */
export function sentences(text: string): string[] {
  const marks: string[] = [];
  const held = text.replace(RUN_FIGURE, (m) => `\u0000${marks.push(m) - 1}\u0000`);
  return held
    .split(/(?<=[.!?:;])\s+(?=[A-Z"(\u0000])|\n\s*\n/)
    .map((s) => s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => marks[Number(i)]))
    .filter((s) => s.trim() !== '');
}

function namesFlow(sentence: string, flow: number, flowNames: readonly string[]): boolean {
  const names = [`flow ${flow}`, flowNames[flow - 1]].filter((n): n is string => !!n);
  return names.some((n) => new RegExp(`\\b${escape(n)}\\b`, 'i').test(sentence));
}

/** Each count in `text` that does not say whose it is, in words; empty when all do. */
export function countScopeProblems(text: string, flowNames: readonly string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(RUN_FIGURE)) {
      const d = METRICS[m[2]];
      if (!d || metricById(d.id).kind !== 'count') continue;
      if (m[3] !== undefined) {
        const flow = Number(m[3]);
        if (!namesFlow(sentence, flow, flowNames)) out.push(`${m[0]}: a count of flow ${flow} in a sentence that does not name it ("flow ${flow}" or "${flowNames[flow - 1] ?? '?'}"): ${sentence}`);
      } else if (!ALL_FLOWS.test(sentence)) out.push(`${m[0]}: a count of every flow in a sentence that does not say "all flows": ${sentence}`);
    }
    const bare = sentence.replace(RUN_FIGURE, ' ');
    for (const m of bare.matchAll(BARE_DROPS)) {
      const flows = flowNames.map((_, i) => i + 1).filter((f) => namesFlow(bare, f, flowNames));
      if (flows.length === 0 && !ALL_FLOWS.test(bare)) out.push(`"${m[0].trim()}": a drop count that does not say whose (a flow's, or all flows'): ${sentence}`);
    }
  }
  return out;
}
