import { queueDiscipline, valueAt, type LeafQueueSpec, type Scenario } from '../../sim-core';
import { FLOWS_OR_LINKS_CHANGED, settingChanges, type PlacedChange } from '../../lessons/edit-notes';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { DISCIPLINES, disciplineOf } from '../../scenario-edit/queue-edit';

/** What the heading's own words already say of the edit: the bottleneck's queue ("now CoDel, buffer 1000 packets"), its rate or delay rewritten in the title. */
export interface SaidInHeading {
  queue: boolean;
  rate: boolean;
  delay: boolean;
}

/** How many edits the heading names before "and N more" (the rest in its tooltip). */
export const EDITS_NAMED = 3;

/**
 * Every setting of `shown` that differs from `base`, in the words and unit of its editor field
 * (the verdicts' describer, edit-notes.ts), less what the heading already says. The heading named
 * only a changed queue: "Edited from: … — PIE queue · now PIE" over a PIE target set from 15 to
 * 200 ms, and nothing of a voice flow's rate raised from 80 to 1500 kbit/s (bloat trial 20:45,
 * C6, C11).
 */
export function headingEdits(shown: Scenario, base: Scenario, said: SaidInHeading): string[] {
  const changes = settingChanges(base, shown);
  if (changes === null) return [FLOWS_OR_LINKS_CHANGED];
  const b = getBottleneck(shown);
  const queuePath = b?.queuePath ?? null;
  // The testbed's bottleneck keeps its rate and delay beside its queue (topology.bottleneckRate, topology.delay).
  const testbed = queuePath === 'topology.bottleneckQueue';
  const ratePath = testbed ? 'topology.bottleneckRate' : 'topology.bottleneck.rate';
  const delayPath = testbed ? 'topology.delay' : 'topology.bottleneck.delay';
  const saidOfQueue = new Set(b && said.queue ? describedKeys(b.queue) : []);
  return changes
    .filter((c) => {
      if (c.path === 'name' || c.path === 'description') return false;
      if (said.rate && c.path === ratePath) return false;
      if (said.delay && c.path === delayPath) return false;
      return !(queuePath !== null && c.path.startsWith(`${queuePath}.`) && saidOfQueue.has(c.path.slice(queuePath.length + 1)));
    })
    .map((c) => `${labelInHeading(shown, c)} ${c.from} → ${c.to}`);
}

/** The queue settings describeQueue states ("CoDel, buffer 1000 packets"): the discipline, its sliders, the buffer. */
function describedKeys(q: LeafQueueSpec): string[] {
  const sliders = queueDiscipline(q.type).params.filter((p) => p.kind === 'number' && p.editor === 'slider').map((p) => p.key);
  return ['type', 'gentle', 'limit', 'unit', 'ecn', ...sliders];
}

/**
 * A change's setting as the heading names it: a queue's own setting with its discipline before it
 * ("PIE target", not a bare "Target" beside the scenario's name), else the editor field's words.
 */
function labelInHeading(shown: Scenario, c: PlacedChange): string {
  const dot = c.path.lastIndexOf('.');
  const key = c.path.slice(dot + 1);
  const type = valueAt(shown, `${c.path.slice(0, dot)}.type`);
  if (key === 'type' || typeof type !== 'string') return c.label;
  const queue = valueAt(shown, c.path.slice(0, dot)) as LeafQueueSpec;
  let discipline: string;
  try {
    queueDiscipline(type);
    discipline = DISCIPLINES.find((d) => d.value === disciplineOf(queue))?.label ?? type;
  } catch {
    return c.label;
  }
  if (c.label.startsWith(discipline)) return c.label;
  // "Target" → "target", but "ECN" and "min_th" stay as they are.
  const label = /^[A-Z][a-z]/.test(c.label) ? c.label[0].toLowerCase() + c.label.slice(1) : c.label;
  return `${discipline} ${label}`;
}

/** The edits after the heading's own words: the first EDITS_NAMED, then how many more ("…, and 3 more"). */
export function editsTail(edits: string[]): string {
  if (edits.length === 0) return '';
  // "and 1 more" takes the room of naming it.
  const named = edits.length <= EDITS_NAMED + 1 ? edits : edits.slice(0, EDITS_NAMED);
  const more = edits.length - named.length;
  return ` · ${named.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}
