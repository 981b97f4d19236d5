/**
 * True while the scrub slider's own handler moves the playback cursor: the slider says its own
 * value (aria-valuetext), so the live region does not say that move again (a11y/announcements.ts).
 * Set by the handler that makes the move, not read off document.activeElement (a key press
 * elsewhere while the slider kept focus, or a pointer drag of an unfocused slider, would be
 * misjudged).
 */
let bySlider = false;

/** Move the playback cursor from the scrub slider's handler (its move is not announced). */
export function moveFromSlider(move: () => void): void {
  bySlider = true;
  try {
    move();
  } finally {
    bySlider = false;
  }
}

/** Whether the cursor move under way is the slider's own. */
export function movedBySlider(): boolean {
  return bySlider;
}

/**
 * A playback change made by a control that says it itself: the speed list says its new value,
 * "Go to time" says the values where it moved the cursor, a lesson step says its heading. The
 * live region does not say it again (a11y/announcements.ts).
 */
export const saidByControl: (change: () => void) => void = moveFromSlider;
