/**
 * Bloat-2235: a lesson step's edit, shared and compared.
 * - Confusion 15: the copied link of step 6 edited to CoDel, buffer 1000 (carried whole, `s=…`,
 *   since the queue changed shape) opened in a fresh browser under the preset's own title
 *   "…1000-packet FIFO (tail drop)" and description, the editor saying "Preset: Custom scenario".
 * - Confusion 12: after a rate edit to 10 Mbit/s, A/B's rule still named A "your edit of '… 2
 *   Mbit/s — Tail drop, buffer 50 packets' (CoDel, buffer 1000 packets)".
 * - Confusion 13: A/B's headline rows changed (the step's p95 row at 2 Mbit/s; the preset's
 *   "packets delayed over 150 ms" once the rate was 10 Mbit/s and the lesson panel closed).
 */
import { describe, expect, it } from 'vitest';
import { abRuleWords, abSides } from '../../src/app/compare/b-origin';
import { headingReference } from '../../src/app/heading/heading-reference';
import { headingAgainst } from '../../src/app/heading/scenario-heading';
import { currentHeadlines, headlinesFor } from '../../src/app/state/headline-refs';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { findLesson } from '../../src/lessons/built-in';
import { stepScenario } from '../../src/lessons/schema';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetTitle } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import { decodeLink, encodeLink } from '../../src/url/link-codec';
import type { Scenario } from '../../src/sim-core';

const lesson = findLesson('bufferbloat-voice')!;
const step6 = lesson.steps[5];
const place = { id: lesson.id, step: 6 };
const built = stepScenario(step6);
if (!built.ok) throw new Error(built.error);
const setUp = built.scenario;

/** Step 6 as the student left it: Queue → CoDel, Buffer → 1000 (its Try line), at `rate`. */
function edited(rate = 2_000_000): Scenario {
  const sc = structuredClone(setUp);
  const codel = { ...changeDiscipline(getBottleneck(sc)!.queue, 'codel'), limit: 1000 };
  setBottleneck(sc, { queue: codel, rate });
  return sc;
}

describe('a shared link of an edited lesson step is titled as edited, never as the preset (bloat-2235 confusion 15)', () => {
  it('the link carries the whole scenario and opens as the step\'s demo, edited: "Edited …", now CoDel, without the preset\'s description', () => {
    const fragment = encodeLink(edited(), step6.scenario.preset, place);
    expect(fragment).toMatch(/&s=/);
    const d = decodeLink(fragment);
    if (d.kind !== 'ok') throw new Error(d.kind === 'error' ? d.error : 'empty');
    expect(d.lesson).toEqual(place);
    expect(d.preset).toBe('voice-fifo');
    const h = headingAgainst(d.scenario, headingReference(d.preset, step6));
    expect(h.title).toMatch(/^Edited/);
    expect(h.title).toContain('CoDel, buffer 1000 packets');
    expect(h.title).not.toBe(presetTitle('voice-fifo'));
    expect(h.title).not.toContain('1000-packet FIFO (tail drop)');
    expect(h.description).toBeNull();
    expect(h.editedFrom).not.toBeNull();
  });
});

describe('A/B after a rate edit of a lesson step (bloat-2235 confusions 12, 13)', () => {
  const ref = headingReference('voice-fifo', step6);

  it('A\'s words say the rate A runs now, beside its queue', () => {
    const at10 = edited(10_000_000);
    const s = abSides(at10, 'voice-fifo', getBottleneck(setUp)!.queue, false, 6, ref);
    expect(s.a).toBe('your edit of “Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets” (now 10 Mbit/s, CoDel, buffer 1000 packets)');
    expect(abRuleWords(s)).toContain('now 10 Mbit/s');
    // At the step's own rate, nothing about the rate is added.
    expect(abSides(edited(), 'voice-fifo', getBottleneck(setUp)!.queue, false, 6, ref).a).toBe('your edit of “Voice call beside four downloads, 2 Mbit/s — Tail drop, buffer 50 packets” (CoDel, buffer 1000 packets)');
  });

  it('the headline rows are the step\'s declared ones at 2 and at 10 Mbit/s, with the lesson panel open or closed (the step the scenario was loaded as)', () => {
    const ids = (sc: Scenario, p: typeof place | null) => headlinesFor(sc, 'voice-fifo', p, true).map((h) => `${h.metric.id}${h.flowIndex === undefined ? '' : `#${h.flowIndex + 1}`}`);
    const declared = [...step6.headlines!.map((h) => `${h.metric}${h.flow === undefined ? '' : `#${h.flow}`}`)];
    expect(declared).toEqual(['flow.oneWayDelayMean#5', 'flow.oneWayDelayP95#5', 'link.utilization', 'run.systemGoodput']);
    expect(ids(edited(), place)).toEqual(declared);
    expect(ids(edited(10_000_000), place)).toEqual(declared);
    // The panel closed: the step the scenario was loaded as still declares them (not the preset's
    // "packets delayed over 150 ms" row).
    useLessonStore.getState().setPlace(null);
    useScenarioStore.getState().loadScenario(edited(10_000_000), 'voice-fifo', place);
    expect(currentHeadlines(undefined, true).map((h) => `${h.metric.id}${h.flowIndex === undefined ? '' : `#${h.flowIndex + 1}`}`)).toEqual(declared);
  });
});
