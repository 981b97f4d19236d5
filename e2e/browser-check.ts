import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

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
 * ships (`packaged`: asked for only when the others are missing, since it unpacks ~200 MB into
 * the user's cache folder on first use: npmChromiumHome). Checked before building, so a machine without any gets one
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

/**
 * Where this user's copy of the packaged Chromium is unpacked: a folder of their own (the cache
 * folder, else one under the temporary folder named after the user), never the package's shared
 * default /tmp/chromium. On a machine with several users that file belongs to whoever unpacked it
 * first and is private to them (mode 700), so the package would hand every other user a browser
 * they cannot start.
 */
export function npmChromiumHome(env: NodeJS.ProcessEnv, home: string, tmp: string, uid: number | null): string {
  const cache = env.XDG_CACHE_HOME || (home ? join(home, '.cache') : '');
  return cache ? join(cache, 'congestion-lab', 'sparticuz-chromium') : join(tmp, `congestion-lab-chromium-${uid ?? 'user'}`);
}

/** The Chromium of the @sparticuz/chromium dev dependency (Linux x64), unpacked on first use; null when it is not installed or cannot unpack. */
export async function npmChromium(): Promise<string | null> {
  // The package unpacks into os.tmpdir() (TMPDIR), read when it is called: point that at this
  // user's own folder for the call only, so nothing else this process starts is moved.
  const saved = process.env.TMPDIR;
  try {
    const dir = npmChromiumHome(process.env, homedir(), tmpdir(), process.getuid?.() ?? null);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    process.env.TMPDIR = dir;
    const { default: packaged } = await import('@sparticuz/chromium');
    const path = await packaged.executablePath();
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return null;
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
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
