import type { LessonInput } from '../schema';

const q = { metric: 'link.meanQueue' } as const;
const util = { metric: 'link.utilization' } as const;

export const redKnobs: LessonInput = {
  format: 1,
  id: 'red-knobs',
  title: "RED's knobs",
  level: 'intermediate',
  minutes: 20,
  topic: 'Queue management',
  sketch: 'drop-ramp',
  summary: 'min_th, max_th, max_p, w_q and burst: what each one does to the queue plot and the drop counts, and how to tune them for a target queue.',
  goals: [
    'Say what each RED parameter controls: where early dropping starts (min_th), where it reaches max_p (max_th), how hard it drops (max_p), how fast the average follows the queue (w_q).',
    'Read the RED average and the thresholds in the queue plot.',
    'Trade queueing delay against utilization by moving the thresholds.',
  ],
  sources: [
    { title: 'Floyd and Jacobson (1993), Random Early Detection Gateways for Congestion Avoidance' },
    { title: 'Floyd (2000), Recommendations on using the gentle variant of RED' },
    { title: 'Seed 000: Table 5-6 (RED variants R1–R5) and the Linux tc-red burst rule' },
  ],
  lecturerNotes: {
    project: 'Project the queue plot alone and change one knob at a time from the queue editor; the plot redraws within a second. Point at the RED average (smooth line) against the instantaneous queue.',
    misconceptions: [
      'RED compares the *average* queue with the thresholds, not the instantaneous queue; short bursts pass.',
      'A larger max_p does not simply mean "more loss is worse": it holds the queue lower, which is the point.',
      'tc\'s burst is not a size of the buffer; it sets how quickly the average reacts (it chooses w_q).',
    ],
    discussion: [
      'Why is a low average queue worth some extra drops?',
      'How would you choose min_th for a link with 10 flows? With 100?',
      'What goes wrong when max_th is close to the buffer limit?',
    ],
  },
  steps: [
    {
      title: 'The thresholds on a small link',
      text: 'The seed-000 bottleneck with RED: `min_th` 5000 bytes, `max_th` 18 000 bytes, `max_p` 0.1. {short min-th} {short max-th} The dashed lines in the queue plot are the thresholds; the smooth line is RED\'s **average** queue.',
      scenario: { preset: 'seed000-red', set: [] },
      views: { show: ['queueEditor', 'red', 'queue', 'summary'], highlight: 'queue' },
      prediction: {
        question: 'Where will the mean queue settle? (A full packet here is 1500 bytes; the 1000 bytes shown as avpkt is a tc setting RED uses for its averaging, not the packet size.)',
        choices: [
          {
            text: 'Low: below 7 packets, between min_th and max_th',
            ifCheck: 'pass',
            why: 'Once the *average* queue passes `min_th` (5000 bytes, about 3 packets), RED starts dropping at random and the senders back off. The queue settles where the drops are just frequent enough to hold it: between the thresholds, a few thousand bytes above `min_th`, far below the buffer limit.',
          },
          {
            text: 'High: near the 20 000-byte limit, like tail drop',
            ifCheck: 'fail',
            why: 'That is how tail drop behaves, because it gives no signal until the buffer is full. RED signals earlier: its drops start at `min_th`, so the senders slow down while the queue is still short.',
          },
        ],
      },
      check: {
        says: 'With these settings the mean queue stays below 7 packets.',
        test: { run: { compare: q, op: '<', value: 7 } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneckQueue.minTh=10000', 'topology.bottleneckQueue.burst=20'], note: 'Set min_th to 10 000 bytes (tc then needs burst ≥ 20) and check again.' },
      },
      explanation: 'The average queue settles between the thresholds, a few thousand bytes above `min_th`: that is where the drop probability becomes large enough to slow the senders. Raise `min_th` and the queue settles higher. Early drops (dots) start as soon as the average crosses the lower dashed line.',
    },
    {
      title: 'max_p with ten flows',
      text: 'Ten long flows on a 10 Mbit/s link, gentle RED with thresholds 15 and 45 packets and `max_p` 0.1. {short gentle}',
      scenario: { preset: 'dumbbell-10-red', set: [] },
      views: { show: ['queueEditor', 'red', 'queue', 'cwnd', 'summary'], highlight: 'queue' },
      prediction: {
        question: 'With max_p = 0.1, where will the mean queue of the ten flows settle?',
        choices: [
          {
            text: 'In the lower part of the band: below 20 packets',
            ifCheck: 'pass',
            why: 'The drop probability climbs from 0 at `min_th` towards `max_p` at `max_th`. With `max_p` 0.1 it is already large a few packets above `min_th`, and ten flows each meeting a drop every so often is enough to hold the average low in the band.',
          },
          {
            text: 'Near max_th or above: 20 packets or more',
            ifCheck: 'fail',
            why: 'The average only climbs that far when each packet is rarely dropped, so that the flows need a longer queue before enough of them back off. That happens with a small `max_p` (try 0.02), not with 0.1.',
          },
        ],
      },
      check: {
        says: 'With max_p = 0.1 the mean queue stays below 20 packets.',
        test: { run: { compare: q, op: '<', value: 20 } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneck.queue.maxP=0.02'], note: 'Set max_p to 0.02.' },
      },
      explanation: 'With `max_p` 0.1 the drop probability is already large a few packets above `min_th`, so RED\'s average sits in the lower part of the band (queue plot). Now try the contrast, {other: `max_p` 0.02}: each packet is less likely to be dropped, so the average must climb further between the thresholds before the flows back off; the summary then shows fewer early drops but a longer queue, which every packet waits through.',
    },
    {
      title: 'Challenge: a short queue that keeps the link busy',
      text: 'The same ten flows. Aim for low delay without wasting the link.',
      scenario: { preset: 'dumbbell-10-red', set: [] },
      views: { show: ['queueEditor', 'red', 'queue', 'summary'], highlight: 'queueEditor' },
      challenge: {
        task: 'Find RED settings for which the **mean queue is below 10 packets** while **utilization stays above 97 %**.',
        hint: 'Move both thresholds down together; keep max_th well above min_th.',
        test: { run: { all: [{ compare: q, op: '<', value: 10 }, { compare: util, op: '>', value: 97 }] } },
        solution: { set: ['topology.bottleneck.queue.minTh=5', 'topology.bottleneck.queue.maxTh=15'] },
      },
    },
  ],
};
