import type { z } from 'zod';
import type { RandomStream } from '../engine/random';
import { BbrCongestionControl } from './bbr-cc';
import { expandProfile, findProfile, mergeSettings, type SettingsProfile } from '../settings-profile';
import { tcpStackProfiles } from './stack-profiles';
import type { TcpConfig, TcpStackConfig } from './config';
import type { CcSettings, SettingsProblem } from './cc-settings';
import { VEGAS_SETTINGS } from './vegas-settings';
import { CUBIC_SETTINGS } from './cubic-settings';
import { BBR_SETTINGS } from './bbr-settings';
import { DCTCP_SETTINGS } from './dctcp-settings';
import { CubicCongestionControl } from './cubic-cc';
import { DctcpCongestionControl } from './dctcp-cc';
import type { CongestionControl } from './congestion-control';
import { LinuxSackRecovery } from './linux-sack-recovery';
import type { LossRecovery } from './loss-recovery';
import { NewRenoRecovery } from './newreno-recovery';
import { RenoCongestionControl } from './reno-cc';
import { RenoRecovery } from './reno-recovery';
import { SackRecovery } from './sack-recovery';
import { TahoeRecovery } from './tahoe-recovery';
import { VegasCongestionControl } from './vegas-cc';
import { VEGAS_EVENTS } from './vegas-events';
import type { CongestionEventInfo } from './congestion-event-kinds';

/** TCP settings (keys of the scenario's `tcp` overrides) a module reads besides the common ones. */
type OptionKey = keyof TcpConfig;
/** The same for a congestion control: the stack's settings, and its own settings object (TcpConfig is derived from this registry, so a congestion control cannot be typed against it). */
type StackOptionKey = keyof TcpStackConfig;

/**
 * A congestion control as the registry knows it (Linux's tcp_congestion_ops, ns-3's
 * TcpCongestionOps): how the window grows and where ssthresh goes after a congestion signal.
 */
export interface CongestionControlInfo {
  name: string;
  label: string;
  /** Fairness grouping (seed 002's ratio: delay-based over loss-based). */
  family: 'loss-based' | 'delay-based' | 'model-based' | 'ecn-based';
  /** Runs only with ECN: the flow's `ecn` is turned on (Linux's and ns-3's DCTCP set it themselves). */
  requiresEcn?: boolean;
  /**
   * Its receiver echoes the CE state of each data segment (DCTCP, RFC 8257 §3.2; tcp/dctcp-echo.ts)
   * instead of RFC 3168's ECE latch held until CWR.
   */
  perSegmentEcnEcho?: boolean;
  /** The loss recovery it runs with when the flow names none. */
  defaultRecovery: string;
  description: string;
  /** The settings it reads in `tcp`: the stack's, and the key of its own settings object. */
  options: readonly string[];
  /**
   * Its own settings object (`tcp.<key>`: schema, defaults, profiles, rules; cc-settings.ts),
   * declared in its own file. None for a module with no settings of its own.
   */
  settings?: CcSettings;
  /** The key of its own settings, where its profiles apply (`tcp.<profileSetting>.profile`; from `settings`). */
  profileSetting?: string;
  /** Its settings' profiles (from `settings`; none without). */
  profiles: readonly SettingsProfile[];
  /**
   * The state variables it reports for the plots (CongestionControl.telemetry), recorded
   * generically per flow: key, label, unit, and the names of a categorical variable's values.
   */
  telemetry: readonly TelemetryField[];
  /** Congestion events of its own that the sender records for it (its decisions), beyond the generic kinds. */
  events?: readonly CongestionEventInfo[];
  /**
   * A new instance for one flow, given its own settings as the run resolved them (undefined
   * without `settings`); `random` gives the flow's own seeded stream (named after the flow), for
   * those that draw.
   */
  create(own: object | undefined, random: () => RandomStream | null): CongestionControl;
}

/**
 * A congestion control with settings of its own: its entry, with `profileSetting` and `profiles`
 * taken from its settings, and `create` typed by them.
 */
function withOwnSettings<K extends string, C extends object, S extends z.ZodType>(
  info: Omit<CongestionControlInfo, 'options' | 'settings' | 'profileSetting' | 'profiles' | 'create'> & {
    options: readonly (StackOptionKey | K)[];
    settings: CcSettings<K, C, S>;
    create(own: C, random: () => RandomStream | null): CongestionControl;
  },
) {
  return { ...info, profileSetting: info.settings.key, profiles: info.settings.profiles };
}

/** One telemetry variable of a congestion control. */
export interface TelemetryField {
  key: string;
  label: string;
  unit: 'segments' | 's' | 'bit/s' | 'state' | 'fraction';
  /**
   * How the cwnd plot shows it: 'level' a dotted line on the window axis (segments), 'instant'
   * a tick at that time, 'band' a coloured strip under the windows (states), 'value' its latest
   * value in the strip's caption, 'strip' a 0..1 value drawn as an area in a strip of its own
   * (DCTCP's α).
   */
  show: 'level' | 'instant' | 'band' | 'value' | 'strip';
  /** For unit 'state': the label of each value (index = value). */
  states?: readonly string[];
}

/** A loss recovery: fast retransmit and what the sender does until the loss is repaired. */
export interface LossRecoveryInfo {
  name: string;
  label: string;
  description: string;
  /** Needs the receiver's SACK blocks (turns the `sack` option on). */
  requiresSack: boolean;
  options: readonly OptionKey[];
  /**
   * Profiles of its settings (`tcp.recoveryProfile`: "rfc", "ns3" where implementations depart;
   * ../settings-profile.ts). None for a recovery without departures.
   */
  profiles: readonly SettingsProfile[];
  create(cfg: TcpConfig): LossRecovery;
}

/** The ACK that ends recovery: ns-3 grows cwnd from ssthresh on it (tcp-socket-base.cc), RFC 5681 leaves cwnd = ssthresh. */
const RECOVERY_EXIT_PROFILES: readonly SettingsProfile[] = [
  { name: 'rfc', label: 'RFC 5681/6582: the ACK that ends recovery leaves cwnd = ssthresh', sources: ['RFC 5681 §3.2', 'RFC 6582 §3.2'], settings: { growOnRecoveryExit: false } satisfies Partial<TcpConfig> },
  { name: 'ns3', label: "ns-3.48: the ACK that ends recovery also grows cwnd from ssthresh", sources: ['src/internet/model/tcp-socket-base.cc'], settings: { growOnRecoveryExit: true } satisfies Partial<TcpConfig> },
];

/** RFC 6675 SACK recovery as the RFC writes it and as ns-3.48's TcpClassicRecovery with TcpTxBuffer runs it. */
const SACK_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'rfc',
    label: 'RFC 6675: ssthresh from FlightSize, a SACKed retransmission leaves the pipe, cwnd = ssthresh at the end of recovery',
    sources: ['RFC 6675 §4, §5', 'RFC 5681 §3.2'],
    settings: { sackWindow: 'rfc6675', sackSsthreshFromPipe: false, pipeCountsSackedRetransmissions: false, growOnRecoveryExit: false } satisfies Partial<TcpConfig>,
  },
  {
    name: 'ns3',
    label: "ns-3.48's TcpClassicRecovery: cwnd = ssthresh at once, ssthresh from the pipe (BytesInFlight), a retransmission counted in the pipe until cumulatively acknowledged, growth on the ACK that ends recovery",
    sources: ['src/internet/model/tcp-classic-recovery.cc', 'src/internet/model/tcp-socket-base.cc', 'src/internet/model/tcp-tx-buffer.cc'],
    settings: { sackWindow: 'rfc6675', sackSsthreshFromPipe: true, pipeCountsSackedRetransmissions: true, growOnRecoveryExit: true } satisfies Partial<TcpConfig>,
  },
];

/** The TCP stack's profiles (`tcp.profile`; tcp/stack-profiles.ts): its "ns3" includes the SACK recovery's. */
export const TCP_STACK_PROFILES = tcpStackProfiles(findProfile(SACK_PROFILES, 'ns3', 'SACK').settings);

export const RENO_CC: CongestionControlInfo = {
  name: 'reno',
  label: 'Reno AIMD',
  family: 'loss-based',
  defaultRecovery: 'newreno',
  description: 'RFC 5681 slow start and congestion avoidance; ssthresh = max(2 MSS, flight/2) after a loss',
  options: ['windowGrowth'],
  profiles: [],
  telemetry: [],
  create: () => new RenoCongestionControl(),
};

export const VEGAS = withOwnSettings({
  name: 'vegas',
  label: 'Vegas',
  family: 'delay-based',
  // Vegas was built on BSD Reno: its own window rules over Reno's fast retransmit/recovery.
  defaultRecovery: 'reno',
  description: 'Brakmo & Peterson 1994: keeps α…β packets queued, from Expected − Actual rate',
  options: ['vegas'],
  settings: VEGAS_SETTINGS,
  telemetry: [],
  events: VEGAS_EVENTS,
  create: (own) => new VegasCongestionControl(own),
});

export const CUBIC = withOwnSettings({
  name: 'cubic',
  label: 'CUBIC',
  family: 'loss-based',
  // ns-3 and Linux run CUBIC with SACK scoreboard recovery.
  defaultRecovery: 'sack',
  description: 'RFC 9438: cubic growth around the last maximum W_max, β = 0.7, Reno-friendly region, HyStart',
  options: ['cubic'],
  settings: CUBIC_SETTINGS,
  telemetry: [
    { key: 'wMax', label: 'W_max', unit: 'segments', show: 'level' },
    { key: 'epochStart', label: 'epoch start', unit: 's', show: 'instant' },
  ],
  create: (own) => new CubicCongestionControl(own),
});

export const BBR = withOwnSettings({
  name: 'bbr',
  label: 'BBR v1',
  family: 'model-based',
  defaultRecovery: 'sack',
  description: 'BBR v1 (Linux 4.9–5.4): paced at gain × max delivery rate, cwnd 2 × BDP; STARTUP, DRAIN, PROBE_BW gain cycle, PROBE_RTT',
  options: ['bbr'],
  settings: BBR_SETTINGS,
  telemetry: [
    { key: 'state', label: 'BBR state', unit: 'state', show: 'band', states: ['STARTUP', 'DRAIN', 'PROBE_BW', 'PROBE_RTT'] },
    { key: 'phase', label: 'PROBE_BW gain', unit: 'state', show: 'band', states: ['1.25', '0.75', '1', '1', '1', '1', '1', '1'] },
    { key: 'btlBw', label: 'BtlBw', unit: 'bit/s', show: 'value' },
    { key: 'pacingRate', label: 'pacing rate', unit: 'bit/s', show: 'value' },
    { key: 'rtProp', label: 'RTprop', unit: 's', show: 'value' },
  ],
  create: (own, random) => new BbrCongestionControl(own, random()),
});

export const DCTCP = withOwnSettings({
  name: 'dctcp',
  label: 'DCTCP',
  family: 'ecn-based',
  requiresEcn: true,
  perSegmentEcnEcho: true,
  // Linux and ns-3 run DCTCP over their SACK recovery (its loss response is conventional).
  defaultRecovery: 'sack',
  description: 'RFC 8257: α = marked fraction per window (gain g = 1/16), cwnd × (1 − α/2) at most once per window with marks; ECT(0) or ECT(1); per-segment ECE echo',
  options: ['dctcp'],
  settings: DCTCP_SETTINGS,
  telemetry: [{ key: 'alpha', label: 'DCTCP α', unit: 'fraction', show: 'strip' }],
  create: (own) => new DctcpCongestionControl(own),
});

/** A congestion control's fairness grouping (CongestionControlInfo.family). */
export type CcFamily = CongestionControlInfo['family'];

/** One side of a family ratio: its family, and the words people read for its flows. */
export interface FamilyRatioSide {
  family: CcFamily;
  /** A word for the side in the figure's label and short name ("Vegas"). */
  name: string;
  /** Its flows in a sentence ("Reno-family" flows). */
  flows: string;
}

/**
 * A result figure that sets two congestion-control families side by side: the mean goodput of
 * the `over` family's flows in the measurement window over the `under` family's
 * (metrics/fairness.ts, familyRatio). The metric catalogue makes one run metric of each entry,
 * its label, short name, definition and dash reason from these words.
 */
export interface FamilyRatio {
  /** Metric id (lesson files and saved sweep settings name it). */
  id: string;
  /** CSV column and JSON field. */
  column: string;
  over: FamilyRatioSide;
  under: FamilyRatioSide;
  /** The study that reports it. */
  source: string;
}

/** The family ratios results report: seed 002 (Chang 2004) compares Vegas with the Reno family. */
export const FAMILY_RATIOS: readonly FamilyRatio[] = [
  { id: 'run.vegasRenoRatio', column: 'vegas_reno_ratio', over: { family: 'delay-based', name: 'Vegas', flows: 'Vegas' }, under: { family: 'loss-based', name: 'Reno', flows: 'Reno-family' }, source: 'seed 002' },
];

/** Every congestion control a flow may name (`cc`). CUBIC, BBR, DCTCP: their module and one line here. */
export const CONGESTION_CONTROLS = [RENO_CC, VEGAS, CUBIC, BBR, DCTCP] as const;

type WithOwnSettings = Extract<(typeof CONGESTION_CONTROLS)[number], { settings: CcSettings }>;
/** Each congestion control's own settings object under its key: the part of TcpConfig the registry contributes. */
export type CcSettingsConfig = { [C in WithOwnSettings as C['settings']['key']]: C['settings']['defaults'] };
/** Each congestion control's own settings schema under its key: the part of the scenario's `tcp` the registry contributes. */
export type CcSettingsShape = { [C in WithOwnSettings as C['settings']['key']]: C['settings']['schema'] };

const OWN_SETTINGS: readonly CcSettings[] = CONGESTION_CONTROLS.flatMap((c) => (c.settings ? [c.settings as CcSettings] : []));

/** Every congestion control's own settings at their defaults, each under its key (TCP_DEFAULTS holds them). */
export const CC_SETTINGS_DEFAULTS = Object.fromEntries(OWN_SETTINGS.map((o) => [o.key, o.defaults])) as CcSettingsConfig;

/** Every congestion control's own settings schema under its key, for the scenario's `tcp` (scenario/schema.ts). */
export const CC_SETTINGS_SHAPE = Object.fromEntries(OWN_SETTINGS.map((o) => [o.key, o.schema])) as CcSettingsShape;

type Settings = Record<string, unknown>;

/**
 * Each congestion control's own settings as a flow runs them, under their keys: the module's
 * defaults, then its profile, then the values given (the scenario's `tcp`, then the flow's own).
 */
export function resolveOwnSettings(scenarioTcp: Readonly<Settings> | undefined, flowTcp: Readonly<Settings> | undefined): Settings {
  const out: Settings = {};
  for (const o of OWN_SETTINGS) {
    const given = mergeSettings((scenarioTcp?.[o.key] ?? {}) as Settings, (flowTcp?.[o.key] ?? {}) as Settings);
    out[o.key] = expandProfile(o.defaults as Settings, o.profiles, given, congestionControlOf(o).label);
  }
  return out;
}

/** The rules each congestion control's own settings break in `cfg` (a TcpConfig or resolveOwnSettings' answer), each at [key, field]. */
export function ownSettingsProblems(cfg: Readonly<Settings>): { path: [string, string]; message: string }[] {
  return OWN_SETTINGS.flatMap((o) => (o.check?.(cfg[o.key] as object) ?? []).map((p: SettingsProblem) => ({ path: [o.key, p.field] as [string, string], message: p.message })));
}

function congestionControlOf(o: CcSettings): CongestionControlInfo {
  return CONGESTION_CONTROLS.find((c) => c.settings === o)!;
}

/** Every loss recovery a flow may name (`recovery`). */
export const LOSS_RECOVERIES: readonly LossRecoveryInfo[] = [
  {
    name: 'tahoe',
    label: 'Tahoe',
    description: 'fast retransmit, then slow start from the loss window (no fast recovery)',
    requiresSack: false,
    options: ['lossWindow'],
    profiles: [],
    create: () => new TahoeRecovery(),
  },
  {
    name: 'reno',
    label: 'Reno',
    description: 'RFC 5681 fast retransmit and fast recovery; a partial ACK ends recovery',
    requiresSack: false,
    options: [],
    profiles: RECOVERY_EXIT_PROFILES,
    create: () => new RenoRecovery(),
  },
  {
    name: 'newreno',
    label: 'NewReno',
    description: 'RFC 6582: stays in recovery over partial ACKs, retransmitting one hole each',
    requiresSack: false,
    options: [],
    profiles: RECOVERY_EXIT_PROFILES,
    create: () => new NewRenoRecovery(),
  },
  {
    name: 'sack',
    label: 'SACK',
    description: "RFC 6675 scoreboard recovery; sackWindow 'linux-2.4' gives Linux 2.4's rate halving",
    requiresSack: true,
    options: ['sackWindow', 'sackSsthreshFromPipe', 'pipeCountsSackedRetransmissions', 'maxSackBlocks'],
    profiles: SACK_PROFILES,
    // The window rule is a setting of the same scoreboard recovery (RFC 6675 or Linux 2.4).
    create: (cfg) => (cfg.sackWindow === 'linux-2.4' ? new LinuxSackRecovery() : new SackRecovery()),
  },
];

/**
 * Named pairings: what users (and seed papers) call a TCP variant, i.e. a congestion control
 * with a loss recovery. A flow's `variant` is one of these names (shorthand for its cc and
 * recovery), and results label a flow by the pairing it matches.
 */
export const TCP_PAIRINGS = [
  { name: 'tahoe', label: 'Tahoe', cc: 'reno', recovery: 'tahoe' },
  { name: 'reno', label: 'Reno', cc: 'reno', recovery: 'reno' },
  { name: 'newreno', label: 'NewReno', cc: 'reno', recovery: 'newreno' },
  { name: 'sack', label: 'SACK', cc: 'reno', recovery: 'sack' },
  { name: 'vegas', label: 'Vegas', cc: 'vegas', recovery: 'reno' },
  { name: 'cubic', label: 'CUBIC', cc: 'cubic', recovery: 'sack' },
  { name: 'bbr', label: 'BBR', cc: 'bbr', recovery: 'sack' },
  { name: 'dctcp', label: 'DCTCP', cc: 'dctcp', recovery: 'sack' },
] as const;

export type CcName = (typeof CONGESTION_CONTROLS)[number]['name'];
export type PairingName = (typeof TCP_PAIRINGS)[number]['name'];
export const CC_NAMES = CONGESTION_CONTROLS.map((c) => c.name) as [CcName, ...CcName[]];
export const RECOVERY_NAMES = LOSS_RECOVERIES.map((r) => r.name) as [string, ...string[]];
export const PAIRING_NAMES = TCP_PAIRINGS.map((p) => p.name) as [PairingName, ...PairingName[]];

export function congestionControl(name: string): CongestionControlInfo {
  const c = CONGESTION_CONTROLS.find((x) => x.name === name);
  if (!c) throw new Error(`unknown congestion control "${name}"`);
  return c;
}

export function lossRecovery(name: string): LossRecoveryInfo {
  const r = LOSS_RECOVERIES.find((x) => x.name === name);
  if (!r) throw new Error(`unknown loss recovery "${name}"`);
  return r;
}

export function pairing(name: string): (typeof TCP_PAIRINGS)[number] | undefined {
  return TCP_PAIRINGS.find((p) => p.name === name);
}

/** A flow's label in results: the pairing it matches ("sack"), else "cc/recovery". */
export function pairingLabel(cc: string, recovery: string): string {
  return TCP_PAIRINGS.find((p) => p.cc === cc && p.recovery === recovery)?.name ?? `${cc}/${recovery}`;
}

/** The congestion-control family of a result label (a pairing name or "cc/recovery"); null if unknown. */
export function familyOfLabel(label: string | null): CcFamily | null {
  if (label === null) return null;
  const cc = pairing(label)?.cc ?? label.split('/')[0];
  return CONGESTION_CONTROLS.find((c) => c.name === cc)?.family ?? null;
}

/** The settings a cc + recovery pair fixes before scenario and flow overrides. */
export function tcpModuleSettings(cc: string, recovery: string): Pick<TcpConfig, 'cc' | 'recovery' | 'sack'> {
  return { cc: congestionControl(cc).name as TcpConfig['cc'], recovery: lossRecovery(recovery).name as TcpConfig['recovery'], sack: lossRecovery(recovery).requiresSack };
}

export function makeCongestionControl(cfg: TcpConfig, random: () => RandomStream | null = () => null): CongestionControl {
  const c = congestionControl(cfg.cc);
  return c.create(c.settings ? (cfg as unknown as Settings)[c.settings.key] as object : undefined, random);
}

export function makeLossRecovery(cfg: TcpConfig): LossRecovery {
  return lossRecovery(cfg.recovery).create(cfg);
}

/** cc and recovery of a named pairing (tests and tools that think in variants). */
export function variantSettings(v: PairingName): Pick<TcpConfig, 'cc' | 'recovery' | 'sack'> {
  const p = pairing(v)!;
  return tcpModuleSettings(p.cc, p.recovery);
}
