import { scenarioChanges } from '../../lessons/edit-notes';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { flattenLeaves, type Scenario } from '../../sim-core';
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
 * still says the figures are the same on purpose. The line names the run it compares with, the
 * previous one and its queue: "The figures did not change" after CoDel 50 → 1000 packets read as
 * "CoDel changed nothing" to a student who remembered the tail-drop run before both (bloat-1215,
 * step 27).
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
  // "your change": the student's, whether typed or by the Queue menu's "Use them" (whose note says
  // "You chose CoDel's own defaults: buffer 50 → 1000 packets"): the two notes beside each other
  // name one change one way (bloat-2235 confusion 11).
  const same = `Same figures as your previous run (${previousRunName(before.scenario)}): your change, ${what}, made no difference`;
  const limit = onlyChange(before.scenario, after.scenario);
  const peak = before.peakQueue;
  if (limit && BUFFER_LIMIT.test(limit.path) && peak) {
    const from = Number(limit.from);
    const to = Number(limit.to);
    const smaller = Math.min(from, to);
    if (peak.value < smaller)
      return `${same}, as the queue stayed under ${smaller} ${peak.unit} (at most ${peak.value}).`;
  }
  return `${same}: the run never reached what you changed.`;
}

/** The run compared with, by its bottleneck queue ("CoDel, buffer 50 packets"); a graph's, "its own set-up". */
function previousRunName(sc: Scenario): string {
  const b = getBottleneck(sc);
  return b ? describeQueue(b.queue) : 'its own set-up';
}

/** The one setting two scenarios differ in (its path, e.g. "topology.bottleneck.queue.limit"), or null. */
function onlyChange(a: Scenario, b: Scenario): { path: string; from: unknown; to: unknown } | null {
  const x = flattenLeaves(a);
  const y = flattenLeaves(b);
  if (x.size !== y.size) return null;
  // Empty arrays and objects are leaves too: alike when both are empty containers of one kind.
  const same = (u: unknown, v: unknown) => Object.is(u, v) || (typeof u === 'object' && typeof v === 'object' && JSON.stringify(u) === JSON.stringify(v));
  const diff = [...y].filter(([k, v]) => !same(x.get(k), v));
  return diff.length === 1 && x.has(diff[0][0]) ? { path: diff[0][0], from: x.get(diff[0][0]), to: diff[0][1] } : null;
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
