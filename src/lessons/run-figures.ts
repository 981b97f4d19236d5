import type { SimResult } from '../sim-core/scenario/result';
import { RUN_MARK } from './markup';
import { METRICS } from './metrics';

/**
 * A figure a lesson text states about the step's own run, marked so that the tests can hold it
 * to the run: `{run link.meanQueue: about 270 packets}`, `{run flow.retransmits#1: 1035}` (a
 * flow's figure names the flow after `#`, numbered from 1 as everywhere a person reads one);
 * `{contrast run.systemGoodput: the FIFO's 9.27 Mbit/s}` is a figure of the run the step's check
 * offers as its contrast (another configuration, but one the tests can run);
 * `{beside flow.oneWayDelayMean#5: 2755 ms}` one of the step's `besideRun`, a third set-up said
 * beside both (the 1000-packet FIFO on step 6's 2 Mbit/s link, bloat-1740 confusion 8).
 * The markup shows the words after the colon (markup.ts); `tests/lessons/run-figures.test.ts`
 * runs every step and compares each marked number with the metric catalogue's figure of that
 * run, read in the lesson unit of the metric (ms, %, kbit/s, packets) or the unit the words name
 * (s, Mbit/s). A phone trial read "the 1000-packet buffer is full … 1.2 ms each" beside a voice
 * delay of 358 ms: a figure said in words has to be the run's, not the author's guess.
 *
 * How the words bound the figure:
 * - "about", "around", "roughly", "nearly", "≈": within 10 % of the run's value;
 * - "over", "more than", "above": the run's value is larger; "under", "less than", "below": smaller;
 * - a bare number: the run's value rounds to it at the precision written ("358 ms", "99.9 %").
 */
export const RUN_FIGURE = new RegExp(RUN_MARK.source, 'g');

export interface RunFigure {
  /** The mark as written. */
  mark: string;
  /**
   * Which run: the step's own, its check's contrast (`{contrast …}`: "the FIFO's 9.27 Mbit/s" in
   * the CoDel step), or the step's `besideRun` (`{beside …}`).
   */
  of: 'run' | 'contrast' | 'beside';
  metric: string;
  /** Flow number from 1, for a flow's figure. */
  flow?: number;
  /** The words shown. */
  words: string;
}

export function runFigures(text: string): RunFigure[] {
  return [...text.matchAll(RUN_FIGURE)].map((m) => ({ mark: m[0], of: m[1] as RunFigure['of'], metric: m[2], flow: m[3] === undefined ? undefined : Number(m[3]), words: m[4] }));
}

/** The text with every mark replaced by its words (what the student reads). */
export function withRunFigureWords(text: string): string {
  return text.replace(RUN_FIGURE, (...m: string[]) => m[4]);
}

const NUMBER = /(\d{1,3}(?:[ \u2009\u202f,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(Mbit\/s|kbit\/s|ms|s\b|%|packets?)?/;
const APPROX = /\b(?:about|around|roughly|nearly)\b|≈/;
const ABOVE = /\b(?:over|more than|above)\s*$/;
const BELOW = /\b(?:under|less than|below)\s*$/;

/** Conversions from a metric's lesson unit to a unit the words may name instead. */
const CONVERT: Record<string, Record<string, number>> = { ms: { s: 1e-3 }, 'kbit/s': { 'Mbit/s': 1e-3 } };

/**
 * Why the words do not agree with the run, or null when they do. Throws on a mark the catalogue
 * cannot read (an unknown metric, a flow figure without a flow): a mistake in the lesson.
 */
export function runFigureProblem(f: RunFigure, r: SimResult): string | null {
  const d = METRICS[f.metric];
  if (!d) throw new Error(`${f.mark}: "${f.metric}" is not a lesson metric`);
  if ((d.scope === 'flow') !== (f.flow !== undefined)) throw new Error(`${f.mark}: ${d.scope === 'flow' ? 'a flow figure names its flow (#1 is the first)' : 'only a flow figure names a flow'}`);
  const m = NUMBER.exec(f.words);
  if (!m) throw new Error(`${f.mark}: the words state no number`);
  const stated = Number(m[1].replace(/[ \u2009\u202f,]/g, ''));
  const said = m[2] ?? '';
  let actual = d.read(r, f.flow === undefined ? {} : { flow: f.flow - 1 });
  const unit = said === 'packet' ? 'packets' : said;
  if (unit !== '' && unit !== d.unit && d.unit !== '') {
    const k = CONVERT[d.unit]?.[unit];
    if (k === undefined) return `says ${unit} where the metric is in ${d.unit}`;
    actual *= k;
  }
  if (!Number.isFinite(actual)) return `the run has no value (${actual})`;
  const before = f.words.slice(0, m.index);
  const shown = `the run's ${f.metric}${f.flow === undefined ? '' : ` of flow ${f.flow}`} is ${+actual.toPrecision(4)}${unit ? ` ${unit}` : ''}`;
  if (ABOVE.test(before)) return actual > stated ? null : `says over ${stated}; ${shown}`;
  if (BELOW.test(before)) return actual < stated ? null : `says under ${stated}; ${shown}`;
  if (APPROX.test(before)) return Math.abs(actual - stated) <= 0.1 * Math.abs(actual) ? null : `says about ${stated} (within 10 %); ${shown}`;
  const decimals = (m[1].split('.')[1] ?? '').length;
  return Number(actual.toFixed(decimals)) === stated ? null : `says ${m[1]}; ${shown}`;
}
