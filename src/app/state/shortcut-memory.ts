import { storedSwitch } from '../util/browser-storage';

/** Where this browser keeps whether its user turned the single-key shortcuts off (this origin only). */
export const SHORTCUTS_STORAGE_KEY = 'congestion-lab.shortcuts';

const shortcuts = storedSwitch(SHORTCUTS_STORAGE_KEY, 'local');

/** On unless this browser's user turned them off ("off" is the only other value kept). */
export function rememberedShortcuts(): boolean {
  return shortcuts.read() !== false;
}

export function rememberShortcuts(on: boolean): void {
  shortcuts.write(on);
}
