import { describe, expect, it } from 'vitest';
import { headingAgainst, scenarioHeading } from '../../src/app/heading/scenario-heading';
import { headingReference } from '../../src/app/heading/heading-reference';
import { LESSONS } from '../../src/lessons/catalogue';
import { describeEdits, editsText } from '../../src/lessons/edit-notes';
import { stepScenario } from '../../src/lessons/schema';
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

  it('an edit that leaves the queue as it was names no queue, only the edit (bloat trial 20:45, C11)', () => {
    const s = presetScenario(PRESET)!;
    s.flows[2].start = 3;
    expect(heading(s).title).toBe('Edited from: Late flow vs two downloads — tail drop · flow 3 (third) start 2 → 3 s');
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

describe('an edited heading never repeats a number of the preset title that the edit made false (lecturer trial s26)', () => {
  const E6 = 'seed003-e6-red';
  const edited = (patch: Parameters<typeof setBottleneck>[1]) => {
    const s = presetScenario(E6)!;
    setBottleneck(s, patch);
    const r = validateScenario(s);
    if (!r.ok) throw new Error('invalid');
    return scenarioHeading(r.scenario, presetScenarioShared(E6), presetTitle(E6));
  };
  it('delay 300 → 50 ms: the title says "on a 50 ms path", and the preset’s 300 ms only in brackets', () => {
    expect(presetTitle(E6)).toMatch(/on a 300 ms path/);
    const h = edited({ delay: 0.05 });
    expect(h.title).toBe(`Edited: ${presetTitle(E6).replace('300 ms', '50 ms')} (the preset: 300 ms)`);
    expect(h.title.replace(/\(the preset: .*\)$/, '')).not.toMatch(/300 ms/);
    expect(h.editedFrom).toBe(presetTitle(E6));
  });
  it('an edit the title states no number of (the rate) keeps "Edited from: <preset title>" and names the edit after it', () => {
    expect(presetTitle(E6)).not.toMatch(/bit\/s/);
    expect(edited({ rate: 5e6 }).title).toBe(`Edited from: ${presetTitle(E6)} · Bottleneck rate 10000 → 5000 kbit/s`);
  });
});

describe('edited in a lesson step, the heading says the step’s own set-up, as the verdict counts the edits from it (phone trial 20:10 s22; issue 37, item 5)', () => {
  const vegas = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;
  const raised = vegas.steps[2];
  const edited = () => {
    const r = stepScenario(raised);
    if (!r.ok) throw new Error(r.error);
    const s = structuredClone(r.scenario);
    const q = getBottleneck(s)!.queue;
    setBottleneck(s, { queue: { ...q, minTh: 3, maxTh: 5 } as typeof q });
    return s;
  };

  it('step 3 (RED 10/18) edited to 3/5 reads "Edited from: … Gentle RED 10–18 … · now Gentle RED 3–5 …", not the preset’s 4/6', () => {
    const h = headingAgainst(edited(), headingReference(raised.scenario.preset, raised));
    expect(h.title).toBe('Edited from: Two flows, Vegas vs Reno — Gentle RED 10–18 packets · now Gentle RED 3–5 packets');
    expect(h.title).not.toContain('4/6');
    // The verdict counts from the same set-up.
    expect(editsText(describeEdits(raised, edited(), raised.scenario.preset))).toBe('min_th 10 → 3 packets; max_th 18 → 5 packets');
  });

  it('unedited, the step’s set-up is its heading; the preset chosen from the menu is the preset', () => {
    const r = stepScenario(raised);
    if (!r.ok) throw new Error(r.error);
    expect(headingAgainst(r.scenario, headingReference(raised.scenario.preset, raised)).title).toBe('Two flows, Vegas vs Reno — Gentle RED 10–18 packets (this step’s set-up)');
    const preset = raised.scenario.preset;
    expect(headingAgainst(presetScenario(preset)!, headingReference(preset, raised)).title).toBe(presetTitle(preset));
  });
});

describe('a lesson step that changes its demo\'s rate says it, so an edit of the rate shows in the heading (bloat trial 01:00, s35)', () => {
  const bloat = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
  const last = bloat.steps[5];
  const ref = headingReference(last.scenario.preset, last);
  const stepRun = () => {
    const r = stepScenario(last);
    if (!r.ok) throw new Error(r.error);
    return structuredClone(r.scenario);
  };
  /** The step's try (CoDel, buffer 1000), at `rate`. */
  const codelAt = (rate: number) => {
    const s = stepRun();
    setBottleneck(s, { rate, queue: { ...changeDiscipline(getBottleneck(s)!.queue, 'codel'), limit: 1000 } as ReturnType<typeof changeDiscipline> });
    const v = validateScenario(s);
    if (!v.ok) throw new Error('invalid');
    return v.scenario;
  };

  it('as set up, the step\'s name says its 2 Mbit/s beside its queue', () => {
    expect(headingAgainst(stepRun(), ref).title).toBe('Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets (this step’s set-up)');
  });

  it('CoDel at the step\'s 2 Mbit/s and CoDel with the rate set to 10 Mbit/s get different titles, each saying its rate', () => {
    const slow = headingAgainst(codelAt(2e6), ref).title;
    const fast = headingAgainst(codelAt(10e6), ref).title;
    expect(slow).toBe('Edited from: Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets · now CoDel, buffer 1000 packets');
    expect(fast).toBe('Edited: Voice call beside four downloads, 10 Mbit/s — now CoDel, buffer 1000 packets (the step: 2 Mbit/s)');
    expect(fast).not.toBe(slow);
    // The verdicts' describer counts the same change from the same set-up.
    expect(editsText(describeEdits(last, codelAt(10e6), last.scenario.preset))).toContain('Bottleneck rate 2000 → 10000 kbit/s');
  });

  it('a rate set back to the step\'s own is not named (only the queue the student changed is)', () => {
    expect(headingAgainst(codelAt(2e6), ref).title).not.toMatch(/now .*Mbit\/s/);
  });
});
