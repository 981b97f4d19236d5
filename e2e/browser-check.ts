import { existsSync } from 'node:fs';

/** Where Debian's `chromium` package puts the browser (what CI installs; see .ci/run). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export type BrowserFound = { ok: true; path: string; from: 'CHROMIUM_PATH' | 'system' | 'playwright' | 'npm' } | { ok: false; message: string };

/**
 * Where to look for the system package: SYSTEM_CHROMIUM, unless E2E_SYSTEM_CHROMIUM says
 * otherwise (set it to a missing path to try the npm fallback on a machine that has the package).
 */
export function systemChromium(env: NodeJS.ProcessEnv): string {
  return env.E2E_SYSTEM_CHROMIUM || SYSTEM_CHROMIUM;
}

/**
 * The Chromium the browser tests will drive: CHROMIUM_PATH if set, else the system package, else
 * a browser Playwright downloaded itself, else the one the @sparticuz/chromium dev dependency
 * ships (`packaged`: asked for only when the others are missing, since it unpacks ~170 MB to
 * /tmp/chromium on first use). Checked before building, so a machine without any gets one
 * message saying what to install instead of every browser test failing on its own.
 */
export async function findChromium(env: NodeJS.ProcessEnv, playwrightOwn: string | null, exists: (p: string) => boolean = existsSync, packaged: () => Promise<string | null> = npmChromium): Promise<BrowserFound> {
  const set = env.CHROMIUM_PATH;
  if (set !== undefined && set !== '') {
    if (exists(set)) return { ok: true, path: set, from: 'CHROMIUM_PATH' };
    return { ok: false, message: browserMessage(`CHROMIUM_PATH is set to ${set}, but there is no file there.`) };
  }
  const system = systemChromium(env);
  if (exists(system)) return { ok: true, path: system, from: 'system' };
  if (playwrightOwn !== null && exists(playwrightOwn)) return { ok: true, path: playwrightOwn, from: 'playwright' };
  const npm = await packaged();
  if (npm !== null && exists(npm)) return { ok: true, path: npm, from: 'npm' };
  return { ok: false, message: browserMessage(`No Chromium found at ${system}${playwrightOwn ? ` or ${playwrightOwn}` : ''}, and the @sparticuz/chromium package gave none.`) };
}

/** The Chromium of the @sparticuz/chromium dev dependency (Linux x64), unpacked on first use; null when it is not installed or cannot unpack. */
export async function npmChromium(): Promise<string | null> {
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return await packaged.executablePath();
  } catch {
    return null;
  }
}

function browserMessage(what: string): string {
  return [
    `The browser tests need Chromium. ${what}`,
    'Get a browser in one of these ways, then run the tests again:',
    '  - npm install:          installs the @sparticuz/chromium dev dependency, used when nothing else is found (Linux x64)',
    '  - Debian / Ubuntu:      apt-get install chromium        (installs /usr/bin/chromium)',
    '  - any Chromium build:   CHROMIUM_PATH=/path/to/chromium npm test',
    "  - Playwright's own:     npx playwright install chromium (needs access to Playwright's download host)",
  ].join('\n');
}
