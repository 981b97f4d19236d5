/**
 * A lesson's progress on its home card (issue 37, phone trial 06:30: a finished lesson's card
 * still said "Start lesson"): what is stored is validated when read, and the card's words.
 */
import { describe, expect, it } from 'vitest';
import { lastLessonLeft, PROGRESS_STORAGE_KEY, progressText, readProgress } from '../../src/app/lessons/lesson-progress';

const store = (text: string | null) => ({ getItem: (k: string) => (k === PROGRESS_STORAGE_KEY ? text : null) });

describe('lesson progress kept in this browser', () => {
  it('reads what it wrote: steps done, finished, and where the student was', () => {
    const saved = { v: 1, lessons: { 'vegas-meets-reno': { done: [1, 2, 3], finished: true, last: { step: 3, fragment: '#v=1&lesson=vegas-meets-reno&step=3' } } } };
    expect(readProgress(store(JSON.stringify(saved)))).toEqual(saved.lessons);
  });

  it('ignores anything else in storage (another page wrote it, or an older format): nothing is shown', () => {
    for (const bad of ['not json', '{"v":2,"lessons":{}}', '{"v":1,"lessons":{"x":{"done":["1"],"finished":false,"last":null}}}', '{"v":1,"lessons":{"x":{"done":[],"finished":false,"last":{"step":1,"fragment":"javascript:alert(1)"}}}}'])
      expect(readProgress(store(bad)), bad).toEqual({});
    expect(readProgress(store(null))).toEqual({});
    expect(readProgress({ getItem: () => { throw new Error('refused'); } })).toEqual({});
  });

  it('says "Done n/N", with a tick and "Finished" in words when every step is done; nothing before the first', () => {
    expect(progressText({ done: [], finished: false, last: null }, 3)).toBeNull();
    expect(progressText({ done: [1], finished: false, last: null }, 5)).toEqual({ short: 'Done 1/5', words: '1 of 5 steps done' });
    expect(progressText({ done: [1, 2, 3], finished: true, last: null }, 3)).toEqual({ short: '✓ Done 3/3', words: 'Finished: all 3 steps done' });
    // Steps a shorter edition of the lesson no longer has are not counted.
    expect(progressText({ done: [1, 2, 7], finished: false, last: null }, 3)?.short).toBe('Done 2/3');
  });

  it('the home page offers the unfinished lesson left last, at its step (older stored places, without a time, come after)', () => {
    const at = (id: string, step: number, t?: number) => ({ step, fragment: `#v=1&lesson=${id}&step=${step}`, ...(t === undefined ? {} : { at: t }) });
    const known = new Map([['a', 5], ['b', 3], ['c', 4], ['d', 2]]);
    const lessons = {
      a: { done: [1], finished: false, last: at('a', 2, 1000) },
      b: { done: [1, 2], finished: false, last: at('b', 3, 3000) },
      c: { done: [1, 2, 3, 4], finished: true, last: at('c', 4, 9000) },
      d: { done: [], finished: false, last: at('d', 3, 8000) },
      old: { done: [], finished: false, last: at('old', 1) },
    };
    // c is finished, d's place is past its steps, "old" is not a lesson of this app.
    expect(lastLessonLeft(lessons, known)).toEqual({ id: 'b', step: 3, fragment: '#v=1&lesson=b&step=3' });
    expect(lastLessonLeft({ a: { ...lessons.a, last: at('a', 2) } }, known)).toEqual({ id: 'a', step: 2, fragment: '#v=1&lesson=a&step=2' });
    expect(lastLessonLeft({ c: lessons.c }, known)).toBeNull();
  });

  it('a lesson closed with its × (trial phone9, finding 5) is not offered first; the one left before it is, and a closed place still reads back', () => {
    const known = new Map([['a', 3], ['b', 3]]);
    const last = (id: string, step: number, at: number, closed?: true) => ({ step, fragment: `#v=1&lesson=${id}&step=${step}`, at, ...(closed ? { closed } : {}) });
    const lessons = { a: { done: [], finished: false, last: last('a', 1, 1) }, b: { done: [1], finished: false, last: last('b', 2, 2, true) } };
    expect(lastLessonLeft(lessons, known)).toEqual({ id: 'a', step: 1, fragment: '#v=1&lesson=a&step=1' });
    expect(lastLessonLeft({ b: lessons.b }, known)).toBeNull();
    const saved = { v: 1, lessons: { b: lessons.b } };
    expect(readProgress(store(JSON.stringify(saved)))).toEqual(saved.lessons);
  });
});
