/**
 * This browser's storage, or null where there is none or it is refused (a private window, a
 * sandboxed embed throws on the very access): what is written then lasts for this page only.
 * `local` keeps a choice between visits, `session` for this tab's session.
 */
export function browserStorage(area: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (area === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * An on/off choice kept under one key as "on" or "off". Storage is another page's input too:
 * anything else reads as no choice made (null).
 */
export function storedSwitch(key: string, area: 'local' | 'session') {
  return {
    read(): boolean | null {
      try {
        const v = browserStorage(area)?.getItem(key);
        return v === 'on' ? true : v === 'off' ? false : null;
      } catch {
        return null;
      }
    },
    write(on: boolean): void {
      try {
        browserStorage(area)?.setItem(key, on ? 'on' : 'off');
      } catch {
        // Refused (private window, sandboxed frame, full): the choice holds for this page only.
      }
    },
  };
}
