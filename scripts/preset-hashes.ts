/**
 * Prints the trace hash, event count and result digest of every built-in preset as JSON
 * (name → {hash, events, result}; see result-digest.ts). A refactor that must not change results
 * is checked by diffing this output before and after (a change to how the engine schedules its
 * work may change hash and events, never the result):
 *   npx tsx scripts/preset-hashes.ts > before.json   (on the old commit)
 *   npx tsx scripts/preset-hashes.ts --compare before.json
 * `--only a,b` limits the run to some presets.
 */
import { readFileSync } from 'node:fs';
import { PRESETS } from '../src/sim-core/scenario/presets';
import { resultDigest } from '../src/sim-core/scenario/result-digest';
import { runScenario } from '../src/sim-core/scenario/run';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only')?.split(',');
const compareWith = flag('--compare');

const out: Record<string, { hash: string; events: number; result: string }> = {};
for (const p of PRESETS) {
  if (only && !only.includes(p.name)) continue;
  const r = runScenario(p.build());
  out[p.name] = { hash: String(r.traceHash), events: r.events, result: resultDigest(r) };
  if (compareWith) process.stderr.write('.');
}

if (!compareWith) {
  console.log(JSON.stringify(out, null, 1));
} else {
  const before = JSON.parse(readFileSync(compareWith, 'utf8')) as typeof out;
  let differ = 0;
  let rescheduled = 0;
  for (const [name, now] of Object.entries(out)) {
    const was = before[name];
    if (!was) console.log(`new      ${name}`);
    else if (was.result !== undefined && was.result !== now.result) {
      differ++;
      console.log(`CHANGED  ${name}: result ${was.result} → ${now.result} (hash ${was.hash}/${was.events} → ${now.hash}/${now.events})`);
    } else if (was.hash !== now.hash || was.events !== now.events) {
      // Without a saved result digest a new hash is a change; with one, only the events differ.
      if (was.result === undefined) differ++;
      else rescheduled++;
      console.log(`${was.result === undefined ? 'CHANGED ' : 'EVENTS  '} ${name}: ${was.hash}/${was.events} → ${now.hash}/${now.events}`);
    }
  }
  const missing = Object.keys(before).filter((n) => !(n in out) && (!only || only.includes(n)));
  for (const n of missing) console.log(`missing  ${n}`);
  console.log(`\n${Object.keys(out).length} presets compared, ${differ} changed, ${rescheduled} with the same result from other events, ${missing.length} missing`);
  process.exit(differ || missing.length ? 1 : 0);
}
