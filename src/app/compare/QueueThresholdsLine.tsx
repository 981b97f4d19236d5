import { Fragment } from 'react';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { queueThresholds, queueThresholdSentence, type QueueThresholds } from '../../scenario-edit/queue-thresholds';
import { sameQueue } from '../heading/scenario-heading';
import { TermLink } from '../glossary/TermLink';
import { useScenarioStore } from '../state/scenario-store';
import { useEffectiveBQueue } from './use-b-queue';
import type { LeafQueueSpec } from '../../sim-core';
import { disciplineLabel } from '../../scenario-edit/preset-title';
import { disciplineOf } from '../../scenario-edit/queue-edit';
import { glossaryTerm } from '../../glossary/glossary';

/** One side's queue as the line says it: its name, glossary term and thresholds (null for a queue without any, e.g. tail drop). */
export interface SideQueue {
  side: 'A' | 'B' | null;
  name: string;
  term: string | null;
  t: QueueThresholds | null;
}

function sideQueue(side: SideQueue['side'], q: LeafQueueSpec): SideQueue {
  const t = queueThresholds(q);
  const discipline = disciplineOf(q);
  return { side, name: t?.name ?? disciplineLabel(q), term: t?.term ?? (glossaryTerm(discipline) ? discipline : glossaryTerm(q.type) ? q.type : null), t };
}

/**
 * A's and B's queues, each with its side's letter (one, unlettered, when both are the same queue),
 * when at least one has thresholds. Both are named: with only A's said, a phone student found B's
 * queue only under the table (phone trial, 12-03: "only A is described at the top").
 */
export function useSideThresholds(): SideQueue[] {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const b = useEffectiveBQueue();
  const qa: LeafQueueSpec | null = getBottleneck(a)?.queue ?? null;
  if (qa !== null && b !== null && sameQueue(qa, b)) {
    const one = sideQueue(null, qa);
    return one.t ? [one] : [];
  }
  const sides = (
    [
      ['A', qa],
      ['B', b],
    ] as const
  ).flatMap(([side, q]) => (q ? [sideQueue(side, q)] : []));
  return sides.some((s) => s.t !== null) ? sides : [];
}

/**
 * Under Compare A/B's heading, what its shorthand "Gentle RED 4/6" means: each side's queue by its
 * name and its thresholds in words, every term a tip with the glossary one press away ("A: gentle RED
 * (term) with min_th 4, max_th 6 packets"). Students and a lecturer met "Gentle RED 4/6" with
 * nothing saying what 4/6 or "gentle" was (Compare trial, problem 1). The other side is named
 * beside it ("B: tail drop"); nothing when neither queue has thresholds (tail drop, CoDel).
 */
export function QueueThresholdsLine() {
  const sides = useSideThresholds();
  if (sides.length === 0) return null;
  return (
    <p className="muted queue-thresholds" data-testid="queue-thresholds">
      {sides.map(({ side, name, term, t }, i) => (
        <Fragment key={side ?? 'both'}>
          {i > 0 ? ' · ' : null}
          {side ? <b>{side}: </b> : null}
          {term ? <TermLink term={term}>{name}</TermLink> : name}
          {t ? (
            <>
              {' '}
              with{' '}
              {t.thresholds.map((x, j) => (
                <Fragment key={x.label}>
                  {j > 0 ? ', ' : null}
                  {x.glossary ? <TermLink term={x.glossary}>{x.label}</TermLink> : x.label} {x.value}
                </Fragment>
              ))}{' '}
              {t.unit}
            </>
          ) : null}
        </Fragment>
      ))}
    </p>
  );
}

/** The same in plain words, for the heading's tooltip: "A: Gentle RED: min_th 4, max_th 6 packets; B: …". */
export function useThresholdWords(): string | null {
  const sides = useSideThresholds();
  return sides.length === 0 ? null : sides.map(({ side, name, t }) => `${side ? `${side}: ` : ''}${t ? queueThresholdSentence(t) : name}`).join('; ');
}
