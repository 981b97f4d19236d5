/**
 * Issue 37, finding 2: the bufferbloat lesson held the call to three delay bars, 100 ms (the
 * lesson's "bar"), 150 ms (step 1's and step 6's checks, ITU-T G.114) and 70 ms (the line drawn on
 * the queueing-delay plot, 100 less the 30 ms path), and a student could not tell which counted. One
 * bar is defined once (src/sim-core/metrics/call-delay-bar.ts, G.114's 150 ms one way): every delay
 * threshold the lesson states in words, every delay its checks and its challenge compare against, the
 * plot's bar and the catalogue's late-packet share are that constant.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { METRICS } from '../../src/lessons/metrics';
import { CALL_DELAY_BAR, CALL_DELAY_BAR_MS } from '../../src/sim-core/metrics/call-delay-bar';
import { ONE_WAY_DELAY_LIMIT } from '../../src/sim-core/metrics/flow-trace';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';

const lesson = findLesson('bufferbloat-voice')!;

/** Every string in the lesson (texts, choices, notes, asides, lecturer notes), its computed marks `{…}` left out: those are the run's figures, not thresholds. */
function texts(o: unknown, out: string[] = []): string[] {
  if (typeof o === 'string') out.push(o.replace(/\{[^{}]*\}/g, '…'));
  else if (Array.isArray(o)) o.forEach((x) => texts(x, out));
  else if (o && typeof o === 'object') Object.values(o).forEach((x) => texts(x, out));
  return out;
}

/**
 * A delay threshold in words: "over 150 ms", "below the 150 ms bar", "less than the call's 150 ms",
 * "the 150 ms bar". Not "within 50 ms of another download's halving": how close two moments are, no bar.
 */
const THRESHOLD = /\b(?:over|under|below|above|beyond|more than|less than|longer than|shorter than|within|at most|at least|up to)\s+(?:the\s+)?(?:call's\s+)?(\d+(?:\.\d+)?)\s*ms\b(?!\s+of\b)|\b(\d+(?:\.\d+)?)\s*ms bar\b/gi;

/** The delays the steps' checks and challenges compare against (ms, the lessons' unit for delays). */
function comparedDelays(): { where: string; value: number }[] {
  const out: { where: string; value: number }[] = [];
  const walk = (where: string, t: unknown): void => {
    if (!t || typeof t !== 'object') return;
    const o = t as { compare?: { metric: string }; value?: number; all?: unknown[]; run?: unknown; each?: unknown };
    if (o.compare && METRICS[o.compare.metric as keyof typeof METRICS] && metricById(o.compare.metric).kind === 'delay' && typeof o.value === 'number') out.push({ where, value: o.value });
    o.all?.forEach((x) => walk(where, x));
    walk(where, o.run);
    walk(where, o.each);
  };
  lesson.steps.forEach((s, k) => {
    walk(`step ${k + 1} check`, s.check?.test);
    walk(`step ${k + 1} challenge`, s.challenge?.test);
  });
  return out;
}

describe(`the bufferbloat lesson has one delay bar, ${CALL_DELAY_BAR.source}'s ${CALL_DELAY_BAR_MS} ms one way (issue 37, finding 2)`, () => {
  it('every delay threshold its words state is the bar', () => {
    const said = texts(lesson).flatMap((t) => [...t.matchAll(THRESHOLD)].map((m) => ({ at: m[0], ms: Number(m[1] ?? m[2]) })));
    expect(said.length).toBeGreaterThan(3);
    expect(said.filter((s) => s.ms !== CALL_DELAY_BAR_MS)).toEqual([]);
  });

  it('every delay its checks and its challenge compare against is the bar', () => {
    const compared = comparedDelays();
    expect(compared.length).toBeGreaterThan(3);
    expect(compared.filter((c) => c.value !== CALL_DELAY_BAR_MS)).toEqual([]);
  });

  it('the plot draws the same bar on every step that draws one, the catalogue counts late packets by it, and the sources name it', () => {
    const drawn = lesson.steps.flatMap((s) => (s.views.delayBar ? [s.views.delayBar.oneWay] : []));
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(new Set([CALL_DELAY_BAR_MS]));
    expect(ONE_WAY_DELAY_LIMIT).toBe(CALL_DELAY_BAR.seconds);
    expect(metricById('flow.oneWayLateShare').label).toBe(`packets delayed over ${CALL_DELAY_BAR_MS} ms`);
    expect(lesson.sources.filter((s) => s.title.startsWith(CALL_DELAY_BAR.source))).toHaveLength(1);
  });
});
