import type { Step } from './schema';
import { markupToText } from './markup';

/**
 * An answer states a prediction, not its explanation: an answer that carries its own reason gives
 * it away, and a question whose right answer says why is guessed without understanding (bloat trial
 * 07:10: step 6's right answer read "each queued packet now takes five times as long to send").
 * The reason belongs in the answer's `why`, shown once the student has committed. A wrong answer
 * may carry the belief that makes it tempting ("Vegas avoids losses, so …"): that is what it tests.
 */

/** Words that introduce a reason or a mechanism, not an outcome. */
const REASON_WORDS = /\b(because|since|so|therefore|thus|until|when|whenever|now|no longer|as long as|due to|thanks to)\b/i;

/** The word of `text` that gives a reason (null when it states only an outcome). */
export function reasonWord(text: string): string | null {
  return REASON_WORDS.exec(markupToText(text))?.[1] ?? null;
}

/** How many words in a row make a clause of an explanation said in an answer's elaboration. */
export const SHARED_RUN = 7;

const words = (text: string) => markupToText(text).toLowerCase().match(/[\p{L}\p{N}.%]+/gu) ?? [];

/** A run of SHARED_RUN words that `choice` shares with `text` (null when none): a sentence of the why said in the answer. */
export function sharedRun(choice: string, text: string): string | null {
  const a = words(choice).map((w) => w.replace(/\.$/, ''));
  const b = ` ${words(text).map((w) => w.replace(/\.$/, '')).join(' ')} `;
  for (let i = 0; i + SHARED_RUN <= a.length; i++) {
    const run = a.slice(i, i + SHARED_RUN).join(' ');
    if (b.includes(` ${run} `)) return run;
  }
  return null;
}

/** Every answer of a step that explains instead of predicting, with what gives it away. */
export function explainingChoices(step: Step): string[] {
  const p = step.prediction;
  if (!p || !step.check) return [];
  const explanations = [...p.choices.map((c) => c.why), ...p.choices.flatMap((c) => (c.aside ? [c.aside.text] : [])), step.explanation ?? ''];
  const out: string[] = [];
  for (const c of p.choices) {
    // The answer the step's set-up bears out: a reason in it is the giveaway.
    const reason = c.ifCheck === step.check.expect ? reasonWord(c.text) : null;
    if (reason !== null) out.push(`"${c.text}": "${reason}" gives the reason (the right answer states the outcome; its why says the reason)`);
    // What follows the answer's outcome ("Longer than …: <this>") is where a reason would be.
    const tail = c.text.includes(':') ? c.text.slice(c.text.indexOf(':') + 1) : '';
    for (const t of explanations) {
      const run = sharedRun(tail, t);
      if (run !== null) {
        out.push(`"${c.text}": "${run}" is said in the step's explanations`);
        break;
      }
    }
  }
  return out;
}
