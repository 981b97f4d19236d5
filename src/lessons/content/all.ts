import { tcpAnatomy } from './tcp-anatomy';
import { tailDropLateFlow } from './tail-drop-late-flow';
import { redKnobs } from './red-knobs';
import { synchronisation } from './synchronisation';
import { voiceBesideDownload } from './voice-beside-download';
import { bufferbloatVoice } from './bufferbloat-voice';
import { vegasMeetsReno } from './vegas-meets-reno';
import { lossNotCongestion } from './loss-not-congestion';
import { webResponseTimes } from './web-response-times';
import { l4sLowDelay } from './l4s-low-delay';
import type { LessonInput } from '../schema';

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
