/**
 * Bundle the command-line tool (src/cli/main.ts and its worker-thread task) into plain ES modules
 * with esbuild, so `npm run sim` starts without compiling TypeScript (tsx spent about 2 s on it).
 * The bundle lives in node_modules/.cache/congestion-lab-cli/<checkout>/ (cli-bundle-dir.mjs), next
 * to the dependencies it was built against; build.json lists every input file so scripts/sim.mjs can tell when it is stale.
 *
 *   node scripts/build-cli.mjs              build (npm's "prepare" runs it after install)
 *   node scripts/build-cli.mjs --if-possible  the same, but a failure only warns (install goes on;
 *                                           scripts/sim.mjs retries and reports it on first use)
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BUNDLE_DIR, ROOT } from './cli-bundle-dir.mjs';

export { BUNDLE_DIR, ROOT };
/** The built files, named as the sources are (the task's URL is found relative to main's). */
export const OUTPUTS = ['main.mjs', 'run-task.mjs'];

export async function buildCli() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const tmp = join(BUNDLE_DIR, `tmp-${process.pid}-${startedAt}`);
  try {
    const r = await build({
      absWorkingDir: ROOT,
      entryPoints: ['src/cli/main.ts', 'src/cli/run-task.ts'],
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // piscina starts its worker threads from its own files, and resvg is a native binding
      // (loaded only for sweep --plot FILE.png): both stay in node_modules.
      external: ['piscina', '@resvg/resvg-js'],
      // CommonJS dependencies (cli-progress) call require() for Node's built-in modules.
      banner: { js: "import { createRequire as __cl_createRequire } from 'node:module'; const require = __cl_createRequire(import.meta.url);" },
      // The checkout these sources are in, for the provenance's commit (src/cli/provenance.ts): the
      // bundle's own path may lead to another checkout when node_modules is a shared symlink.
      define: { __CLI_CHECKOUT__: JSON.stringify(ROOT) },
      metafile: true,
      logLevel: 'warning',
    });
    const inputs = [...Object.keys(r.metafile.inputs), relative(ROOT, fileURLToPath(import.meta.url)), 'package-lock.json'];
    for (const f of OUTPUTS) renameSync(join(tmp, f), join(BUNDLE_DIR, f));
    // Written last: a bundle without its build.json counts as missing and is rebuilt.
    const stamp = join(tmp, 'build.json');
    writeFileSync(stamp, JSON.stringify({ startedAt, inputs }));
    renameSync(stamp, join(BUNDLE_DIR, 'build.json'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return join(BUNDLE_DIR, 'main.mjs');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  try {
    const t = performance.now();
    await buildCli();
    process.stderr.write(`built the CLI bundle in ${relative(ROOT, BUNDLE_DIR)} (${Math.round(performance.now() - t)} ms)\n`);
  } catch (e) {
    if (!process.argv.includes('--if-possible')) throw e;
    process.stderr.write(`warning: could not build the CLI bundle now (${e.message}); npm run sim will try again\n`);
  }
}
