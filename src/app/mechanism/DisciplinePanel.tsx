import type { ComponentType } from 'react';
import { QUEUE_DISCIPLINES, type QueueDiscipline } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import type { TextAlternative } from '../plot-base/text-alternative';
import { ProbabilityPanel } from './ProbabilityPanel';
import { RedPanel } from './RedPanel';
import { CodelPanel } from './CodelPanel';

type PanelId = NonNullable<QueueDiscipline['panel']>;

/** The app's panel for each panel id a discipline may declare (queues/discipline.ts `panel`). */
const PANELS: Record<PanelId, ComponentType<{ alternative: () => TextAlternative | null }>> = {
  'drop-curve': RedPanel,
  probabilities: ProbabilityPanel,
  'delay-law': CodelPanel,
};

/** The bottleneck discipline's own panel, when its registry entry declares one (nothing otherwise). */
export function DisciplinePanel({ alternative }: { alternative: () => TextAlternative | null }) {
  const type = useScenarioStore((s) => getBottleneck(s.draft)?.queue.type);
  const id = QUEUE_DISCIPLINES.find((d) => d.name === type)?.panel;
  const Panel = id ? PANELS[id] : null;
  return Panel ? <Panel alternative={alternative} /> : null;
}
