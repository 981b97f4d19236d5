import { NS3_TCP, ns3S2, type PresetInfo } from './presets';
import { teachingDumbbell } from './cc-presets';
import type { QueueInput, ScenarioInput } from './schema';

// presets.ts lists these presets and this file uses its ns-3 set-ups: a cycle. Only function
// declarations (initialised before either module runs) cross it, so either may load first.

/**
 * The bottleneck of ns-3 run R10a (shared/reference/ns3-r10/README.md §2): RED used as DCTCP's
 * step marker, K = 20 packets. min_th = max_th and w_q = 1: every arrival that finds 20 or more
 * packets waiting is CE-marked (ECN, no hard drop), on the instantaneous queue.
 */
export function stepMarker20(): QueueInput {
  return {
    type: 'red',
    limit: 1000,
    unit: 'packets',
    minTh: 20,
    maxTh: 20,
    maxP: 0.02,
    wq: 1,
    gentle: false,
    wait: true,
    ecn: true,
    hardDrop: false,
    meanPktSize: 1500,
  };
}

/** ns-3 R10 run `a`: one DCTCP flow (ECT(0), ns-3 profile) on the S2 dumbbell through the K = 20 step marker. */
export function ns3R10a(): ScenarioInput {
  const s2 = ns3S2(1, 'droptail', 1);
  if (s2.topology.kind !== 'dumbbell') throw new Error('S2 is a dumbbell');
  return {
    ...s2,
    name: 'DCTCP alone through a step marker, as set up in ns-3',
    description:
      'One DCTCP flow on the 10 Mbit/s, 20 ms dumbbell whose bottleneck CE-marks every packet that finds 20 or more packets waiting (RED with min_th = max_th = 20 on the instantaneous queue), configured as our ns-3 reference run R10a. DCTCP answers the fraction of marks, not each mark: the link stays full with a short, steady queue.',
    tcp: { ...NS3_TCP, dctcp: { profile: 'ns3', ect: 'ect0' } },
    topology: { ...s2.topology, bottleneck: { ...s2.topology.bottleneck, queue: stepMarker20() } },
    flows: [{ kind: 'tcp', start: 0.1, bytes: null, cc: 'dctcp', recovery: 'sack' }],
  };
}

/** The L4S presets: teaching demos (Linux defaults) and the ns-3 R10 cross-checks. */
export function l4sPresets(): PresetInfo[] {
  return [
    {
      name: 'l4s-dctcp-alone',
      title: 'DCTCP alone through a step marker',
      build: () =>
        teachingDumbbell(
          'DCTCP alone through a step marker',
          "One DCTCP flow through a bottleneck that CE-marks every packet finding 20 or more packets waiting (RED with min_th = max_th = 20 and w_q = 1: a step on the instantaneous queue). DCTCP estimates α, the fraction of its packets that were marked, once per round trip, and cuts its window by α/2 instead of halving: the link stays full while the queue hovers just below the threshold. α is drawn in a strip under the windows.",
          stepMarker20(),
          [{ cc: 'dctcp', name: 'DCTCP' }],
        ),
    },
    { name: 'ns3-r10a-dctcp-step', title: 'DCTCP alone through a step marker, as set up in ns-3', build: ns3R10a },
  ];
}
