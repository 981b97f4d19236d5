/**
 * No unit word twice in a row in what a student reads ("passes 10 packets packets", phone trial
 * 01:00, s12): a placeholder's value holds its unit, and a text that writes the unit after it
 * once read it twice. The formatter drops the repeat (scenario-edit/placeholders.ts); this walks
 * every lesson's filled texts for any other way it could happen.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { markupToText } from '../../src/lessons/markup';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { fillPlaceholders } from '../../src/scenario-edit/placeholders';
import { stepTexts } from './step-texts';

/** Unit words a figure or a placeholder carries with it. */
const REPEATED_UNIT = /(?<![\w/])(packets?|segments?|bytes|kB|MB|ms|s|[kMG]bit\/s|%)\s+\1(?![\w/])/;

/** A figure mark read as its words ("{run link.meanQueue: about 10 packets}" → "about 10 packets"). */
const readAsWords = (text: string) => markupToText(text.replace(/\{(?:run|contrast|other|paper)\b[^:}]*:\s*([^}]*)\}/g, '$1'));

describe('no unit word is repeated in a lesson\'s text ("packets packets", issue 37)', () => {
  it('the placeholder formatter does not repeat a unit the text writes after it', () => {
    const sc = presetScenario('seed002-a-vr-red')!;
    expect(fillPlaceholders('until its average queue passes {queue.minTh} packets, so', sc)).toBe('until its average queue passes 4 packets, so');
    expect(fillPlaceholders('`min_th` {queue.minTh} and {queue.maxTh} packets', sc)).toBe('`min_th` 4 packets and 6 packets');
    // A word after it that is not its unit stays.
    expect(fillPlaceholders('{queue.minTh} of queue', sc)).toBe('4 packets of queue');
  });

  it('the lint finds a planted repeat', () => {
    expect(REPEATED_UNIT.test(readAsWords('passes 10 packets packets, so'))).toBe(true);
    expect(REPEATED_UNIT.test(readAsWords('a delay of {run link.queueDelayMean: 320 ms} ms'))).toBe(true);
    expect(REPEATED_UNIT.test(readAsWords('1.5 Mbit/s Mbit/s'))).toBe(true);
    expect(REPEATED_UNIT.test(readAsWords('10 packets, 12 packets'))).toBe(false);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('lesson %s: no unit word twice in a row', (_id, lesson) => {
    const found = lesson.steps.flatMap((step, i) => stepTexts(step).flatMap(([where, text]) => {
      const m = REPEATED_UNIT.exec(readAsWords(text));
      return m ? [`step ${i + 1} ${where}: "${m[0]}"`] : [];
    }));
    expect(found).toEqual([]);
  });
});
