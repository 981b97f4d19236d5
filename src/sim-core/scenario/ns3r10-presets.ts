import { stepMarker20 } from './l4s-presets';
import { NS3_TCP, ns3S2 } from './presets';
import type { QueueInput, ScenarioInput } from './schema';

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

/**
 * The bottleneck of ns-3 run R10d (README §3): FQ-CoDel with ns-3.48's defaults (its "ns3"
 * profile, as in R7) and its L4S mode: ECT(1) packets are CE-marked above 1 ms of sojourn and
 * skip CoDel (the CE-threshold model needs the threshold, so it is not part of the profile).
 */
export function fqCoDelL4sNs3(): QueueInput {
  return { type: 'fq-codel', profile: 'ns3', limit: 10240, ceThreshold: 0.001, ceThresholdSelect: 'ect1', ceThresholdMode: 'ns3' };
}

/** ns-3 R10 run `d`: DCTCP sending ECT(1) beside CUBIC without ECN, through FQ-CoDel in L4S mode, both with their ns-3 profiles. */
export function ns3R10d(): ScenarioInput {
  const s2 = ns3S2(2, 'droptail', 1);
  if (s2.topology.kind !== 'dumbbell') throw new Error('S2 is a dumbbell');
  return {
    ...s2,
    name: 'DCTCP beside CUBIC through FQ-CoDel with a 1 ms CE threshold, as set up in ns-3',
    description:
      'A DCTCP flow sending ECT(1) and a CUBIC flow without ECN through FQ-CoDel whose flow queues CE-mark ECT(1) packets that waited over 1 ms, configured as our ns-3 reference run R10d. At 10 Mbit/s one packet takes 1.2 ms, longer than the threshold: a DCTCP packet that waits behind one CUBIC packet is always marked, and with ns-3’s DCTCP (no 2-segment floor) and 200 ms delayed ACKs the DCTCP flow collapses to about 1 % of the link.',
    tcp: { ...NS3_TCP, dctcp: { profile: 'ns3', ect: 'ect1' }, cubic: { profile: 'ns3' } },
    topology: { ...s2.topology, bottleneck: { ...s2.topology.bottleneck, queue: fqCoDelL4sNs3() } },
    flows: [
      { kind: 'tcp', start: 0.1, bytes: null, cc: 'dctcp', recovery: 'sack' },
      { kind: 'tcp', start: 0.2, bytes: null, cc: 'cubic', recovery: 'sack' },
    ],
  };
}
