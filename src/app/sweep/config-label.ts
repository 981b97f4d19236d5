import type { Scenario, SweepRow } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { describeQueue } from '../../scenario-edit/describe-queue';
import type { ConfigChoice, PlannedSweep } from './sweep-configs';
import { withoutSwept } from './sweep-params';

/**
 * What a configuration runs, without the setting the sweep varies (its boxes show that): the
 * scenario's queue as the queue describer says it everywhere ("Gentle RED 3–5 packets, max_p 0.1,
 * buffer (swept)"). Null for a snapshot without a built-in bottleneck.
 */
export function configQueueWords(c: ConfigChoice, param: string): string | null {
  const q = c.kind === 'queue' ? c.queue : getBottleneck(c.scenario as Scenario)?.queue;
  return q ? withoutSwept(describeQueue(q), param) : null;
}

/**
 * Each configuration's name where a reader meets it without the form (the figure's legend, the
 * table's column heads, the CSV's config column): its queue with its parameters, so a screenshot
 * says which RED it was (phone trial 05:10, confusion 9: "RED" in the legend was an edited gentle
 * RED 3–5 packets, max_p 0.1). A buffer said alike for every configuration is left to the figure's
 * set-up line; a name of the student's own that the words do not contain is kept in front
 * ("Mine: Gentle RED 3–5 packets"), and so is any name whose words another configuration shares.
 */
export function configLabels(configs: readonly ConfigChoice[], param: string): string[] {
  const parts = configs.map((c) => configQueueWords(c, param)?.split(', ') ?? null);
  const shared = (p: string) => p.startsWith('buffer') && parts.every((ps) => ps !== null && ps.includes(p));
  const words = parts.map((ps) => (ps ? ps.filter((p) => !shared(p)).join(', ') : null));
  return configs.map((c, k) => {
    const w = words[k];
    if (!w) return c.name;
    const twin = words.some((o, j) => j !== k && o === w);
    return !twin && w.toLowerCase().includes(c.name.toLowerCase()) ? w : `${c.name}: ${w}`;
  });
}

/** The sweep's rows with each configuration named by its label (the CSV the app writes: the legend's names). */
export function withConfigLabels(rows: readonly SweepRow[], plan: Pick<PlannedSweep, 'configs'>): SweepRow[] {
  const label = new Map(plan.configs.map((c) => [c.name, c.label]));
  return rows.map((r) => ({ ...r, config: label.get(r.config) ?? r.config }));
}
