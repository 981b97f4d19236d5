/**
 * A queue parameter's field says, in its accessible name, the unit it shows (bloat-2045 C5: PIE's
 * Target box showed "ms", its name said "target queueing delay (s); RFC 8033: 15 ms"). Over every
 * number field of every discipline whose shown unit differs from the model's.
 */
import { describe, expect, it } from 'vitest';
import { QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import type { NumberParam } from '../../src/sim-core';
import { paramFieldName, paramHelpInShownUnit, paramShownUnit } from '../../src/scenario-edit/param-field-words';

const numberFields = QUEUE_DISCIPLINES.flatMap((d) => d.params.filter((p): p is NumberParam => p.kind === 'number' && p.editor !== 'none').map((p) => [`${d.name} ${p.key}`, p] as const));
const scaled = numberFields.filter(([, p]) => (p.display?.scale ?? 1) !== 1);

describe('a queue parameter’s accessible name states the unit its field shows', () => {
  it('PIE’s Target: "target queueing delay (ms); RFC 8033: 15 ms"', () => {
    const pie = QUEUE_DISCIPLINES.find((d) => d.name === 'pie')!.params.find((p) => p.key === 'target') as NumberParam;
    expect(paramShownUnit(pie, 'packets')).toBe('ms');
    expect(paramHelpInShownUnit(pie)).toBe('target queueing delay (ms); RFC 8033: 15 ms');
  });
  it('there are such fields: CoDel’s, PIE’s, FQ-CoDel’s and DualPI2’s times, Adaptive RED’s target, dynamic RED’s estimate error', () => {
    expect(scaled.length).toBeGreaterThanOrEqual(10);
  });
  it.each(scaled)('%s', (_name, p) => {
    const shown = paramShownUnit(p, 'packets')!.split(' ')[0];
    const name = paramHelpInShownUnit(p);
    expect([`(${shown})`, `(in ${shown})`].some((w) => name.includes(w))).toBe(true);
    if (p.unit !== undefined && p.unit !== shown) expect(name).not.toContain(`(${p.unit})`);
  });
  it('dynamic RED’s estimate error, a fraction shown in %: "… 0.2 = 20 % too many (in %)"', () => {
    const p = QUEUE_DISCIPLINES.find((d) => d.name === 'dynamic-red')!.params.find((q) => q.key === 'estimateError') as NumberParam;
    expect(paramHelpInShownUnit(p)).toBe('the router estimates n as n·(1 + estimateError); 0.2 = 20 % too many (in %)');
  });
  it('a field shown in the model’s own unit keeps its help as it is', () => {
    for (const [, p] of numberFields.filter(([, q]) => (q.display?.scale ?? 1) === 1)) expect(paramHelpInShownUnit(p)).toBe(p.help);
  });
});

describe('a queue parameter’s accessible name begins with the word on screen (label in name)', () => {
  it('w_q: its label, then its help', () => {
    const wq = QUEUE_DISCIPLINES.find((d) => d.name === 'red')!.params.find((p) => p.key === 'wq') as NumberParam;
    expect(paramFieldName(wq.label, paramHelpInShownUnit(wq))).toMatch(/^w_q: /);
  });
  it('PIE’s Target, whose help begins with its word, keeps "target queueing delay (ms); RFC 8033: 15 ms"', () => {
    const pie = QUEUE_DISCIPLINES.find((d) => d.name === 'pie')!.params.find((p) => p.key === 'target') as NumberParam;
    expect(paramFieldName(pie.label, paramHelpInShownUnit(pie))).toBe('target queueing delay (ms); RFC 8033: 15 ms');
  });
  it('a help that already begins with the label is not said twice', () => expect(paramFieldName('burst', 'burst of packets')).toBe('burst of packets'));
  it.each(numberFields)('%s', (_name, p) => expect(paramFieldName(p.label, paramHelpInShownUnit(p)).toLowerCase().startsWith(p.label.toLowerCase())).toBe(true));
});
