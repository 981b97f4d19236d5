import { describe, expect, it, vi } from 'vitest';

// Counts whole-scenario validations (what the menu's titles used to cost per preset).
const validations = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/sim-core/scenario/validate', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/sim-core/scenario/validate')>();
  return { ...m, validateScenario: (...a: Parameters<typeof m.validateScenario>) => (validations.n++, m.validateScenario(...a)) };
});

describe("the preset menu's titles", () => {
  it('reading every title validates no whole scenario (each reads only its bottleneck queue as written)', async () => {
    vi.resetModules();
    const { CATALOG } = await import('../../src/scenario-edit/catalog');
    validations.n = 0;
    for (const c of CATALOG) expect(c.title.length).toBeGreaterThan(0);
    expect(validations.n).toBe(0);
  });

  it("every preset's title names its queue as its validated scenario's bottleneck does", async () => {
    const { CATALOG, presetScenarioShared } = await import('../../src/scenario-edit/catalog');
    const { getBottleneck } = await import('../../src/scenario-edit/bottleneck');
    const { titleWithQueueLabel } = await import('../../src/scenario-edit/preset-title');
    const { PRESETS } = await import('../../src/sim-core/scenario/presets');
    expect(CATALOG).toHaveLength(PRESETS.length);
    for (const [i, p] of PRESETS.entries()) {
      const sc = presetScenarioShared(p.name);
      expect(CATALOG[i].title, p.name).toBe(titleWithQueueLabel(p.title, sc ? getBottleneck(sc)?.queue : undefined));
    }
  });
});
