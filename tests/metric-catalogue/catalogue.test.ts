import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTerm } from '../../src/glossary/glossary';
import { withCurrentTable } from '../../src/sim-core/metric-catalogue/doc-table';
import { findMetric, METRIC_CATALOGUE, metricById, metricsFor, REPLICATED_METRICS, REPLICATED_RUN_METRICS } from '../../src/sim-core/metric-catalogue/registry';

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

  it('only flow metrics are replicated per flow (a run summary keeps the flows), and the A/B rows say which way is better', () => {
    for (const id of REPLICATED_METRICS) expect(findMetric(id)!.scope).toBe('flow');
    for (const m of metricsFor(['flow', 'link', 'run'], 'compare')) expect(['higher', 'lower', 'neither', 'closer-to-1'], m.id).toContain(m.better);
  });

  it('every metric declares its A/B direction (higher, lower, neither or closer to 1), and a "neither" states its reason in one short line', () => {
    for (const m of metricsFor(['flow', 'link', 'run', 'variant'])) {
      expect(['higher', 'lower', 'neither', 'closer-to-1'], m.id).toContain(m.better);
      if (m.better === 'neither') expect(m.neitherWhy?.length ?? 0, m.id).toBeGreaterThan(10);
      if (m.neitherWhy) expect(m.neitherWhy.length, m.id).toBeLessThanOrEqual(100);
    }
  });

  it('a count of queue drops is neither better nor worse (an AQM drops early on purpose): judge by delay and goodput', () => {
    for (const id of ['link.queueDrops', 'link.queueDropsWholeRun', 'flow.queueDrops', 'link.drops.early', 'link.drops.overflow']) {
      expect(metricById(id).better, id).toBe('neither');
      expect(metricById(id).neitherWhy, id).toContain('judge by delay and goodput');
    }
    // A link's losses are damage, not a signal.
    expect(metricById('link.drops.linkLoss').better).toBe('lower');
  });

  it("a queueing delay's definition says it is counted when the packet leaves the queue, in its words and in its line at the row", () => {
    for (const id of ['link.queueDelayMean', 'link.queueDelayP99']) {
      expect(metricById(id).definition).toContain('counted when its packet leaves the queue');
      expect(metricById(id).readAs).toContain('counted as each packet leaves the queue');
    }
  });

  it('utilization is a sweep metric of the whole run (the bottleneck’s), beside system goodput', () => {
    expect(REPLICATED_RUN_METRICS).toContain('link.utilization');
    expect(REPLICATED_RUN_METRICS).toContain('run.systemGoodput');
  });

  it('the figure the CLI called 3dup, the sweep "Triple dupACK events" and lessons "fast retransmits" is one entry', () => {
    const m = findMetric('tripleDupAcks')!;
    expect(m.id).toBe('flow.fastRetransmits');
    expect(m.use.summary && m.use.export && m.use.replicate && m.use.lesson).toBe(true);
  });
});
