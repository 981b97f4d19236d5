import { ns3R7 } from '../src/sim-core/scenario/aqm-presets';
import { runScenario } from '../src/sim-core/scenario/run';
for (const q of (process.argv[2] ?? 'fifo,codel,pie,fqcodel').split(',')) {
  for (const seed of q === 'pie' ? [1, 2, 3] : [1]) {
    const sc = ns3R7(q as any, seed); sc.record = { series: false };
    const t0 = Date.now();
    const r = runScenario(sc);
    const b = r.links[r.aggregate.bottleneck].summary;
    console.log(q, seed, 'util', b.utilization.toFixed(4), 'q', b.meanQueuePackets.toFixed(2), 'soj', (b.queueDelay.mean*1e3).toFixed(3), 'p50/95/99', [b.queueDelay.p50,b.queueDelay.p95,b.queueDelay.p99].map(x=>(x*1e3).toFixed(2)).join('/'), 'arr', b.arrivals, 'drops', JSON.stringify(b.drops), 'rate', b.dropRate.toFixed(5), 'jain', r.aggregate.jainGoodput.toFixed(4), 'gp', r.aggregate.totalGoodputBps.toFixed(0), ((Date.now()-t0)/1000).toFixed(1)+'s');
  }
}
