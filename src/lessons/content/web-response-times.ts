import type { LessonInput } from '../schema';

const median = { metric: 'web.medianResponse' } as const;
const p90 = { metric: 'web.p90Response' } as const;
const util = { metric: 'link.utilization' } as const;

export const webResponseTimes: LessonInput = {
  format: 1,
  id: 'web-response-times',
  title: 'Web traffic and response times',
  level: 'advanced',
  minutes: 20,
  topic: 'Web traffic',
  sketch: 'response-tail',
  summary: 'Thousands of short HTTP exchanges instead of a few long downloads: offered load, response-time distributions and what queue management does for them.',
  goals: [
    'Explain offered load and why response times grow sharply as it nears the link rate.',
    'Read a response-time distribution: the median and the long tail.',
    'Explain why a short queue helps most responses and what it costs the longest ones (the Web batch compares Adaptive RED and ECN).',
  ],
  sources: [
    { title: 'Seed 001: Weigle, Jeffay and Smith et al. (2006), Tmix/PackMime web traffic through AQM' },
    { title: 'RFC 3168: The Addition of Explicit Congestion Notification (ECN) to IP', url: 'https://www.rfc-editor.org/rfc/rfc3168' },
    { title: 'Floyd, Gummadi and Shenker (2001), Adaptive RED' },
  ],
  lecturerNotes: {
    project: 'Project the summary and then the Web batch mode, which draws the response-time CDFs of six queue configurations (drop-tail, Adaptive RED with and without ECN).',
    misconceptions: [
      'Load below 100 % does not mean no queueing: bursts of arrivals queue anyway.',
      'A better median can come with a worse tail; always look at both.',
    ],
    discussion: [
      'Why does the 90th percentile react to load much more than the median?',
      'Which users does a short queue help, and which does it hurt?',
    ],
  },
  steps: [
    {
      title: '80 % offered load',
      text: 'Two-way web traffic offered at 80 % of a 10 Mbit/s link, drop-tail buffer of 148 packets. Most responses are small, a few are very large.',
      scenario: { preset: 'seed001-80', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'summary' },
      prediction: {
        question: 'What will the median response time be?',
        choices: [
          {
            text: 'Under 0.12 s',
            ifCheck: 'pass',
            why: 'Most responses are a few kilobytes and finish in a couple of round trips. At 80 % load the queue jumps up in bursts, sometimes to the limit, but most packets arrive between bursts and wait only a few milliseconds (see the queueing-delay plot, and p50 in the summary); the few very large responses are too rare to move the median.',
          },
          {
            text: 'Over 0.12 s',
            ifCheck: 'fail',
            why: 'The slow, large downloads are the exception, not the middle of the distribution. Half of all responses are small enough to finish in a couple of round trips when the link is not overloaded.',
          },
        ],
      },
      check: {
        says: 'At 80 % load the median response arrives in under 0.12 s.',
        test: { run: { compare: median, op: '<', value: 0.12 } },
        expect: 'pass',
        contrast: { set: ['flows.0.load=1.05'], note: 'Offer 105 % of the link instead.' },
      },
      explanation: 'Half of the responses are a few kilobytes and finish in a couple of round trips. At 105 % the queue plot stays near the limit and every response waits behind it, so even the median grows.',
    },
    {
      title: 'Overload: the tail',
      text: 'Now the offered load is 105 %: more than the link can carry.',
      scenario: { preset: 'seed001-105', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'queue' },
      prediction: {
        question: 'At 80 % load one response in ten took longer than about 0.4 s (the 90th percentile). Offered 105 %, where will that 90th percentile be?',
        choices: [
          {
            text: 'Somewhat higher, still well under 1 s',
            ifCheck: 'fail',
            why: 'The tail does not grow smoothly with the load. Once the buffer overflows again and again, many small responses lose a packet that nothing behind them can report (a SYN, or their only data segment), and each such loss waits for the retransmission timer, which starts at 1 s or more.',
          },
          {
            text: 'Above 1 s',
            ifCheck: 'pass',
            why: 'With the link overloaded the buffer overflows again and again. A small response that loses its SYN or its only segment has no later packet to trigger a fast retransmit, so it waits for the retransmission timer of at least 1 s. Enough responses meet that fate to lift the slowest tenth past 1 s, while the median moves much less.',
          },
        ],
      },
      check: {
        says: 'At 105 % load one response in ten takes longer than 1 s.',
        test: { run: { compare: p90, op: '>', value: 1 } },
        expect: 'pass',
        contrast: { set: ['flows.0.load=0.8'], note: 'Back to 80 % load.' },
      },
      explanation: 'The buffer overflows often, and a small response that loses its SYN or its only segment waits for a retransmission timer of at least 1 s. That is the step in the tail: the 90th percentile jumps above 1 s while the median moved only a little.',
    },
    {
      title: 'Challenge: a shorter queue under overload',
      text: 'Still at 105 % load. The router has a 148-packet buffer in each direction: requests and responses both queue.',
      scenario: { preset: 'seed001-105', set: [] },
      views: { show: ['queueEditor', 'queue', 'summary'], highlight: 'queueEditor' },
      challenge: {
        task: 'Find buffer sizes (in packets, both directions) for which the **median response is under 0.12 s** while **utilization stays above 85 %**. Then open Web batch to see what Adaptive RED and ECN do for the whole distribution.',
        hint: 'Every packet in the queue is 1.2 ms of waiting at 10 Mbit/s.',
        test: { run: { all: [{ compare: median, op: '<', value: 0.12 }, { compare: util, op: '>', value: 85 }] } },
        controls: ['topology.bottleneck.queue.limit', 'topology.bottleneck.reverseQueue.limit'],
        solution: { set: ['topology.bottleneck.queue.limit=30', 'topology.bottleneck.reverseQueue.limit=30'] },
      },
    },
  ],
};
