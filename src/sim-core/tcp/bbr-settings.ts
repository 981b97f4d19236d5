import { z } from 'zod';
import { profileSchema } from '../settings-profile';
import type { CcSettings } from './cc-settings';
import { BBR_DEFAULTS, BBR_PROFILES, type BbrConfig } from './bbr-cc';

/** Partial BBR settings (docs/models.md "BBR"); used by flows whose cc is "bbr". */
const BbrOverrides = z
  .object({
    profile: profileSchema(BBR_PROFILES, 'BBR'),
    highGain: z.number().min(1).max(10),
    pacingGainCycle: z.array(z.number().min(0.1).max(10)).min(2).max(16),
    cwndGain: z.number().min(1).max(10),
    bwWindowRounds: z.number().int().min(1).max(100),
    minRttWindow: z.number().min(0.1).max(600),
    probeRttDuration: z.number().min(0).max(10),
    probeRttCwnd: z.number().int().min(1).max(100),
    fullBwThreshold: z.number().min(1).max(10),
    fullBwRounds: z.number().int().min(1).max(100),
    pacingMargin: z.number().min(0).max(0.5),
    extraAckedGain: z.number().min(0).max(10),
    extraAckedWindowRounds: z.number().int().min(1).max(100),
    ackEpochResetBytes: z.number().min(1),
    extraAckedMaxTime: z.number().min(0).max(10),
    sendQuantum: z.enum(['linux', 'ns3']).describe("BBR send quantum: Linux's TSO goal (≥ 2 segments) or ns-3's 1 segment"),
    startPhases: z.enum(['linux', 'ns3']).describe('BBR PROBE_BW start phases: any but 0.75 (Linux) or 0 and 3–7 (ns-3)'),
    seedBwFilter: z.boolean().describe('BBR: seed the bandwidth filter with the initial cwnd/RTT (ns-3)'),
    deliveredSnapshot: z.enum(['send', 'before-last-ack']).describe("BBR rate samples: Linux's ('send') or ns-3's, one ACK's data too many"),
  })
  .partial()
  .strict();

/** BBR's own settings (`tcp.bbr`), as the TCP registry takes them. */
export const BBR_SETTINGS = { key: 'bbr', schema: BbrOverrides, defaults: BBR_DEFAULTS, profiles: BBR_PROFILES } as const satisfies CcSettings<'bbr', BbrConfig>;
