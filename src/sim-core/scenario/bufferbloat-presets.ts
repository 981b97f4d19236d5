import type { HeadlineRef, PresetInfo } from './presets';
import type { QueueInput, ScenarioInput } from './schema';
import { CALL_DELAY_BAR_MS } from '../metrics/call-delay-bar';
import { countWord } from './count-word';

/**
 * Bufferbloat lessons: the same traffic through a 1000-packet FIFO and through the delay-based
 * AQMs that replaced RED (CoDel, PIE, FQ-CoDel), each with its RFC defaults and the same
 * 1000-packet buffer, so that only the discipline differs between the presets.
 */
export type BloatQueue = 'fifo' | 'codel' | 'pie' | 'fq-codel';

const QUEUES: Record<BloatQueue, { label: string; spec: QueueInput }> = {
  fifo: { label: '1000-packet FIFO (tail drop)', spec: { type: 'droptail', limit: 1000, unit: 'packets' } },
  codel: { label: 'CoDel queue', spec: { type: 'codel', limit: 1000 } },
  pie: { label: 'PIE queue', spec: { type: 'pie', limit: 1000 } },
  // The same 1000-packet limit as the others (Linux's 10 240 would only hide that the AQM, not the
  // buffer, keeps the delay down), and ECN off as in CoDel and PIE: the flows are not ECN-capable.
  'fq-codel': { label: 'FQ-CoDel queue', spec: { type: 'fq-codel', limit: 1000, ecn: false } },
};

const BULK_FLOWS = 5;
/** The downloads beside a call (the call is the flow after them). */
export const CALL_DOWNLOADS = 4;
/** "five downloads", "four downloads": every title says the count its flows have (bloat9, finding 5). */
const downloads = (n: number) => `${countWord(n)} download${n === 1 ? '' : 's'}`;
const LOOK: Record<BloatQueue, string> = {
  fifo: 'The downloads’ start-up fills all 1000 packets of the buffer, some packets waiting over a second; after their losses the queue builds up again to a standing 200–300 packets that grows slowly: packets wait hundreds of milliseconds (watch the queueing-delay plot), although the link is only slightly busier than with an AQM: the standing queue buys almost no throughput.',
  codel: 'CoDel drops at the head once packets have waited more than 5 ms for a whole 100 ms: the queueing delay settles near its 5 ms target at almost the same utilization.',
  pie: 'PIE drops arrivals with a probability it steers every 15 ms towards a 15 ms target delay: the queueing delay hovers around 15 ms.',
  'fq-codel': 'FQ-CoDel gives each flow its own CoDel queue and serves them in turn: the delay stays near 5 ms and the flows share the link almost exactly equally.',
};

function dumbbell(queue: QueueInput): ScenarioInput['topology'] {
  return {
    kind: 'dumbbell',
    bottleneck: { rate: 10e6, delay: 0.02, queue },
    access: { rate: 100e6, delay: 0.005 },
  };
}

const bulk = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'tcp' as const, name: `bulk ${i + 1}`, start: 0.1 * (i + 1), bytes: null, variant: 'newreno' as const }));

/** Five long NewReno flows through a 10 Mbit/s, 20 ms bottleneck with a 1000-packet buffer (or an AQM). */
export function bufferbloat(queue: BloatQueue): ScenarioInput {
  const flows = bulk(BULK_FLOWS);
  return {
    version: 3,
    name: `Bufferbloat: ${downloads(BULK_FLOWS)} through a ${QUEUES[queue].label}`,
    description: `${LOOK[queue]} Open A/B compare to put this run beside the same traffic under another discipline (FIFO against CoDel shows the difference best).`,
    seed: 1,
    duration: 30,
    measure: { from: 5 },
    topology: dumbbell(QUEUES[queue].spec),
    flows,
  };
}

/** G.711 voice: 160-byte frames every 20 ms, with RTP/UDP/IP headers 200 bytes (80 kbit/s). */
const VOICE = { kind: 'cbr' as const, name: 'voice', start: 2, rate: 80e3, packetSize: 200, duration: 26 };

const VOICE_LOOK: Record<BloatQueue, string> = {
  fifo: `The voice packets queue behind the bulk flows’ packets and wait as long as they do: hundreds of milliseconds, far beyond the ${CALL_DELAY_BAR_MS} ms a conversation tolerates.`,
  codel: 'CoDel keeps the shared queue short, so the voice packets wait about 5 ms, but they still wait behind bulk packets, and now and then one is dropped with them (the flow table’s Loss for the voice flow).',
  pie: 'PIE keeps the shared queue near 15 ms; the voice packets wait that long too and are dropped as often as bulk packets.',
  'fq-codel': 'FQ-CoDel puts the voice flow in its own queue; sending little, it is a new flow at almost every packet and is served first: its packets hardly wait at all and none is dropped, while the bulk flows still see CoDel.',
};

/**
 * A video call's one direction at a constant 1.5 Mbit/s in 1200-byte packets (a simplification:
 * real video sends each frame's packets in a burst). The bufferbloat trial of 05:10 searched
 * "bufferbloat video call" and found only the 80 kbit/s voice call; it edited the CBR flow to
 * 1.5 Mbit/s by hand and it still read "voice". It lasts to the run's end: the voice call stops at
 * 28 s, so its goodput over the window (to 30 s) counts two silent seconds, and the same trial
 * found the video's goodput "fell more than its loss explains" (1.34 against 1.42 Mbit/s).
 */
const VIDEO = { kind: 'cbr' as const, name: 'video', start: 2, rate: 1.5e6, packetSize: 1200, duration: 28 };

const VIDEO_LOOK: Record<BloatQueue, string> = {
  fifo: 'The video packets queue behind the downloads’ packets and wait as long as they do: hundreds of milliseconds, so the picture and the voice with it arrive long after they were sent.',
  codel: 'CoDel keeps the shared queue short, so the video packets wait a few milliseconds; sending almost as much as a download, the video flow now and then loses a packet to CoDel’s drops too.',
  pie: 'PIE keeps the shared queue near 15 ms; the video packets wait that long too and are dropped as often as the downloads’ packets.',
  'fq-codel': 'FQ-CoDel puts the video flow in its own queue: sending less than its fair share, its queue stays short and its packets hardly wait, while the downloads still see CoDel.',
};

/** A call beside four downloads: its flow, what each discipline does to it, and the words after that. */
interface Call {
  title: string;
  flow: typeof VOICE | typeof VIDEO;
  look: Record<BloatQueue, string>;
  tail: string;
}

export type CallKind = 'voice' | 'video';

const CALLS: Record<CallKind, Call> = {
  voice: { title: 'Voice call', flow: VOICE, look: VOICE_LOOK, tail: "Its dots in the queueing-delay plot show how long the voice packets wait; Compare A/B's summary gives the voice flow's one-way delay under two disciplines side by side." },
  video: {
    title: 'Video call',
    flow: VIDEO,
    look: VIDEO_LOOK,
    tail: "The video is sent at a constant 1.5 Mbit/s (real video sends each frame in a burst). Its dots in the queueing-delay plot show how long its packets wait; Compare A/B's summary gives its one-way delay under two disciplines side by side.",
  },
};

/** A CBR call (flow 5) beside four bulk flows: what each discipline does to a small, steady flow. */
export function callBesideBulk(call: CallKind, queue: BloatQueue): ScenarioInput {
  const c = CALLS[call];
  return {
    version: 3,
    name: `${c.title} beside ${downloads(CALL_DOWNLOADS)} — ${QUEUES[queue].label}`,
    description: `${c.look[queue]} ${c.tail}`,
    seed: 1,
    duration: 30,
    measure: { from: 5 },
    topology: dumbbell(QUEUES[queue].spec),
    flows: [...bulk(CALL_DOWNLOADS), c.flow],
  };
}

export const voiceBesideBulk = (queue: BloatQueue): ScenarioInput => callBesideBulk('voice', queue);
export const videoBesideBulk = (queue: BloatQueue): ScenarioInput => callBesideBulk('video', queue);

/** What bufferbloat costs: the delay the queue adds, against how full the link stays. */
const BULK_HEADLINES: readonly HeadlineRef[] = [{ metric: 'link.queueDelayMean' }, { metric: 'link.utilization' }, { metric: 'run.systemGoodput' }];
/** The call's flow (flow 5, voice or video): its one-way delay and the share of its packets too late for a call. */
const CALL_HEADLINES: readonly HeadlineRef[] = [{ metric: 'flow.oneWayDelayMean', flow: 5 }, { metric: 'flow.oneWayLateShare', flow: 5 }, { metric: 'link.utilization' }];

/** What each is set against: the FIFO against CoDel (the lesson's pair), each AQM against the FIFO. */
const COMPARED_WITH: Record<BloatQueue, BloatQueue> = { fifo: 'codel', codel: 'fifo', pie: 'fifo', 'fq-codel': 'fifo' };

export const BUFFERBLOAT_PRESETS: PresetInfo[] = (['fifo', 'codel', 'pie', 'fq-codel'] as const).flatMap((q) => [
  { name: `bufferbloat-${q}`, title: `Bufferbloat: ${downloads(BULK_FLOWS)} through a ${QUEUES[q].label}`, build: () => bufferbloat(q), headlines: BULK_HEADLINES, comparedWith: `bufferbloat-${COMPARED_WITH[q]}` },
  // The call's flow is flow 5 in both: the same headlines.
  ...(['voice', 'video'] as const).map((call) => ({ name: `${call}-${q}`, title: `${CALLS[call].title} beside ${downloads(CALL_DOWNLOADS)} — ${QUEUES[q].label}`, build: () => callBesideBulk(call, q), headlines: CALL_HEADLINES, comparedWith: `${call}-${COMPARED_WITH[q]}` })),
]);
