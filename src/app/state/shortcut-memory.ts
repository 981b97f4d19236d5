/** Where this browser keeps whether its user turned the single-key shortcuts off (this origin only). */
export const SHORTCUTS_STORAGE_KEY = 'congestion-lab.shortcuts';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** On unless this browser's user turned them off ("off" is the only other value kept). */
export function rememberedShortcuts(): boolean {
  try {
    return storage()?.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function rememberShortcuts(on: boolean): void {
  try {
    storage()?.setItem(SHORTCUTS_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A sandboxed frame may refuse storage: the choice holds for this page only.
  }
}
