/**
 * Measures the memory the recorded packet events take on a preset (default: the 10-flow, 60 s
 * dumbbell): events and bytes at the bottleneck and on its reverse direction (the ACK lane),
 * against the per-direction budget. `npx tsx scripts/packet-event-memory.ts [preset]`
 */
import { presetScenario } from '../src/scenario-edit/catalog';
import { PACKET_EVENT_BUDGET_BYTES, PACKET_EVENT_BYTES } from '../src/sim-core/metrics/packet-events';
import { Simulation } from '../src/sim-core/scenario/simulation';

const name = process.argv[2] ?? 'dumbbell-10-droptail';
const sc = presetScenario(name);
if (!sc) throw new Error(`no preset "${name}"`);
const sim = new Simulation(sc);
const r = sim.runToEnd();
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MiB`;
console.log(`${name}: ${r.endTime} s simulated; budget ${mib(PACKET_EVENT_BUDGET_BYTES)} per link direction (${PACKET_EVENT_BYTES} B per event)`);
let total = 0;
for (const m of sim.monitors) {
  if (!m.recordPackets) continue;
  total += m.packets.bytesUsed;
  const cut = Number.isNaN(m.packets.windowStart) ? 'complete' : `rolling window from ${m.packets.windowStart.toFixed(2)} s`;
  console.log(`  ${m.link.name.padEnd(12)} ${String(m.packets.length).padStart(9)} events  ${mib(m.packets.bytesUsed)}  ${cut}`);
}
console.log(`  total ${mib(total)}`);
