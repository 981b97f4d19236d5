/**
 * Where this tab keeps the lecturer's own tick or untick of "Hide the numbers until the replay
 * ends", for the session (sessionStorage: a demo's "Present the comparison" may reload the page).
 */
export const NUMBERS_CHOICE_STORAGE_KEY = 'congestion-lab.numbers-at-end';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The choice made in this session, or null when none was made. */
export function rememberedNumbersChoice(): boolean | null {
  try {
    const v = storage()?.getItem(NUMBERS_CHOICE_STORAGE_KEY);
    return v === 'on' ? true : v === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function rememberNumbersChoice(on: boolean): void {
  try {
    storage()?.setItem(NUMBERS_CHOICE_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A sandboxed frame may refuse storage: the choice holds for this page only.
  }
}
