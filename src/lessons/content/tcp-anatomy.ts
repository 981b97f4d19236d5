import type { LessonInput } from '../schema';

const f0 = (metric: 'flow.elapsed' | 'flow.timeouts' | 'flow.fastRetransmits' | 'flow.retransmits') => ({ metric, flow: 0 }) as const;

export const tcpAnatomy: LessonInput = {
  format: 1,
  id: 'tcp-anatomy',
  title: 'Anatomy of a TCP transfer',
  level: 'introductory',
  minutes: 15,
  topic: 'TCP basics',
  sketch: 'sawtooth',
  summary: 'One download alone on a slow link: read the handshake, slow start, a fast retransmit, congestion avoidance and a timeout off the plots.',
  goals: [
    'Find the three-way handshake and the first data segments in the time-sequence plot.',
    'Tell slow start (cwnd doubling per round trip) from congestion avoidance (one segment per round trip) in the cwnd plot.',
    'Recognise a fast retransmit (three duplicate ACKs, cwnd halved) and a retransmission timeout (cwnd back to one segment, a pause).',
  ],
  sources: [
    { title: 'RFC 5681: TCP Congestion Control', url: 'https://www.rfc-editor.org/rfc/rfc5681' },
    { title: 'RFC 6298: Computing TCP\'s Retransmission Timer', url: 'https://www.rfc-editor.org/rfc/rfc6298' },
    { title: 'Seed 000: the testbed bottleneck (140 kbit/s, 20 000-byte buffer), §2.1 of the thesis on TCP basics' },
  ],
  lecturerNotes: {
    project: 'Project the cwnd plot above the time-sequence plot and zoom onto the first 3 s (sweep across the overview strip with the pointer, or type the window under Zoom in the playback bar): the handshake, then cwnd doubling. Then zoom onto the first loss.',
    misconceptions: [
      'cwnd is in **bytes** here; students often read it as packets. One segment is 1460 bytes.',
      'Slow start is not slow: it doubles every round trip. The name contrasts it with sending a whole window at once.',
      'A fast retransmit and a timeout are both "a loss" but cost very different amounts of time.',
    ],
    discussion: [
      'Why does TCP wait for three duplicate ACKs and not one?',
      'Where does the flow spend most of its time: slow start, congestion avoidance, or recovery?',
      'What would a bigger buffer change, and what would it cost a second user?',
    ],
  },
  steps: [
    {
      title: 'Handshake and slow start',
      text: 'One 292 KB transfer has the 143 kbit/s link to itself. Zoom onto the first seconds: sweep across the overview strip above the plots with the pointer, or open **Zoom** in the playback bar and type 0 to 3 s.\n\n- The first marks in the time-sequence plot are the SYN and the reply: the **handshake**.\n- Then cwnd starts at two segments and **doubles** every round trip until it reaches `ssthresh` (10 segments here).\n\nThe buffer holds 20 000 bytes, about 13 full-size packets.',
      scenario: { preset: 'seed000-one-flow', set: [] },
      views: { show: ['cwnd', 'seq', 'queue', 'mechanism', 'summary'], highlight: 'cwnd' },
      prediction: {
        question: 'With nobody else on the link, will this flow lose any packet?',
        choices: [
          {
            text: 'No: it is alone, there is no congestion',
            ifCheck: 'fail',
            why: 'Being alone does not tell TCP how fast the link is. It keeps adding to its window until a packet is lost; with a 20 000-byte buffer that loss comes when its own packets overflow the queue. A lone flow congests the link by itself.',
          },
          {
            text: 'Yes, at least one',
            ifCheck: 'pass',
            why: 'TCP learns the capacity only by exceeding it: slow start and then congestion avoidance keep growing cwnd until the queue overflows. The lost segment is then repaired by a fast retransmit and cwnd is halved.',
          },
        ],
      },
      check: {
        says: 'The lone flow still needs at least one fast retransmit.',
        test: { run: { compare: f0('flow.fastRetransmits'), op: '>=', value: 1 } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneckQueue.limit=30000'], note: 'Give the router a 30 000-byte buffer and check again.' },
      },
      explanation: 'TCP has no way to know the link rate: it keeps adding a segment per round trip until a packet is lost. In the queue plot the queue climbs to the 20 000-byte limit, an **overflow drop** (✕) appears, and three duplicate ACKs later the time-sequence plot shows a retransmission (▲) while cwnd halves. After that cwnd grows by about one segment per round trip: **congestion avoidance**, the slow ramp of the sawtooth.',
    },
    {
      title: 'A much smaller buffer',
      text: 'The same transfer through a buffer of only 6000 bytes (four packets). TCP has two ways to repair a loss:\n\n- a **fast retransmit**, once three duplicate ACKs show that later segments arrived (about one round trip);\n- the **retransmission timer**, when no such ACKs come (at least 200 ms here, doubled after each failure).',
      scenario: { preset: 'seed000-one-flow', set: ['topology.bottleneckQueue.limit=6000'] },
      views: { show: ['cwnd', 'seq', 'summary'], highlight: 'seq' },
      prediction: {
        question: 'Will the flow suffer at least one retransmission timeout?',
        choices: [
          {
            text: 'Yes',
            ifCheck: 'pass',
            why: 'A four-packet buffer overflows several times within one window, so several segments of the same window are lost. After the first repair too few packets are left in flight to produce three duplicate ACKs for the next hole, and the sender has to wait for its timer.',
          },
          {
            text: 'No, fast retransmit always catches the loss',
            ifCheck: 'fail',
            why: 'Fast retransmit needs three later segments to arrive and be acknowledged. When a burst of drops takes most of a window, those duplicate ACKs never come, and only the retransmission timer can recover.',
          },
        ],
      },
      check: {
        says: 'With a 6000-byte buffer the flow has at least one retransmission timeout.',
        test: { run: { compare: f0('flow.timeouts'), op: '>=', value: 1 } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneckQueue.limit=30000'], note: 'Set the buffer back to 30 000 bytes.' },
      },
      explanation: 'Look for the **pause** in the time-sequence plot: nothing is sent until the timer fires, then one segment is resent and cwnd in the cwnd plot drops to a single segment and slow-starts again. A timeout costs at least the minimum RTO (200 ms here) and usually much more, where a fast retransmit costs about one round trip.',
    },
    {
      title: 'Challenge: a transfer without a single loss',
      text: 'Back to the 20 000-byte buffer. The loss in step 1 came from slow start overshooting.',
      scenario: { preset: 'seed000-one-flow', set: [] },
      views: { show: ['cwnd', 'queue', 'summary'], highlight: 'cwnd' },
      challenge: {
        task: 'Without touching the buffer, make the transfer finish with **no retransmission at all** and **no slower than 17.5 s**. The initial `ssthresh` (in bytes) is below; the editor does not show it.',
        hint: 'Slow start ends at `ssthresh`. Where should it end so the window never outgrows the buffer?',
        test: { run: { all: [{ compare: f0('flow.retransmits'), op: '<', value: 1 }, { compare: f0('flow.elapsed'), op: '<=', value: 17.5 }] } },
        controls: ['tcp.initialSsthresh'],
        solution: { set: ['tcp.initialSsthresh=8760'] },
      },
    },
    {
      title: 'Find the lost packet',
      text: 'Now three transfers share the same 20 000-byte buffer: two large ones and a small late one. Open **List every packet** below. It lists every event of every packet of this run, with the queue after each one. The buffer drops several segments, and not every drop is repaired the same way. Somewhere in the list is the segment whose loss caused the **first fast retransmit**.',
      scenario: { preset: 'seed000-droptail', set: [] },
      views: { show: ['packets', 'mechanism', 'seq'], highlight: 'packets' },
      find: {
        task: 'Select the event of **the packet whose loss caused the first fast retransmit**, then press {button checkSelection}.',
        target: 'first-fast-retransmit-loss',
        hint: 'Keep only the **dropped** events. The inspector shows which retransmission repaired each drop. Then look at the ACKs that arrived just before that retransmission: were there three duplicates?',
      },
    },
  ],
};
