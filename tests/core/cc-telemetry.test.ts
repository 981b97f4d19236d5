import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../../src/sim-core/engine/random';
import { resolveTcpConfig } from '../../src/sim-core/scenario/simulation';
import { CONGESTION_CONTROLS, makeCongestionControl } from '../../src/sim-core/tcp/registry';

/** A value no telemetry variable starts at: what the array holds where nothing was written. */
const UNWRITTEN = -12345.5;

/**
 * A congestion control's telemetry (the cwnd plot's W_max, BBR's state, DCTCP's α) is read after
 * every ACK of a series-on run: it is written into one array the flow's trace reuses, in the
 * order of the registry's keys, not returned as an object per ACK (issue 38, nineteenth session).
 */
describe('congestion-control telemetry', () => {
  for (const c of CONGESTION_CONTROLS.filter((x) => x.telemetry.length > 0)) {
    it(`${c.name} writes each of its registry's ${c.telemetry.length} telemetry values into the caller's array, and nothing past them`, () => {
      const cfg = resolveTcpConfig({ cc: c.name, recovery: 'sack', tcp: undefined }, undefined);
      const cc = makeCongestionControl(cfg, () => new RandomStreams(1).stream('cc:0'));
      const into = new Float64Array(c.telemetry.length + 1).fill(UNWRITTEN);
      cc.telemetry!(into);
      for (let i = 0; i < c.telemetry.length; i++) expect(into[i], c.telemetry[i].key).not.toBe(UNWRITTEN);
      expect(into[c.telemetry.length]).toBe(UNWRITTEN);
    });
  }
});
