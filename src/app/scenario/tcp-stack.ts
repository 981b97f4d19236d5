import type { Scenario, TcpOverrides } from '../../sim-core/scenario/schema';
import { TCP_DEFAULTS } from '../../sim-core/tcp/config';

/**
 * The TCP stack a scenario's flows run, as one choice: the RFC behaviour (ns-3-like, the
 * default) or Linux 2.4's, whose timer, recovery and receiver rules the seed-000 testbed ran
 * (docs/models.md). Only these five settings are touched; everything else in `tcp` stays.
 */
export type TcpStack = 'rfc' | 'linux-2.4';

const STACKS: Record<TcpStack, Required<Pick<TcpOverrides, 'rtoEstimator' | 'minRto' | 'retransmitTimer' | 'sackWindow' | 'ackPolicy'>>> = {
  rfc: {
    rtoEstimator: TCP_DEFAULTS.rtoEstimator,
    minRto: TCP_DEFAULTS.minRto,
    retransmitTimer: TCP_DEFAULTS.retransmitTimer,
    sackWindow: TCP_DEFAULTS.sackWindow,
    ackPolicy: TCP_DEFAULTS.ackPolicy,
  },
  'linux-2.4': { rtoEstimator: 'linux-2.4', minRto: 0.2, retransmitTimer: 'linux-2.4', sackWindow: 'linux-2.4', ackPolicy: 'linux-2.4' },
};

const KEYS = Object.keys(STACKS.rfc) as (keyof (typeof STACKS)['rfc'])[];

/** Which stack the flows run; null when the settings mix the two or a flow overrides them. */
export function tcpStackOf(sc: Scenario): TcpStack | null {
  if (sc.flows.some((f) => f.kind === 'tcp' && f.tcp && KEYS.some((k) => f.tcp![k] !== undefined))) return null;
  const effective = (k: (typeof KEYS)[number]) => sc.tcp?.[k] ?? TCP_DEFAULTS[k];
  return (['rfc', 'linux-2.4'] as const).find((s) => KEYS.every((k) => effective(k) === STACKS[s][k])) ?? null;
}

/** Switch every flow to `stack` (scenario-wide settings, and per-flow overrides of the same keys). */
export function setTcpStack(sc: Scenario, stack: TcpStack): void {
  sc.tcp = { ...sc.tcp, ...STACKS[stack] };
  for (const f of sc.flows) {
    if (f.kind !== 'tcp' || !f.tcp) continue;
    for (const k of KEYS) delete f.tcp[k];
  }
}
