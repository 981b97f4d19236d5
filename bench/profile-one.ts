/**
 * One core benchmark case, for profiling (`node --cpu-prof`) and instruction counting
 * (`valgrind --tool=cachegrind`): `npx tsx bench/profile-one.ts N QUEUE SERIES [REPEATS]`.
 * Prints one JSON line: the first run's wall time from `new Simulation` to the end ("cold"), the
 * median of the remaining runs ("warm"), and events. Not a test.
 */
import { ns3S2 } from '../src/sim-core/scenario/presets';
import { Simulation } from '../src/sim-core/scenario/simulation';
import { parseScenario } from '../src/sim-core/scenario/validate';

const [nArg = '10', queueArg = 'droptail', seriesArg = 'off', repeatsArg = '1'] = process.argv.slice(2);
const n = Number(nArg);
const queue = queueArg === 'red' ? 'red' : 'droptail';
const series = seriesArg === 'on';
const repeats = Math.max(1, Number(repeatsArg));
const sc = parseScenario({ ...(ns3S2(n, queue) as Record<string, unknown>), record: { series } });
const times: number[] = [];
let events = 0;
for (let i = 0; i < repeats; i++) {
  const t0 = performance.now();
  const r = new Simulation(sc).runToEnd();
  times.push(performance.now() - t0);
  events = r.events;
}
const warm = times.slice(1).sort((a, b) => a - b);
console.log(JSON.stringify({ n, queue, series, events, coldMs: times[0], warmMs: warm.length ? warm[Math.floor(warm.length / 2)] : null, processMs: performance.now() }));
