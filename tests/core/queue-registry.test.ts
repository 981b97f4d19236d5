/**
 * Every registered queue discipline is wired everywhere the registry promises: the scenario
 * schema (and its JSON Schema export), the editor's list, the CLI help, the run's summary and
 * series. The loop is over the registry, so a new entry is checked without touching this file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCIPLINES, changeDiscipline, disciplineOf } from '../../src/scenario-edit/queue-edit';
import { queueHelp } from '../../src/cli/registry-help';
import { queueDropped } from '../../src/sim-core/queues/drop-reasons';
import { LEAF_QUEUE_DISCIPLINES, QUEUE_DISCIPLINES, DROP_REASONS, dropReasonsOf } from '../../src/sim-core/queues/registry';
import type { QueueDiscipline } from '../../src/sim-core/queues/discipline';
import { scenarioJsonSchema } from '../../src/sim-core/scenario/json-schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import { LeafQueueSpec, QueueSpec, type ScenarioInput } from '../../src/sim-core/scenario/schema';

const LEAVES = LEAF_QUEUE_DISCIPLINES as unknown as readonly QueueDiscipline[];
const FIFO = { type: 'droptail', limit: 40, unit: 'packets', admission: 'fits' } as const;

/** Each listed editor choice made from a 40-packet buffer: a valid spec of every leaf discipline. */
const specs = LEAVES.flatMap((d) => d.choices.filter((c) => c.listed !== false).map((c) => ({ d, c, spec: c.make({ limit: 40, unit: 'packets', ecn: false, packetBytes: 1000 }, FIFO) })));

function dumbbellWith(queue: unknown): ScenarioInput {
  return {
    version: 1,
    seed: 3,
    duration: 8,
    topology: { kind: 'dumbbell', bottleneck: { rate: '2Mbit', delay: '20ms', queue: queue as never } },
    flows: Array.from({ length: 4 }, (_, i) => ({ kind: 'tcp' as const, start: 0.1 * i, bytes: null })),
  };
}

describe('queue registry', () => {
  it('names are unique and drop reasons have one meaning each', () => {
    const names = QUEUE_DISCIPLINES.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = DROP_REASONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const d of QUEUE_DISCIPLINES) {
    it(`${d.name}: its doc section exists in docs/models.md`, () => {
      const models = readFileSync(new URL('../../docs/models.md', import.meta.url), 'utf8');
      expect(models.split('\n')).toContain(`## ${d.docSection}`);
    });

    it(`${d.name}: in the schema, the JSON Schema export and the CLI help`, () => {
      const json = JSON.stringify(scenarioJsonSchema());
      expect(json).toContain(`"const":"${d.name}"`);
      expect(queueHelp()).toContain(`  ${d.name} `);
      for (const p of d.params) expect(queueHelp()).toContain(`${p.key}: `);
    });
  }

  for (const d of LEAVES) {
    it(`${d.name}: offered in the editor, as a leaf and as a link queue`, () => {
      const listed = d.choices.filter((c) => c.listed !== false);
      expect(listed.length).toBeGreaterThan(0);
      for (const c of listed) expect(DISCIPLINES.map((x) => x.value)).toContain(c.value);
    });
  }

  for (const { d, c, spec } of specs) {
    it(`${c.value} (${d.name}): made by the editor, valid, chosen back, and reported in the summary and series`, () => {
      expect(LeafQueueSpec.safeParse(spec).success).toBe(true);
      expect(QueueSpec.safeParse(spec).success).toBe(true);
      const parsed = LeafQueueSpec.parse(spec);
      expect(disciplineOf(parsed)).toBe(c.value);
      expect(changeDiscipline(parsed, c.value)).toBe(parsed);
      const r = runScenario(dumbbellWith(spec));
      const b = r.links[r.aggregate.bottleneck];
      expect(b.queueKind).toBe(d.name);
      for (const reason of dropReasonsOf([d.name])) expect(b.summary.dropsWholeRun[reason.id]).toBeGreaterThanOrEqual(0);
      for (const g of d.gauges) {
        expect(Number.isFinite(b.summary.gauges[g.key].meanAtArrivals)).toBe(true);
        expect(b.series!.queue[g.key].length).toBe(b.series!.queue.t.length);
      }
      for (const t of d.thresholds) expect(b.series!.thresholds).toHaveProperty(t.key);
      // The drop breakdown adds up to the queue's drops, and the run congested the queue.
      const total = dropReasonsOf([d.name]).reduce((a, x) => a + (x.queueDrop ? b.summary.dropsWholeRun[x.id] : 0), 0);
      const codes = DROP_REASONS.map((x) => b.summary.dropsWholeRun[x.id]);
      expect(total).toBe(queueDropped(codes));
      expect(total).toBeGreaterThan(0);
    });
  }
});
