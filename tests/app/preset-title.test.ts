import { describe, expect, it } from 'vitest';
import { CATALOG, presetScenarioShared, presetTitle } from '../../src/scenario-edit/catalog';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { disciplineLabel, titleWithQueueLabel } from '../../src/scenario-edit/preset-title';
import { DISCIPLINES } from '../../src/scenario-edit/queue-edit';
import { PRESETS } from '../../src/sim-core/scenario/presets';

describe('a preset title names its queue as the editor\'s menu does (one registry label)', () => {
  it('Vegas vs Reno under gentle RED: the menu, the heading and the editor all say "Gentle RED"', () => {
    expect(presetTitle('seed002-a-vr-red')).toBe('Two flows, Vegas vs Reno — Gentle RED 4/6');
    expect(disciplineLabel(getBottleneck(presetScenarioShared('seed002-a-vr-red')!)!.queue)).toBe('Gentle RED');
  });
  it('every preset whose title names a discipline after " — " names the one it runs (registry label, any case)', () => {
    const labels = DISCIPLINES.map((d) => d.label).sort((a, b) => b.length - a.length);
    for (const c of CATALOG) {
      const q = getBottleneck(presetScenarioShared(c.name)!)?.queue;
      const cut = c.title.lastIndexOf(' — ');
      if (!q || cut < 0) continue;
      const words = c.title.slice(cut + 3).toLowerCase();
      const named = labels.find((l) => words.startsWith(l.toLowerCase()));
      if (named === undefined) continue;
      // The registry's own name, or (thresholds from the flow count, "RED, thresholds β·n") one that begins with it.
      const actual = disciplineLabel(q).toLowerCase();
      expect(actual === named.toLowerCase() || actual.startsWith(`${named.toLowerCase()},`), `${c.name}: ${c.title} over ${actual}`).toBe(true);
    }
  });
  it('titles that already agree, name no discipline, or name another family are kept as written', () => {
    for (const p of PRESETS.filter((x) => !x.name.startsWith('seed002-a-'))) expect(presetTitle(p.name), p.name).toBe(p.title);
    const red = getBottleneck(presetScenarioShared('seed000-red')!)!.queue;
    expect(titleWithQueueLabel('X — CoDel queue', red)).toBe('X — CoDel queue');
    expect(titleWithQueueLabel('No queue words', red)).toBe('No queue words');
  });
});
