import { z } from 'zod';
import { profileSchema } from '../settings-profile';
import type { CcSettings, SettingsProblem } from './cc-settings';
import { VEGAS_DEFAULTS, VEGAS_PROFILES, VEGAS_RTT_MEASURES, VEGAS_UPDATES, type VegasConfig } from './vegas-cc';

/** Partial Vegas settings (docs/models.md, "TCP Vegas"); used by flows of variant "vegas". */
const VegasOverrides = z
  .object({
    profile: profileSchema(VEGAS_PROFILES, 'Vegas'),
    alpha: z.number().min(0).max(1000).describe('Vegas: fewest packets to keep queued'),
    beta: z.number().min(0).max(1000).describe('Vegas: most packets to keep queued'),
    gamma: z.number().min(0).max(1000).describe('Vegas: slow start ends when diff exceeds gamma packets'),
    update: z
      .enum(VEGAS_UPDATES)
      .describe('Vegas: compare Expected and Actual once per RTT, on every ACK, as ns-2 does (per-RTT epochs, diff in whole packets from the packets in flight) or as ns-3.48 does (srtt input, diff in whole segments, Vegas only in the Open state)'),
    lossReaction: z.enum(['three-quarters', 'minus-one']).describe('Vegas: cwnd after fast retransmit: ×3/4 or −1 packet'),
    fineGrainedRetransmit: z.boolean().describe('Vegas: retransmit on the first duplicate ACK (and after partial ACKs) when the fine-grained timeout has passed'),
    rttMeasure: z
      .enum(VEGAS_RTT_MEASURES)
      .describe(
        "Vegas: the RTT of a round's comparison: 'min-of-round' its smallest sample (Linux; default from scenario version 3), 'epoch-mean' the mean of its samples (ns-2; versions 1 and 2), 'ns3' ns-3's TcpVegas (the minimum, rounds with under 3 samples not judged; update 'per-rtt' only)",
      ),
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (v.alpha !== undefined && v.beta !== undefined && v.alpha > v.beta)
      ctx.addIssue({ code: 'custom', path: ['alpha'], message: `Vegas alpha (${v.alpha}) must not exceed beta (${v.beta})` });
  });

/** Vegas's own settings (`tcp.vegas`), as the TCP registry takes them. */
export const VEGAS_SETTINGS = {
  key: 'vegas',
  schema: VegasOverrides,
  defaults: VEGAS_DEFAULTS,
  profiles: VEGAS_PROFILES,
  check(v: VegasConfig): SettingsProblem[] {
    const out: SettingsProblem[] = [];
    if (v.alpha > v.beta) out.push({ field: 'alpha', message: `Vegas alpha (${v.alpha}) must not exceed beta (${v.beta})` });
    if (v.rttMeasure === 'ns3' && v.update !== 'per-rtt') out.push({ field: 'rttMeasure', message: `Vegas rttMeasure 'ns3' needs update 'per-rtt' (this flow's update is '${v.update}')` });
    return out;
  },
} as const satisfies CcSettings<'vegas', VegasConfig>;
