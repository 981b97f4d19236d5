import { flushSync } from 'react-dom';
import { create } from 'zustand';

/**
 * Whether the plots' legends count over the whole window the plot draws, rather than up to the
 * playback cursor. On screen they count up to the cursor, as the plots draw; a figure export draws
 * the whole window, so its legend must count the same (an export with the replay held at 0.00 s
 * had no drop entries under a plot full of drop marks: lecturer trial 23:10, step 103).
 */
export const useLegendWindow = create<{ wholeWindow: boolean }>(() => ({ wholeWindow: false }));

/** Read the legends on screen (`read`) as they are over the whole window, then put them back. */
export function withWholeWindowLegends<T>(read: () => T): T {
  if (useLegendWindow.getState().wholeWindow) return read();
  flushSync(() => useLegendWindow.setState({ wholeWindow: true }));
  try {
    return read();
  } finally {
    flushSync(() => useLegendWindow.setState({ wholeWindow: false }));
  }
}
