import { Ecn, type Packet } from '../../net/packet';
import type { EnumParam, NumberParam, Param } from '../params';

/**
 * A shallow CE-marking threshold on the sojourn time, for scalable (L4S) senders such as DCTCP
 * (Linux's `ce_threshold` of codel and fq_codel; ns-3's `CeThreshold` with `UseL4s`). A selected
 * packet that waited longer than the threshold leaves CE-marked; it is never dropped for it.
 */
export interface CeThreshold {
  /** Sojourn time above which a selected packet is marked (s); compared in CoDel's 1024 ns units, strictly greater. */
  threshold: number;
  /**
   * Which packets: 'ect1' the L4S identifier ECT(1) (and CE; Linux `ce_threshold_selector 1/1`,
   * ns-3 UseL4s), or 'ect' every ECN-capable packet (Linux `ce_threshold` without a selector).
   */
  select: 'ect1' | 'ect';
  /**
   * 'linux': CoDel's control law still runs on every packet, the threshold marks afterwards;
   * 'ns3': a selected packet skips CoDel altogether (no control-law drop or mark, state untouched).
   */
  mode: 'linux' | 'ns3';
}

/** Is the packet one the threshold applies to? */
export function ceSelected(p: Packet, t: Pick<CeThreshold, 'select'>): boolean {
  if (t.select === 'ect1') return p.ecn === Ecn.Ect1 || p.ecn === Ecn.Ce;
  return p.ecn !== Ecn.NotEct;
}

/** The spec keys of the CE threshold, shared by CoDel and FQ-CoDel. */
export interface CeThresholdSpec {
  ceThreshold?: number;
  ceThresholdSelect?: 'ect1' | 'ect';
  ceThresholdMode?: 'linux' | 'ns3';
}

/** The threshold a spec asks for, or null when it sets none. */
export function ceThresholdOf(s: CeThresholdSpec): CeThreshold | null {
  if (s.ceThreshold === undefined) return null;
  return { threshold: s.ceThreshold, select: s.ceThresholdSelect ?? 'ect1', mode: s.ceThresholdMode ?? 'linux' };
}

/** Its settings as a queue report shows them (nothing when off, so reports of other runs are unchanged). */
export function ceThresholdReport(t: CeThreshold | null | undefined): Record<string, number | string> {
  return t ? { ceThreshold: t.threshold, ceThresholdSelect: t.select, ceThresholdMode: t.mode } : {};
}

const CE_THRESHOLD: NumberParam = {
  kind: 'number',
  key: 'ceThreshold',
  label: 'CE threshold',
  glossary: 'ce-threshold',
  help: 'L4S: CE-mark selected ECN packets that waited longer than this (s); unset: off (Linux ce_threshold, ns-3 CeThreshold)',
  editor: 'number',
  testId: 'codel-ce-threshold',
  unit: 's',
  min: 0,
  max: 10,
  display: { scale: 1e3, unit: 'ms' },
};

const CE_SELECT: EnumParam = {
  kind: 'enum',
  key: 'ceThresholdSelect',
  label: 'CE threshold applies to',
  glossary: 'ce-threshold',
  help: "which packets the CE threshold marks: 'ect1' ECT(1) and CE, the L4S identifier (default), or 'ect' every ECN-capable packet",
  editor: 'none',
  values: ['ect1', 'ect'],
};

const CE_MODE: EnumParam = {
  kind: 'enum',
  key: 'ceThresholdMode',
  label: 'CE threshold model',
  glossary: 'ce-threshold',
  help: "'linux' CoDel still runs on the selected packets and the threshold marks afterwards (default); 'ns3' they skip CoDel (ns-3's UseL4s)",
  editor: 'none',
  values: ['linux', 'ns3'],
};

/** The CE threshold's parameters, in schema order. */
export const CE_THRESHOLD_PARAMS: readonly Param[] = [CE_THRESHOLD, CE_SELECT, CE_MODE];

/** The selector and model mean nothing without a threshold: refused with the field. */
export function ceThresholdConsistent(q: CeThresholdSpec, ctx: { addIssue(i: { code: 'custom'; path: string[]; message: string }): void }): void {
  for (const key of ['ceThresholdSelect', 'ceThresholdMode'] as const)
    if (q[key] !== undefined && q.ceThreshold === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} needs ceThreshold (the CE threshold is off without it)` });
}
