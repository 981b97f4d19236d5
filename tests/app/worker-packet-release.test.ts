import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateScenario, type Scenario } from '../../src/sim-core';
import { packetPool } from '../../src/sim-core/net/packet-pool';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { createSimApi } from '../../src/worker/sim-api';
import { emptyPacketPool } from '../helpers/packet-pool';

function scenario(duration: number): Scenario {
  const v = validateScenario({ ...ns3S2(10, 'droptail'), duration, measure: { from: 1 } });
  if (!v.ok) throw new Error(v.errors.join());
  return v.scenario;
}

const fail = (m: string) => {
  throw new Error(m);
};

describe('the sim worker hands a run’s packets back to the pool when the run is over (Simulation.releasePackets)', () => {
  // From an empty pool, so what a run gives back shows (emptyPacketPool says why).
  beforeEach(() => void emptyPacketPool());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a run done releases its packets once: the pool holds the packets it had in flight', async () => {
    const release = vi.spyOn(Simulation.prototype, 'releasePackets');
    const { api } = createSimApi({ warmUp: false });
    const before = packetPool.size;
    expect(await api.run(scenario(4), 1, () => undefined, fail)).toBe('done');
    expect(release).toHaveBeenCalledTimes(1);
    // 10 flows' windows were in flight when the run ended.
    expect(packetPool.size - before).toBeGreaterThan(50);
  });

  it('a run cancelled between batches releases its packets; one that ends in an error does not', async () => {
    const release = vi.spyOn(Simulation.prototype, 'releasePackets');
    const { api } = createSimApi({ warmUp: false });
    let batches = 0;
    const outcome = await api.run(
      scenario(60),
      2,
      () => {
        if (++batches === 2) api.cancel();
      },
      fail,
    );
    expect(outcome).toBe('cancelled');
    expect(release).toHaveBeenCalledTimes(1);
    // A crash mid-event may leave a packet between two places: nothing is released.
    release.mockClear();
    const step = vi.spyOn(Simulation.prototype, 'advance').mockImplementation(() => {
      throw new Error('crash');
    });
    const errors: string[] = [];
    expect(await api.run(scenario(4), 3, () => undefined, (m) => void errors.push(m))).toBe('error');
    expect(errors).toEqual(['crash']);
    expect(step).toHaveBeenCalled();
    expect(release).not.toHaveBeenCalled();
  });
});
