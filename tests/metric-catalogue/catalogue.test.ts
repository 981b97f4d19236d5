import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTerm } from '../../src/glossary/glossary';
import { withCurrentTable } from '../../src/sim-core/metric-catalogue/doc-table';
import { findMetric, METRIC_CATALOGUE, metricsFor, REPLICATED_METRICS } from '../../src/sim-core/metric-catalogue/registry';

describe('the metric catalogue', () => {
  it('docs/metrics.md holds the table generated from the catalogue (run npx tsx scripts/metrics-doc.ts)', () => {
    const doc = readFileSync('docs/metrics.md', 'utf8');
    expect(withCurrentTable(doc)).toBe(doc);
  });

  it('every entry has a known glossary term, a unique id, alias and column, a label and a definition', () => {
    const columns = new Set<string>();
    for (const m of METRIC_CATALOGUE) {
      expect(glossaryTerm(m.glossary), `${m.id}: glossary "${m.glossary}"`).toBeDefined();
      expect(findMetric(m.id)).toBe(m);
      for (const a of m.aliases ?? []) expect(findMetric(a)).toBe(m);
      expect(columns.has(m.column), m.column).toBe(false);
      columns.add(m.column);
      expect(m.column).toMatch(/^[a-z0-9_]+$/);
      expect(m.label.length).toBeGreaterThan(3);
      expect(m.definition).toMatch(/\.$/);
      expect(m.window.length).toBeGreaterThan(3);
    }
  });

  it('only flow metrics are replicated (a run summary keeps the flows), and the A/B rows say which way is better', () => {
    for (const id of REPLICATED_METRICS) expect(findMetric(id)!.scope).toBe('flow');
    for (const m of metricsFor(['flow', 'link', 'run'], 'compare')) expect(m.better, m.id).not.toBeNull();
  });

  it('the figure the CLI called 3dup, the sweep "Triple dupACK events" and lessons "fast retransmits" is one entry', () => {
    const m = findMetric('tripleDupAcks')!;
    expect(m.id).toBe('flow.fastRetransmits');
    expect(m.use.summary && m.use.export && m.use.replicate && m.use.lesson).toBe(true);
  });
});
