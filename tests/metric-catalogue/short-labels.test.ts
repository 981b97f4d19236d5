/**
 * Phone trial 08:20 (confusion 7): At a glance said "Jain (window)", which means nothing to a
 * beginner who does not tap it. The short labels At a glance and the projected strip show (the
 * catalogue's `short`, headlines.ts) are words a student reads; the term tip explains the rest.
 */
import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE } from '../../src/sim-core/metric-catalogue/registry';
import { resolveHeadlines } from '../../src/headlines/headlines';

/** Every metric a headline can show (a variant's needs a variant, which a headline cannot name). */
const SHOWN = METRIC_CATALOGUE.filter((m) => m.scope !== 'variant');

/** Capitals a student reads as words: protocol and queue names the app teaches, each a glossary term. */
const READ_AS_WORDS = new Set(['TCP', 'UDP', 'ACK', 'ACKs', 'ECN', 'RED', 'FIFO', 'SYN', 'FIN', 'CE']);

describe('short labels are words a student reads', () => {
  it('a fairness index says "fairness" first in words, Jain only as its name', () => {
    for (const m of SHOWN.filter((x) => x.glossary === 'jain')) expect(m.short, m.id).toMatch(/fairness/i);
    expect(SHOWN.filter((x) => x.glossary === 'jain').map((m) => m.short)).not.toContain('Jain (window)');
  });

  it('no bare acronym or clipped word (ATGR, Dupacks, "Delay n") and no percentile without its quantity', () => {
    for (const m of SHOWN) {
      for (const w of m.short.split(/[\s/(),]+/).filter(Boolean)) if (/^[A-Z]{3,}s?$/.test(w)) expect(READ_AS_WORDS.has(w), `${m.id}: "${m.short}"`).toBe(true);
      expect(m.short, m.id).not.toMatch(/dupack/i);
      expect(m.short, m.id).not.toMatch(/\s[a-z]$/);
      if (/\bp\d\d\b/.test(m.short)) expect(m.short, m.id).toMatch(/delay|response/i);
    }
  });

  it('a span is not a bare "(window)": At a glance tags each figure with its span', () => {
    for (const m of SHOWN) expect(m.short, m.id).not.toMatch(/\(window\)/);
  });

  it('the Vegas/Reno demo\'s glance and strip label reads "Fairness (Jain)"', () => {
    const [h] = resolveHeadlines({ flows: [] }, [{ metric: 'run.jainGoodput' }]);
    expect(h.short).toBe('Fairness (Jain)');
    expect(h.metric.glossary).toBe('jain');
  });
});
