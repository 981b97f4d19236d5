import { browserStorage } from '../util/browser-storage';
import { THEMES, type ThemeName } from './theme';

/** Where this browser keeps the theme its user last chose (localStorage, this origin only). */
export const THEME_STORAGE_KEY = 'congestion-lab.theme';

/**
 * The theme this browser's user chose last time, or null (none yet, storage blocked, or a value
 * that is not a theme: storage is another page's input too, so it is checked like a link).
 */
export function rememberedTheme(storage: Pick<Storage, 'getItem'> | null = browserStorage()): ThemeName | null {
  try {
    const v = storage?.getItem(THEME_STORAGE_KEY) ?? null;
    return v !== null && Object.hasOwn(THEMES, v) ? (v as ThemeName) : null;
  } catch {
    return null;
  }
}

/** Remember the user's own theme choice (a storage that refuses, e.g. in a sandboxed frame, is ignored). */
export function rememberTheme(theme: ThemeName, storage: Pick<Storage, 'setItem'> | null = browserStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private windows and sandboxed embeds may refuse storage; the link still carries the theme.
  }
}
