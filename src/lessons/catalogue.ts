import { tcpAnatomy } from './content/tcp-anatomy';
import { tailDropLateFlow } from './content/tail-drop-late-flow';
import { redKnobs } from './content/red-knobs';
import { synchronisation } from './content/synchronisation';
import { voiceBesideDownload } from './content/voice-beside-download';
import { bufferbloatVoice } from './content/bufferbloat-voice';
import { vegasMeetsReno } from './content/vegas-meets-reno';
import { lossNotCongestion } from './content/loss-not-congestion';
import { webResponseTimes } from './content/web-response-times';
import { withFilledTexts } from './fill-texts';
import { l4sLowDelay } from './content/l4s-low-delay';
import { LessonSchema, type Lesson, type LessonInput } from './schema';

/** The built-in lessons, in the order the landing page offers them. */
export const LESSON_INPUTS: LessonInput[] = [
  tcpAnatomy,
  tailDropLateFlow,
  redKnobs,
  synchronisation,
  voiceBesideDownload,
  bufferbloatVoice,
  vegasMeetsReno,
  lossNotCongestion,
  webResponseTimes,
  l4sLowDelay,
];

/** Parsed (defaults filled, placeholders filled from each step's scenario); tests prove each one validates and its scenarios build. */
export const LESSONS: Lesson[] = LESSON_INPUTS.map((l) => withFilledTexts(LessonSchema.parse(l)));

const loaded = new Map<string, Lesson>();

/** A lesson by id: built-in, or one a lecturer loaded in this session. */
export function findLesson(id: string): Lesson | undefined {
  return loaded.get(id) ?? LESSONS.find((l) => l.id === id);
}

/** Register a validated lesson from a file or link (replaces one with the same id). */
export function registerLesson(lesson: Lesson): void {
  loaded.set(lesson.id, lesson);
}

export function loadedLessons(): Lesson[] {
  return [...loaded.values()];
}
