import { profileSchema, type ProfileName, type SettingsProfile } from '../../settings-profile';
import { z } from 'zod';
import { LIMIT_PARAM, limitInPackets, unitParam } from '../buffer-params';
import { TARGET_EXCEEDED } from '../codel/codel-discipline';
import { CE_THRESHOLD_PARAMS, ceThresholdConsistent, ceThresholdOf, ceThresholdReport, type CeThresholdSpec } from '../codel/ce-threshold';
import { CODEL_INTERVAL, CODEL_MIN_BYTES, CODEL_TARGET, ecnParam, targetBelowInterval } from '../codel/codel-params';
import { defineDiscipline } from '../discipline';
import { paramsShape, type NumberParam, type Param } from '../params';
import { FqCoDelQueue } from './fq-codel-queue';

export interface FqCoDelSpec extends CeThresholdSpec {
  type: 'fq-codel';
  /** FQ_CODEL_PROFILES' name, already expanded into the other fields by validation. */
  profile?: ProfileName;
  limit: number;
  unit: 'packets';
  flows: number;
  quantum: number;
  target: number;
  interval: number;
  minBytes: number;
  ecn: boolean;
  dropBatch: number;
  perturbation: number;
}

const int = (key: string, label: string, glossary: string, dflt: number, min: number, max: number, help: string, unit: string, editor: NumberParam['editor'] = 'number'): NumberParam => ({
  kind: 'number',
  key,
  label,
  glossary,
  help,
  editor,
  testId: `fq-${key.toLowerCase()}`,
  default: dflt,
  min,
  max,
  integer: true,
  display: { scale: 1, unit },
});

const PARAMS: Param[] = [
  { ...LIMIT_PARAM, default: 10240, help: 'total packets held; beyond it the fattest flow queue loses packets (Linux and ns-3: 10240)' },
  unitParam('packets', 'FQ-CoDel counts packets'),
  int('flows', 'Flow queues', 'fq-codel-flows', 1024, 1, 65536, 'hash buckets (flow queues at most); RFC 8290: 1024', 'buckets'),
  int('quantum', 'Quantum', 'fq-codel-quantum', 1500, 64, 65536, 'bytes a flow queue may send per round (the device MTU: 1500)', 'bytes'),
  CODEL_TARGET,
  CODEL_INTERVAL,
  CODEL_MIN_BYTES,
  ecnParam(true, 'mark ECN-capable packets instead of dropping them (Linux and ns-3 default: on)'),
  ...CE_THRESHOLD_PARAMS,
  int('dropBatch', 'Drop batch', 'overflow-drop', 64, 1, 1024, 'packets dropped at most per overflow', 'packets', 'none'),
  int('perturbation', 'Hash salt', 'fq-codel-flows', 0, 0, 4294967295, 'salt of the flow hash', '', 'none'),
];

/**
 * FQ-CoDel's profiles: the quantum is the one setting where ns-3.48 and Linux depart (both
 * take it from the device when it is not set, and count different headers in it).
 */
export const FQ_CODEL_PROFILES: readonly SettingsProfile[] = [
  { name: 'linux', label: "Linux sch_fq_codel: quantum = the device MTU plus its 14-byte Ethernet header (1514)", sources: ['net/sched/sch_fq_codel.c (psched_mtu)'], settings: { quantum: 1514 } satisfies Partial<FqCoDelSpec> },
  { name: 'ns3', label: "ns-3.48's FqCoDelQueueDisc: quantum = the device MTU (1500), no link-layer header", sources: ['src/traffic-control/model/fq-codel-queue-disc.cc'], settings: { quantum: 1500 } satisfies Partial<FqCoDelSpec> },
];

const schema = z
  .object({ type: z.literal('fq-codel'), profile: profileSchema(FQ_CODEL_PROFILES, 'FQ-CoDel').optional(), ...paramsShape(PARAMS) })
  .strict()
  .superRefine((v, ctx) => {
    targetBelowInterval(v as unknown as FqCoDelSpec, ctx);
    ceThresholdConsistent(v as unknown as FqCoDelSpec, ctx);
  }) as unknown as z.ZodType<FqCoDelSpec, unknown>;

/** Flow queueing with CoDel per flow (RFC 8290), as ns-3 runs it. */
export const FQ_CODEL = defineDiscipline<FqCoDelSpec>({
  name: 'fq-codel',
  label: 'FQ-CoDel',
  glossary: 'fq-codel',
  description: 'Flow Queue CoDel: one CoDel queue per flow (hashed), served in deficit round robin with new flows first; the fattest queue loses packets when full',
  docSection: 'FQ-CoDel',
  params: PARAMS,
  profiles: FQ_CODEL_PROFILES,
  schema: () => schema,
  create: (s) =>
    new FqCoDelQueue(
      { limit: s.limit, unit: s.unit },
      { flows: s.flows, quantum: s.quantum, dropBatch: s.dropBatch, perturbation: s.perturbation, codel: { target: s.target, interval: s.interval, minBytes: s.minBytes, ecn: s.ecn, ceThreshold: ceThresholdOf(s) } },
    ),
  gauges: [{ key: 'activeFlows', label: 'flows with packets waiting in FQ-CoDel', glossary: 'fq-codel-flows', scale: 'count', tone: 1 }],
  thresholds: [],
  dropReasons: [TARGET_EXCEEDED],
  // A switch keeps the scenario's buffer and ECN, as the other disciplines' do: taking FQ-CoDel's
  // own 10240 and ECN on changed three settings at once (phone trial 20:45, 7; bloat trial 20:45,
  // C12). The editor offers those defaults beside the menu (src/scenario-edit/switch-defaults.ts).
  choices: [{ value: 'fq-codel', label: 'FQ-CoDel', make: (b) => schema.parse({ type: 'fq-codel', limit: limitInPackets(b), ecn: b.ecn }) }],
  targetDelayKey: 'target',
  panel: 'delay-law',
  report: (q) => {
    const p = (q as FqCoDelQueue).params;
    return { settings: { flows: p.flows, quantum: p.quantum, target: p.codel.target, interval: p.codel.interval, ecn: p.codel.ecn, ...ceThresholdReport(p.codel.ceThreshold) }, thresholds: {}, dynamicThresholds: false };
  },
});
