/**
 * Trace hash of every preset (and the ARED web run no preset covers) in Node's V8 and in QuickJS,
 * side by side. Exit status 1 if any differ.
 *   npx tsx scripts/cross-engine-hashes.ts              all presets, full length (~15 min)
 *   npx tsx scripts/cross-engine-hashes.ts --subset     the test's shortened subset
 *   npx tsx scripts/cross-engine-hashes.ts --libm       the same with Math.* instead of det-math
 *   npx tsx scripts/cross-engine-hashes.ts --only a,b   some cases only
 *   --draws N   draws per random path for the value fingerprints (default 20 000)
 */
import { nodeEngine, quickJsEngine, bundleCore } from '../tests/helpers/second-engine';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const list = flag('--subset') ? 'subset' : 'all';
const only = value('--only')?.split(',');

const bundle = await bundleCore({ libm: flag('--libm') });
const v8 = nodeEngine(bundle);
const qjs = await quickJsEngine(bundle);
console.log(`${list} cases, ${flag('--libm') ? "engines' own Math.*" : 'det-math'}: ${v8.name} against ${qjs.name}`);

const DRAWS = Number(value('--draws') ?? 20_000);
const [fa, fb] = [v8.fingerprints(DRAWS), qjs.fingerprints(DRAWS)];
const fbLines = fb.split('\n');
console.log(`random paths, ${DRAWS} draws each (V8 | QuickJS):`);
fa.split('\n').forEach((line, i) => console.log(`${line === fbLines[i] ? 'same ' : 'DIFF '} ${line} | ${fbLines[i].split(': ')[1]}`));
let agree = 0;
let differ = 0;
for (const name of v8.names(list)) {
  if (only && !only.includes(name)) continue;
  let t = Date.now();
  const a = v8.run(list, name);
  const ta = Date.now() - t;
  t = Date.now();
  const b = qjs.run(list, name);
  const tb = Date.now() - t;
  if (a === b) agree++;
  else differ++;
  console.log(`${a === b ? 'same ' : 'DIFF '} ${name.padEnd(36)} ${a.padEnd(28)} ${b.padEnd(28)} ${ta} ms / ${tb} ms`);
}
qjs.dispose();
console.log(`\n${agree + differ} cases: ${agree} agree, ${differ} differ`);
process.exit(differ || fa !== fb ? 1 : 0);
