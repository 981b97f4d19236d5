import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, groupedCatalog, studyCitation } from '../../src/app/landing/demo-groups';
import { PRESETS } from '../../src/sim-core/scenario/presets';

describe('preset words', () => {
  it('no title or description shown to users calls a study "seed NNN" or "the thesis", or uses its table codes as a name', () => {
    for (const p of PRESETS) {
      const s = p.build();
      for (const text of [p.title, s.name ?? '', s.description ?? '']) {
        expect(text, p.name).not.toMatch(/\bseed[ -]?0\d\d\b/i);
        expect(text, p.name).not.toMatch(/\bthe thesis\b|\(thesis[:)]/i);
        expect(text, p.name).not.toMatch(/Test [AB] TC|Exp [A-E]:|of Table 5-6/);
      }
    }
  });

  it('the landing preset has the plain name the issue asks for, and ids are unchanged', () => {
    expect(PRESETS.find((p) => p.name === 'seed000-droptail')!.title).toBe('Late flow vs two downloads — tail drop');
    expect(PRESETS.find((p) => p.name === 'seed000-red')!.title).toBe('Late flow vs two downloads — RED');
    expect(PRESETS.some((p) => p.name === 'seed002-c-9v1r-red')).toBe(true);
  });

  it('Test A descriptions define d, the late flow’s start delay', () => {
    expect(PRESETS.find((p) => p.name === 'seed000-droptail')!.build().description).toMatch(/starts d seconds later/);
  });

  it('groups are teaching demos or reproductions that name their study (author, year, title)', () => {
    expect([...new Set(DEMO_GROUPS.map((g) => g.section))].sort()).toEqual(['checks', 'studies', 'teaching']);
    for (const g of DEMO_GROUPS.filter((x) => x.section === 'studies')) {
      expect(g.study, g.id).toBeDefined();
      const c = studyCitation(g.study!);
      expect(c, g.id).toContain(g.study!.authors);
      expect(c, g.id).toMatch(/\((c\. )?\d{4}\)/);
      expect(c, g.id).toContain(g.study!.title);
      expect(g.title, g.id).toContain(g.study!.authors);
    }
    const { groups } = groupedCatalog();
    const basics = groups.find((g) => g.id === 'basics')!;
    expect(basics.section).toBe('teaching');
    expect(basics.entries.map((e) => e.name)).toContain('seed000-droptail');
  });
});
