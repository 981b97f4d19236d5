/**
 * `npm run e2e`: build the app, pick a free localhost port, and run the Playwright tests (the
 * config starts `vite preview` on that port and stops it afterwards). Exits non-zero on failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from './free-port';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.error) {
    console.error(r.error.message);
    return 1;
  }
  return r.status ?? 1;
}

mkdirSync('e2e/artifacts', { recursive: true });
if (process.env.E2E_SKIP_BUILD !== '1') {
  const b = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (b !== 0) process.exit(b);
}
const port = await freePort();
const extra = process.argv.slice(2);
process.exit(run('npx', ['playwright', 'test', ...extra], { ...process.env, E2E_PORT: String(port) }));
