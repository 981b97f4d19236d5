/**
 * Prints the trace hash and event count of every built-in preset as JSON (name → {hash, events}).
 * A refactor that must not change results is checked by diffing this output before and after:
 *   npx tsx scripts/preset-hashes.ts > before.json   (on the old commit)
 *   npx tsx scripts/preset-hashes.ts --compare before.json
 * `--only a,b` limits the run to some presets.
 */
import { readFileSync } from 'node:fs';
import { PRESETS } from '../src/sim-core/scenario/presets';
import { runScenario } from '../src/sim-core/scenario/run';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only')?.split(',');
const compareWith = flag('--compare');

const out: Record<string, { hash: string; events: number }> = {};
for (const p of PRESETS) {
  if (only && !only.includes(p.name)) continue;
  const r = runScenario(p.build());
  out[p.name] = { hash: String(r.traceHash), events: r.events };
  if (compareWith) process.stderr.write('.');
}

if (!compareWith) {
  console.log(JSON.stringify(out, null, 1));
} else {
  const before = JSON.parse(readFileSync(compareWith, 'utf8')) as typeof out;
  let differ = 0;
  for (const [name, now] of Object.entries(out)) {
    const was = before[name];
    if (!was) console.log(`new      ${name}`);
    else if (was.hash !== now.hash || was.events !== now.events) {
      differ++;
      console.log(`CHANGED  ${name}: ${was.hash}/${was.events} → ${now.hash}/${now.events}`);
    }
  }
  const missing = Object.keys(before).filter((n) => !(n in out) && (!only || only.includes(n)));
  for (const n of missing) console.log(`missing  ${n}`);
  console.log(`\n${Object.keys(out).length} presets compared, ${differ} changed, ${missing.length} missing`);
  process.exit(differ || missing.length ? 1 : 0);
}
