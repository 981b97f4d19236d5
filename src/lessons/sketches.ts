/**
 * The small pictures on the landing page's lesson cards, one per kind of lesson: each is computed
 * from the rule the lesson is about (AIMD's +1/halve, RED's drop-probability curve, a FIFO
 * filling, ECN marks above a threshold), so the card says its topic at a glance. Every card drew
 * the same sawtooth (bufferbloat trial 10:00), which said nothing. A lesson names its sketch
 * (schema.ts, `sketch`); one that does not gets its topic's.
 *
 * Coordinates are in a 100 × 60 box, y downwards (as SVG draws them).
 */

export type SketchTone = 'main' | 'second' | 'muted' | 'alert';

export type SketchShape =
  | { kind: 'line'; points: [number, number][]; tone: SketchTone; dashed?: boolean }
  | { kind: 'bar'; x: number; y: number; w: number; h: number; tone: SketchTone }
  | { kind: 'mark'; x: number; y: number; glyph: 'cross' | 'tick'; tone: SketchTone };

export interface SketchKind {
  /** What the picture shows, in a few words (docs/lessons.md lists them). */
  shows: string;
  shapes: SketchShape[];
}

const W = 100;
const H = 60;
const PAD = 5;
/** y of a value in 0..1 (1 at the top). */
const y = (v: number) => H - PAD - v * (H - 2 * PAD);
/** x of a fraction 0..1 of the width. */
const x = (f: number) => PAD + f * (W - 2 * PAD);

/** Congestion window under AIMD: slow start to the first loss, then +1 a round trip and halve on a loss. */
function aimd(rounds: number, capacity: number): number[] {
  const w: number[] = [];
  let cwnd = 1;
  let ssthresh = Infinity;
  for (let r = 0; r < rounds; r++) {
    w.push(cwnd);
    if (cwnd >= capacity) {
      ssthresh = cwnd / 2;
      cwnd = ssthresh;
    } else cwnd = cwnd < ssthresh ? Math.min(cwnd * 2, capacity) : cwnd + 1;
  }
  return w;
}

/** A series scaled into the box (max → `top`, of 1). */
function series(values: number[], max: number, top = 0.95, from = 0, to = 1): [number, number][] {
  return values.map((v, i) => [x(from + ((to - from) * i) / (values.length - 1)), y((top * v) / max)]);
}

/** A FIFO of `limit` packets that fills while the senders outpace the link, then holds a standing queue. */
function queueFilling(): SketchShape[] {
  const limit = 1000;
  const steps = 18;
  const shapes: SketchShape[] = [];
  const bw = (W - 2 * PAD) / steps;
  for (let i = 0; i < steps; i++) {
    // Slow start fills the buffer; after the losses the downloads rebuild a standing queue.
    const q = i < 5 ? Math.min(limit, 60 * 2 ** i) : i < 7 ? limit * 0.35 : Math.min(limit * 0.75, limit * (0.35 + 0.06 * (i - 6)));
    const h = (q / limit) * 0.9;
    shapes.push({ kind: 'bar', x: x(0) + i * bw + 0.6, y: y(h), w: bw - 1.2, h: y(0) - y(h), tone: 'main' });
  }
  shapes.push({ kind: 'line', points: [[x(0), y(0.9)], [x(1), y(0.9)]], tone: 'muted', dashed: true });
  return shapes;
}

/**
 * Two senders' shares of one link: the loss-based one (flow 2, drawn second) takes most of it. Each
 * bar has its flow's colour in the plots, flow 1 the accent blue, flow 2 orange: a short orange bar
 * beside a tall blue one read as "Vegas wins", the opposite of tail drop's result (phone-1815, step 1).
 */
function unequalShares(): SketchShape[] {
  const shares = [0.28, 1];
  const tones = ['main', 'second'] as const;
  const bw = 24;
  return shares.map((s, i) => ({ kind: 'bar' as const, x: 24 + i * 32, y: y(0.9 * s), w: bw, h: y(0) - y(0.9 * s), tone: tones[i] }));
}

/** Gentle RED's drop probability against the average queue: 0, a ramp to max_p, then up to 1. */
function dropRamp(): SketchShape[] {
  const minTh = 5;
  const maxTh = 15;
  const maxP = 0.25;
  const top = 30;
  const p = (avg: number) => (avg < minTh ? 0 : avg < maxTh ? (maxP * (avg - minTh)) / (maxTh - minTh) : avg < 2 * maxTh ? maxP + ((1 - maxP) * (avg - maxTh)) / maxTh : 1);
  const pts: [number, number][] = [];
  for (let a = 0; a <= top; a += 0.5) pts.push([x(a / top), y(0.9 * p(a))]);
  return [
    { kind: 'line', points: [[x(minTh / top), y(0)], [x(minTh / top), y(0.9)]], tone: 'muted', dashed: true },
    { kind: 'line', points: [[x(maxTh / top), y(0)], [x(maxTh / top), y(0.9)]], tone: 'muted', dashed: true },
    { kind: 'line', points: pts, tone: 'main' },
  ];
}

/** One TCP's window: slow start, then the AIMD sawtooth. */
function sawtooth(): SketchShape[] {
  return [{ kind: 'line', points: series(aimd(40, 24), 24), tone: 'main' }];
}

/** A shallow marking threshold: the queue hovers at it and each packet over it is marked (ECN). */
function ecnMarks(): SketchShape[] {
  const n = 40;
  const th = 0.45;
  const q = Array.from({ length: n }, (_, i) => th + 0.12 * Math.sin(i * 1.3) * Math.cos(i * 0.37));
  const shapes: SketchShape[] = [
    { kind: 'line', points: [[x(0), y(th)], [x(1), y(th)]], tone: 'muted', dashed: true },
    { kind: 'line', points: series(q, 1, 1), tone: 'main' },
  ];
  q.forEach((v, i) => {
    if (v > th + 0.03) shapes.push({ kind: 'mark', x: x(i / (n - 1)), y: y(0.85), glyph: 'tick', tone: 'alert' });
  });
  return shapes;
}

/** Several windows halving at the same moments: one tail-drop overflow hits them all. */
function synchronised(): SketchShape[] {
  const w = aimd(36, 16);
  return [0, 1, 2].map((k) => ({ kind: 'line' as const, points: series(w.map((v) => v + 2 + k * 5), 30, 0.95), tone: (['main', 'second', 'muted'] as const)[k] }));
}

/** Losses that are not congestion: random errors cut a window that never filled the link. */
function errorLosses(): SketchShape[] {
  const errorsAt = new Set([7, 15, 19, 28, 33]);
  const w: number[] = [];
  let cwnd = 4;
  for (let r = 0; r < 40; r++) {
    w.push(cwnd);
    cwnd = errorsAt.has(r) ? Math.max(2, cwnd / 2) : cwnd + 1;
  }
  const pts = series(w, 24);
  return [
    { kind: 'line', points: [[x(0), y(0.95)], [x(1), y(0.95)]], tone: 'muted', dashed: true },
    { kind: 'line', points: pts, tone: 'main' },
    ...[...errorsAt].map((r) => ({ kind: 'mark' as const, x: pts[r][0], y: pts[r][1] - 5, glyph: 'cross' as const, tone: 'alert' as const })),
  ];
}

/** Two long downloads and a short transfer that starts late and takes long to finish. */
function lateFlow(): SketchShape[] {
  const rows: [number, number, SketchTone][] = [
    [0, 1, 'main'],
    [0.04, 1, 'main'],
    [0.35, 0.8, 'alert'],
  ];
  return rows.map(([from, to, tone], i) => ({ kind: 'bar' as const, x: x(from), y: 10 + i * 15, w: x(to) - x(from), h: 9, tone }));
}

/** A voice stream's small packets in a class of their own beside a download's full-size ones. */
function twoClasses(): SketchShape[] {
  const shapes: SketchShape[] = [];
  for (let i = 0; i < 12; i++) shapes.push({ kind: 'bar', x: x(i / 12), y: 12, w: 3, h: 8, tone: 'second' });
  for (let i = 0; i < 6; i++) shapes.push({ kind: 'bar', x: x(i / 6), y: 36, w: 13, h: 14, tone: 'main' });
  shapes.push({ kind: 'line', points: [[x(0), 29], [x(1), 29]], tone: 'muted', dashed: true });
  shapes.push({ kind: 'mark', x: x(7 / 12) + 1.5, y: 8, glyph: 'cross', tone: 'alert' });
  return shapes;
}

/** Response times of many short requests: most fast, a long tail (the share slower than t). */
function responseTail(): SketchShape[] {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    pts.push([x(t), y(0.92 / (1 + 30 * t * t) ** 0.8)]);
  }
  return [{ kind: 'line', points: pts, tone: 'main' }];
}

export const SKETCHES = {
  sawtooth: { shows: 'a TCP window: slow start, then the AIMD sawtooth', shapes: sawtooth() },
  'queue-filling': { shows: 'a big FIFO filling, then a standing queue under its limit', shapes: queueFilling() },
  'unequal-shares': { shows: 'two senders\u2019 unequal shares of one link', shapes: unequalShares() },
  'drop-ramp': { shows: 'a drop probability rising between two queue thresholds', shapes: dropRamp() },
  'ecn-marks': { shows: 'a queue held at a shallow threshold, packets over it marked', shapes: ecnMarks() },
  synchronised: { shows: 'several windows halving together', shapes: synchronised() },
  'error-losses': { shows: 'random errors cutting a window that never filled the link', shapes: errorLosses() },
  'late-flow': { shows: 'two long downloads and a late short transfer', shapes: lateFlow() },
  'two-classes': { shows: 'small voice packets in a class of their own beside a download', shapes: twoClasses() },
  'response-tail': { shows: 'response times: most short, a long tail', shapes: responseTail() },
} satisfies Record<string, SketchKind>;

export type SketchName = keyof typeof SKETCHES;
export const SKETCH_NAMES = Object.keys(SKETCHES) as [SketchName, ...SketchName[]];

/** A lesson's sketch: its own, else its topic's (the cards of lesson files that name none). */
export function lessonSketch(lesson: { sketch?: SketchName; topic: string }): SketchName {
  if (lesson.sketch) return lesson.sketch;
  if (/web/i.test(lesson.topic)) return 'response-tail';
  if (/queue/i.test(lesson.topic)) return 'queue-filling';
  return 'sawtooth';
}
