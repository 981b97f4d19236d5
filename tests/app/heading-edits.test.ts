import { describe, expect, it } from 'vitest';
import { headingAgainst } from '../../src/app/heading/scenario-heading';
import { headingReference } from '../../src/app/heading/heading-reference';
import { referenceFor } from '../../src/app/heading/use-heading-reference';
import { closeLesson, openStep } from '../../src/app/lessons/lesson-controller';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { LESSONS } from '../../src/lessons/catalogue';
import { stepScenario, type Step } from '../../src/lessons/schema';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import type { Scenario } from '../../src/sim-core';
import { validateScenario } from '../../src/sim-core/scenario/validate';

const bloat = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
const vegas = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;

function stepRun(step: Step): Scenario {
  const r = stepScenario(step);
  if (!r.ok) throw new Error(r.error);
  return structuredClone(r.scenario);
}

function valid(s: Scenario): Scenario {
  const v = validateScenario(s);
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v.scenario;
}

/** The heading with the lesson panel closed: the reference is the step the scenario was loaded as (the scenario store's fromStep), with no step open. */
const closedPanel = (step: Step) => headingReference(step.scenario.preset, step);

describe('the heading names every edit, counted from the set-up the scenario started from (bloat trial 20:45 C10, C6, C11; phone trial 20:45 confusion 8)', () => {
  it('(1) bufferbloat step 6 switched to CoDel, buffer 1000: the heading still names the step\'s 2 Mbit/s once the lesson panel is closed', () => {
    const step = bloat.steps[5];
    const s = stepRun(step);
    setBottleneck(s, { queue: { ...changeDiscipline(getBottleneck(s)!.queue, 'codel'), limit: 1000 } as ReturnType<typeof changeDiscipline> });
    const h = headingAgainst(valid(s), closedPanel(step));
    expect(h.title).toBe('Edited from: Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets · now CoDel, buffer 1000 packets');
    expect(h.title).not.toContain('1000-packet FIFO');
  });

  it('(1b) the rate set from the step\'s 2 Mbit/s to 10 Mbit/s is said in the title, and only there', () => {
    const step = bloat.steps[5];
    const s = stepRun(step);
    setBottleneck(s, { rate: 10e6 });
    const h = headingAgainst(valid(s), closedPanel(step));
    expect(h.title).toBe('Edited: Voice call beside four downloads, 10 Mbit/s — Tail drop, buffer 50 packets (the step: 2 Mbit/s)');
  });

  it('(2) PIE\'s target set from 15 to 200 ms is named, not "· now PIE"', () => {
    const step = bloat.steps[2];
    const s = stepRun(step);
    const q = getBottleneck(s)!.queue;
    if (q.type !== 'pie') throw new Error(`step 3 runs ${q.type}`);
    setBottleneck(s, { queue: { ...q, target: 0.2 } });
    const h = headingAgainst(valid(s), headingReference(step.scenario.preset, step));
    expect(h.title).toBe('Edited from: Voice call beside four downloads — PIE queue · PIE target 15 → 200 ms');
    expect(h.title).not.toContain('now PIE');
  });

  it('(3) the voice flow\'s rate raised from 80 to 1500 kbit/s is named with its flow\'s number', () => {
    const step = bloat.steps[5];
    const s = stepRun(step);
    s.flows[4] = { ...s.flows[4], rate: 1.5e6 } as typeof s.flows[4];
    const h = headingAgainst(valid(s), closedPanel(step));
    expect(h.title).toBe('Edited from: Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets · flow 5 (voice) rate 80 → 1500 kbit/s');
  });

  it('(4) step 3 (RED 10–18) switched to FQ-CoDel names step 3\'s set-up, not the preset\'s Gentle RED 4/6', () => {
    const step = vegas.steps[2];
    const s = stepRun(step);
    setBottleneck(s, { queue: changeDiscipline(getBottleneck(s)!.queue, 'fq-codel') });
    const h = headingAgainst(valid(s), closedPanel(step));
    expect(h.title).toMatch(/^Edited from: Two flows, Vegas vs Reno — Gentle RED 10–18 packets · now FQ-CoDel/);
    expect(h.title).not.toContain('4/6');
  });

  it('many edits: the first three and "and N more", every one of them in the heading\'s list', () => {
    const step = bloat.steps[5];
    const s = stepRun(step);
    setBottleneck(s, { rate: 10e6, delay: 0.05, queue: { ...getBottleneck(s)!.queue, limit: 80 } });
    for (const i of [0, 1, 2, 3]) s.flows[i] = { ...s.flows[i], start: (s.flows[i].start ?? 0) + 1 } as typeof s.flows[0];
    const h = headingAgainst(valid(s), closedPanel(step));
    // The rate is said in the title (10 Mbit/s), the buffer in "now Tail drop, buffer 80 packets": the delay and the four starts are listed.
    expect(h.edits).toHaveLength(5);
    expect(h.title).toMatch(/, and 2 more$/);
    expect(h.title.split(' · ').at(-1)!.split(', ')).toHaveLength(4);
  });

  it('an edit back to the set-up names nothing', () => {
    const step = bloat.steps[5];
    const s = stepRun(step);
    expect(headingAgainst(valid(s), closedPanel(step)).edits).toBeUndefined();
    const p = presetScenario('voice-fifo')!;
    expect(headingAgainst(valid(p), closedPanel(step)).editedFrom).toBeNull();
  });
});

describe('closing the lesson panel keeps the heading\'s reference: the step the scenario was loaded as (bloat trial 20:45, C10)', () => {
  it('bufferbloat step 6 switched to CoDel, panel closed: "Edited from" still names the step\'s 2 Mbit/s, not the preset\'s "1000-packet FIFO"', () => {
    expect(openStep('bufferbloat-voice', 6)).toBe(true);
    useScenarioStore.getState().edit((d) => setBottleneck(d, { queue: { ...changeDiscipline(getBottleneck(d)!.queue, 'codel'), limit: 1000 } as ReturnType<typeof changeDiscipline> }));
    const heading = () => {
      const st = useScenarioStore.getState();
      return headingAgainst(st.valid!, referenceFor(st.preset, useLessonStore.getState().place, st.fromStep)).title;
    };
    const open = heading();
    closeLesson();
    expect(useLessonStore.getState().place).toBeNull();
    expect(heading()).toBe(open);
    expect(heading()).toBe('Edited from: Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets · now CoDel, buffer 1000 packets');
    // A preset chosen from the menu afterwards is counted from that preset.
    useScenarioStore.getState().loadPreset('voice-fifo');
    expect(useScenarioStore.getState().fromStep).toBeNull();
    expect(heading()).toBe(headingAgainst(presetScenario('voice-fifo')!, headingReference('voice-fifo', undefined)).title);
  });
});
