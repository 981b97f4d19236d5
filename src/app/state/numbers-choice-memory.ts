import { storedSwitch } from '../util/browser-storage';

/**
 * Where this tab keeps the lecturer's own tick or untick of "Hide the numbers until the replay
 * ends", for the session (sessionStorage: a demo's "Present the comparison" may reload the page).
 */
export const NUMBERS_CHOICE_STORAGE_KEY = 'congestion-lab.numbers-at-end';

const numbersChoice = storedSwitch(NUMBERS_CHOICE_STORAGE_KEY, 'session');

/** The choice made in this session, or null when none was made. */
export function rememberedNumbersChoice(): boolean | null {
  return numbersChoice.read();
}

export function rememberNumbersChoice(on: boolean): void {
  numbersChoice.write(on);
}
