import { pairing, pairingLabel, type Scenario } from '../../sim-core';
import type { Step } from '../../lessons/schema';
import { lossAt, lossPlaces, windowCap } from '../../scenario-edit/link-errors';

/**
 * In a lesson, the editor folds the settings a step does not touch behind "More settings": a
 * bufferbloat student met "NewReno recovery", "access ms", "TCP stack RFC (ns-3-like)" and "Link
 * errors — Where: receivers' last links" on a step about the buffer and the queue (bloat trials
 * 05:10 and 07:10). The step's own fields are always shown: the bottleneck and its queue, each
 * flow's variant, start and size, and any group below that the step's edits touch or that the
 * scenario on screen sets away from its default.
 */
export type FoldGroup = 'protocol' | 'access' | 'tcpStack' | 'windowCap' | 'linkErrors';

/** Each group that may fold: what it is called on the "More settings" button, and the edit paths that are its settings. */
export const FOLD_GROUPS: Record<FoldGroup, { label: string; paths: RegExp }> = {
  protocol: { label: 'congestion control and loss recovery', paths: /^flows\.\d+\.(cc|recovery)$/ },
  access: { label: 'access delay', paths: /^(flows\.\d+\.accessDelay|topology\.access\.delay)$/ },
  linkErrors: { label: 'link errors', paths: /^topology\.(access\.receiverLoss|bottleneck\.loss|bottleneckLoss)(\.|$)/ },
  tcpStack: { label: 'TCP stack', paths: /^tcp\.(?!maxCwnd$)/ },
  windowCap: { label: 'window cap', paths: /^tcp\.maxCwnd$/ },
};

const GROUPS = Object.keys(FOLD_GROUPS) as FoldGroup[];

/** Every setting a step edits or has the student edit: its set-up, its contrast, its challenge's solution, tempting edits and controls, a check's swept setting. */
export function stepEditPaths(step: Step): string[] {
  const sets = [
    ...step.scenario.set,
    ...(step.check?.contrast.set ?? []),
    ...(step.challenge?.solution.set ?? []),
    ...(step.challenge?.notSolvedBy ?? []).flatMap((n) => n.set),
  ].map((s) => s.split('=')[0]);
  const swept = [step.check?.test, step.challenge?.test].flatMap((t) => (t && 'sweep' in t ? [t.sweep.param] : []));
  return [...sets, ...(step.challenge?.controls ?? []), ...swept];
}

/** Whether `sc` sets the group away from its default: then it is part of what runs, and shown. */
function setInScenario(group: FoldGroup, sc: Scenario): boolean {
  switch (group) {
    case 'protocol':
      return sc.flows.some((f) => f.kind === 'tcp' && (pairing(f.variant) === undefined || pairingLabel(f.cc, f.recovery) !== f.variant));
    case 'access': {
      const base = sc.topology.kind === 'dumbbell' ? sc.topology.access.delay : 0;
      return sc.flows.some((f) => f.accessDelay !== undefined && f.accessDelay !== base);
    }
    case 'linkErrors':
      return lossPlaces(sc).some((p) => lossAt(sc, p.path) !== undefined);
    case 'tcpStack':
      // A study's own stack (seed 002's, Linux 2.4 on seed 000's testbed) is the set-up, not the
      // step's subject: shown only when the step's edits touch it.
      return false;
    case 'windowCap':
      return windowCap(sc) !== null;
  }
}

/** The groups folded for `step` with `sc` on screen (none outside a lesson). */
export function foldedGroups(step: Step | null, sc: Scenario | null): FoldGroup[] {
  if (step === null) return [];
  const touched = stepEditPaths(step);
  return GROUPS.filter((g) => !touched.some((p) => FOLD_GROUPS[g].paths.test(p)) && !(sc !== null && setInScenario(g, sc)));
}
