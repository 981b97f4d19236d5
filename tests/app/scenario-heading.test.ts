import { describe, expect, it } from 'vitest';
import { scenarioHeading } from '../../src/app/header/scenario-heading';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario, presetScenarioShared, presetTitle } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import { validateScenario } from '../../src/sim-core/scenario/validate';

const PRESET = 'seed000-droptail';

function heading(s: ReturnType<typeof presetScenario>) {
  return scenarioHeading(s!, presetScenarioShared(PRESET), presetTitle(PRESET));
}

describe('scenario heading: "edited from" once the scenario leaves its preset', () => {
  it('the preset as loaded keeps its own name and description', () => {
    const h = heading(presetScenario(PRESET));
    expect(h.editedFrom).toBeNull();
    // The preset menu's own title (one name in the menu and the heading); d is in the description.
    expect(h.title).toBe(presetTitle(PRESET));
    expect(h.description).toMatch(/Tail drop drops only when/);
  });

  it('switching the landing scenario to RED says "Edited from: <preset title>" and drops the tail-drop description', () => {
    const s = presetScenario(PRESET)!;
    setBottleneck(s, { queue: changeDiscipline(getBottleneck(s)!.queue, 'red') });
    const r = validateScenario(s);
    expect(r.ok).toBe(true);
    const h = heading(r.ok ? r.scenario : null);
    // The title says what the queue is now: a projected "… — tail drop" over a RED run would mislead.
    expect(h.title).toBe('Edited from: Late flow vs two downloads — tail drop · now RED 5000–15000 bytes, max_p 0.1, buffer 20000 bytes');
    expect(h.editedFrom).toBe('Late flow vs two downloads — tail drop');
    expect(h.description).toBeNull();
  });

  it('an edit that leaves the queue as it was names no queue', () => {
    const s = presetScenario(PRESET)!;
    s.flows[2].start = 3;
    expect(heading(s).title).toBe('Edited from: Late flow vs two downloads — tail drop');
  });

  it('moving a flow back to where the preset had it is the preset again', () => {
    const s = presetScenario(PRESET)!;
    s.flows[2].start = 3;
    expect(heading(s).editedFrom).not.toBeNull();
    s.flows[2].start = 2;
    expect(heading(s).editedFrom).toBeNull();
  });

  it('a scenario without a preset shows its own name', () => {
    const s = presetScenario(PRESET)!;
    s.name = 'My own';
    expect(scenarioHeading(s, null, null)).toEqual({ title: 'My own', description: s.description, editedFrom: null });
  });
});
