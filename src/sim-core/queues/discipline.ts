import type { z } from 'zod';
import type { RandomStream } from '../engine/random';
import type { Param } from './params';
import type { SettingsProfile } from '../settings-profile';
import type { DropReason, QueueDisc } from './queue-disc';

/** What construction may use besides the spec. */
export interface QueueBuildContext {
  /** Rate of the link (or of the HTB class) the queue feeds. */
  linkBps: number;
  /** The queue's own random stream; `suffix` names a sub-stream (an HTB class's queue). */
  rng: (suffix?: string) => RandomStream;
  /** Connections whose data crosses the link now (dynamic-threshold RED). */
  activeFlows: () => number;
  /** Build a nested queue (HTB's leaves) through the registry. */
  build: (spec: { type: string }, linkBps: number, rng: (suffix?: string) => RandomStream) => QueueDisc;
}

/** A gauge the monitor records with every queue change; its mean at arrivals goes into the summary. */
export interface GaugeInfo {
  key: string;
  /**
   * Legend, readout and column label, in plain words ("drop probability now"): a student read
   * RED's "max_p 10.00 % · count 21 · p_a 0.00 %" as unexplained jargon (phone trial 20:20).
   */
  label: string;
  /** The name the papers and the glossary give it ("p_a"), said after the value in readouts. */
  symbol?: string;
  /** Glossary term for its legend tooltip. */
  glossary: string;
  /** 'queue': in the buffer's unit, drawn on the queue plot's axis; 'probability' (0…1), 'seconds', 'count', 'state' (0 or 1, read as no or yes): not drawn. */
  scale: 'queue' | 'probability' | 'seconds' | 'count' | 'state';
  /**
   * The one reading a state line shows first, the others behind its disclosure: what the
   * discipline is doing now (RED's and PIE's drop probability, whether CoDel is dropping). A
   * student read four readings in one line as jargon (trials phone-0710 s14, bloat-0710 s10).
   * Unset on every gauge: the first one shown.
   */
  headline?: boolean;
  /** Colour from the theme's gauge palette when drawn. */
  tone: number;
  /**
   * What a reading means where the bare number would puzzle (RED's p_a of 1 between the
   * thresholds): words said after the value, or null. `gauge` reads the other gauges of the same
   * recorded row; `run`, where the reader has it, the discipline's thresholds at that time and
   * its settings (why RED's p_a reads 0 beside "early drops 130": phone-1130 steps 10, 21).
   */
  says?(value: number, gauge: (key: string) => number, run?: GaugeRunContext): string | null;
  /**
   * Whether the reading means anything in a recorded row (`gauge` reads the row's gauges); where
   * it does not, readouts leave it out. CoDel's "next drop due in 0.0 ms" while not dropping read
   * as a drop about to happen (bloat trial 02:20). Unset: always.
   */
  meaningful?(gauge: (key: string) => number): boolean;
}

/** What a gauge's words may read beyond its row (GaugeInfo.says): the thresholds then, the configured settings. */
export interface GaugeRunContext {
  threshold(key: string): number;
  setting(key: string): unknown;
}

/** A drop-probability curve p(avg): what a 'drop-curve' panel draws. */
export interface DropCurve {
  minTh: number;
  maxTh: number;
  maxP: number;
  gentle: boolean;
  unit: 'packets' | 'bytes';
  /** Right end of the average-queue axis. */
  xMax: number;
  /** (avg, p) corners of the piecewise-linear curve, left to right. */
  points: [number, number][];
  /** The probability at an average queue. */
  probability: (avg: number) => number;
}

/** Values a run recorded that move the curve (thresholds following the flow count, an adapted max_p). */
export interface DropCurveAt {
  minTh?: number;
  maxTh?: number;
  maxP?: number;
}

/** A level on the queue axis that the discipline decides against (RED's min_th, max_th). */
export interface ThresholdInfo {
  key: string;
  label: string;
  /** Glossary term for its legend tooltip. */
  glossary: string;
}

/** One entry of the editor's discipline list (a discipline may offer several, e.g. RED and gentle RED). */
export interface EditorChoice<S> {
  value: string;
  label: string;
  /** Whether a spec of this discipline is this choice (first match wins). */
  matches?: (spec: S) => boolean;
  /** false: recognised (a RED spec with `adaptive` shows as Adaptive RED) but not listed twice. */
  listed?: boolean;
  /** The spec after switching to this choice, keeping what carries over from the current queue. */
  make: (from: BufferSettings, current: { type: string }) => S;
}

/** What carries over when the editor switches a queue to another discipline. */
export interface BufferSettings {
  limit: number;
  unit: 'packets' | 'bytes';
  admission?: 'fits' | 'below-limit';
  ecn: boolean;
  meanPktSize?: number;
  /** Bytes per packet for converting a byte buffer to packets. */
  packetBytes: number;
}

/** What the scenario schema lends a discipline's schema (so no discipline imports it back). */
export interface SchemaContext {
  /** The union of the disciplines that may sit inside a container (HTB's class queues). */
  leaf: z.ZodType;
  /** bit/s as a number or a string such as "140kbit". */
  rate: z.ZodType<number, unknown>;
  maxFlows: number;
}

/** What a finished run reports about a discipline (LinkResult.queueInfo). */
export interface QueueReport {
  /** Settings in force, resolved defaults included (RED: wq, maxP, gentle…), for display. */
  settings: Record<string, number | boolean | string | null>;
  /** Threshold values in force at the end, keyed as in `thresholds`. */
  thresholds: Record<string, number>;
  /** The thresholds move during the run (their series is recorded). */
  dynamicThresholds: boolean;
}

/**
 * A queue discipline as the registry knows it: everything the schema, the editor, the plots, the
 * CLI and the summary need, so nothing outside the discipline's own folder names it.
 */
export interface QueueDiscipline<S extends { type: string } = { type: string }> {
  /** The `type` written in scenarios. */
  name: string;
  label: string;
  /** One sentence for menus and the CLI help. */
  description: string;
  /** Glossary term that explains it (the editor's tooltip on the queue menu). */
  glossary: string;
  /** Heading of its section in docs/models.md. */
  docSection: string;
  /** The parameters besides `type`, in schema order. */
  params: readonly Param[];
  /**
   * Profiles of its parameters (`profile` in a spec: "linux", "rfc", "ns3" where implementations
   * depart; ../settings-profile.ts), expanded before validation. None without departures.
   */
  profiles?: readonly SettingsProfile[];
  /** The zod schema of a spec (containers get the leaf union and the scenario's shared types). */
  schema: (ctx: SchemaContext) => z.ZodType<S, unknown>;
  /** Holds other queues (HTB's classes): not offered as a leaf, edited as JSON. */
  container?: boolean;
  create: (spec: S, ctx: QueueBuildContext) => QueueDisc;
  gauges: readonly GaugeInfo[];
  thresholds: readonly ThresholdInfo[];
  /** Reasons besides the generic overflow / ECN mark / link loss. */
  dropReasons: readonly DropReason[];
  /** Editor list entries (empty: not offered in the editor's list). */
  choices: readonly EditorChoice<S>[];
  /**
   * Parameter groups of which the editor shows one at a time (RED: w_q, or tc's burst/avpkt);
   * switching clears the other groups' keys and sets `defaults`.
   */
  editorAlternatives?: readonly { label: string; glossary: string; keys: readonly string[]; defaults: (spec: S) => Record<string, number> }[];
  /** What carries over to another discipline (default: limit, unit, admission, ecn, meanPktSize). */
  bufferOf?: (spec: S) => BufferSettings;
  /** The run's report; default: no settings, no thresholds. */
  report?: (q: QueueDisc, activeFlows: number) => QueueReport;
  /**
   * Its own panel beside the plots, by the app's panel id ('drop-curve': the drop probability
   * against the average queue, with its history; 'probabilities': its 'probability' gauges over
   * time; 'delay-law': CoDel's rule in words with the run's target, interval and drops). None:
   * the panel stays hidden.
   */
  panel?: 'drop-curve' | 'probabilities' | 'delay-law';
  /**
   * The drop-probability curve its 'drop-curve' panel draws, for a spec as edited (not a run's
   * result) on a link of `linkBps`; `at` puts in the thresholds and max_p a run recorded at some
   * instant (without it, a curve that depends on the run, such as thresholds that follow the flow
   * count, is null). Null as well for parameters the queue refuses.
   */
  dropCurve?: (spec: S, linkBps: number, at?: DropCurveAt) => DropCurve | null;
  /**
   * The discipline A/B mode and the sweep compare it with by default (its registry name). None:
   * the registry's BASELINE_DISCIPLINE (the one every other is compared against).
   */
  counterpart?: string;
  /** The key of its report's settings that holds the queueing delay it steers towards (s): the delay plot's target line. */
  targetDelayKey?: string;
  /** Queue-plot lines from the thresholds in force (RED: min_th, max_th, and 2·max_th when gentle); the band spans the first two. */
  levels?: (thresholds: Record<string, number>, settings: QueueReport['settings']) => number[];
}

/** Declare a discipline with its spec type checked against its own schema. */
export function defineDiscipline<S extends { type: string }>(d: QueueDiscipline<S>): QueueDiscipline<S> {
  return d;
}
