import { create } from 'zustand';

/**
 * The run a demo's control was opened from ("Compare with: no Wi-Fi errors"): its preset and its
 * whole address (scenario, mode, presentation, plots, throughput or goodput, "Hide the numbers",
 * speed and the lecturer's slide title), so that "← Back to …" on the control returns to it as it
 * was left. The control had no way back but the browser's Back (lecturer-2235, confusion 4).
 */
export interface ControlOrigin {
  /** The control preset opened. */
  control: string;
  /** The preset it was opened from. */
  from: string;
  /** The fragment (without '#') of the run left, view included. */
  fragment: string;
}

interface ControlOriginState {
  origin: ControlOrigin | null;
  setOrigin(origin: ControlOrigin | null): void;
}

export const useControlOrigin = create<ControlOriginState>()((set) => ({
  origin: null,
  setOrigin: (origin) => set({ origin }),
}));
