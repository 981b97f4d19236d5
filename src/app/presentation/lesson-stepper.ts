/**
 * The hook through which an open lesson lets the keyboard step it (N = next step, P = previous
 * step, in presentation mode and out of it). Lessons are not built yet: until one registers,
 * N and P do nothing and are left to the browser.
 */
export interface LessonStepper {
  next(): void;
  previous(): void;
}

let current: LessonStepper | null = null;

/** An opened lesson registers itself; the returned function unregisters it (when it closes). */
export function registerLessonStepper(stepper: LessonStepper): () => void {
  current = stepper;
  return () => {
    if (current === stepper) current = null;
  };
}

export function lessonStepper(): LessonStepper | null {
  return current;
}
