import type { LessonInput } from '../schema';

const utilization = { metric: 'link.utilization' } as const;
const dctcpDelay = { metric: 'flow.oneWayDelayMean', flow: 0 } as const;
const cubicDelay = { metric: 'flow.oneWayDelayMean', flow: 1 } as const;
const dctcpRate = { metric: 'flow.windowGoodput', flow: 0 } as const;
const cubicRate = { metric: 'flow.windowGoodput', flow: 1 } as const;

export const l4sLowDelay: LessonInput = {
  format: 1,
  id: 'l4s-low-delay',
  // The card asks; the steps' predictions answer (it said "keeps the link full with a short
  // queue" and "it takes the link", the findings of steps 1 and 2).
  title: 'L4S: DCTCP, ECN marks and a dual queue',
  level: 'advanced',
  minutes: 20,
  topic: 'Queue management',
  sketch: 'ecn-marks',
  summary: 'DCTCP answers the fraction of ECN marks instead of halving its window. How busy a shallow marking threshold leaves the link, how DCTCP and classic TCP share one queue, and what L4S\u2019s dual queue changes.',
  goals: [
    'Explain why DCTCP keeps a full link with a queue that never grows past a shallow threshold.',
    'Explain why DCTCP and CUBIC cannot share one step-marking queue.',
    'Explain how DualPI2 couples an L4S queue and a Classic queue (p_C = (p_L / 2)²) and what each flow gets.',
  ],
  sources: [
    { title: 'RFC 8257: Data Center TCP (DCTCP)', url: 'https://www.rfc-editor.org/rfc/rfc8257' },
    { title: 'RFC 9332: Dual-Queue Coupled AQM for L4S', url: 'https://www.rfc-editor.org/rfc/rfc9332' },
    { title: 'RFC 9330: The L4S architecture', url: 'https://www.rfc-editor.org/rfc/rfc9330' },
  ],
  lecturerNotes: {
    project: 'Project the cwnd plot with the α strip under the windows, and the queue plot. In the DualPI2 step, show the Drop/mark probabilities panel (p′, p_C = p′² and p_L over the run) and the two flows\u2019 one-way delays in the summary.',
    misconceptions: [
      'ECN is not only "a drop without the loss": DCTCP reads how many packets were marked, not just whether one was.',
      'A shorter queue does not have to cost throughput: with a sender that answers the fraction of marks the link stays full.',
      'L4S does not give L4S traffic priority in bandwidth: the coupling aims at equal rates, only the delay differs.',
    ],
    discussion: [
      'Why does halving on every mark need a queue as deep as the bandwidth–delay product, and DCTCP not?',
      'Why is p_C the square of p′, and p_L twice p′?',
      'Flow queueing (FQ-CoDel) isolates flows too. What does DualPI2 offer that per-flow queues do not, and the other way round?',
    ],
  },
  steps: [
    {
      title: 'DCTCP alone through a step marker',
      text: 'One DCTCP flow through a 10 Mbit/s bottleneck that CE-marks every packet finding 20 or more packets waiting. The path holds about 51 packets in flight without a queue.',
      scenario: { preset: 'l4s-dctcp-alone', set: [] },
      views: { show: ['cwnd', 'queue', 'summary'], highlight: 'cwnd' },
      prediction: {
        question: 'Will the link stay fully used while the queue never grows past the threshold?',
        choices: [
          {
            text: 'Yes, both',
            ifCheck: 'pass',
            why: 'DCTCP measures α, the fraction of its packets that came back marked, and cuts its window by α/2. Near the threshold only a few packets are marked, so each cut is a few percent and the queue never empties.',
          },
          {
            text: 'No: every mark halves the window, so the queue drains and the link idles',
            ifCheck: 'fail',
            why: 'That is how classic ECN (and Reno after a loss) reacts, and it needs a queue as deep as the path to keep the link busy after halving. DCTCP\u2019s cut depends on how many packets were marked.',
          },
        ],
      },
      check: {
        says: 'DCTCP keeps the link more than 99 % busy through a 20-packet step marker.',
        test: { run: { compare: utilization, op: '>', value: 99 } },
        expect: 'pass',
        contrast: { set: ['flows.0.cc=reno'], note: 'Replace DCTCP by Reno. Its packets are not ECN-capable, so the marker drops them at the threshold, and Reno halves its window at each loss.' },
      },
      explanation: 'α (the strip under the windows) settles near 0.1: about one packet in ten is marked, and each round trip with marks cuts the window by about 5 %. The queue swings between about 15 and 22 packets, never empty, so the link stays full with a queue of a fifth of the path instead of all of it.',
    },
    {
      title: 'DCTCP and CUBIC in one queue',
      text: 'Now a CUBIC flow (with classic ECN) shares the same step-marking queue with DCTCP.',
      scenario: { preset: 'l4s-dctcp-cubic-step', set: [] },
      views: { show: ['cwnd', 'summary'], highlight: 'summary' },
      prediction: {
        question: 'How will the two flows share the 10 Mbit/s link?',
        choices: [
          {
            text: 'About evenly: both see the same marks',
            ifCheck: 'fail',
            why: 'They see the same marks but answer them differently: CUBIC cuts its window by 30 % in every round trip with a mark, DCTCP by only α/2.',
          },
          {
            text: 'DCTCP takes most of it',
            ifCheck: 'pass',
            why: 'The queue sits at the threshold, so nearly every round trip has marks. CUBIC cuts 30 % each time and stays small; DCTCP cuts a few percent and takes what CUBIC leaves.',
          },
        ],
      },
      check: {
        says: 'In one step-marking queue CUBIC gets less than 2 Mbit/s.',
        test: { run: { compare: cubicRate, op: '<', value: 2000 } },
        expect: 'pass',
        contrast: { preset: 'l4s-dctcp-cubic-dualpi2', set: [], note: 'The same two flows through DualPI2.' },
      },
      explanation: 'A scalable sender (DCTCP) and a classic one (CUBIC) need very different marking rates for the same rate: DCTCP\u2019s rate goes as 1/p, CUBIC\u2019s roughly as 1/√p. One marking rate cannot suit both, so L4S gives them separate queues.',
    },
    {
      title: 'The same pair through DualPI2',
      text: 'DualPI2 puts DCTCP\u2019s ECT(1) packets in an L4S queue and CUBIC\u2019s in a Classic queue. One controller sets p′ from the Classic queue\u2019s delay; CUBIC\u2019s packets are dropped with p′², DCTCP\u2019s marked with 2·p′.',
      scenario: { preset: 'l4s-dctcp-cubic-dualpi2', set: [] },
      views: { show: ['queue', 'red', 'summary'], highlight: 'summary' },
      prediction: {
        question: 'Will DCTCP keep a short delay and CUBIC still get a fair part of the link?',
        choices: [
          {
            text: 'Yes to both',
            ifCheck: 'pass',
            why: 'The L4S queue is served first and marked early, so DCTCP\u2019s packets hardly wait; squaring p′ for the Classic queue makes CUBIC\u2019s rate about the same as DCTCP\u2019s.',
          },
          {
            text: 'No: one of them must pay',
            ifCheck: 'fail',
            why: 'The coupling p_C = (p_L / 2)² is chosen so that a classic and a scalable flow get about the same rate; the scheduler only decides who waits, and the L4S packets need not.',
          },
        ],
      },
      check: {
        says: 'Through DualPI2 DCTCP\u2019s packets take under 35 ms one way (the path alone takes about 31 ms) and both flows get more than 3 Mbit/s.',
        test: { run: { all: [{ compare: dctcpDelay, op: '<', value: 35 }, { compare: dctcpRate, op: '>', value: 3000 }, { compare: cubicRate, op: '>', value: 3000 }] } },
        expect: 'pass',
        contrast: { preset: 'l4s-dctcp-cubic-step', set: [], note: 'Back to one step-marking queue.' },
      },
      explanation: 'DCTCP\u2019s packets wait under 2 ms in the L4S queue, CUBIC\u2019s about 10 ms in the Classic queue, and the rates are close. Low delay for the scalable flow has not cost the classic flow its share: that is the point of L4S.',
    },
    {
      title: 'Challenge: short queues for both',
      text: 'DualPI2 keeps the Classic queue near its target because classic senders need a queue to fill the link. Per-flow queues with a CE threshold for ECT(1) are another way (the **Preset** menu has them under *L4S*).',
      scenario: { preset: 'l4s-dctcp-cubic-step', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'summary' },
      challenge: {
        task: 'Get **both** flows above **4 Mbit/s** with **both** flows\u2019 mean one-way delay under **37 ms**.',
        hint: 'Give each flow its own queue, and mark DCTCP\u2019s packets at a few milliseconds.',
        test: { run: { all: [{ compare: dctcpRate, op: '>', value: 4000 }, { compare: cubicRate, op: '>', value: 4000 }, { compare: dctcpDelay, op: '<', value: 37 }, { compare: cubicDelay, op: '<', value: 37 }] } },
        solution: { preset: 'l4s-dctcp-cubic-fqcodel', set: [] },
        notSolvedBy: [{ preset: 'l4s-dctcp-cubic-dualpi2', set: ['duration=60'], note: 'DualPI2 shares the link but keeps the Classic queue near its delay target.' }],
      },
    },
  ],
};
