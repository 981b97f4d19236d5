import { describe, expect, it } from 'vitest';
import { abSides, abRuleWords } from '../../src/app/compare/b-origin';
import { headingReference } from '../../src/app/heading/heading-reference';
import { findLesson } from '../../src/lessons/built-in';
import { stepScenario } from '../../src/lessons/schema';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';

describe("A/B's words for A in a lesson step", () => {
  const step = findLesson('vegas-meets-reno')!.steps[2];
  const built = stepScenario(step);
  if (!built.ok) throw new Error('step 3 does not build');
  const a = built.scenario;
  const preset = step.scenario.preset;
  const q = getBottleneck(a)!.queue;

  it('an unedited step (RED 10/18 on a preset of RED 4/6) is named by its own set-up, not as "your edit of" the preset', () => {
    const s = abSides(a, preset, q, false, 3, headingReference(preset, step));
    expect(s.a).not.toMatch(/your edit of/);
    expect(s.a).toMatch(/10/);
    expect(abRuleWords(s)).toMatch(/^A is the scenario of lesson step 3: “/);
  });

  it('the student\'s edit of the step (min_th 3, max_th 5) is "your edit of" the step\'s set-up', () => {
    const edited = structuredClone(a);
    const eq = getBottleneck(edited)!.queue as { minTh?: number; maxTh?: number };
    eq.minTh = 3;
    eq.maxTh = 5;
    const s = abSides(edited, preset, q, false, 3, headingReference(preset, step));
    expect(s.a).toMatch(/^your edit of “/);
  });
});

describe("A/B's words for A edited outside its queue", () => {
  it('a preset with its link errors changed (the queue as it was) is "your edit of" the preset, naming the change', () => {
    const built = presetScenarioShared('wifi-red')!;
    const a = structuredClone(built) as unknown as { topology: { access: { receiverLoss: { perOn: number } } } };
    a.topology.access.receiverLoss.perOn = 0.2;
    const edited = a as unknown as typeof built;
    const s = abSides(edited, 'wifi-red', getBottleneck(edited)!.queue, false, null);
    expect(s.a).toMatch(/^your edit of “Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED” \(.*20 %.*\)$/);
    expect(abSides(built, 'wifi-red', getBottleneck(built)!.queue, false, null).a).toBe('“Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED”');
  });
});

describe("A/B's rule says a pair's shared title once (lecturer trial 08:20, step 6)", () => {
  it('the Wi-Fi demo: A by its whole title, B as "… — tail drop", not the 70-character title again', () => {
    const a = presetScenarioShared('wifi-red')!;
    const tailDrop = getBottleneck(presetScenarioShared('wifi-droptail')!)!.queue;
    const words = abRuleWords(abSides(a, 'wifi-red', tailDrop, false, null));
    const subject = 'Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses';
    expect(words.split(subject)).toHaveLength(2);
    expect(words).toContain('A is one preset of a pair: “Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED”.');
    expect(words).toMatch(/B is picked by the app: its counterpart, the same traffic under Tail drop, buffer 125 packets, the other preset of its pair \(“… — tail drop”\)\.$/);
  });
});

describe("A/B's rule says where A came from (phone-1845, step 4)", () => {
  const red = presetScenarioShared('seed002-a-vr-red')!;
  const tailDrop = getBottleneck(presetScenarioShared('seed002-a-vr-droptail')!)!.queue;

  it('the landing page\'s demo pair (Vegas vs Reno, gentle RED 4/6 against tail drop) opened by the app: A is one preset of a pair, not "what you chose"', () => {
    const words = abRuleWords(abSides(red, 'seed002-a-vr-red', tailDrop, false, null));
    expect(words).toMatch(/^A is one preset of a pair: “Two flows, Vegas vs Reno — [^”]*4\/6[^”]*”\./);
    expect(words).not.toMatch(/you chose/);
  });

  it('the student\'s edit of it is what they set up; the editor\'s own scenario (no preset) is said as such', () => {
    const edited = structuredClone(red);
    (getBottleneck(edited)!.queue as { maxTh?: number }).maxTh = 9;
    expect(abRuleWords(abSides(edited, 'seed002-a-vr-red', tailDrop, false, null))).toMatch(/^A is what you set up: your edit of “/);
    expect(abRuleWords(abSides(red, null, tailDrop, false, null))).toMatch(/^A is the editor’s scenario: /);
  });
});
