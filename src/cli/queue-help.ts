import { paramHelpLines } from '../sim-core/queues/params';
import { QUEUE_DISCIPLINES } from '../sim-core/queues/registry';

/** The queue disciplines and their parameters, for --help (from the registry). */
export function queueHelp(): string {
  const lines = ['queue disciplines (a queue\'s "type"; set with e.g. --set topology.bottleneck.queue.maxP=0.2):'];
  for (const d of QUEUE_DISCIPLINES) {
    lines.push(`  ${d.name.padEnd(12)} ${d.label}: ${d.description}`);
    for (const l of paramHelpLines(d.params)) lines.push(`      ${l}`);
    if (d.container) lines.push('      (classes with their own queues: see docs/scenario.schema.json)');
  }
  return lines.join('\n');
}
