/**
 * The queue plot's legend and state line say the time of each figure (phone-1030, step 9: "drop
 * probability now 0.00 %" beside "early drops 130", about 14 dots for 130 drops), and the projector
 * theme's legend lines are short, the explanation in their titles (lecturer-1030, step 9).
 */
import { LINK_LOSS_DRAWS, LINK_LOSS_PER_PACKET, metricById } from '../../src/sim-core';
import { describe, expect, it } from 'vitest';
import { countsSpanWords, queueLegendItems, totalOutputItem } from '../../src/app/plots/legend-model';
import { readingTimeWords } from '../../src/app/plots/gauge-readout';
import { THEMES } from '../../src/app/theme/theme';
import { streamed } from '../helpers/streamed-run';

// Gentle RED 4/6 packets, Vegas and Reno (the lesson's step 2), for 30 s.
const run = streamed('seed002-a-vr-red', 30);
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('the queue legend says the span of its counts', () => {
  it('a finished run shown whole: one line says the counts are over the whole run', () => {
    const items = queueLegendItems(run, THEMES.default, 0, Infinity);
    expect(labels(items).filter((l) => /drops \d+$/.test(l)).length).toBeGreaterThan(0);
    expect(labels(items).at(-1)).toBe('(drop counts over the whole run)');
  });

  it('when the plot grouped several drops under a mark, the same line says so', () => {
    const items = queueLegendItems(run, THEMES.default, 0, Infinity, true, { grouped: true });
    expect(labels(items).at(-1)).toBe('(drop counts over the whole run; a mark may stand for several drops)');
  });

  it('during a replay the counts run up to the cursor and say so (not "in view")', () => {
    const items = queueLegendItems(run, THEMES.default, 0, 12.5, true, { cursor: 12.5 });
    const early = labels(items).find((l) => l.startsWith('early drops'))!;
    expect(early).toMatch(/^early drops \d+$/);
    expect(labels(items).at(-1)).toBe('(drop counts up to 12.50 s)');
  });

  it('zoomed in, each count says "in view" itself and no span line is added', () => {
    const items = queueLegendItems(run, THEMES.default, 5, 20);
    expect(labels(items).some((l) => / in view$/.test(l))).toBe(true);
    expect(labels(items).some((l) => l.startsWith('(drop counts'))).toBe(false);
  });

  it('held numbers (predict first): no counts and no span, only what the marks are', () => {
    const held = labels(queueLegendItems(run, THEMES.default, 0, Infinity, false, { grouped: true }));
    expect(held.some((l) => /\d/.test(l) && /drops/.test(l))).toBe(false);
    expect(held.at(-1)).toBe('(a mark may stand for several drops)');
  });

  it('span words: "so far" while computed, "up to" a cursor, "over the whole run" when finished', () => {
    expect(countsSpanWords({ ...run, done: false } as typeof run, Infinity, null)).toBe('so far');
    expect(countsSpanWords(run, Infinity, 3)).toBe('up to 3.00 s');
    expect(countsSpanWords(run, Infinity, null)).toBe('over the whole run');
  });
});

describe("the state line says when it is read", () => {
  it('at the cursor during a replay, at the run\'s end otherwise', () => {
    expect(readingTimeWords(run, 12.345)).toBe('at the cursor, 12.35 s');
    expect(readingTimeWords(run, Infinity)).toBe("at the run's end, 30.00 s");
    expect(readingTimeWords(run, 30)).toBe("at the run's end, 30.00 s");
    expect(readingTimeWords({ done: false, now: 7 }, Infinity)).toBe('at 7.00 s, as far as computed');
  });
});

describe('projector theme: short legend lines, the explanation in titles', () => {
  it('gentle RED\'s 2·max_th line is "2·max_th", its title says what gentle means; the span in two words, the full words in titles', () => {
    const items = queueLegendItems(run, THEMES.projector, 0, Infinity, true, { grouped: true });
    const gentle = items.find((i) => i.label.startsWith('2·max_th'))!;
    expect(gentle.label).toBe('2·max_th');
    expect(gentle.title).toMatch(/^2·max_th \(gentle\): in gentle mode the drop probability rises/);
    expect(items.at(-1)).toMatchObject({ label: '(whole run)', title: 'drop counts over the whole run; a mark may stand for several drops' });
    expect(labels(queueLegendItems(run, THEMES.projector, 0, 12.5, true, { cursor: 12.5 })).at(-1)).toBe('(to 12.50 s)');
    for (const d of items.filter((i) => i.shape !== null && !i.label.startsWith('overflow'))) expect(d.title).toBe('drop counts over the whole run; a mark may stand for several drops');
    // The overflow drops' title says first when they happened (overflow-before-average.ts).
    expect(items.find((i) => i.label.startsWith('overflow'))!.title).toMatch(/^overflow drops \d+: (all|\d+) in the first [\d.]+ s, before RED avg reached min_th; drop counts over the whole run; a mark may stand for several drops$/);
    // The default theme keeps its words.
    expect(labels(queueLegendItems(run, THEMES.default, 0, Infinity))).toContain('2·max_th (gentle)');
  });

  it('the all-flows throughput line: "all 50 flows together", the full words in its title', () => {
    expect(totalOutputItem(THEMES.projector, 50)).toMatchObject({ label: 'all 50 flows together', title: 'all traffic leaving the bottleneck (50 flows together)' });
    expect(totalOutputItem(THEMES.default, 50).label).toBe('all traffic leaving the bottleneck (50 flows together)');
  });
});

describe('two reference lines on one value are one entry (lecturer-1510, step 6)', () => {
  // Gentle RED, max_th 62.5 under a 125-packet buffer: 2·max_th and the buffer limit are one line.
  const wifi = streamed('wifi-red', 8);
  it('"buffer limit = 2·max_th (125)", and no separate 2·max_th entry, in both themes', () => {
    for (const theme of [THEMES.default, THEMES.projector]) {
      const names = labels(queueLegendItems(wifi, theme, 0, Infinity));
      expect(names).toContain('buffer limit = 2·max_th (125)');
      expect(names.filter((l) => l.includes('2·max_th'))).toEqual(['buffer limit = 2·max_th (125)']);
    }
  });
  it('where the values differ (2·max_th 12 under a larger buffer), two entries as before', () => {
    expect(labels(queueLegendItems(run, THEMES.default, 0, Infinity))).toEqual(expect.arrayContaining(['2·max_th (gentle)', 'buffer limit']));
  });
});

describe("A/B's link losses say why A's and B's counts differ (lecturer-1510, step 6)", () => {
  const wifi = streamed('wifi-red', 8);
  const lossEntry = (ab: boolean) => queueLegendItems(wifi, THEMES.projector, 0, Infinity, true, { ab }).find((i) => i.label.startsWith('link losses'))!;
  it("in A/B, the entry's title: the same bad periods in both runs, different packets crossing them", () => {
    expect(lossEntry(true).title).toContain(LINK_LOSS_DRAWS.onoff);
  });
  it("in A/B, in sight: 'drawn per packet' beside the count; the catalogue's definitions say why counts differ (lecturer trial 9, finding 4)", () => {
    expect(lossEntry(true).label).toMatch(/^link losses \d+ \(drawn per packet\)$/);
    // Said once, beside B's: A's entry keeps its count alone (its title says why).
    const a = queueLegendItems(wifi, THEMES.projector, 0, Infinity, true, { ab: true, side: 'a' }).find((i) => i.label.startsWith('link losses'))!;
    expect(a.label).toMatch(/^link losses \d+$/);
    expect(a.title).toContain(LINK_LOSS_DRAWS.onoff);
    expect(LINK_LOSS_DRAWS.bernoulli).toBe('random: each packet lost with probability p; A and B send different packets, so counts differ');
    for (const id of ['flow.linkLosses', 'run.linkLosses', 'link.drops.linkLoss']) expect(metricById(id).definition, id).toContain(LINK_LOSS_PER_PACKET);
  });
  it('outside A/B, no word about A and B', () => {
    expect(lossEntry(false).title ?? '').not.toMatch(/A and B/);
    expect(lossEntry(false).label).toMatch(/^link losses \d+$/);
  });
});
