import type { Scenario, TcpOverrides } from '../sim-core/scenario/schema';
import { LINUX_24_STACK, TCP_DEFAULTS } from '../sim-core/tcp/config';

/**
 * The TCP stack a scenario's flows run, as one choice: the RFC behaviour (ns-3-like, the
 * default) or Linux 2.4's, whose timer, recovery and receiver rules the seed-000 testbed ran
 * (LINUX_24_STACK, docs/models.md). Only these six settings are touched; everything else in `tcp` stays. The
 * recovery rule matters to SACK flows only.
 */
export type TcpStack = 'rfc' | 'linux-2.4';

const STACKS: Record<TcpStack, Required<Pick<TcpOverrides, keyof typeof LINUX_24_STACK>>> = {
  rfc: {
    rtoEstimator: TCP_DEFAULTS.rtoEstimator,
    minRto: TCP_DEFAULTS.minRto,
    retransmitTimer: TCP_DEFAULTS.retransmitTimer,
    sackWindow: TCP_DEFAULTS.sackWindow,
    ackPolicy: TCP_DEFAULTS.ackPolicy,
    growOnRecoveryExit: TCP_DEFAULTS.growOnRecoveryExit,
  },
  'linux-2.4': LINUX_24_STACK,
};

const KEYS = Object.keys(STACKS.rfc) as (keyof (typeof STACKS)['rfc'])[];

/** Flows that run TCP and may override its settings (bulk TCP and web traffic). */
const hasTcp = (f: Scenario['flows'][number]): f is Extract<Scenario['flows'][number], { kind: 'tcp' | 'web' }> => f.kind === 'tcp' || f.kind === 'web';

/** Which stack the flows run; null when the settings mix the two or a flow overrides them. */
export function tcpStackOf(sc: Scenario): TcpStack | null {
  if (sc.flows.some((f) => hasTcp(f) && f.tcp && KEYS.some((k) => f.tcp![k] !== undefined))) return null;
  const effective = (k: (typeof KEYS)[number]) => sc.tcp?.[k] ?? TCP_DEFAULTS[k];
  return (['rfc', 'linux-2.4'] as const).find((s) => KEYS.every((k) => effective(k) === STACKS[s][k])) ?? null;
}

/** Switch every flow to `stack` (scenario-wide settings, and per-flow overrides of the same keys). */
export function setTcpStack(sc: Scenario, stack: TcpStack): void {
  sc.tcp = { ...sc.tcp, ...STACKS[stack] };
  for (const f of sc.flows) {
    if (!hasTcp(f) || !f.tcp) continue;
    for (const k of KEYS) delete f.tcp[k];
  }
}
