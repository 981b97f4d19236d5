import { describe, expect, it } from 'vitest';
import { lessonMatches } from '../../src/app/landing/landing-search';
import { searchCatalog, SEARCH_TAGS } from '../../src/app/landing/preset-search';
import { LESSONS } from '../../src/lessons/catalogue';

const found = (q: string) => LESSONS.filter((l) => lessonMatches(l, q)).map((l) => l.id);

describe("the landing page's search finds lessons by the words people use", () => {
  it('"Wi-Fi" (the search\'s own example) finds the wireless lesson as well as the wireless demos (lecturer trial 1000: it found 0 lessons)', () => {
    for (const q of ['Wi-Fi', 'wifi', 'wireless']) expect(found(q), q).toContain('loss-not-congestion');
    expect(searchCatalog('Wi-Fi').flatMap((g) => g.entries).length).toBeGreaterThan(0);
  });

  it('each example the search field offers finds a lesson or a demo', () => {
    for (const q of ['fairness', 'bufferbloat', 'Wi-Fi', 'seed 000']) {
      expect(found(q).length + searchCatalog(q).flatMap((g) => g.entries).length, q).toBeGreaterThan(0);
    }
    expect(SEARCH_TAGS).toContain('Wi-Fi');
  });

  it('"vegas vs reno" (a match-up typed as people type it) finds the lesson "Vegas meets Reno" and lists the demos titled "Vegas vs Reno" first', () => {
    for (const q of ['vegas vs reno', 'Vegas vs. Reno', 'vegas versus reno']) expect(found(q), q).toContain('vegas-meets-reno');
    const first = searchCatalog('vegas vs reno')[0].entries[0];
    expect(first.title).toMatch(/Vegas vs Reno/);
  });

  it('"vegas vs reno" (a match-up typed as people type it) finds the lesson "Vegas meets Reno", and still lists the two demos titled "Vegas vs Reno" first', () => {
    for (const q of ['vegas vs reno', 'Vegas vs. Reno', 'vegas versus reno']) expect(found(q), q).toContain('vegas-meets-reno');
    const titles = searchCatalog('vegas vs reno').flatMap((g) => g.entries.map((e) => e.title));
    expect(titles.slice(0, 2)).toEqual(['Two flows, Vegas vs Reno — tail drop', 'Two flows, Vegas vs Reno — Gentle RED 4/6']);
  });

  it('"bufferbloat" finds the bufferbloat lesson, and lists the voice-call demos of the bufferbloat group as well as the downloads-only ones (phone trial 16:06, s17/s18)', () => {
    expect(found('bufferbloat')).toContain('bufferbloat-voice');
    const names = searchCatalog('bufferbloat').flatMap((g) => g.entries.map((e) => e.name));
    expect(names.some((n) => n.startsWith('voice-'))).toBe(true);
    expect(names.some((n) => n.startsWith('bufferbloat-'))).toBe(true);
  });
});
