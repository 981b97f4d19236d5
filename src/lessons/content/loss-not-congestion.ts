import type { LessonInput } from '../schema';

const util = { metric: 'link.utilization' } as const;
const q = { metric: 'link.meanQueue' } as const;

export const lossNotCongestion: LessonInput = {
  format: 1,
  id: 'loss-not-congestion',
  title: 'When loss is not congestion',
  level: 'advanced',
  minutes: 20,
  topic: 'Congestion control',
  sketch: 'error-losses',
  // A lecturer searched for "Wi-Fi" (the search's own example) and found the demos but not this lesson.
  searchWords: ['Wi-Fi', 'WLAN', 'radio', 'lossy link', 'packet errors', 'PER'],
  summary: 'Wireless links lose packets to errors, and TCP reads every loss as congestion. Tahoe against SACK on a lossy path, and whether RED helps or hurts there.',
  goals: [
    'Explain why TCP treats a corrupted packet like a congestion drop.',
    'Compare how Tahoe and SACK recover from bursts of errors.',
    'Weigh what RED\'s early drops cost, and whether the link\'s errors change that.',
  ],
  sources: [
    { title: 'Seed 003: RED with wireless errors, protocol pairs and multiple bottlenecks (E1–E6)' },
    { title: 'RFC 2018: TCP Selective Acknowledgment Options', url: 'https://www.rfc-editor.org/rfc/rfc2018' },
    { title: 'RFC 3155: End-to-end Performance Implications of Links with Errors', url: 'https://www.rfc-editor.org/rfc/rfc3155' },
  ],
  lecturerNotes: {
    project: 'Project the summary table: utilization, link losses, and the per-variant goodput. The queue plot shows link losses as ■.',
    misconceptions: [
      'Loss on a wireless hop does not mean the router is congested; TCP cannot tell the difference.',
      'SACK does not prevent the window cut; it makes recovery from several losses in one window quick.',
      // The lesson's live demo is the Wi-Fi pair, found for "a lossy Wi-Fi link where RED makes things
      // worse"; with its errors off RED fell further behind (lecturer-2045, confusion 9). Figures
      // checked by tests/scenario/wifi-control.test.ts.
      'In the Wi-Fi teaching demo the lossy link is not why RED loses: with no Wi-Fi errors (its control run) RED falls further behind, 1.5 Mbit/s rather than 1.0. Its 300 ms path makes each early drop costly.',
    ],
    discussion: [
      'Which would you deploy on a lossy access link: RED or tail drop? Why?',
      'What would a sender need to know to ignore error losses?',
    ],
  },
  steps: [
    {
      title: 'Errors under tail drop',
      text: 'Ten SACK flows on a 10 Mbit/s link; one packet in a thousand is corrupted on the receivers\' side. The router uses tail drop.',
      scenario: { preset: 'seed003-e2-droptail', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'summary' },
      prediction: {
        question: 'With one packet in a thousand lost to errors, how busy is the link?',
        choices: [
          {
            text: 'Still more than 98 % utilized',
            ifCheck: 'pass',
            why: 'Each error halves one flow\'s window, but the other nine keep sending and the standing tail-drop queue ({run link.meanQueue: about 90 packets} on average here) bridges the gap: the link stays {run link.utilization: over 99 %} busy.',
          },
          {
            text: 'Clearly less: TCP halves its window at every error',
            ifCheck: 'fail',
            why: 'One flow does halve at each error, but with ten flows and a full buffer the dip is absorbed: the queue drains a little and refills. Only when errors are much more frequent (try one in a hundred) do all the windows stay too small to keep the link busy.',
          },
        ],
      },
      check: {
        says: 'Despite the errors the link is more than 98 % utilized.',
        test: { run: { compare: util, op: '>', value: 98 } },
        expect: 'pass',
        contrast: { set: ['topology.access.receiverLoss.per=0.01'], note: 'Make it one packet in a hundred.' },
      },
      explanation: 'Each error halves one flow\'s window, but the full tail-drop buffer (high band in the queue plot) absorbs the dip: the other nine flows keep the link busy. At one error in a hundred the windows stay so small that the buffer drains and the link idles.',
    },
    {
      title: 'Tahoe against SACK in bursts of errors',
      text: 'Twenty-five Tahoe and twenty-five SACK flows; the link has error bursts (50 ms with 10 % loss every 3 s).',
      scenario: { preset: 'seed003-e4-droptail', set: [] },
      views: { show: ['cwnd', 'summary'], highlight: 'summary' },
      check: {
        says: 'Under tail drop a Tahoe flow gets less than 85 % of a SACK flow\'s goodput.',
        test: { run: { compare: { metric: 'variant.meanGoodput', variant: 'tahoe' }, op: '<', times: 0.85, of: { metric: 'variant.meanGoodput', variant: 'sack' } } },
        expect: 'pass',
        contrast: { preset: 'seed003-e4-red', set: [], note: 'Compare with the RED demo of the same experiment.' },
      },
      explanation: 'A burst of errors can hit several segments of one window. SACK tells the sender exactly which ones are missing and resends them in one round trip; Tahoe falls back to one segment and slow start every time. Under RED the queue is short and both variants are held back by early drops, which narrows the gap.',
    },
    {
      title: 'Challenge: RED that does not waste the link',
      // Not "on top of the error losses": RED's early drops cost the link with or without errors
      // (seed 003's E2; lecturer trial 01:00), and RED cannot tell the two kinds of loss apart.
      text: 'Ten SACK flows with errors again, now behind gentle RED. {short gentle} RED reads the standing queue as incipient congestion and drops early whether or not the link loses packets: it cannot tell an error loss from congestion.',
      scenario: { preset: 'seed003-e2-red', set: [] },
      views: { show: ['queueEditor', 'queue', 'summary'], highlight: 'queueEditor' },
      challenge: {
        task: 'Find RED settings for which **utilization is above 97 %** while the **mean queue stays below 25 packets**.',
        hint: 'How often does RED drop when the average sits between the thresholds? Look at max_p.',
        test: { run: { all: [{ compare: util, op: '>', value: 97 }, { compare: q, op: '<', value: 25 }] } },
        solution: { set: ['topology.bottleneck.queue.maxP=0.02'] },
      },
    },
  ],
};
