import { describe, expect, it } from 'vitest';
import { ANSWERS_STORAGE_KEY, readAnswers, writeAnswers } from '../../src/app/state/lesson-answers';

/** A Storage stand-in holding one item. */
function store(text: string | null) {
  const items = new Map<string, string>(text === null ? [] : [[ANSWERS_STORAGE_KEY, text]]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('remembered lesson answers', () => {
  it('an answer written is read back with its choice, verdict and judged run', () => {
    const s = store(null);
    const edits = { kind: 'changes' as const, changes: [{ label: 'Buffer', from: '1000', to: '50' }] };
    writeAnswers({ 'vegas-meets-reno:1': { choice: 0, matched: true, edits: { kind: 'none' } }, 'bufferbloat-voice:2': { choice: 1, matched: false, edits } }, s);
    expect(readAnswers(s)).toEqual({ 'vegas-meets-reno:1': { choice: 0, matched: true, edits: { kind: 'none' } }, 'bufferbloat-voice:2': { choice: 1, matched: false, edits } });
  });

  it('storage holding anything else is read as no answers (not JSON, another version, a bad key or field)', () => {
    expect(readAnswers(store('{'))).toEqual({});
    expect(readAnswers(store(JSON.stringify({ v: 2, answers: {} })))).toEqual({});
    expect(readAnswers(store(JSON.stringify({ v: 1, answers: { 'not a step key': { choice: 0, matched: true, edits: { kind: 'none' } } } })))).toEqual({});
    expect(readAnswers(store(JSON.stringify({ v: 1, answers: { 'a-lesson:1': { choice: -1, matched: true, edits: { kind: 'none' } } } })))).toEqual({});
    expect(readAnswers(store(JSON.stringify({ v: 1, answers: { 'a-lesson:1': { choice: 0, matched: 'yes', edits: { kind: 'none' } } } })))).toEqual({});
    expect(readAnswers(null)).toEqual({});
  });
});
