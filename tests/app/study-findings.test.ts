import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, DEMO_SECTIONS } from '../../src/app/landing/demo-groups';
import { CATALOG, presetScenario } from '../../src/scenario-edit/catalog';
import { PAPER_LEAD, splitPaperMarks } from '../../src/scenario-edit/paper-marks';

const inGroup = (pattern: string, name: string) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern);

describe('reproductions say what their study found (issue 37: the Zhang group showed only a citation and one line)', () => {
  const studies = DEMO_GROUPS.filter((g) => g.section === 'studies');
  it('the section’s heading promises it', () => {
    expect(DEMO_SECTIONS.find((s) => s.id === 'studies')!.blurb).toMatch(/each group says what its study found/);
  });
  it.each(studies.map((g) => [g.id, g] as const))('group %s states its finding, saying whose it is', (_id, g) => {
    expect(g.finding, g.id).toBeDefined();
    expect(g.finding!).toMatch(PAPER_LEAD);
    expect(g.finding!.length).toBeGreaterThan(80);
  });
  it('every preset of a study group states the study’s figure for it (a marked passage, or Chang 2004’s figures cited)', () => {
    const missing = CATALOG.filter((e) => studies.some((g) => g.presets.some((p) => inGroup(p, e.name)))).filter((e) => {
      const d = presetScenario(e.name)?.description ?? '';
      return !splitPaperMarks(d).some((p) => p.paper) && !/\(Chang 2004, Exp\. [A-E]\b/.test(d);
    });
    expect(missing.map((e) => e.name)).toEqual([]);
  });
  it('preset titles name the scenario; no instruction in them (seed 001’s read "(open Web batch to compare queues)")', () => {
    const instructed = CATALOG.filter((e) => /\((open|see|try|use) |Web batch/i.test(e.title));
    expect(instructed.map((e) => e.title)).toEqual([]);
  });
});
