/**
 * Compare trial, problem 1: "Gentle RED 4/6" in Compare A/B's heading, with nothing saying what 4/6
 * or "gentle" meant. The line under the heading and its tooltip say each side's queue by name (its
 * glossary term) and its thresholds in words, read from the queue as the registry describes it.
 */
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { queueThresholds, queueThresholdSentence, thresholdPhrase } from '../../src/scenario-edit/queue-thresholds';
import { glossaryTerm } from '../../src/glossary/glossary';

const queueOf = (preset: string) => getBottleneck(presetScenario(preset)!)!.queue;

describe('a queue’s thresholds in words', () => {
  it('seed 002’s "Gentle RED 4/6": min_th 4, max_th 6 packets, with the glossary terms for gentle, min_th and max_th', () => {
    const t = queueThresholds(queueOf('seed002-a-vr-red'))!;
    expect(queueThresholdSentence(t)).toBe('Gentle RED: min_th 4, max_th 6 packets');
    expect(thresholdPhrase(t)).toBe('min_th 4, max_th 6 packets');
    expect(t.term).toBe('gentle');
    expect(t.thresholds.map((x) => x.glossary)).toEqual(['min-th', 'max-th']);
    for (const id of [t.term!, ...t.thresholds.map((x) => x.glossary!)]) expect(glossaryTerm(id), id).toBeDefined();
  });

  it('seed 003’s fractional thresholds keep four digits (the heading rounds them to ≈21–63)', () => {
    expect(thresholdPhrase(queueThresholds(queueOf('wifi-red'))!)).toBe('min_th 20.83, max_th 62.5 packets');
  });

  it('a queue without thresholds has none to explain', () => {
    expect(queueThresholds(queueOf('seed002-a-vr-droptail'))).toBeNull();
  });
});
