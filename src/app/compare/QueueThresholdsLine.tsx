import { Fragment } from 'react';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { queueThresholds, queueThresholdSentence, type QueueThresholds } from '../../scenario-edit/queue-thresholds';
import { sameQueue } from '../heading/scenario-heading';
import { TermLink } from '../glossary/TermLink';
import { useScenarioStore } from '../state/scenario-store';
import { useEffectiveBQueue } from './use-b-queue';
import type { LeafQueueSpec } from '../../sim-core';

/** A's and B's queues that have thresholds, each with its side's letter (one, unlettered, when both are the same queue). */
export function useSideThresholds(): { side: 'A' | 'B' | null; t: QueueThresholds }[] {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const b = useEffectiveBQueue();
  const qa: LeafQueueSpec | null = getBottleneck(a)?.queue ?? null;
  if (qa !== null && b !== null && sameQueue(qa, b)) {
    const t = queueThresholds(qa);
    return t ? [{ side: null, t }] : [];
  }
  return (
    [
      ['A', qa],
      ['B', b],
    ] as const
  ).flatMap(([side, q]) => {
    const t = q ? queueThresholds(q) : null;
    return t ? [{ side, t }] : [];
  });
}

/**
 * Under Compare A/B's heading, what its shorthand "Gentle RED 4/6" means: each side's queue by its
 * name and its thresholds in words, every term a tip with the glossary one press away ("A: gentle RED
 * (term) with min_th 4, max_th 6 packets"). Students and a lecturer met "Gentle RED 4/6" with
 * nothing saying what 4/6 or "gentle" was (Compare trial, problem 1). Nothing for queues without
 * thresholds (tail drop, CoDel).
 */
export function QueueThresholdsLine() {
  const sides = useSideThresholds();
  if (sides.length === 0) return null;
  return (
    <p className="muted queue-thresholds" data-testid="queue-thresholds">
      {sides.map(({ side, t }, i) => (
        <Fragment key={side ?? 'both'}>
          {i > 0 ? ' · ' : null}
          {side ? <b>{side}: </b> : null}
          {t.term ? <TermLink term={t.term}>{t.name}</TermLink> : t.name} with{' '}
          {t.thresholds.map((x, j) => (
            <Fragment key={x.label}>
              {j > 0 ? ', ' : null}
              {x.glossary ? <TermLink term={x.glossary}>{x.label}</TermLink> : x.label} {x.value}
            </Fragment>
          ))}{' '}
          {t.unit}
        </Fragment>
      ))}
    </p>
  );
}

/** The same in plain words, for the heading's tooltip: "A: Gentle RED: min_th 4, max_th 6 packets; B: …". */
export function useThresholdWords(): string | null {
  const sides = useSideThresholds();
  return sides.length === 0 ? null : sides.map(({ side, t }) => `${side ? `${side}: ` : ''}${queueThresholdSentence(t)}`).join('; ');
}
