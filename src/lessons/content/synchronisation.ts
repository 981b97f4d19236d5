import type { LessonInput } from '../schema';

const q = { metric: 'link.meanQueue' } as const;
const util = { metric: 'link.utilization' } as const;
const jain = { metric: 'run.jainGoodput' } as const;

export const synchronisation: LessonInput = {
  format: 1,
  id: 'synchronisation',
  title: 'Synchronisation and the sawtooth',
  level: 'intermediate',
  minutes: 15,
  topic: 'Queue management',
  sketch: 'synchronised',
  summary: 'Ten long flows share one tail-drop buffer: do they lose packets and halve their windows independently or together, and what does RED change?',
  goals: [
    'Recognise global synchronisation: many cwnd sawtooths dropping at the same moments.',
    'Explain why a full tail-drop buffer makes losses hit many flows at once.',
    'Compare the standing queue of tail drop with RED and relate buffer size to delay.',
  ],
  sources: [
    { title: 'Floyd and Jacobson (1993), Random Early Detection Gateways for Congestion Avoidance (global synchronisation)' },
    { title: 'RFC 7567: IETF Recommendations Regarding Active Queue Management', url: 'https://www.rfc-editor.org/rfc/rfc7567' },
    { title: 'Appenzeller, Keslassy and McKeown (2004), Sizing Router Buffers' },
  ],
  lecturerNotes: {
    project:
      'Project the cwnd plot full width; zoom onto 20–30 s. Under tail drop the queue overflows about every 1.5 s and each overflow cuts the windows of several flows at once (in 10–60 s: 34 bursts of window cuts, 4.5 of the ten flows each on average; cuts less than 0.2 s apart count as one burst). Then switch to the RED demo, and do not promise that its drops scatter: they do not here. RED\'s early drops come in clumps about once a second and each clump cuts about 8 of the 10 windows (47 bursts, 7.9 flows each), because its average queue moves slowly ({other: `w_q` 0.002}, about half a second of packets at 10 Mbit/s) and trails the queue. What RED changes is the depth, not the timing: mean queue 17 packets instead of 84, smaller cuts, Jain index 0.992 against 0.978. Ask the hall why the design goal (desynchronisation) does not show.',
    misconceptions: [
      'Synchronisation is not "all flows get the same rate"; it is all flows *reacting at the same time*.',
      'A full buffer is not a sign of a well-used link: utilization is the same, only the delay grew.',
      '"RED desynchronises the flows" is what RED was designed for, not what every RED does: here, with ten flows and a slowly moving average, its drops come in clumps and most flows still cut their windows together.',
    ],
    discussion: [
      'Why do all flows see a loss at nearly the same moment under tail drop?',
      'What does the standing queue cost a user who is not one of the ten downloads?',
      'How small can a tail-drop buffer be before utilization suffers?',
      'RED drops at random, yet its drops come in clumps about once a second: what does the slowly moving average have to do with it?',
    ],
  },
  steps: [
    {
      title: 'Ten flows, tail drop',
      text: 'Ten long NewReno downloads share a 10 Mbit/s link with a 100-packet tail-drop buffer. Watch the cwnd sawtooths: do they drop at the same moments? Over the whole minute ten lines blur together: zoom every plot onto 20 s to 30 s, by sweeping across the overview strip above the plots with the pointer or by typing 20 and 30 under **Zoom** in the playback bar (Reset zoom, or Whole run, shows the whole minute again); or choose a flow to highlight in the flow bar.',
      scenario: { preset: 'dumbbell-10-droptail', set: [] },
      views: { show: ['cwnd', 'queue', 'summary'], highlight: 'cwnd' },
      prediction: {
        question: 'On average, how full is the 100-packet buffer?',
        choices: [
          {
            text: 'More than 60 packets: nearly full all the time',
            ifCheck: 'pass',
            why: 'Tail drop gives no signal until the buffer is full, so the ten flows keep growing their windows until it overflows. After an overflow they halve, but a 100-packet buffer is deep enough that it never drains: the queue stays high.',
          },
          {
            text: 'Mostly empty: ten flows share the link smoothly',
            ifCheck: 'fail',
            why: 'Flows do not settle on a smooth share by themselves: each keeps growing its window until it loses a packet, and under tail drop that only happens when the buffer is full. So the buffer is kept full, not empty.',
          },
        ],
      },
      check: {
        says: 'Under tail drop the mean queue is above 60 packets.',
        test: { run: { compare: q, op: '>', value: 60 } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneck.queue.limit=50'], note: 'Halve the buffer to 50 packets.' },
      },
      explanation: 'Tail drop only acts when the buffer is full, so the flows keep it full: the queue plot is a band near the limit. When it overflows, a burst of packets from many flows is dropped, and in the cwnd plot **several sawtooths fall together** — global synchronisation. The link stays busy, but every packet waits behind about 80 others.',
    },
    {
      title: 'The same flows under RED',
      text: 'Gentle RED with thresholds `min_th` 15 and `max_th` 45 packets. {short min-th} {short max-th} {short gentle} Early drops pick flows at random, one at a time. Under the queue plot RED\'s readout shows `count`, the packets let through since its last drop, and `p_a`, the chance the next arriving packet is dropped: `p_a` grows with `count`, which spaces one drop from the next. Zoom onto 20–30 s: do the early-drop dots spread evenly, or come in clumps?',
      scenario: { preset: 'dumbbell-10-red', set: [] },
      views: { show: ['cwnd', 'queue', 'summary'], highlight: 'queue' },
      check: {
        says: 'Under RED the mean queue is below 30 packets and the flows share fairly (Jain index above 0.99).',
        test: { run: { all: [{ compare: q, op: '<', value: 30 }, { compare: jain, op: '>', value: 0.99 }] } },
        expect: 'pass',
        contrast: { preset: 'dumbbell-10-droptail', set: [], note: 'Compare with the tail-drop demo.' },
      },
      explanation:
        'The early drops (dots in the queue plot) come in clumps about once a second, and in each clump most of the ten flows lose a packet: their sawtooths still fall together (in 10–60 s, 47 clumps cut about 8 of the 10 windows each; tail drop\'s 34 overflow bursts cut 4.5 on average). RED\'s average queue moves slowly, so it trails the queue: it passes `min_th` late, RED then drops from every flow within a moment, they all back off and the queue drains. What RED changes is the depth, not the timing: a short queue (17 packets on average instead of 84) in place of a full band, smaller window cuts, and a Jain index a little closer to 1. Spreading the flows\' losses apart in time was what RED was designed for; whether it happens depends on the averaging and on the number of flows.',
    },
    {
      title: 'Challenge: size the tail-drop buffer',
      text: 'Back to tail drop. A smaller buffer means less delay, but too small a buffer lets the link go idle after the flows halve.\n\nThe round trip without queueing is **60 ms**: each packet crosses an access link (5 ms), the bottleneck (20 ms) and another access link (5 ms) — 30 ms one way, the same back for its ACK. At 10 Mbit/s, 60 ms is 75 000 bytes: **50 packets** of 1500 bytes in flight (the bandwidth–delay product).',
      scenario: { preset: 'dumbbell-10-droptail', set: [] },
      views: { show: ['queueEditor', 'queue', 'summary'], highlight: 'queueEditor' },
      challenge: {
        task: 'Find a tail-drop buffer limit for which **utilization is at least 99.5 %** and the **mean queue is below 30 packets**.',
        hint: 'Two textbook rules bracket the answer. One bandwidth–delay product (50 packets) keeps the link busy but leaves a long standing queue: too much here. The rule for many desynchronised flows, one BDP divided by √n (50 / √10 ≈ 16 packets), is a little too small for these ten flows. Look between the two.',
        test: { run: { all: [{ compare: util, op: '>=', value: 99.5 }, { compare: q, op: '<', value: 30 }] } },
        solution: { set: ['topology.bottleneck.queue.limit=30'] },
      },
    },
  ],
};
