/**
 * Seed 003's sweeps, drop-tail against gentle RED, written as CSV (one row per run):
 *
 *   npx tsx scripts/per-sweep.ts [--exp e2|e4|e5|e3|e6] [--values v1,v2,…] [--seeds n]
 *                                [--duration s] [--out file.csv]
 *
 * The swept value is the Bernoulli PER (e2), PER_on of the on/off channel (e4, e5), the
 * maximum RTT in s (e3) or the bottleneck delay in s (e6). Defaults: e2 over PER 0 … 0.01,
 * one seed, the paper's 100 s. Small and self-contained on purpose; a general sweep runner can
 * replace it.
 */
import { writeFileSync } from 'node:fs';
import { runScenario } from '../src/sim-core/scenario/run';
import type { ScenarioInput } from '../src/sim-core/scenario/schema';
import { seed003E2, seed003E3, seed003E4, seed003E5, seed003E6, type Seed003Queue } from '../src/sim-core/scenario/seed003-presets';

const EXPERIMENTS: Record<string, { param: string; defaults: number[]; build: (q: Seed003Queue, v: number, seed: number) => ScenarioInput }> = {
  e2: { param: 'per', defaults: [0, 0.001, 0.002, 0.004, 0.006, 0.008, 0.01], build: (q, v, s) => seed003E2(q, v, s) },
  e4: { param: 'per_on', defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5], build: (q, v, s) => seed003E4(q, v, s) },
  e5: { param: 'per_on', defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5], build: (q, v, s) => seed003E5(q, v, s) },
  e3: { param: 'max_rtt_s', defaults: [0.1, 0.25, 0.5, 0.75, 1.0], build: (q, v, s) => seed003E3(q, v, 0.001, s) },
  e6: { param: 'bottleneck_delay_s', defaults: [0.075, 0.15, 0.3, 0.5], build: (q, v, s) => seed003E6(q, v, 0.1, s) },
};

function usage(msg: string): never {
  process.stderr.write(`${msg}\nusage: per-sweep.ts [--exp ${Object.keys(EXPERIMENTS).join('|')}] [--values a,b,…] [--seeds n] [--duration s] [--out file.csv]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  if (i + 1 >= args.length) usage(`--${name} needs a value`);
  return args[i + 1];
};
for (const a of args) if (a.startsWith('--') && !['--exp', '--values', '--seeds', '--duration', '--out'].includes(a)) usage(`unknown option ${a}`);

const expName = opt('exp') ?? 'e2';
const exp = EXPERIMENTS[expName] ?? usage(`unknown experiment "${expName}"`);
const values = opt('values')?.split(',').map(Number) ?? exp.defaults;
if (values.some((v) => !Number.isFinite(v) || v < 0)) usage('--values must be non-negative numbers');
const seeds = Number(opt('seeds') ?? 1);
if (!Number.isInteger(seeds) || seeds < 1 || seeds > 100) usage('--seeds must be a whole number from 1 to 100');
const duration = opt('duration') === undefined ? undefined : Number(opt('duration'));
if (duration !== undefined && !(duration > 0)) usage('--duration must be positive');

const header = ['experiment', exp.param, 'queue', 'seed', 'system_goodput_bps', 'tahoe_goodput_bps', 'sack_goodput_bps', 'gfi', 'utilization', 'early_drops', 'forced_drops', 'overflow_drops', 'link_losses', 'timeouts'];
const rows: string[] = [header.join(',')];
for (const v of values) {
  for (const queue of ['droptail', 'red'] as const) {
    for (let seed = 1; seed <= seeds; seed++) {
      const s = exp.build(queue, v, seed);
      const r = runScenario({ ...s, ...(duration !== undefined ? { duration } : {}), record: { series: false } });
      const a = r.aggregate;
      const d = r.links[a.bottleneck].summary.dropsWholeRun;
      const timeouts = r.flows.reduce((x, f) => x + f.summary.timeouts, 0);
      const row = [expName, v, queue, seed, a.totalGoodputBps.toFixed(0), (a.goodputByVariant.tahoe?.goodputBps ?? 0).toFixed(0), (a.goodputByVariant.sack?.goodputBps ?? 0).toFixed(0), a.jainGoodput.toFixed(4), a.utilization.toFixed(4), d.early, d.forced, d.overflow, a.linkLosses, timeouts];
      rows.push(row.join(','));
      process.stderr.write(`${expName} ${exp.param}=${v} ${queue} seed ${seed}: system goodput ${(a.totalGoodputBps / 1e6).toFixed(3)} Mbit/s\n`);
    }
  }
}
const csv = rows.join('\n') + '\n';
const out = opt('out');
if (out) writeFileSync(out, csv);
else process.stdout.write(csv);
