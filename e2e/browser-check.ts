import { existsSync } from 'node:fs';

/** Where Debian's `chromium` package puts the browser (what CI installs; see .ci/run). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export type BrowserFound = { ok: true; path: string } | { ok: false; message: string };

/**
 * The Chromium the browser tests will drive: CHROMIUM_PATH if set, else the system package, else
 * a browser Playwright downloaded itself. Checked before building, so a machine without one gets
 * one message saying what to install instead of every browser test failing on its own.
 */
export function findChromium(env: NodeJS.ProcessEnv, playwrightOwn: string | null, exists: (p: string) => boolean = existsSync): BrowserFound {
  const set = env.CHROMIUM_PATH;
  if (set !== undefined && set !== '') {
    if (exists(set)) return { ok: true, path: set };
    return { ok: false, message: browserMessage(`CHROMIUM_PATH is set to ${set}, but there is no file there.`) };
  }
  if (exists(SYSTEM_CHROMIUM)) return { ok: true, path: SYSTEM_CHROMIUM };
  if (playwrightOwn !== null && exists(playwrightOwn)) return { ok: true, path: playwrightOwn };
  return { ok: false, message: browserMessage(`No Chromium found at ${SYSTEM_CHROMIUM}${playwrightOwn ? ` or ${playwrightOwn}` : ''}.`) };
}

function browserMessage(what: string): string {
  return [
    `The browser tests need Chromium. ${what}`,
    'Get a browser in one of these ways, then run the tests again:',
    '  - Debian / Ubuntu:      apt-get install chromium        (installs /usr/bin/chromium)',
    '  - any Chromium build:   CHROMIUM_PATH=/path/to/chromium npm test',
    "  - Playwright's own:     npx playwright install chromium (needs access to Playwright's download host)",
  ].join('\n');
}
