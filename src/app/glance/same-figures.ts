import { scenarioChanges } from '../../lessons/edit-notes';
import type { Scenario } from '../../sim-core';
import { diffLeaves } from '../../sim-core/scenario/overrides';
import type { RunData } from '../results/run-data';
import type { ExploreGlance } from './glance-model';

/**
 * A finished run as the "At a glance" block showed it: its scenario, the demo or step it was
 * edited from, its headline figures as read, and the most its bottleneck queue held at once
 * over the whole run, in the buffer's unit (null where the run recorded no queue).
 */
export interface ShownRun {
  scenario: Scenario;
  preset: string | null;
  figures: readonly string[];
  peakQueue: { value: number; unit: string } | null;
}

/** A buffer's size among a scenario's settings. */
const BUFFER_LIMIT = /(^|\.)queue\.limit$/;

/**
 * What to say when a re-run after an edit shows the same headline figures as the run before it,
 * or null. A student moved CoDel's buffer from 50 to 1000 packets, saw every number stay put and
 * took the edit for not applied (bloat trial 02:20, confusion 5). Where the edit is the buffer's
 * size alone and the queue never came near either size, the run says why; otherwise the line
 * still says the figures are the same on purpose.
 */
export function sameFiguresNote(before: ShownRun, after: ShownRun): string | null {
  if (before.scenario === after.scenario || before.preset !== after.preset) return null;
  if (before.figures.length === 0 || before.figures.join('\n') !== after.figures.join('\n')) return null;
  let edits;
  try {
    edits = scenarioChanges(before.scenario, after.scenario);
  } catch {
    return null;
  }
  if (edits.kind !== 'changes') return null;
  const what = edits.changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join('; ');
  const changed = diffLeaves(before.scenario, after.scenario) ?? [];
  const limit = changed.length === 1 && BUFFER_LIMIT.test(changed[0][0]) ? changed[0] : null;
  const peak = before.peakQueue;
  if (limit && peak) {
    const from = Number(flatValue(before.scenario, limit[0]));
    const to = Number(limit[1]);
    const smaller = Math.min(from, to);
    if (peak.value < smaller)
      return `The figures did not change with ${what}: this run never used what you changed (the queue stayed under ${smaller} ${peak.unit}, at most ${peak.value}).`;
  }
  return `Same figures as before this edit (${what}): the run never reached what you changed.`;
}

/** The value at a dotted path of settings ("topology.bottleneck.queue.limit"). */
function flatValue(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

/** The figures a finished run showed, in order: each headline, then each flow's goodput. */
export function shownFigures(model: Extract<ExploreGlance, { state: 'final' }>): string[] {
  const flows = model.flows;
  const cells = !flows ? [] : flows.kind === 'each' ? flows.cells.map((c) => `${c.name} ${c.text}`) : [flows.lowest, flows.highest].map((c) => `${c.name} ${c.text}`);
  return [...model.headlines.map((h) => `${h.key} ${h.text}`), ...cells];
}

/** The most the run's bottleneck queue held at once, over the whole run, in its buffer's unit. */
export function peakQueue(run: Pick<RunData, 'summary' | 'bottleneck'>): ShownRun['peakQueue'] {
  const link = run.summary?.links[run.summary.aggregate.bottleneck];
  const q = run.bottleneck?.data?.queue;
  if (!link || !q || q.length === 0) return null;
  const col = link.queueLimit.unit === 'bytes' ? q.cols.bytes : q.cols.packets;
  let most = 0;
  for (let i = 0; i < q.length; i++) most = Math.max(most, col[i]);
  return { value: most, unit: link.queueLimit.unit };
}
