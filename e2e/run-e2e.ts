/**
 * `npm run e2e`: find a Chromium (browser-check.ts: CHROMIUM_PATH, the system's, Playwright's,
 * else the npm package's), build the app, pick a free localhost port, and
 * run the Playwright tests (the config starts `vite preview` on that port and stops it
 * afterwards). Exits non-zero on failure, and with one message when there is no browser.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './browser-check';
import { freePort } from './free-port';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.error) {
    console.error(r.error.message);
    return 1;
  }
  return r.status ?? 1;
}

function playwrightOwnChromium(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

const browser = await findChromium(process.env, playwrightOwnChromium());
if (!browser.ok) {
  console.error(`\n${browser.message}\n`);
  process.exit(2);
}
if (browser.from === 'npm') console.log(`No system Chromium and CHROMIUM_PATH unset: using the one @sparticuz/chromium ships (${browser.path}).`);

mkdirSync('e2e/artifacts', { recursive: true });
if (process.env.E2E_SKIP_BUILD !== '1') {
  const b = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (b !== 0) process.exit(b);
}
const port = await freePort();
const extra = process.argv.slice(2);
process.exit(run('npx', ['playwright', 'test', ...extra], { ...process.env, E2E_PORT: String(port), CHROMIUM_PATH: browser.path }));
