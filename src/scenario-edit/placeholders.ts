import { formatValue } from '../sim-core/metric-catalogue/format';
import type { Scenario } from '../sim-core/scenario/schema';
import { getBottleneck } from './bottleneck';
import { describeQueue } from './describe-queue';
import { disciplineLabel } from './preset-title';

/**
 * Numbers a lesson step or a preset description states about its own scenario, written as
 * placeholders and filled from the scenario it runs (issue 30, item 6): "`min_th` {queue.minTh}"
 * reads "min_th 10 packets" in a step that set it to 10, whatever the preset had. The keys are
 * described once here; docs/lessons.md lists them. A placeholder that does not apply to the
 * scenario (a threshold of a tail-drop queue) is an error when a lesson is loaded, not a blank.
 */
type Fill = (sc: Scenario) => string | undefined;

const queueOf = (sc: Scenario) => getBottleneck(sc)?.queue as (Record<string, unknown> & { unit: string; limit: number }) | undefined;
/** Four significant digits, as describeQueue writes them (seed 003's min_th 125/6 reads 20.83). */
const num = (x: number) => String(+x.toPrecision(4));
const inQueueUnit = (key: string) => (sc: Scenario) => {
  const q = queueOf(sc);
  const v = q?.[key];
  return typeof v === 'number' ? `${num(v)} ${q!.unit}` : undefined;
};
const plain = (key: string) => (sc: Scenario) => {
  const v = queueOf(sc)?.[key];
  return typeof v === 'number' ? num(v) : undefined;
};
/** Seconds shown in ms ("5 ms", "2.5 ms"). */
const ms = (v: number) => `${Number((v * 1000).toPrecision(3))} ms`;
const inMs = (key: string) => (sc: Scenario) => {
  const v = queueOf(sc)?.[key];
  return typeof v === 'number' ? ms(v) : undefined;
};

/**
 * A dumbbell flow's one-way propagation delay: its access link, the bottleneck, the receiver's
 * access link. Only when every flow has the same (a flow with its own accessDelay has its own path).
 */
export const dumbbellOneWay = (sc: Scenario): number | undefined => {
  const t = sc.topology;
  if (t.kind !== 'dumbbell' || sc.flows.some((f) => 'accessDelay' in f && f.accessDelay !== undefined && f.accessDelay !== t.access.delay)) return undefined;
  return t.bottleneck.delay + 2 * t.access.delay;
};
const pathMs = (times: number) => (sc: Scenario) => {
  const d = dumbbellOneWay(sc);
  return d === undefined ? undefined : ms(times * d);
};

/** The first measurement window as the run takes it (its end at most the run's length), "5–30 s"; the whole run without one. */
const measureWindow = (sc: Scenario): string => {
  const w = sc.measure?.[0];
  const from = w?.from ?? 0;
  const to = Math.min(w?.to ?? sc.duration, sc.duration);
  return `${num(from)}–${num(to)} s`;
};

export const PLACEHOLDERS: Record<string, { fill: Fill; means: string }> = {
  queue: { fill: (sc) => { const q = getBottleneck(sc)?.queue; return q ? describeQueue(q) : undefined; }, means: 'the bottleneck queue in a few words (its discipline, thresholds and buffer)' },
  'queue.kind': { fill: (sc) => { const q = getBottleneck(sc)?.queue; return q ? disciplineLabel(q) : undefined; }, means: 'the queue discipline\'s name, as the editor\'s discipline menu shows it' },
  'queue.limit': { fill: (sc) => { const q = queueOf(sc); return q ? `${num(q.limit)} ${q.unit}` : undefined; }, means: 'the bottleneck buffer with its unit' },
  'queue.minTh': { fill: inQueueUnit('minTh'), means: "the queue's lower threshold (min_th) with the queue's unit" },
  'queue.maxTh': { fill: inQueueUnit('maxTh'), means: "the queue's upper threshold (max_th) with the queue's unit" },
  'queue.maxP': { fill: plain('maxP'), means: 'the drop probability at max_th (max_p)' },
  'queue.target': { fill: inMs('target'), means: "the queue's target sojourn time, in ms" },
  'queue.interval': { fill: inMs('interval'), means: "the queue's interval, in ms" },
  'bottleneck.rate': { fill: (sc) => { const b = getBottleneck(sc); return b ? formatValue('rate', b.rate, 0) : undefined; }, means: 'the bottleneck rate ("143.4 kbit/s")' },
  'bottleneck.delay': { fill: (sc) => { const b = getBottleneck(sc); return b ? ms(b.delay) : undefined; }, means: 'the bottleneck link\'s one-way propagation time, in ms' },
  'access.delay': { fill: (sc) => (sc.topology.kind === 'dumbbell' && dumbbellOneWay(sc) !== undefined ? ms(sc.topology.access.delay) : undefined), means: 'a dumbbell\'s access links\' one-way propagation time, in ms (every flow the same)' },
  'path.oneWay': { fill: pathMs(1), means: 'a dumbbell flow\'s one-way propagation time, in ms: the bottleneck and two access links (every flow the same)' },
  'path.rtt': { fill: pathMs(2), means: 'a dumbbell flow\'s round-trip propagation time, in ms: its one-way path both ways, without queueing (every flow the same)' },
  'flows.count': { fill: (sc) => String(sc.flows.length), means: 'how many flows the scenario has' },
  duration: { fill: (sc) => `${num(sc.duration)} s`, means: 'the simulated time' },
  // The span the figures describe, for a text that sets a plot's start-up apart from them (bloat-1215 steps 8–9).
  'measure.window': { fill: measureWindow, means: 'the measurement window ("5–30 s"): from its start to its end or the end of the run' },
};

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z.]*)\}/g;

/** A placeholder and the word after it, when there is one (its unit, written again by the author). */
const PLACEHOLDER_AND_WORD = /\{([a-zA-Z][a-zA-Z.]*)\}( [A-Za-z%][\w/%]*)?/g;

/**
 * The text with every placeholder it knows filled from the scenario (unknown ones are left as
 * written). A value that ends in its unit ("10 packets") takes the place of that unit written
 * after the placeholder too: "passes {queue.minTh} packets" read "passes 10 packets packets" in
 * a lesson (phone trial 01:00, s12), and any text may write a unit out of habit.
 */
export function fillPlaceholders(text: string, sc: Scenario): string {
  return text.replace(PLACEHOLDER_AND_WORD, (all, key: string, next: string | undefined) => {
    const value = PLACEHOLDERS[key]?.fill(sc);
    if (value === undefined) return all;
    const unit = next?.trim();
    return unit !== undefined && value.endsWith(` ${unit}`) ? value : value + (next ?? '');
  });
}

/** Placeholders in the text that are not known, or do not apply to this scenario (for a loader's error message). */
export function unfilledPlaceholders(text: string, sc: Scenario): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((k) => PLACEHOLDERS[k]?.fill(sc) === undefined);
}
