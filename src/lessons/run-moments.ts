import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { CongestionEvent } from '../sim-core/metrics/congestion-events';
import { DROP_REASONS } from '../sim-core/queues/registry';
import { OVERFLOW } from '../sim-core/queues/queue-disc';
import { AT_MARK } from './markup';
import { withoutOther } from './text-lint';

/**
 * When something happens in a step's run, as a lesson text says it: `{at overflow.last: about 4 s}`.
 * A text said "after their losses near 7 s" while the queue plot marked the overflow drops at
 * 3–4 s (bloat trial 08:20, confusion 2): a moment said in words has to be the run's. Each moment
 * is read from the recorded run (its bottleneck's queue and drop events, its senders' congestion
 * events); `tests/lessons/run-moments.test.ts` runs every step and holds each mark to it, and
 * finds the time claims a text makes without a mark (timeClaims below).
 *
 * How the words bound the moment:
 * - "about", "around", "near", "roughly", "≈": within 0.5 s or 10 %, whichever is larger;
 * - "by": the moment is at or before the time said (within the same margin when "by about");
 * - a bare number: the moment rounds to it at the precision written ("2.9 s").
 */

export interface RunMoment {
  /** What the moment is, in words (for the test's messages and the lesson author). */
  about: string;
  /** Seconds from the run's start; NaN when the run has no such moment. `flow` (from 0): of that flow only, where the moment is a flow's. */
  read(r: SimResult, flow?: number): number;
}

const OVERFLOW_CODE = DROP_REASONS.findIndex((d) => d.id === OVERFLOW);

function bottleneck(r: SimResult) {
  const link = r.links[r.aggregate.bottleneck];
  if (!link.series) throw new Error('a run moment needs the run\'s series (record.series)');
  return { link, s: link.series };
}

function overflowTimes(r: SimResult): number[] {
  const ev = bottleneck(r).s.events;
  const out: number[] = [];
  for (let i = 0; i < ev.t.length; i++) if (ev.kind[i] === OVERFLOW_CODE) out.push(ev.t[i]);
  return out;
}

/** The senders' retransmission timeouts, in time order (of one flow, or of all). */
function timeoutTimes(r: SimResult, flow?: number): number[] {
  return r.flows.filter((_, i) => flow === undefined || i === flow).flatMap((f) => {
    const c = f.series?.congestion;
    if (!c) return [];
    const out: number[] = [];
    for (let i = 0; i < c.t.length; i++) if (c.kind[i] === CongestionEvent.Timeout) out.push(c.t[i]);
    return out;
  }).sort((a, b) => a - b);
}

/** The first time the bottleneck's queue holds `limit` packets (its buffer full). */
function firstFull(r: SimResult): number {
  const { link, s } = bottleneck(r);
  const q = s.queue;
  const full = link.queueLimit.unit === 'packets' ? (i: number) => q.packets[i] >= link.queueLimit.limit : (i: number) => q.bytes[i] >= link.queueLimit.limit - 1500;
  for (let i = 0; i < q.t.length; i++) if (full(i)) return q.t[i];
  return Number.NaN;
}

export const RUN_MOMENTS: Record<string, RunMoment> = {
  'queue.full': { about: 'the bottleneck\'s buffer is first full', read: firstFull },
  'overflow.first': { about: 'the bottleneck\'s first overflow drop', read: (r) => overflowTimes(r)[0] ?? Number.NaN },
  'overflow.last': { about: 'the bottleneck\'s last overflow drop', read: (r) => overflowTimes(r).at(-1) ?? Number.NaN },
  'timeout.first': { about: 'the first TCP retransmission timeout (of the flow, or of any)', read: (r, flow) => timeoutTimes(r, flow)[0] ?? Number.NaN },
  'timeout.second': { about: 'the second TCP retransmission timeout (of the flow, or of any)', read: (r, flow) => timeoutTimes(r, flow)[1] ?? Number.NaN },
  'timeout.last': { about: 'the last TCP retransmission timeout (of the flow, or of any)', read: (r, flow) => timeoutTimes(r, flow).at(-1) ?? Number.NaN },
  'queue.emptyAfterFull': {
    about: 'the bottleneck\'s queue first runs empty after its buffer was first full',
    read: (r) => {
      const q = bottleneck(r).s.queue;
      const from = firstFull(r);
      for (let i = 0; i < q.t.length; i++) if (q.t[i] > from && q.packets[i] === 0) return q.t[i];
      return Number.NaN;
    },
  },
  'queue.peakInWindow': {
    about: 'the bottleneck\'s largest queue inside the measurement window',
    read: (r) => {
      const q = bottleneck(r).s.queue;
      let best = -1;
      let at = Number.NaN;
      for (let i = 0; i < q.t.length; i++) if (q.t[i] >= r.window.from && q.t[i] < r.window.to && q.packets[i] > best) [best, at] = [q.packets[i], q.t[i]];
      return at;
    },
  },
};

export interface MomentMark {
  mark: string;
  moment: string;
  /** Flow number from 1, for a moment of one flow. */
  flow?: number;
  words: string;
}

export function momentMarks(text: string): MomentMark[] {
  return [...text.matchAll(new RegExp(AT_MARK.source, 'g'))].map((m) => ({ mark: m[0], moment: m[1], flow: m[2] === undefined ? undefined : Number(m[2]), words: m[3] }));
}

const SECONDS = /(\d+(?:\.\d+)?)\s*s\b/;
const APPROX = /\b(?:about|around|near|roughly)\b|≈/;

/** Why the words do not agree with the run, or null when they do. Throws on a moment the registry does not have, or words with no time. */
export function momentProblem(m: MomentMark, r: SimResult): string | null {
  const d = RUN_MOMENTS[m.moment];
  if (!d) throw new Error(`${m.mark}: "${m.moment}" is not a run moment (${Object.keys(RUN_MOMENTS).join(', ')})`);
  const n = SECONDS.exec(m.words);
  if (!n) throw new Error(`${m.mark}: the words state no time in seconds`);
  const stated = Number(n[1]);
  const actual = d.read(r, m.flow === undefined ? undefined : m.flow - 1);
  if (!Number.isFinite(actual)) return `the run has no such moment (${d.about})`;
  const before = m.words.slice(0, n.index);
  const shown = `${d.about}${m.flow === undefined ? '' : ` of flow ${m.flow}`} is at ${actual.toFixed(2)} s`;
  const margin = Math.max(0.5, 0.1 * actual);
  const approx = APPROX.test(before);
  if (/\bby\b/.test(before)) return actual <= stated + (approx ? margin : 0) ? null : `says by ${stated} s; ${shown}`;
  if (approx) return Math.abs(actual - stated) <= margin ? null : `says about ${stated} s; ${shown}`;
  const decimals = (n[1].split('.')[1] ?? '').length;
  return Number(actual.toFixed(decimals)) === stated ? null : `says ${n[1]} s; ${shown}`;
}

/**
 * The times a text says something happens in the run ("near 7 s", "at about 13 s", "from 12 s")
 * that no `{at …}` mark holds to the run and that are not a time the scenarios set (a flow's start
 * or end, the measurement window's edges, the run's length; the step's and its contrast's). Text about another configuration
 * (`{other: …}`, `{paper: …}`) is left out.
 */
export function timeClaims(text: string, scenarios: readonly Scenario[]): string[] {
  const set = new Set<number>([0]);
  // The step's scenario and the check's contrast: "at 3 s it is caught again" is the contrast's start.
  for (const sc of scenarios) {
    set.add(sc.duration);
    for (const w of sc.measure ?? []) [w.from, w.to].forEach((x) => x !== undefined && set.add(x));
    for (const f of sc.flows as { start?: number; duration?: number }[]) {
      if (f.start !== undefined) set.add(f.start);
      if (f.start !== undefined && f.duration !== undefined) set.add(f.start + f.duration);
    }
  }
  const t = withoutOther(text.replace(new RegExp(AT_MARK.source, 'g'), ' '));
  return [...t.matchAll(/\b(?:near|at|by|until|till|from|after|before|around)\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\s*s\b(?!\/)/g)].filter((m) => !set.has(Number(m[1]))).map((m) => m[0]);
}
