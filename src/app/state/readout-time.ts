import { create } from 'zustand';

/**
 * The time every plot's readout stands at when a person typed one ("Go to time (s)" in the
 * playback bar): the keyboard's and screen reader's way to read all plots at, say, exactly 10 s
 * (a trial zoomed in to do it). Null: none typed; each readout then follows its own pointer or
 * keys. Cleared when a new run replaces the shown one (PlotReadout), as the readouts are.
 */
interface ReadoutTimeState {
  at: number | null;
  set(at: number | null): void;
}

export const useReadoutTime = create<ReadoutTimeState>()((set) => ({
  at: null,
  set: (at) => set({ at }),
}));

/** Each mounted readout's words at a time (null: nothing to say, e.g. veiled), by plot name. */
const sayers = new Map<string, (at: number) => string | null>();

export function registerReadout(name: string, say: (at: number) => string | null): () => void {
  sayers.set(name, say);
  return () => {
    if (sayers.get(name) === say) sayers.delete(name);
  };
}

/** Every mounted readout's words at `at`, in screen order. */
export function readoutsAt(at: number): string[] {
  const order = [...document.querySelectorAll<HTMLElement>('[data-testid^="readout-host-"]')].map((el) => el.dataset.testid!.slice('readout-host-'.length));
  return order.flatMap((name) => {
    const w = sayers.get(name)?.(at);
    return w ? [w] : [];
  });
}
