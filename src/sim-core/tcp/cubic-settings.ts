import { z } from 'zod';
import { profileSchema } from '../settings-profile';
import type { CcSettings } from './cc-settings';
import { CUBIC_DEFAULTS, CUBIC_PROFILES, type CubicConfig } from './cubic-cc';

/** Partial HyStart settings (docs/models.md "CUBIC"). */
const HyStartOverrides = z
  .object({
    enabled: z.boolean(),
    lowWindow: z.number().int().min(2).max(10000).describe('HyStart: checks start at this window (segments)'),
    detect: z.enum(['both', 'ack-train', 'delay']),
    minSamples: z.number().int().min(1).max(100),
    ackDelta: z.number().min(0).max(1).describe('HyStart: ACKs at most this far apart (s) form a train'),
    delayThreshold: z.enum(['linux', 'ns3']).describe("HyStart delay rise that ends slow start: 'linux' clamp(minRTT/8, 4, 16 ms), 'ns3' clamp(minRTT, 4, 1000 ms)"),
    ackTrainLength: z.enum(['linux', 'ns3']).describe("HyStart ACK train must exceed minRTT/2 ('linux') or minRTT ('ns3')"),
  })
  .partial()
  .strict();

/** Partial CUBIC settings (docs/models.md "CUBIC"); used by flows whose cc is "cubic". */
const CubicOverrides = z
  .object({
    profile: profileSchema(CUBIC_PROFILES, 'CUBIC'),
    c: z.number().positive().max(100).describe('CUBIC C (segments/s³)'),
    beta: z.number().gt(0).lt(1).describe('CUBIC multiplicative decrease β'),
    fastConvergence: z.boolean(),
    renoFriendly: z.boolean(),
    hystart: HyStartOverrides,
    rttInput: z.enum(['sample', 'srtt']).describe("CUBIC's delay input: each RTT sample (Linux) or the smoothed RTT on every ACK (ns-3)"),
    ignoreDelayAfterEpoch: z.number().min(0).max(10).describe('s after an epoch start during which delay inputs are ignored (Linux 1 s, ns-3 10 ms)'),
    resetWMaxOnTimeout: z.boolean().describe('a timeout forgets W_max (Linux) or keeps it (ns-3)'),
    cntClamp: z.number().int().min(2).max(1000),
  })
  .partial()
  .strict();

/** CUBIC's own settings (`tcp.cubic`, HyStart's inside), as the TCP registry takes them. */
export const CUBIC_SETTINGS = { key: 'cubic', schema: CubicOverrides, defaults: CUBIC_DEFAULTS, profiles: CUBIC_PROFILES } as const satisfies CcSettings<'cubic', CubicConfig>;
