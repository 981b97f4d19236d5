import type { LossSpec } from '../sim-core/link-loss/loss-spec';
import type { Scenario } from '../sim-core/scenario/schema';
import { valueAt } from '../sim-core/scenario/overrides';

/**
 * Link errors (packets lost on the wire, e.g. to a noisy wireless hop) as the editor and the
 * sweep see them: where a built-in topology can lose packets, which loss model is there, and
 * the flows' window cap that the wireless studies pair with it. Paths are scenario paths, so a
 * sweep varies exactly what the editor sets.
 */
export interface LossPlace {
  /** Scenario path of the LossSpec. */
  path: string;
  /** Where, in a few words ("the bottleneck", "each receiver's last link"). */
  label: string;
}

/** The places the topology can carry a loss model, most used first (seed 003 puts errors on the receivers' links). */
export function lossPlaces(sc: Scenario): LossPlace[] {
  const t = sc.topology;
  if (t.kind === 'dumbbell')
    return [
      { path: 'topology.access.receiverLoss', label: "receivers' last links (wireless)" },
      { path: 'topology.bottleneck.loss', label: 'bottleneck (data direction)' },
    ];
  if (t.kind === 'testbed') return [{ path: 'topology.bottleneckLoss', label: 'bottleneck link R2 → D' }];
  return [];
}

export function lossAt(sc: Scenario, path: string): LossSpec | undefined {
  return valueAt(sc, path) as LossSpec | undefined;
}

/** Set (or, with undefined, remove) the loss model at one of `lossPlaces`. */
export function setLossAt(sc: Scenario, path: string, spec: LossSpec | undefined): void {
  const keys = path.split('.');
  const parent = valueAt(sc, keys.slice(0, -1).join('.')) as Record<string, unknown> | undefined;
  if (!parent) return;
  const key = keys[keys.length - 1];
  if (spec === undefined) delete parent[key];
  else parent[key] = spec;
}

export type LossKind = 'none' | LossSpec['type'];

/** The long-run share of packets an on/off channel loses. */
export function meanPer(spec: LossSpec): number {
  if (spec.type === 'bernoulli') return spec.per;
  return (spec.perOn * spec.meanOn + spec.perOff * spec.meanOff) / (spec.meanOn + spec.meanOff);
}

/**
 * The long-run share of packets a loss model loses, as the settings panel and an exported slide's
 * set-up line both say it ("0.164 %"): a slide that said only "PER 10 % for 50 ms every 3 s" read
 * as "10 % loss" to a student (lecturer-1215, confusion 8).
 */
export function averageLossWords(spec: LossSpec): string {
  return percent(meanPer(spec));
}

/**
 * Why an on/off channel's "PER in bad state" may move the results little, in words under its
 * fields: the share of time the channel is bad and the long-run loss it gives. A lecturer raised
 * the wireless RED demo's PER in bad state from 10 % to 20 % and saw goodput move 7.53 → 7.54
 * Mbit/s: its channel is bad 50 ms in every 3.05 s (1.6 % of the time), so link losses went from
 * about 0.16 % to 0.33 % of packets (197 → 391 in the run), beside the bottleneck's own 0.9 %.
 */
export function badStateWords(spec: LossSpec): string | null {
  if (spec.type !== 'onoff' || !(spec.meanOn + spec.meanOff > 0)) return null;
  const bad = spec.meanOn / (spec.meanOn + spec.meanOff);
  return `The channel is in its bad state ${percent(bad)} of the time (mean ${+(spec.meanOn * 1e3).toPrecision(3)} ms bad, ${+spec.meanOff.toPrecision(3)} s good), so on average ${averageLossWords(spec)} of the packets are lost here: the PER in the bad state counts only for that share.`;
}

/**
 * A loss model of another kind that keeps what it can of the current one: Bernoulli keeps the
 * long-run error rate (to 3 significant digits, as typed); an on/off channel starts from seed 003's (bad 50 ms every 3 s, PER_on 10 %).
 */
export function changeLossKind(cur: LossSpec | undefined, kind: LossKind): LossSpec | undefined {
  if (kind === 'none') return undefined;
  if (cur?.type === kind) return cur;
  if (kind === 'bernoulli') return { type: 'bernoulli', per: cur ? +meanPer(cur).toPrecision(3) : 0.001 };
  return { type: 'onoff', perOn: 0.1, perOff: 0, meanOn: 0.05, meanOff: 3 };
}

/** The numeric settings of a loss model: key, label, and how the editor shows it. */
export interface LossField {
  key: 'per' | 'perOn' | 'perOff' | 'meanOn' | 'meanOff';
  label: string;
  glossary: string;
  /** Display = stored × scale. */
  scale: number;
  unit: string;
  max?: number;
}

const PROBABILITY = { scale: 100, unit: '%', max: 100 } as const;
const SOJOURN = { scale: 1e3, unit: 'ms' } as const;

export const LOSS_FIELDS: Record<LossSpec['type'], LossField[]> = {
  bernoulli: [{ key: 'per', label: 'Packet error rate', glossary: 'packet-error-rate', ...PROBABILITY }],
  onoff: [
    { key: 'perOn', label: 'PER in bad state', glossary: 'onoff-channel', ...PROBABILITY },
    { key: 'perOff', label: 'PER in good state', glossary: 'onoff-channel', ...PROBABILITY },
    { key: 'meanOn', label: 'Mean bad period', glossary: 'onoff-channel', ...SOJOURN },
    { key: 'meanOff', label: 'Mean good period', glossary: 'onoff-channel', ...SOJOURN },
  ],
};

/** Sweep options for the loss models the scenario has, in the editor's units (shown = stored × scale: %, ms). */
export function lossSweepOptions(sc: Scenario): { path: string; name: string; unit: string; scale: number }[] {
  const out: { path: string; name: string; unit: string; scale: number }[] = [];
  for (const place of lossPlaces(sc)) {
    const spec = lossAt(sc, place.path);
    if (!spec) continue;
    for (const f of LOSS_FIELDS[spec.type]) out.push({ path: `${place.path}.${f.key}`, name: `${f.label} on ${place.label}`, unit: f.unit, scale: f.scale });
  }
  if (typeof sc.tcp?.maxCwnd === 'number') out.push({ path: 'tcp.maxCwnd', name: 'Window cap (every TCP flow)', unit: 'segments', scale: 1 });
  return out;
}

/** The scenario-wide window cap, in segments (null: none). */
export function windowCap(sc: Scenario): number | null {
  return sc.tcp?.maxCwnd ?? null;
}

export function setWindowCap(sc: Scenario, segments: number | null): void {
  sc.tcp = { ...sc.tcp, maxCwnd: segments };
}

/** A percentage as typed in the editor: "0.1 %", "10 %". */
function percent(fraction: number): string {
  return `${+(fraction * 100).toPrecision(3)} %`;
}

/**
 * The link errors and window cap a scenario sets, in words for a one-line set-up (an exported
 * slide's caption): "packet error rate 0.1 % on receivers' last links (wireless)", "window cap 32
 * segments". Empty when it sets none (the defaults). A lecturer's slide said "0.1 % PER" only in
 * the title she typed. `swept`: the scenario path a sweep varies, said as swept.
 */
export function linkErrorWords(sc: Scenario, swept?: string): string[] {
  const out: string[] = [];
  for (const place of lossPlaces(sc)) {
    const spec = lossAt(sc, place.path);
    if (!spec) continue;
    // A sweep's figure: the setting it varies is said as swept, not as its one value here.
    if (swept?.startsWith(`${place.path}.`)) out.push(`${spec.type === 'bernoulli' ? 'packet error rate' : 'on/off errors'} swept on ${place.label}`);
    else if (spec.type === 'bernoulli') out.push(`packet error rate ${percent(spec.per)} on ${place.label}`);
    else {
      // With the average loss it works out to: the bad state's PER alone read as the loss rate.
      const between = spec.perOff > 0 ? ` (${percent(spec.perOff)} between)` : '';
      out.push(`errors on ${place.label}: ${percent(spec.perOn)} for ${+(spec.meanOn * 1e3).toPrecision(3)} ms every ${+spec.meanOff.toPrecision(3)} s${between} = ${averageLossWords(spec)} of packets on average`);
    }
  }
  const cap = windowCap(sc);
  if (cap !== null) out.push(swept === 'tcp.maxCwnd' ? 'window cap swept' : `window cap ${cap} segments`);
  return out;
}
