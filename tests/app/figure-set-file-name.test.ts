import { describe, expect, it } from 'vitest';
import { figureSetFileName, onlyKindOf } from '../../src/app/export/figure-set-name';

describe("an exported figure set's file name", () => {
  const demo = { preset: 'wifi-red', bQueueType: 'droptail', slide: true };

  it('without an own slide title it names the preset and B\'s queue', () => {
    expect(figureSetFileName({ ...demo, ownTitle: null })).toBe('congestion-lab-figures-wifi-red-ab-vs-droptail-16x9.png');
    expect(figureSetFileName({ preset: 'seed003-e6-red', bQueueType: null, slide: false, ownTitle: null })).toBe('congestion-lab-figures-study003-e6-red.png');
  });

  it('follows the lecturer\'s edited slide title, so two titled exports do not share a name (lecturer-0230, confusion 5)', () => {
    const one = figureSetFileName({ ...demo, ownTitle: 'Lossy Wi-Fi link: does RED help or hurt?' });
    const two = figureSetFileName({ ...demo, ownTitle: 'Without Wi-Fi errors' });
    expect(one).toBe('congestion-lab-lossy-wifi-link-does-red-help-or-hurt-16x9.png');
    expect(two).toBe('congestion-lab-without-wifi-errors-16x9.png');
  });

  it('sanitises the title (accents, slashes, dots) and bounds its length at a word', () => {
    const name = figureSetFileName({ ...demo, slide: false, ownTitle: 'Débit ../../etc/passwd — ' + 'very long words '.repeat(10) });
    expect(name).toMatch(/^congestion-lab-[a-z0-9-]+\.png$/);
    const slug = name.slice('congestion-lab-'.length, -'.png'.length);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.startsWith('debit-etc-passwd-very-long-words')).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('a title with no letter or digit falls back to the scenario\'s name', () => {
    expect(figureSetFileName({ ...demo, ownTitle: '— ? —' })).toBe('congestion-lab-figures-wifi-red-ab-vs-droptail-16x9.png');
  });
});

describe('a figure set of one plot kind', () => {
  it('is named by that kind, so a one-plot slide does not overwrite the four-plot slide of the same scenario (lecturer trial 11:45, problem 1)', () => {
    const demo = { preset: 'wifi-red', bQueueType: 'droptail', slide: true, ownTitle: null };
    const four = figureSetFileName({ ...demo, onlyKind: onlyKindOf(['queue', 'queue', 'throughput', 'throughput']) });
    const one = figureSetFileName({ ...demo, onlyKind: onlyKindOf(['overlay']) });
    expect(four).toBe('congestion-lab-figures-wifi-red-ab-vs-droptail-16x9.png');
    expect(one).toBe('congestion-lab-figures-wifi-red-ab-vs-droptail-overlay-16x9.png');
    expect(onlyKindOf(['queue', 'queue'])).toBe('queue');
    expect(onlyKindOf([])).toBeNull();
    expect(onlyKindOf(['queue', undefined])).toBeNull();
  });
});
