import type { ScenarioInput } from './schema';
import { countWord } from './count-word';

/** The published study seed 002 is (shared/research/seed-002-003.md). */
export const SEED002_STUDY = {
  authors: 'Chang',
  year: '2004',
  title: 'TCP Performance Analysis and Fairness Improvement in Different Congestion Control Methods',
  venue: "master's thesis, National Chiao Tung University",
} as const;

/**
 * Seed 002 (Chang 2004, NCTU thesis): TCP Vegas against Reno, and RED whose thresholds follow
 * the number of connections. Experiments A–E of shared/research/seed-002-003.md §A3, as
 * dumbbell and graph scenarios. Choices the thesis leaves open are explained in docs/models.md
 * ("Seed 002") and docs/validation.md.
 */

/** 1000-byte IP packets as in the thesis (MSS 960 + 40 header bytes). */
export const SEED002_PACKET = 1000;

/**
 * TCP as ns-2.27 ran it, where the thesis does not say otherwise: one-way agents with no
 * connection set-up, no delayed ACKs (TCPSink), no limited transmit, 0.2 s minimum RTO, 10 ms
 * timer tick, initial window 2, and Vegas as ns-2's tcp-vegas.cc computes it. The receiver
 * window is left large: Reno fills a 100-packet buffer in the thesis, so it was not capped at 20.
 */
export const SEED002_TCP = {
  handshake: false,
  // ns-2's RTT measure (the mean of the epoch's samples), stated: it is not the default since scenario version 3.
  vegas: { update: 'ns2', rttMeasure: 'epoch-mean' },
  mss: SEED002_PACKET - 40,
  initialWindow: 2,
  delayedAck: false,
  limitedTransmit: false,
  growOnRecoveryExit: false,
  minRto: 0.2,
  initialRto: 3,
  clockGranularity: 0.01,
} as const;

type Kind = 'vegas' | 'reno';

/** RED as ns-2.27's defaults run it (the thesis gives no max_p or w_q): gentle, wait, max_p 0.1, automatic w_q. */
const NS2_RED = { gentle: true, wait: true, maxP: 0.1, wq: 0.002, meanPktSize: SEED002_PACKET } as const;

function dynamicRed(limit: number, estimateError = 0) {
  return { type: 'dynamic-red' as const, limit, unit: 'packets' as const, beta: 3, estimateError, ...NS2_RED };
}

function flowsOf(kinds: Kind[], starts: number[] = []) {
  let v = 0;
  let r = 0;
  return kinds.map((k, i) => ({
    kind: 'tcp' as const,
    name: k === 'vegas' ? `Vegas${++v}` : `Reno${++r}`,
    variant: k,
    bytes: null,
    start: starts[i] ?? 0,
  }));
}

/** "4v1r" → four Vegas then one Reno (the thesis numbers Vegas sources first). */
export function parseMix(mix: string): Kind[] {
  const out: Kind[] = [];
  for (const m of mix.matchAll(/(\d+)([vr])/g)) for (let i = 0; i < Number(m[1]); i++) out.push(m[2] === 'v' ? 'vegas' : 'reno');
  return out;
}

/** "4v1r" → "Four Vegas + one Reno flows". */
export function mixTitle(mix: string): string {
  const parts = [...mix.matchAll(/(\d+)([vr])/g)].map((m) => `${countWord(Number(m[1]))} ${m[2] === 'v' ? 'Vegas' : 'Reno'}`);
  const text = parts.join(' + ');
  return `${text[0].toUpperCase()}${text.slice(1)} flows`;
}

/** Exp A's three pairs as titles name them. */
export const SEED002_PAIR_LABELS = { vv: 'Vegas vs Vegas', vr: 'Vegas vs Reno', rr: 'Reno vs Reno' } as const;

function mixLabel(kinds: Kind[]): string {
  const v = kinds.filter((k) => k === 'vegas').length;
  const r = kinds.length - v;
  return [v ? `${v} Vegas` : '', r ? `${r} Reno` : ''].filter(Boolean).join(' + ');
}

/** What a Vegas/Reno mix does in the tail-drop buffer, in words true of that mix (tests/scenario/preset-claims.test.ts checks them against the run). */
function tailDropMixWords(kinds: Kind[]): string {
  const reno = kinds.filter((k) => k === 'reno').length;
  const vegas = kinds.length - reno;
  if (reno === 0) return 'Vegas alone keeps its windows small: a few packets queued per flow, so the buffer never fills and nothing is dropped';
  const renoWords = reno === 1 ? 'the Reno flow fills the buffer' : 'the Reno flows fill the buffer';
  if (vegas === 0) return `${renoWords} until it overflows, over and over`;
  const why = `Reno grows its window until the buffer overflows; ${vegas === 1 ? 'the Vegas flow sees' : 'each Vegas flow sees'} the long queue, reads it as congestion and keeps its window small`;
  if (reno === 1) return `${why}, so ${renoWords} and takes most of the link`;
  return `${why}, so ${renoWords} and ${vegas === 1 ? 'the Vegas flow gets' : 'the Vegas flows get'} less than an equal share`;
}

/**
 * Exp A (thesis §3.3, Table 3.1): two flows over a 1.5 Mbit/s, 40 ms bottleneck with a
 * 20-packet buffer; tail drop, or RED with hand-tuned thresholds 4/6. 100 s, whole-run averages.
 */
export function seed002ExpA(mix: 'vv' | 'vr' | 'rr', queue: 'droptail' | 'red', seed = 1): ScenarioInput {
  const kinds: Kind[] = mix === 'vv' ? ['vegas', 'vegas'] : mix === 'vr' ? ['vegas', 'reno'] : ['reno', 'reno'];
  return {
    version: 3,
    name: `Two flows, ${SEED002_PAIR_LABELS[mix]} — ${queue === 'red' ? 'RED 4/6' : 'tail drop'}`,
    description:
      queue === 'red'
        ? 'Two flows share 1.5 Mbit/s with a 20-packet buffer under RED 4/6 (min_th 4, max_th 6 packets). Small thresholds give Reno early drops before it can fill the buffer, so Vegas gets about four fifths of Reno\'s goodput: Reno still gets more, but far less than under tail drop. {paper: In Chang\'s thesis (2004, Exp. A), the fairness ratio, mean Vegas throughput / mean Reno throughput over the whole run, was 0.806 (0.289 under tail drop).} This run\'s figure is the goodput ratio (bytes delivered in order), the summary\'s "Vegas goodput / Reno goodput".'
        : 'Two flows share 1.5 Mbit/s with a 20-packet tail-drop buffer. Vegas alone keeps only a few packets queued and loses nothing; beside Reno, which grows until the buffer overflows, Vegas sees a long queue, reads it as congestion and backs off. {paper: In Chang\'s thesis (2004, Exp. A), Vegas got 323 and Reno 1120 kbit/s of throughput, a ratio of 0.289.}',
    seed,
    duration: 100,
    tcp: SEED002_TCP,
    topology: {
      kind: 'dumbbell',
      bottleneck: {
        rate: 1.5e6,
        delay: 0.04,
        queue: queue === 'red' ? { type: 'red', limit: 20, unit: 'packets', minTh: 4, maxTh: 6, ...NS2_RED } : { type: 'droptail', limit: 20, unit: 'packets' },
      },
      access: { rate: 10e6, delay: 0.0004 },
    },
    flows: flowsOf(kinds),
  };
}

/**
 * Exp B (§4.1, Table 4.1; 5 flows, 1.5 Mbit/s, RED 15/20) and Exp C (Table 4.2; 10 flows,
 * 2 Mbit/s, RED 30/40): 100-packet buffer, access 50 Mbit/s / 1 ms, all flows from t = 0.
 * RED's thresholds come from the connection count (β·n, (β+1)·n).
 */
export function seed002ExpBC(mix: string, queue: 'droptail' | 'red', seed = 1): ScenarioInput {
  const kinds = parseMix(mix);
  const rate = kinds.length > 5 ? 2e6 : 1.5e6;
  const exp = kinds.length > 5 ? 'C' : 'B';
  const n = kinds.length;
  return {
    version: 3,
    name: `${mixTitle(mix)} — ${queue === 'red' ? `RED ${3 * n}/${4 * n} (3n/4n)` : 'tail drop'}`,
    description:
      queue === 'red'
        ? `RED with thresholds min_th = 3n and max_th = 4n packets, n = ${n} being the number of connections: room for the β = 3 packets each Vegas flow keeps queued, and early drops for a Reno flow that wants more. Vegas alone stays below min_th (no drops); in mixes the Vegas/Reno throughput ratio rises (Chang 2004, Exp. ${exp}: 4 Vegas + 1 Reno 0.07 → 0.33, 9 Vegas + 1 Reno 0.07 → 0.17).`
        : `${mixLabel(kinds)} share ${rate / 1e6} Mbit/s with a 100-packet tail-drop buffer. ${tailDropMixWords(kinds)} (Chang 2004, Exp. ${exp}).`,
    seed,
    duration: 100,
    tcp: SEED002_TCP,
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate, delay: 0.04, queue: queue === 'red' ? dynamicRed(100) : { type: 'droptail', limit: 100, unit: 'packets' } },
      access: { rate: 50e6, delay: 0.001 },
    },
    flows: flowsOf(kinds),
  };
}

/**
 * Exp D (§4.2, Table 4.3): 8 Vegas + 2 Reno over 2 Mbit/s; Vegas arrive in pairs every 10 s
 * (0, 10, 20, 30 s), both Reno at 40 s. RED's estimate of n is off by `estimateError`
 * (±0.1, ±0.2). Throughput averaged over 70–100 s.
 */
export function seed002ExpD(queue: 'droptail' | 'red', estimateError = 0, seed = 1): ScenarioInput {
  const kinds = parseMix('8v2r');
  const starts = [0, 0, 10, 10, 20, 20, 30, 30, 40, 40];
  const pct = Math.round(estimateError * 100);
  return {
    version: 3,
    name: `Flows joining every 10 s, 8 Vegas + 2 Reno — ${queue === 'red' ? `RED 3n/4n, n ${pct === 0 ? 'known exactly' : `${pct > 0 ? 'overestimated' : 'underestimated'} by ${Math.abs(pct)} %`}` : 'tail drop'}`,
    description:
      queue === 'red'
        ? 'Vegas flows join in pairs every 10 s and two Reno flows at 40 s. RED sets min_th = 3n and max_th = 4n from its estimate of n, the number of connections: watch the thresholds step up by 3/4 packets as each connection arrives (30/40 once all ten are in at 40 s). Overestimating n raises the thresholds and favours Reno; underestimating lowers them and favours Vegas (Chang 2004, Exp. D: Vegas/Reno ratio 0.20 at +20 %, 0.48 at −20 %).'
        : 'Vegas flows join in pairs every 10 s and two Reno flows at 40 s. Under tail drop the Reno pair fills the buffer and the Vegas flows collapse. {paper: In Chang\'s thesis (2004, Exp. D), they fell to about 80 kbit/s each.}',
    seed,
    duration: 101,
    measure: { from: 70, to: 100 },
    tcp: SEED002_TCP,
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: 2e6, delay: 0.04, queue: queue === 'red' ? dynamicRed(100, estimateError) : { type: 'droptail', limit: 100, unit: 'packets' } },
      access: { rate: 50e6, delay: 0.001 },
    },
    flows: flowsOf(kinds, starts),
  };
}

export type Seed002Deployment = 'droptail' | 'r1' | 'r3' | 'all';

/**
 * Exp E (§4.3, Table 4.4): gradual deployment on six routers. S1 (Reno) and S2 (Vegas) enter
 * through R3, S3 and S4 (Vegas) through R4; R1 → R2 is the 2 Mbit/s, 40 ms bottleneck; R5 and
 * R6 lead to the receivers. Host links 10 Mbit/s / 1 ms, router–router links 1.5 Mbit/s /
 * 20 ms; buffers 20 packets at R3–R6, 100 at R1 and R2. RED (3n/4n) at R1 only, at R3 only,
 * or at every router. Starts: S2, S3 at 0 s, S1 at 10 s, S4 at 20 s; averages over 100–200 s.
 * The wiring is inferred (the thesis's Fig. 4.8 is missing).
 */
export function seed002ExpE(deploy: Seed002Deployment, seed = 1): ScenarioInput {
  const routerBuffer: Record<string, number> = { R1: 100, R2: 100, R3: 20, R4: 20, R5: 20, R6: 20 };
  const redAt = (r: string) => (r in routerBuffer && deploy === 'all') || (deploy === 'r1' && r === 'R1') || (deploy === 'r3' && r === 'R3');
  const queueAt = (node: string) => {
    const limit = routerBuffer[node] ?? 100;
    return redAt(node) ? dynamicRed(limit) : { type: 'droptail' as const, limit, unit: 'packets' as const };
  };
  const host = { rate: 10e6, delay: 0.001 };
  const trunk = { rate: 1.5e6, delay: 0.02 };
  const link = (from: string, to: string, l: { rate: number; delay: number }, monitor = false) => ({
    from,
    to,
    ...l,
    queue: queueAt(from),
    reverseQueue: queueAt(to),
    monitor,
  });
  const label = { droptail: 'all tail drop', r1: 'RED at R1 only', r3: 'RED at R3 only', all: 'RED at every router' }[deploy];
  return {
    version: 3,
    name: `Six routers, Vegas and Reno — ${label}`,
    description: {
      droptail: 'One Reno and three Vegas flows cross six tail-drop routers. Reno wins everywhere it meets Vegas (Chang 2004, Exp. E: Reno 1272 kbit/s, Vegas about 220 each).',
      r1: 'RED with min_th = 3n, max_th = 4n (n = 4 connections) only at the bottleneck router R1, which every flow crosses: Reno meets early drops there and fairness is as good as with RED everywhere (Chang 2004, Exp. E: Vegas/Reno ratio 0.55 against 0.17 with tail drop).',
      r3: 'RED with min_th = 3n, max_th = 4n (n = 2 connections) only at R3, where the Reno flow and one Vegas flow enter. It helps, but less than RED at R1: the other Vegas flows meet Reno at R1, whose tail-drop buffer Reno still fills (Chang 2004, Exp. E: ratio 0.33).',
      all: 'RED with min_th = 3n and max_th = 4n at every router, n being each router’s own connection count (Chang 2004, Exp. E: Vegas/Reno ratio 0.53, about the same as RED at R1 alone).',
    }[deploy],
    seed,
    duration: 201,
    measure: { from: 100, to: 200 },
    tcp: SEED002_TCP,
    topology: {
      kind: 'graph',
      nodes: [
        ...['S1', 'S2', 'S3', 'S4', 'D1', 'D2', 'D3', 'D4'].map((id) => ({ id, kind: 'host' as const })),
        ...['R1', 'R2', 'R3', 'R4', 'R5', 'R6'].map((id) => ({ id, kind: 'router' as const })),
      ],
      links: [
        link('S1', 'R3', host),
        link('S2', 'R3', host),
        link('S3', 'R4', host),
        link('S4', 'R4', host),
        link('R3', 'R1', trunk, deploy === 'r3'),
        link('R4', 'R1', trunk),
        link('R1', 'R2', { rate: 2e6, delay: 0.04 }, deploy !== 'r3'),
        link('R2', 'R5', trunk),
        link('R2', 'R6', trunk),
        link('R5', 'D1', host),
        link('R5', 'D2', host),
        link('R6', 'D3', host),
        link('R6', 'D4', host),
      ],
    },
    flows: [
      { kind: 'tcp', name: 'Reno1 (S1)', variant: 'reno', bytes: null, start: 10, from: 'S1', to: 'D1' },
      { kind: 'tcp', name: 'Vegas1 (S2)', variant: 'vegas', bytes: null, start: 0, from: 'S2', to: 'D2' },
      { kind: 'tcp', name: 'Vegas2 (S3)', variant: 'vegas', bytes: null, start: 0, from: 'S3', to: 'D3' },
      { kind: 'tcp', name: 'Vegas3 (S4)', variant: 'vegas', bytes: null, start: 20, from: 'S4', to: 'D4' },
    ],
  };
}
