import { metricById } from '../sim-core/metric-catalogue/registry';
import { BARE_DROPS, sentences } from './count-scope';
import { METRICS } from './metrics';
import { RUN_FIGURE } from './run-figures';

/**
 * A count a lesson quotes says over which time it was counted, in the catalogue's words: the
 * link's drop counts are the measurement window's ("drops in the window"), a flow's counts and
 * the queue plot's legend the whole run's. A trial read the legend's "target exceeded drops 116"
 * (whole run) against the text's "plain CoDel 84" (the window) as a contradiction (bloat trial
 * 05:10, confusion 5). Each sentence with a marked count must name that count's window; one with
 * a drop count written as a bare number must name a window.
 */

/** How a sentence names each window the catalogue uses for counts. */
const WINDOW_WORDS: Record<string, RegExp> = {
  'the measurement window': /\bmeasurement window\b|\bin the window\b/i,
  'the whole run': /\bwhole run\b/i,
};

const NAMES_A_WINDOW = new RegExp(Object.values(WINDOW_WORDS).map((r) => r.source).join('|'), 'i');

/** Each count in `text` that does not say which window it covers, in words; empty when all do. */
export function countWindowProblems(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(RUN_FIGURE)) {
      const d = METRICS[m[2]];
      if (!d) continue;
      const metric = metricById(d.id);
      if (metric.kind !== 'count') continue;
      const words = WINDOW_WORDS[metric.window];
      if (words && !words.test(sentence)) out.push(`${m[0]}: a count over ${metric.window} in a sentence that does not say so: ${sentence}`);
    }
    const bare = sentence.replace(RUN_FIGURE, ' ');
    for (const m of bare.matchAll(BARE_DROPS)) {
      if (!NAMES_A_WINDOW.test(bare)) out.push(`"${m[0].trim()}": a drop count that does not say over which window ("in the window" or "the whole run"): ${sentence}`);
    }
  }
  return out;
}
