import { EventKind, type Recording } from '../capture/recording';

/**
 * "Find the packet" tasks: the student selects an event in the event list, and the check says
 * whether it belongs to the packet asked for. The answer is computed from the recording of the
 * student's own run (never stored in the lesson), so an edited scenario has its own answer.
 */
export interface FindAnswer {
  /** Packet row of the answer (any event of this packet is accepted). */
  packet: number;
  /** The event that shows it best (selected by "show me"). */
  event: number;
  /** One line saying what it is, for the verdict. */
  text: string;
}

export const FIND_TARGETS = {
  'first-fast-retransmit-loss': {
    label: 'the packet whose loss caused the first fast retransmit',
    answer: firstFastRetransmitLoss,
  },
} as const satisfies Record<string, { label: string; answer: (r: Recording) => FindAnswer | null }>;

export type FindTarget = keyof typeof FIND_TARGETS;
export const FIND_TARGET_IDS = Object.keys(FIND_TARGETS) as [FindTarget, ...FindTarget[]];

/**
 * The first ACK that made a sender enter fast retransmit (the recorder reads it from the sender's
 * counters) is followed, at the same instant, by the retransmission; that retransmission repairs
 * a drop: the dropped packet is the answer.
 */
function firstFastRetransmitLoss(r: Recording): FindAnswer | null {
  const ev = r.events;
  const pk = r.packets;
  for (let e = 0; e < r.eventCount; e++) {
    if (ev.kind[e] !== EventKind.delivered || pk.fastRetransmit[ev.packet[e]] !== 1) continue;
    const flow = pk.flow[ev.packet[e]];
    for (let s = e + 1; s < r.eventCount && ev.t[s] === ev.t[e]; s++) {
      const p = ev.packet[s];
      if (ev.kind[s] !== EventKind.sent || pk.flow[p] !== flow || !pk.retransmission[p] || pk.repairs[p] < 0) continue;
      const drop = pk.repairs[p];
      const lost = ev.packet[drop];
      return {
        packet: lost,
        event: drop,
        text: `flow ${flow + 1}'s segment of bytes ${pk.seq[lost]}–${pk.seq[lost] + pk.payload[lost]}, dropped at t = ${ev.t[drop].toFixed(3)} s; the fast retransmit at t = ${ev.t[e].toFixed(3)} s resent it`,
      };
    }
  }
  return null;
}

export type FindVerdict = { pass: boolean; text: string };

/** Is the selected event (−1: none) an event of the answer's packet? With a nudge when it is not. */
export function judgeFind(r: Recording | null, target: FindTarget, selected: number): FindVerdict {
  if (!r) return { pass: false, text: 'Open the event list first (List every packet), then select an event.' };
  const a = FIND_TARGETS[target].answer(r);
  if (!a) return { pass: false, text: `This run has no ${FIND_TARGETS[target].label.replace(/^the packet whose loss caused /, '')}: nothing to find.` };
  if (selected < 0) return { pass: false, text: 'Select an event in the list first.' };
  const p = r.events.packet[selected];
  if (p === a.packet) return { pass: true, text: `Yes: ${a.text}.` };
  const pk = r.packets;
  if (pk.repairs[p] === a.event) return { pass: false, text: 'That is the retransmission. Which packet does it repair? The inspector says.' };
  if (r.events.kind[selected] === EventKind.dropped && r.events.t[selected] > r.events.t[a.event]) return { pass: false, text: 'That drop comes later. Look for an earlier one that a fast retransmit repaired.' };
  if (pk.fastRetransmit[p] === 1) return { pass: false, text: 'That is the ACK that set off the fast retransmit. Find the data segment it reports missing.' };
  return { pass: false, text: 'Not that one. Filter the list to dropped events, and look in the inspector for the drop that a fast retransmit repaired first.' };
}
