import { dropCountName, DROP_REASONS, queueDiscipline, type SimResult } from '../../sim-core';
import type { RunData } from '../results/run-data';

/**
 * How CoDel decides (RFC 8289 §5, as the core runs it: queues/codel/codel-controller.ts), in
 * words tied to one run: its target and interval, the drop spacing interval/√count in its own
 * milliseconds, and what the run recorded. A student looking at a CoDel run's results found this
 * only in the glossary (issue 37); RED's internals have had their panel on the results page.
 * Nothing here is state the core does not record: FQ-CoDel keeps a CoDel per flow queue and the
 * run records none of their states, so for it only the settings and the drops are said.
 */
export interface CodelLaw {
  /** The discipline's label ("CoDel", "FQ-CoDel"). */
  label: string;
  /** The rule, step by step, with this run's settings. */
  rule: string[];
  /** What this run did (its drops, its dropping periods): whole-run figures. */
  run: string[];
  /** The state the run recorded at the cursor, or null when it records none (FQ-CoDel). */
  now: string | null;
}

const ms = (s: number) => `${+(s * 1000).toFixed(1)} ms`;

/** The gaps between the first drops of a dropping period: interval/√count for count = 1…n. */
export function dropSpacing(interval: number, n = 4): number[] {
  return Array.from({ length: n }, (_, k) => interval / Math.sqrt(k + 1));
}

/** Times the recorded `dropping` gauge went from 0 to 1: the dropping periods CoDel entered. */
function droppingPeriods(dropping: ArrayLike<number>, n: number): number {
  let periods = 0;
  for (let i = 0; i < n; i++) if (dropping[i] >= 1 && (i === 0 || dropping[i - 1] < 1)) periods++;
  return periods;
}

function largest(v: ArrayLike<number>, n: number): number {
  let m = 0;
  for (let i = 0; i < n; i++) m = Math.max(m, v[i]);
  return m;
}

/** Whether a bottleneck discipline is explained here: those whose registry entry declares this panel (CoDel; FQ-CoDel, a CoDel per flow queue). */
export function explainsCodel(kind: string | undefined): boolean {
  return kind !== undefined && queueDiscipline(kind).panel === 'delay-law';
}

/** The numbers the panel's words give, as its "Table" shows them: the settings and the run's whole-run figures. */
export function delayLawTable(run: RunData): { caption: string; columns: string[]; rows: string[][] } | null {
  const law = codelLaw(run, run.timeEnd);
  const s = run.summary;
  const link = s?.links[s.aggregate.bottleneck];
  if (!law || !link) return null;
  const settings = link.queueInfo.settings as Record<string, number>;
  const rows: string[][] = [
    ['target', ms(settings.target)],
    ['interval', ms(settings.interval)],
    ['first drop spacings, interval/√count (count 1–4)', dropSpacing(settings.interval).map(ms).join(', ')],
    ...DROP_REASONS.filter((r) => (link.summary.dropsWholeRun[r.id] ?? 0) > 0).map((r) => [`${dropCountName(r)} (whole run)`, String(link.summary.dropsWholeRun[r.id])]),
  ];
  const q = run.bottleneck?.data?.queue;
  const cols = q?.cols as Record<string, Float64Array> | undefined;
  if (q && cols?.dropping && cols.count) rows.push(['dropping periods entered', String(droppingPeriods(cols.dropping, q.length))], ['largest count', String(largest(cols.count, q.length))]);
  return { caption: `How ${law.label} decides: its settings and this run's figures`, columns: ['what', 'value'], rows };
}

/** The panel's text alternative: the rule and the run's figures in one paragraph. */
export function describeDelayLaw(run: RunData): string | null {
  const law = codelLaw(run, run.timeEnd);
  return law ? `How ${law.label} decides: ${law.rule.join(' ')} ${law.run.join(' ')}` : null;
}

/** The explanation for a run whose bottleneck runs CoDel or FQ-CoDel, at time t (the playback cursor); null otherwise. */
export function codelLaw(run: RunData | null, t: number): CodelLaw | null {
  const s: SimResult | null | undefined = run?.summary;
  const link = s?.links[s.aggregate.bottleneck];
  if (!run || !link || !explainsCodel(link.queueKind)) return null;
  const settings = link.queueInfo.settings as Record<string, number | boolean | null>;
  const target = Number(settings.target);
  const interval = Number(settings.interval);
  const ecn = settings.ecn === true;
  // FQ-CoDel's CoDel runs per flow queue, and the run records none of their states.
  const fq = !queueDiscipline(link.queueKind).gauges.some((g) => g.key === 'dropping');
  const label = queueDiscipline(link.queueKind).label;
  const reason = DROP_REASONS.find((r) => r.id === 'targetExceeded')!;
  const act = ecn ? 'marks (ECN-capable packets; drops the others)' : 'drops';
  const spacing = dropSpacing(interval).map(ms).join(', ');
  const minBytes = typeof settings.minBytes === 'number' ? ` A queue holding less than ${settings.minBytes} bytes is never counted as above target: one packet cannot be a standing queue.` : '';
  const rule = [
    `${fq ? 'Each flow queue has its own CoDel. ' : ''}CoDel measures each packet's sojourn time (how long it waited in the queue) as the packet leaves, not the queue's length.`,
    `Once the packets leaving have waited longer than target (${ms(target)}) for a whole interval (${ms(interval)}), it enters its dropping state and ${act} the packet at the head: a ${reason.name}.${minBytes}`,
    `While dropping, count grows by one at each drop and the next comes interval/√count later: ${spacing}, … so the drops come faster until the queue drains. The first packet to leave with a sojourn time below target ends the dropping state; if the queue comes back within 16 intervals, count starts again near where it stopped (count − the count it entered with last time).`,
    `On the queueing-delay plot the dashed line is the target (${ms(target)}): the dots are sojourn times, counted as each packet leaves.`,
  ];
  const drops = link.summary.dropsWholeRun;
  const counted = [`${drops.targetExceeded ?? 0} ${dropCountName(reason)}`];
  if ((drops.ecnMark ?? 0) > 0) counted.push(`${drops.ecnMark} ${dropCountName(DROP_REASONS.find((r) => r.id === 'ecnMark')!)}`);
  if ((drops.overflow ?? 0) > 0) counted.push(`${drops.overflow} ${dropCountName(DROP_REASONS.find((r) => r.id === 'overflow')!)} at the hard limit`);
  const out = [`This run (0–${s!.endTime.toFixed(1)} s): ${counted.join(', ')}.`];
  const q = run.bottleneck?.data?.queue;
  const cols = q?.cols as Record<string, Float64Array> | undefined;
  if (!q || !cols?.dropping || !cols.count || !cols.sojourn) {
    if (fq) out.push("The run records no flow queue's CoDel state (count, dropping), so its dropping periods are not shown.");
    return { label, rule, run: out, now: null };
  }
  const periods = droppingPeriods(cols.dropping, q.length);
  out.push(`CoDel entered its dropping state ${periods} time${periods === 1 ? '' : 's'}; count reached ${largest(cols.count, q.length)} at most.`);
  const i = q.lowerBound(t + 1e-12) - 1;
  if (i < 0) return { label, rule, run: out, now: `At ${t.toFixed(2)} s: no packet has left yet.` };
  const sojourn = cols.sojourn[i];
  const above = sojourn > target ? 'above' : 'below';
  const state =
    cols.dropping[i] >= 1
      ? `dropping, count ${cols.count[i]}: the next ${ecn ? 'mark or drop' : 'drop'} is due in ${ms(cols.dropNext?.[i] ?? Number.NaN)} (interval/√${cols.count[i]} = ${ms(interval / Math.sqrt(Math.max(1, cols.count[i])))} apart)`
      : 'not dropping';
  return { label, rule, run: out, now: `At ${t.toFixed(2)} s: the last packet to leave had waited ${ms(sojourn)}, ${above} target; CoDel is ${state}.` };
}
