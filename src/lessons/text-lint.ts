import { QUEUE_DISCIPLINES, type Scenario } from '../sim-core';

/**
 * Numbers a lesson step or a preset description states about its own scenario must be the
 * scenario's: a step that runs min_th 10 under a heading that says 4 is what costs a student's
 * trust. The lint finds a number next to a setting word (a discipline parameter's code word as
 * papers write it, e.g. min_th or max_p; the buffer; the bottleneck rate) and compares it with the
 * scenario. The code words and the "thresholds X and Y" pair come from the queue's registry entry. Text about another configuration (a rule
 * from a paper, the contrast run) is marked `{other: …}` (markup.ts shows it as plain text) and
 * left alone; contrast notes, challenges and hints are about other settings by design and are
 * not linted.
 */
export interface TextMismatch {
  /** What the text says, as written ("`min_th` 4"). */
  said: string;
  setting: string;
  stated: number;
  actual: number;
}

type Queue = Record<string, unknown> & { type?: string; limit?: number; unit?: string };

/** A parameter label written as a code word (min_th, max_p, w_q): what a text names a setting by. */
const CODE_WORD = /^[a-z]+_[a-z]+$/;

/** Every code word of any discipline (a text may name a setting this scenario's queue does not have). */
const ALL_CODE_WORDS = [...new Set(QUEUE_DISCIPLINES.flatMap((d) => d.params.filter((p) => p.kind === 'number' && CODE_WORD.test(p.label)).map((p) => p.label)))];

/** Which key of the queue a code word names, for the queue's own discipline. */
function codeWordKeys(queue: Queue | undefined): Map<string, string> {
  const d = QUEUE_DISCIPLINES.find((x) => x.name === queue?.type);
  return new Map((d?.params ?? []).filter((p) => p.kind === 'number' && CODE_WORD.test(p.label)).map((p) => [p.label, p.key]));
}

/** The queue's two thresholds as its discipline lists them ("thresholds 15 and 45"), with their code words. */
function thresholdPair(queue: Queue | undefined): [string, string][] | null {
  const d = QUEUE_DISCIPLINES.find((x) => x.name === queue?.type);
  if (!d || d.thresholds.length !== 2) return null;
  return d.thresholds.map((t) => [t.key, t.label]);
}

/** Disciplines' names as a text writes them before "buffer" ("a 20 000-byte tail-drop buffer"), a two-word name also the other way round ("drop-tail"). */
const DISCIPLINE_WORDS = [...new Set(QUEUE_DISCIPLINES.flatMap((d) => [d.label, ...d.label.split(' ').reverse().join(' ') === d.label ? [] : [d.label.split(' ').reverse().join(' ')]]))]
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[- ]'))
  .join('|');

/** The bottleneck's queue and rate of the two topology shapes (testbed, dumbbell). */
function bottleneckOf(sc: Scenario): { queue: Queue | undefined; rate: number | undefined } {
  const t = sc.topology as unknown as { bottleneckQueue?: Queue; bottleneckRate?: number; bottleneck?: { queue?: Queue; rate?: number } };
  return { queue: t.bottleneckQueue ?? t.bottleneck?.queue, rate: t.bottleneckRate ?? t.bottleneck?.rate };
}

/** "18 000", "18,000", "5000", "0.1" (a thin or ordinary space groups thousands). */
const NUM = String.raw`(\d{1,3}(?:[ \u2009\u202f,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const num = (s: string) => Number(s.replace(/[ \u2009\u202f,]/g, ''));

/** The stated value matches when the scenario's value rounds to it at the precision written. */
function matches(stated: string, actual: number): boolean {
  const decimals = (stated.split('.')[1] ?? '').length;
  return Number(actual.toFixed(decimals)) === num(stated);
}

/**
 * The text with `{other: …}` and `{paper: …}` spans removed (another configuration, a published
 * study's figures), and `{run …: …}` / `{contrast …: …}` / `{beside …: …}` figures (a run's results, not its
 * settings; run-figures.ts holds them to the run), and `{at …: …}` moments (run-moments.ts).
 */
export function withoutOther(text: string): string {
  return text.replace(/\{(?:other:|paper:|run |contrast |beside |at )[^}]*\}/g, ' ');
}

export function lintText(text: string, sc: Scenario): TextMismatch[] {
  const out: TextMismatch[] = [];
  const { queue, rate } = bottleneckOf(sc);
  const t = withoutOther(text);
  // A setting the scenario does not have where the lint looks (an HTB class's queue) is not
  // checked; one it has in another unit (a buffer in bytes said in packets) is a mismatch (NaN).
  const check = (said: string, setting: string, stated: string, actual: number | undefined) => {
    if (actual === undefined) return;
    if (!Number.isFinite(actual) || !matches(stated, actual)) out.push({ said, setting, stated: num(stated), actual });
  };
  const words = codeWordKeys(queue);
  // `min_th` 5000 bytes, max_p = 0.1, min_th (15) — not "min_th to 10" (a change, said in a contrast).
  // A code word of another discipline than this queue's: the scenario has no such setting (not checked).
  for (const m of t.matchAll(new RegExp(String.raw`\x60?(${ALL_CODE_WORDS.join('|')})\x60?\s*(?:=|of|is)?\s*\(?${NUM}`, 'g'))) {
    const key = words.get(m[1]);
    check(m[0], m[1], m[2], key === undefined ? undefined : (queue?.[key] as number | undefined));
  }
  // "thresholds 15 and 45 packets"
  const pair = thresholdPair(queue);
  for (const m of t.matchAll(new RegExp(String.raw`thresholds\s+${NUM}\s+and\s+${NUM}`, 'g'))) {
    if (!pair) continue;
    pair.forEach(([key, label], k) => check(m[0], label, m[k + 1], queue?.[key] as number | undefined));
  }
  // A title's "RED 4/6" and a heading's "RED 10–18 packets" (describeQueue): min_th and max_th.
  for (const m of t.matchAll(new RegExp(String.raw`\bRED\s+${NUM}\s*(?:/|–|-)\s*${NUM}(?![\d.]|\s*n\b)`, 'g'))) {
    if (!pair) continue;
    pair.forEach(([key, label], k) => check(m[0], label, m[k + 1], queue?.[key] as number | undefined));
  }
  // "a 20 000-byte buffer", "a 100-packet buffer", "near the 20 000-byte limit"
  for (const m of t.matchAll(new RegExp(String.raw`${NUM}[- ](byte|packet)s?[- ](?:(?:${DISCIPLINE_WORDS})[- ])?(?:buffer|limit)`, 'gi'))) {
    const unitOk = queue?.unit === (m[2] === 'byte' ? 'bytes' : 'packets');
    check(m[0], 'buffer', m[1], queue?.limit === undefined ? undefined : unitOk ? queue.limit : Number.NaN);
  }
  // "a 10 Mbit/s link", "a 143 kbit/s link", "10 Mbit/s, 20 ms bottleneck"
  for (const m of t.matchAll(new RegExp(String.raw`${NUM}\s*(k|M)bit/s(?:,\s*\d+\s*ms)?\s+(?:bottleneck|link)`, 'g'))) check(m[0], 'bottleneck rate', m[1], rate === undefined ? undefined : rate / (m[2] === 'k' ? 1e3 : 1e6));
  return out;
}
