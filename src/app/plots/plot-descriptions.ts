import { DROP_REASONS } from '../../sim-core/queues/registry';
import { flowTracedOn } from './flow-traces';
import type { RunData } from '../results/run-data';
import { fmtRate } from '../summary/format';

/**
 * Short text alternatives of the plots (read by screen readers through the figure's
 * aria-describedby), computed from the finished run: what a sighted reader takes in at a glance.
 */

const MAX_FLOWS_NAMED = 5;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sec = (t: number) => `${t.toFixed(1)} s`;

function flowLabel(run: RunData, i: number): string {
  const name = run.summary?.flows[i]?.name;
  return name ? `flow ${i + 1} (${name})` : `flow ${i + 1}`;
}

function listFlows(run: RunData, part: (i: number) => string | null): string {
  const parts: string[] = [];
  const n = run.flows.length;
  for (let i = 0; i < Math.min(n, MAX_FLOWS_NAMED); i++) {
    const p = part(i);
    if (p) parts.push(`${flowLabel(run, i)} ${p}`);
  }
  const more = n > MAX_FLOWS_NAMED ? `; and ${n - MAX_FLOWS_NAMED} more flows` : '';
  return parts.join('; ') + more;
}

export function describeQueue(run: RunData): string | null {
  const s = run.summary;
  const b = run.bottleneck;
  if (!s || !b) return null;
  const link = s.links[b.index];
  const mean = link.queueLimit.unit === 'bytes' ? kb(link.summary.meanQueueBytes) : `${link.summary.meanQueuePackets.toFixed(1)} packets`;
  const d = link.summary.dropsWholeRun;
  // Queue drops by reason (the registry says which reasons are the queue's own drops).
  const dropCodes = new Set<number>();
  const kinds: string[] = [];
  let drops = 0;
  DROP_REASONS.forEach((r, code) => {
    if (!r.queueDrop) return;
    dropCodes.add(code);
    const n = d[r.id] ?? 0;
    drops += n;
    if (n > 0) kinds.push(`${n} ${r.label}`);
  });
  let when = '';
  const ev = b.data?.events;
  if (ev && drops > 0) {
    let first = Infinity;
    let last = -Infinity;
    for (let i = 0; i < ev.length; i++) {
      if (dropCodes.has(ev.cols.kind[i])) {
        first = Math.min(first, ev.cols.t[i]);
        last = Math.max(last, ev.cols.t[i]);
      }
    }
    if (Number.isFinite(first)) when = ` between ${sec(first)} and ${sec(last)}`;
  }
  const marks = d.ecnMark ? `; ${d.ecnMark} ECN marks` : '';
  return `Bottleneck queue over ${sec(s.endTime)}: averaged ${mean} (limit ${link.queueLimit.limit} ${link.queueLimit.unit}); ${drops === 0 ? 'no drops' : `${drops} drops (${kinds.join(', ')})${when}`}${marks}.`;
}

export function describeCwnd(run: RunData): string | null {
  if (!run.summary) return null;
  const text = listFlows(run, (i) => {
    const c = run.flows[i].cwnd;
    if (c.length === 0) return null;
    let max = 0;
    let peakT = 0;
    for (let k = 0; k < c.length; k++) {
      if (c.cols.cwnd[k] > max) {
        max = c.cols.cwnd[k];
        peakT = c.cols.t[k];
      }
    }
    return `peaked at ${kb(max)} (${sec(peakT)}), ended at ${kb(c.cols.cwnd[c.length - 1])}`;
  });
  return text ? `cwnd per flow: ${text}.` : null;
}

export function describeSeq(run: RunData): string | null {
  const s = run.summary;
  if (!s) return null;
  const text = listFlows(run, (i) => {
    const f = s.flows[i]?.summary;
    if (!f || s.flows[i].kind !== 'tcp') return null;
    return `sent ${f.dataPacketsSent} data packets, ${f.retransmittedPackets} retransmitted, ${f.timeouts} timeouts${f.completed ? `, done after ${sec(f.elapsedTime)}` : ''}`;
  });
  return text ? `Time–sequence: ${text}.` : null;
}

export function describeThroughput(run: RunData): string | null {
  const s = run.summary;
  if (!s) return null;
  const text = listFlows(run, (i) => {
    const f = s.flows[i]?.summary;
    // Web traffic has no per-flow goodput line (flow-traces.ts).
    return f && flowTracedOn(run.scenario.flows, i, 'throughput') ? `${fmtRate(f.goodputBps)} goodput` : null;
  });
  return text ? `Throughput per flow: ${text}.` : null;
}
