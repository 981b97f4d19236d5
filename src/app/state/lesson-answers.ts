import { z } from 'zod';
import { readStored, writeStored } from '../util/stored-json';
import type { EditSummary } from '../../lessons/edit-notes';

/**
 * The predictions this browser's student answered, kept in localStorage beside the lesson
 * progress (lesson-progress.ts): a phone trial reloaded a lesson link and was asked its
 * prediction again, with the plots veiled, for a step whose card said "Done". An answer is its
 * choice and the verdict it got (whether it matched the run, and on which run). Storage is another
 * page's input too: what is read is validated, and anything else is ignored.
 */
export const ANSWERS_STORAGE_KEY = 'congestion-lab.lesson-answers';

/** A step key as lesson-store.ts writes it: `<lesson id>:<step number>`. */
const StepKey = z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}:\d{1,2}$/);
const Words = z.string().max(300);

const Edits: z.ZodType<EditSummary> = z.union([
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('changes'), changes: z.array(z.object({ label: Words, from: Words, to: Words })).max(50) }),
  z.object({ kind: z.literal('other'), what: Words }),
]);

/** `figure`: the judged figure as the verdict line says it ("Vegas/Reno 0.811"); absent in answers kept before it was. */
const Answer = z.object({ choice: z.number().int().min(0).max(20), matched: z.boolean(), edits: Edits, figure: Words.optional() });
export type StoredAnswer = z.infer<typeof Answer>;

const Stored = z.object({ v: z.literal(1), answers: z.record(StepKey, Answer) });

/** The answers remembered (none when storage is refused or holds something else). */
export function readAnswers(from?: Pick<Storage, 'getItem'> | null): Record<string, StoredAnswer> {
  return readStored(ANSWERS_STORAGE_KEY, Stored, from)?.answers ?? {};
}

export function writeAnswers(answers: Record<string, StoredAnswer>, to?: Pick<Storage, 'setItem'> | null): void {
  writeStored(ANSWERS_STORAGE_KEY, { v: 1, answers }, to);
}
