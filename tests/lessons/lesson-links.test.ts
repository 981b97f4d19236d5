import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/scenario-edit/catalog';
import { DEMO_GROUPS, groupedCatalog } from '../../src/app/landing/demo-groups';
import { LESSON_INPUTS } from '../../src/lessons/catalogue';
import { stepScenario, LessonSchema } from '../../src/lessons/schema';
import { applyEdits } from '../../src/lessons/step-scenario';
import { encodeCompact } from '../../src/compact/compact';
import { decodeLink, encodeLink } from '../../src/url/link-codec';

const lesson = LessonSchema.parse(LESSON_INPUTS.find((l) => l.id === 'tail-drop-late-flow'));

function ok(fragment: string) {
  const d = decodeLink(fragment);
  if (d.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(d)}`);
  return d;
}

describe('lesson links', () => {
  it('a step link with an edit restores the step and the edit, and encodes back to the same text', () => {
    const base = stepScenario(lesson.steps[0]);
    if (!base.ok) throw new Error(base.error);
    const edited = applyEdits(base.scenario, ['flows.2.start=3.5']);
    if (!edited.ok) throw new Error(edited.error);
    const frag = encodeLink(edited.scenario, 'seed000-droptail', { id: lesson.id, step: 1 });
    expect(frag).toBe('v=1&lesson=tail-drop-late-flow&step=1&flows.2.start=3.5');
    const d = ok(`#${frag}`);
    expect(d.lesson).toEqual({ id: lesson.id, step: 1 });
    expect(d.scenario.flows[2].start).toBe(3.5);
    expect(d.scenario).toEqual(edited.scenario);
  });

  it('a bare step link opens the step\'s own scenario', () => {
    const d = ok('v=1&lesson=tail-drop-late-flow&step=2');
    const s = stepScenario(lesson.steps[1]);
    expect(s.ok && d.scenario).toEqual(s.ok && s.scenario);
    expect(d.preset).toBe('seed000-red');
  });

  it('refuses an unknown lesson, a step out of range, and a bad edit, with messages', () => {
    const e = (f: string) => {
      const d = decodeLink(f);
      return d.kind === 'error' ? d.error : `not refused: ${d.kind}`;
    };
    expect(e('v=1&lesson=nope&step=1')).toMatch(/no lesson called "nope"/);
    expect(e('v=1&lesson=tail-drop-late-flow&step=9')).toMatch(/steps 1 to 4/);
    expect(e('v=1&lesson=tail-drop-late-flow&step=0')).toMatch(/steps 1 to 4/);
    expect(e('v=1&lesson=tail-drop-late-flow&step=1&flows.7.start=1')).toMatch(/flows\.7\.start/);
    expect(e('v=1&lesson=tail-drop-late-flow&step=1&flows.2.start=-4')).toMatch(/start/);
  });

  it('carries a lecturer\'s own lesson in the link, validated like a file', () => {
    const own = { ...structuredClone(LESSON_INPUTS[0]), id: 'my-lesson', title: 'My lesson' };
    const d = ok(`v=1&lessonData=${encodeCompact(own)}&step=2`);
    expect(d.lesson).toEqual({ id: 'my-lesson', step: 2 });
    // Its step links carry it too, so they open in a fresh page.
    expect(encodeLink(d.scenario, d.preset, d.lesson!)).toMatch(/^v=1&lesson=my-lesson&step=2&lessonData=/);
    const bad = decodeLink(`v=1&lessonData=${encodeCompact({ ...own, extra: 1 })}`);
    expect(bad.kind === 'error' && bad.error).toMatch(/lesson in the link is invalid.*extra/);
  });
});

describe('demo groups', () => {
  it('every preset is in a group, and every group has presets', () => {
    const { groups, ungrouped } = groupedCatalog();
    expect(ungrouped.map((e) => e.name)).toEqual([]);
    expect(groups.reduce((n, g) => n + g.entries.length, 0)).toBe(CATALOG.length);
    for (const g of groups) expect(g.entries.length, g.id).toBeGreaterThan(0);
    expect(new Set(DEMO_GROUPS.map((g) => g.id)).size).toBe(DEMO_GROUPS.length);
  });
});
