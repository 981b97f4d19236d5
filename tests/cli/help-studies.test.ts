/** The CLI's --help names the study behind each seedNNN preset family (a researcher found no paper named). */
import { describe, expect, it } from 'vitest';
import { seedStudiesHelp } from '../../src/cli/registry-help';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { SEED_STUDIES } from '../../src/sim-core/scenario/seed-studies';

describe('--help: the seed studies', () => {
  it('every seedNNN preset family has a study, and every study has presets', () => {
    const families = new Set(PRESETS.map((p) => /^(seed\d{3})-/.exec(p.name)?.[1]).filter((x): x is string => !!x));
    expect([...families].sort()).toEqual(SEED_STUDIES.map((s) => s.prefix).sort());
  });

  it('names each study by its authors and year, in lines of at most 98 characters', () => {
    const text = seedStudiesHelp();
    for (const s of SEED_STUDIES) expect(text).toContain(`${s.prefix}-…  ${s.study.authors} (${s.study.year})`);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(98);
  });
});
