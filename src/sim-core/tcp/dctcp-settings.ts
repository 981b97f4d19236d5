import { z } from 'zod';
import { profileSchema } from '../settings-profile';
import type { CcSettings } from './cc-settings';
import { DCTCP_DEFAULTS, DCTCP_PROFILES, type DctcpConfig } from './dctcp-cc';

/** Partial DCTCP settings (docs/models.md "DCTCP"); used by flows whose cc is "dctcp" and by their receivers. */
const DctcpOverrides = z
  .object({
    profile: profileSchema(DCTCP_PROFILES, 'DCTCP'),
    g: z.number().gt(0).max(1).describe('DCTCP gain g of the α estimate (RFC 8257: 1/16)'),
    alphaInit: z.number().min(0).max(1).describe('DCTCP α before its first update'),
    ect: z.enum(['ect0', 'ect1']).describe('codepoint DCTCP sends: ECT(0) (classic) or ECT(1) (L4S)'),
    minSsthreshSegments: z.number().int().min(0).max(100).describe('DCTCP: ssthresh floor in segments (Linux 2, ns-3 0)'),
    granularity: z.enum(['segments', 'bytes']).describe('DCTCP ssthresh in whole segments (Linux) or bytes (ns-3)'),
    alphaInput: z.enum(['delivered', 'segments-acked']).describe("DCTCP α counts delivered bytes (Linux) or segmentsAcked × MSS (ns-3)"),
    growOnlyWhenCwndLimited: z.boolean(),
    receiverEcho: z.enum(['linux', 'ns3']).describe("DCTCP receiver's extra ACK on a CE change: Linux's order or ns-3's"),
    lossResponse: z.enum(['halve', 'alpha']).describe('DCTCP ssthresh after a loss: halve (RFC 8257, Linux) or (1 − α/2) (ns-3)'),
  })
  .partial()
  .strict();

/** DCTCP's own settings (`tcp.dctcp`; its receiver reads them too), as the TCP registry takes them. */
export const DCTCP_SETTINGS = { key: 'dctcp', schema: DctcpOverrides, defaults: DCTCP_DEFAULTS, profiles: DCTCP_PROFILES } as const satisfies CcSettings<'dctcp', DctcpConfig>;
