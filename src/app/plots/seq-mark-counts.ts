import { DROP_REASONS, dropCountName, metricById, SeqEvent } from '../../sim-core';
import type { RunData } from '../results/run-data';

/**
 * What the time–sequence plot's marks stand for, counted by kind: its ▲ are retransmitted
 * packets, its ✕ packets a queue dropped, its ◆ ECN marks and its ■ link losses. Its busy note
 * said "187 loss and ECN marks" of a tail-drop run whose table said 64 queue drops and no ECN:
 * the count was the retransmissions and the drops together, and no word said so (phone-2235,
 * confusion 7). Counted by kind, each count is a catalogue figure the A/B table shows for the
 * whole run: the drops are "queue drops over the whole run" (link.queueDropsWholeRun), the
 * retransmits the flows' "retransmitted packets (whole run)" (flow.retransmits).
 */
export interface SeqMarkCounts {
  retransmits: number;
  drops: number;
  ecnMarks: number;
  linkLosses: number;
}

/** The marks of flows `flows` between t0 and t1 (s), by kind, from their recorded time–sequence rows. */
export function seqMarkCounts(run: RunData, flows: readonly number[], t0 = 0, t1 = Number.POSITIVE_INFINITY): SeqMarkCounts {
  const c: SeqMarkCounts = { retransmits: 0, drops: 0, ecnMarks: 0, linkLosses: 0 };
  for (const fi of flows) {
    const s = run.flows[fi]?.seq;
    if (!s) continue;
    const { t, kind } = s.cols;
    for (let i = s.lowerBound(t0); i < s.length && t[i] <= t1; i++) {
      const k = kind[i];
      if (k === SeqEvent.Retransmit) c.retransmits++;
      else if (k === SeqEvent.Drop) c.drops++;
      else if (k === SeqEvent.EcnMark) c.ecnMarks++;
      else if (k === SeqEvent.LinkLoss) c.linkLosses++;
    }
  }
  return c;
}

/** All the marks together (the count the plot thins by). */
export function seqMarkTotal(c: SeqMarkCounts): number {
  return c.retransmits + c.drops + c.ecnMarks + c.linkLosses;
}

/** A kind's count and its glyph, in the catalogue's word for it (the A/B table's short names, lower case). */
function kindWords(c: SeqMarkCounts): string[] {
  const word = (id: string) => metricById(id).short.toLowerCase();
  const ecn = DROP_REASONS.find((r) => r.id === 'ecnMark');
  return [
    c.drops > 0 ? `${c.drops} ${word('flow.queueDrops')} ✕` : null,
    c.retransmits > 0 ? `${c.retransmits} ${word('flow.retransmits')} ▲` : null,
    c.ecnMarks > 0 ? `${c.ecnMarks} ${ecn ? dropCountName(ecn) : 'ECN marks'} ◆` : null,
    c.linkLosses > 0 ? `${c.linkLosses} ${word('flow.linkLosses')} ■` : null,
  ].filter((w): w is string => w !== null);
}

/**
 * The note over a busy time–sequence plot, a sentence a line: how many marks there are, what they
 * count by kind (not the legend's congestion events, the senders' reactions: a phone trial read
 * "364 marks" beside "501 congestion events" as two counts of one thing, phone-1845 step 6), that
 * close ones share one, and how to separate them.
 */
export function seqSharedNoteLines(c: SeqMarkCounts): string[] {
  const kinds = kindWords(c);
  // Two kinds a line: at 390 px four on one line ran past the plot's right edge.
  const rows: string[] = [];
  for (let k = 0; k < kinds.length; k += 2) rows.push(kinds.slice(k, k + 2).join(', '));
  return [`${seqMarkTotal(c)} marks, close ones sharing one:`, ...rows.map((r, k) => `${r}${k === rows.length - 1 ? '.' : ','}`), 'Zoom in to separate them.'];
}
