import { teachingDumbbell } from './cc-presets';
import type { PresetInfo } from './presets';
import type { QueueInput } from './schema';

/**
 * RED used as DCTCP's step marker (the bottleneck of ns-3 run R10a, shared/reference/ns3-r10/README.md §2), K = 20 packets. min_th = max_th and w_q = 1: every arrival that finds 20 or more
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

/**
 * FQ-CoDel (Linux defaults) with a CE threshold for ECT(1) packets. At 10 Mbit/s a packet takes
 * 1.2 ms, so the threshold is 3 ms: a DCTCP packet that waits behind one packet of another flow
 * is not marked for that alone (Linux's usual 1 ms is meant for faster links).
 */
export function fqCoDelCeThreshold(): QueueInput {
  return { type: 'fq-codel', limit: 10240, ceThreshold: 0.003 };
}

/** The L4S teaching presets (Linux defaults; the ns-3 R10 set-ups are in ns3r10-presets.ts, used by the agreement tests). */
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
    {
      name: 'l4s-dctcp-cubic-step',
      title: 'DCTCP and CUBIC in one step-marking queue',
      build: () =>
        teachingDumbbell(
          'DCTCP and CUBIC in one step-marking queue',
          'DCTCP and CUBIC (with classic ECN) share one queue that marks every packet finding 20 or more waiting. Both see the same marks, but CUBIC cuts its window by 30 % on every round trip with a mark while DCTCP cuts by only α/2: DCTCP takes most of the link. This is why L4S keeps scalable and classic traffic in separate queues (compare the FQ-CoDel and DualPI2 presets).',
          stepMarker20(),
          [
            { cc: 'dctcp', name: 'DCTCP' },
            { cc: 'cubic', name: 'CUBIC', tcp: { ecn: true } },
          ],
        ),
    },
    {
      name: 'l4s-dctcp-cubic-fqcodel',
      title: 'DCTCP and CUBIC through FQ-CoDel with a CE threshold',
      build: () =>
        teachingDumbbell(
          'DCTCP and CUBIC through FQ-CoDel with a CE threshold',
          'DCTCP sending ECT(1) (the L4S identifier) and CUBIC without ECN through FQ-CoDel: each flow has its own queue, served in turn. ECT(1) packets that waited over 3 ms are CE-marked (the CE threshold); CUBIC\u2019s packets see the ordinary CoDel with a 5 ms target and are dropped. Flow queueing shares the link about evenly, and DCTCP\u2019s own queue stays short.',
          fqCoDelCeThreshold(),
          [
            { cc: 'dctcp', name: 'DCTCP', tcp: { dctcp: { ect: 'ect1' } } },
            { cc: 'cubic', name: 'CUBIC' },
          ],
        ),
    },
    {
      name: 'l4s-dctcp-cubic-dualpi2',
      title: 'DCTCP and CUBIC through DualPI2',
      build: () =>
        teachingDumbbell(
          'DCTCP and CUBIC through DualPI2',
          'DCTCP sending ECT(1) and CUBIC without ECN through DualPI2 (RFC 9332 defaults, except that the L4S queue\u2019s own ramp waits for more than 2 packets: at 10 Mbit/s one packet takes 1.2 ms, longer than the ramp\u2019s 0.8 ms start). DCTCP\u2019s packets wait in the L4S queue and are marked with 2·p′ (or by the ramp), CUBIC\u2019s in the Classic queue and are dropped with p′², PI2 steering p′ towards a 15 ms Classic delay. The coupling gives the two flows about the same rate (about 5 Mbit/s each), DCTCP\u2019s packets waiting under 2 ms and CUBIC\u2019s about 10 ms. Compare the same pair in one step-marking queue.',
          { type: 'dualpi2', limit: 1000, thLen: 2 },
          [
            { cc: 'dctcp', name: 'DCTCP', tcp: { dctcp: { ect: 'ect1' } } },
            { cc: 'cubic', name: 'CUBIC' },
          ],
        ),
    },
  ];
}
