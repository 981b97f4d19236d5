import type { PresetInfo } from './presets';
import { LINUX_24_STACK } from '../tcp/config';
import type { LeafQueueInput, QueueInput, ScenarioInput } from './schema';

/**
 * The published study seed 000 is: a master's thesis of the University of Helsinki. The text
 * carries no title page or date; the title and author are those of its companion slides (seed
 * 004, the same testbed and tests), and the year is inferred: its newest references are from
 * 2002 and the testbed ran Linux 2.4.17 (shared/research/seed-000.md, seed-001-004.md §B.1).
 */
export const SEED000_STUDY = {
  authors: 'Riva',
  year: 'c. 2003',
  title: 'Analysis of Internet Transport Service Performance with Active Queue Management in a QoS-enabled Network',
  venue: "master's thesis, University of Helsinki",
} as const;

/** How descriptions name the study ("Riva's thesis"). */
const STUDY = "Riva's master's thesis (a Linux router testbed study, University of Helsinki)";

/**
 * Seed 000 (the RED vs tail drop thesis), Tests A and B, with the run-to-run variation that
 * makes its 20 replications differ: flows start up to 50 ms late (process launch) and every
 * packet a host sends waits up to 20 ms, two ticks of the testbed's 100 Hz Linux 2.4 kernel
 * (timers, and the processes woken by them, run on 10 ms ticks). 20 ms is calibrated: with 1 or
 * 10 ms the Test A targets hold in fewer seed blocks (docs/validation.md, docs/models.md).
 */
export const SEED000_VARIABILITY = { startJitter: 0.05, hostJitter: 0.02 } as const;

/**
 * The testbed's "kbit". The thesis configured 140 kbit/s with the tc of 2002, which read kbit as
 * 1024 bit/s; its completion times need the resulting 143 360 bit/s (the slowest large flow
 * finishes 630 720 payload bytes in ≈36.6 s, faster than 140 000 bit/s allows). See
 * docs/validation.md. Everywhere else in Congestion Lab 1 kbit = 1000 bit.
 */
export const SEED000_KBIT = 1024;

/**
 * Linux 2.4 kept each destination's ssthresh in its route cache and started the next connection
 * to that host with it (tcp_init_metrics; RFC 2140's "TCP control block interdependence"). The
 * testbed ran its replications back to back between the same hosts, so every transfer began with
 * the ssthresh its predecessors left: slow start ended early and the first losses came at about
 * 4 s (the thesis's "critical" instant, when a late flow's SYN is dropped). The value is not
 * published; 10 segments reproduces the thesis best among 4–20 and none (docs/validation.md).
 */
export const SEED000_CACHED_SSTHRESH = 10 * 1460;

/**
 * Linux 2.4's byte FIFO (bfifo) and RED admitted a packet while the backlog was at most the
 * limit before adding it (sch_fifo.c and sch_red.c of 2.2 and 2.4: `backlog <= limit`); Linux
 * 2.6 later changed bfifo to backlog + length ≤ limit. The testbed ran 2.4.17.
 */
export const SEED000_ADMISSION = 'below-limit' as const;

/**
 * The testbed's TCP as the presets configure it: Linux 2.4.17's sender and receiver where they
 * differ from the RFCs (docs/models.md): its RTO estimator (TCP_RTO_MIN 200 ms, first RTO 5·RTT,
 * 3 s before any sample), its retransmission-timer restarts, its rate-halving SACK recovery and
 * its receiver's quick-ACK mode and adaptive delayed-ACK timer. The thesis says timestamps were
 * off, but its retransmitted byte counts are multiples of 1448 = 1460 − 12, the timestamp
 * option's size, so they were on, and tcp_init_metrics kept the handshake's RTT sample.
 */
const SEED000_TCP = {
  initialWindow: 2,
  mss: 1460,
  synTimeout: 3,
  initialRto: 3,
  ...LINUX_24_STACK,
  initialSsthresh: SEED000_CACHED_SSTHRESH,
} as const;

/** Table 5-6's RED parameter sets (bytes; max_p 0.1, buffer 20 000, avpkt 1000). */
export const SEED000_RED_VARIANTS = {
  R1: { minTh: 5000, maxTh: 18000, burst: 12 },
  R2: { minTh: 5000, maxTh: 18000, burst: 9 },
  R3: { minTh: 4000, maxTh: 16000, burst: 11 },
  R4: { minTh: 5000, maxTh: 15000, burst: 8 },
  R5: { minTh: 5000, maxTh: 15000, burst: 12 },
} as const;
export type Seed000RedVariant = keyof typeof SEED000_RED_VARIANTS;

export function seed000Red(variant: Seed000RedVariant = 'R1', limit = 20000): LeafQueueInput {
  return { type: 'red', unit: 'bytes', limit, admission: SEED000_ADMISSION, maxP: 0.1, avpkt: 1000, ...SEED000_RED_VARIANTS[variant] };
}

const TAIL_DROP_20K: LeafQueueInput = { type: 'droptail', limit: 20000, unit: 'bytes', admission: SEED000_ADMISSION };

/** What Test A is, with its symbol d defined and its value in this preset (every Test A description starts with it). */
const testASetup = (delay: number) =>
  `Two 292 kB downloads start together; a short 46.7 kB transfer, the late flow (flow 3, "third"), starts d seconds later (here d = ${delay} s). All three share a 143 kbit/s link with a 20 000-byte buffer.`;

/** Test A: two 292 000-byte transfers at t = 0, a 46 720-byte one at t = d. */
export function seed000TestA(queue: 'droptail' | Seed000RedVariant, delay: number, seed = 1): ScenarioInput {
  const red = queue !== 'droptail';
  return {
    version: 3,
    name: `Late flow vs two downloads — ${red ? (queue === 'R1' ? 'RED' : `RED variant ${queue}`) : 'tail drop'} (d = ${delay} s)`,
    description: `${testASetup(delay)} ${
      red
        ? `RED (${queue === 'R1' ? '' : `variant ${queue}: `}min_th ${SEED000_RED_VARIANTS[queue].minTh} bytes, max_th ${SEED000_RED_VARIANTS[queue].maxTh} bytes, burst ${SEED000_RED_VARIANTS[queue].burst}) drops early and at random, roughly in proportion to each flow's rate. {paper: In ${STUDY}, the late flow's median elapsed time over 20 repetitions was almost independent of d (9.4–11.5 s).} One run can still land well away from the median: RED makes a lock-out rare, not impossible. Look at the spread-out early drops in the queue plot and the late flow's steady time-sequence line.`
        : `Tail drop drops only when the 20 000-byte buffer is full, in bursts that hit whoever arrives then. {paper: In ${STUDY}, the late flow suffered most when it started during the big flows’ slow start (median over 20 repetitions 23.4 s at d = 2 s against 12.5 s at d = 0), sometimes locked out by repeated SYN or segment losses and RTO back-off.} A single run, like this one, can land far from its median. Look at the clustered overflow drops and the late flow’s flat stretches in the time-sequence plot.`
    }`,
    seed,
    duration: 600,
    stopAfterComplete: 1,
    variability: SEED000_VARIABILITY,
    tcp: SEED000_TCP,
    topology: { kind: 'testbed', bottleneckRate: 140 * SEED000_KBIT, bottleneckQueue: red ? seed000Red(queue) : TAIL_DROP_20K },
    flows: [
      { kind: 'tcp', name: 'big 1', start: 0, bytes: 292000, variant: 'sack' },
      { kind: 'tcp', name: 'big 2', start: 0, bytes: 292000, variant: 'sack' },
      { kind: 'tcp', name: 'third', start: delay, bytes: 46720, variant: 'sack' },
    ],
  };
}

export type Seed000TestCase = 'tc1' | 'tc2' | 'tc3';
export type Seed000Config = 'droptail' | 'red' | 'droptail-ds' | 'red-ds';

const TEST_CASES: Record<Seed000TestCase, { tcpBytes: number; cbrDuration: number; cbrStarts: number[]; what: string; title: string }> = {
  tc1: { tcpBytes: 391280, cbrDuration: 40, cbrStarts: [0, 1, 2, 3], what: 'A long TCP download (391.3 kB) against 40 s of a constant-rate (CBR) voice-like UDP stream', title: 'Long download beside a 40 s voice stream' },
  tc2: { tcpBytes: 46720, cbrDuration: 6, cbrStarts: [0, 0.5, 1, 1.5, 2], what: 'A short TCP download (46.7 kB) against 6 s of a constant-rate (CBR) voice-like UDP stream', title: 'Short download beside a 6 s voice stream' },
  tc3: { tcpBytes: 391280, cbrDuration: 5, cbrStarts: [0, 2, 7, 12, 16, 18], what: 'A long TCP download (391.3 kB) against 5 s of a constant-rate (CBR) voice-like UDP stream', title: 'Long download beside a 5 s voice stream' },
};

/** How the four Test B configurations are named to users. */
const CONFIG_TITLE: Record<Seed000Config, string> = {
  droptail: 'tail drop, one shared class',
  red: 'RED, one shared class',
  'droptail-ds': 'tail drop, voice in its own class',
  'red-ds': 'RED, voice in its own class',
};

export function seed000CbrStarts(tc: Seed000TestCase): number[] {
  return TEST_CASES[tc].cbrStarts;
}

const CONFIG_TEXT: Record<Seed000Config, string> = {
  droptail: `Tail drop, one shared class. {paper: In Riva's thesis, TCP was fastest here but the CBR lost ≈15 % of its packets.}`,
  red: `RED, one shared class. {paper: In Riva's thesis: ≈6–7 % CBR loss, bandwidth split closer to the offered 60/40, and results stable whatever the CBR start.}`,
  'droptail-ds': `Tail drop with the UDP flow in its own class (70/100 kbit/s). {paper: In Riva's thesis: no CBR loss; TCP ≈4 s slower than in the shared class.}`,
  'red-ds': `RED with the UDP flow in its own class. {paper: In Riva's thesis: no CBR loss; TCP only ≈2 s slower than in the shared class.}`,
};

/**
 * Test B: one TCP flow and a VoIP-like CBR (132-byte packets, 50/s = 52.8 kbit/s) through an
 * HTB root of 140/140 kbit/s on the 10 Mbit/s link. Shared: both in class 1 (70/140 kbit/s,
 * 20 000 B). With DS: UDP in class 2 (70/100 kbit/s, 5000 B; its RED: 800/3500/avpkt 150/burst 12).
 */
export function seed000TestB(tc: Seed000TestCase, config: Seed000Config, cbrStart: number, seed = 1): ScenarioInput {
  const red = config.startsWith('red');
  const ds = config.endsWith('-ds');
  const c = TEST_CASES[tc];
  const class1: LeafQueueInput = red ? seed000Red('R1') : TAIL_DROP_20K;
  const class2: LeafQueueInput = red
    ? { type: 'red', unit: 'bytes', limit: 5000, admission: SEED000_ADMISSION, minTh: 800, maxTh: 3500, avpkt: 150, burst: 12, maxP: 0.1 }
    : { type: 'droptail', limit: 5000, unit: 'bytes', admission: SEED000_ADMISSION };
  const htb: QueueInput = {
    type: 'htb',
    rate: 140 * SEED000_KBIT,
    ceil: 140 * SEED000_KBIT,
    classes: [
      // Shared: both flows are filtered into class 1 (class 2 stays empty and lends its rate).
      { name: 'class 1', rate: 70 * SEED000_KBIT, ceil: 140 * SEED000_KBIT, match: 'tcp', flows: ds ? [] : [0, 1], queue: class1 },
      { name: 'class 2', rate: 70 * SEED000_KBIT, ceil: 100 * SEED000_KBIT, match: 'udp', queue: class2 },
    ],
  };
  return {
    version: 3,
    name: `${c.title} — ${CONFIG_TITLE[config]} (voice from ${cbrStart} s)`,
    description: `${c.what} (52.8 kbit/s, 132-byte packets) under a 140 kbit/s HTB shaper. A "class" is one of HTB's queues with its own guaranteed rate; "its own class" (the study's DS, differentiated services) gives the voice stream 70 kbit/s of its own. ${CONFIG_TEXT[config]} This is Test B, case ${tc.toUpperCase()}, of ${STUDY}. Look at the CBR's losses in the summary and the TCP time-sequence plot around the CBR's start.`,
    seed,
    duration: 600,
    stopAfterComplete: 1,
    variability: SEED000_VARIABILITY,
    tcp: SEED000_TCP,
    topology: { kind: 'testbed', bottleneckRate: 10e6, bottleneckQueue: htb },
    flows: [
      { kind: 'tcp', name: 'TCP', start: 0, bytes: c.tcpBytes, variant: 'sack' },
      { kind: 'cbr', name: 'VoIP CBR', start: cbrStart, duration: c.cbrDuration, rate: 52.8e3, packetSize: 132 },
    ],
  };
}

export const SEED000_PRESETS: PresetInfo[] = [
  ...(['R2', 'R3', 'R4', 'R5'] as const).map((v) => ({
    name: `seed000-red-${v.toLowerCase()}`,
    title: `Late flow vs two downloads — RED variant ${v} (min_th ${SEED000_RED_VARIANTS[v].minTh}, max_th ${SEED000_RED_VARIANTS[v].maxTh}, burst ${SEED000_RED_VARIANTS[v].burst})`,
    build: () => seed000TestA(v, 2),
  })),
  ...(['tc1', 'tc2', 'tc3'] as const).flatMap((tc) =>
    (['droptail', 'red', 'droptail-ds', 'red-ds'] as const).map((cfg) => ({
      name: `seed000-${tc}-${cfg}`,
      title: `${TEST_CASES[tc].title} — ${CONFIG_TITLE[cfg]}`,
      build: () => seed000TestB(tc, cfg, 0),
    })),
  ),
];
