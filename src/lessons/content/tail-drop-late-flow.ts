import type { LessonInput } from '../schema';

const late = { metric: 'flow.elapsed', flow: 2 } as const;

export const tailDropLateFlow: LessonInput = {
  format: 1,
  id: 'tail-drop-late-flow',
  title: 'Tail drop and the late flow',
  level: 'introductory',
  minutes: 15,
  topic: 'Queue management',
  sketch: 'late-flow',
  summary: 'Two big downloads and one small transfer that starts a little later. How long the small one takes under tail drop, and what RED changes.',
  goals: [
    'Explain why the completion time of a short flow depends on when it starts under tail drop.',
    'Recognise lock-out in a time-sequence plot: flat stretches, repeated retransmissions, backed-off timers.',
    'Explain why a median over start times hides the worst cases, and measure the spread yourself.',
    'Describe what RED changes: early, spread-out drops instead of bursts that hit whoever arrives.',
  ],
  sources: [
    { title: 'Seed 000: RED vs tail drop in a Linux testbed (master\'s thesis, Univ. of Helsinki), Test A and Table 5-6' },
    { title: 'RFC 2309: Recommendations on Queue Management and Congestion Avoidance in the Internet', url: 'https://www.rfc-editor.org/rfc/rfc2309' },
    { title: 'Floyd and Jacobson (1993), Random Early Detection Gateways for Congestion Avoidance' },
  ],
  lecturerNotes: {
    project: 'Project step 1 with the queue plot and the time-sequence plot of flow 3 side by side. Move the third flow\'s bar in *Flows over time* live (with the pointer, or focus it and press ← / →): the class sees its elapsed time jump between about 18 s and 33 s for start times one second apart.',
    misconceptions: [
      'Students expect a later start to always mean *less* competition. Here the big flows are in slow start around 2 s, so the queue overflows in bursts exactly then.',
      'Students read RED as "drops less". It drops *more* packets here, but earlier and spread across flows, so nobody loses a whole window at once.',
      'A single run is one sample. The thesis ran every start time 20 times; the app\'s Sweep mode does replications.',
    ],
    discussion: [
      'Why does the median over start times look acceptable while some users wait three times longer?',
      'Would a bigger buffer help the late flow? What would it cost the other flows?',
      'RED drops more packets than tail drop here. Why is the late flow still faster?',
    ],
  },
  steps: [
    {
      title: 'Three flows, one narrow link',
      text: 'Two downloads of 292 KB start together; a third, much smaller transfer (46.7 KB) starts **2 s** later. The bottleneck carries about 140 kbit/s and holds at most 20 000 bytes; when it is full, arriving packets are dropped (*tail drop*).\n\nAt a fair third of the link the small transfer would need roughly 8 s. Make your prediction: your run is then checked, and the results are shown.',
      scenario: { preset: 'seed000-droptail', set: [] },
      views: { show: ['timeline', 'queue', 'delay', 'seq', 'summary'], highlight: 'seq', seqFlow: 2 },
      prediction: {
        question: 'How long will the small, late flow take to finish?',
        choices: [
          {
            text: 'About 8 s, its fair share',
            ifCheck: 'fail',
            why: 'A fair share would need the link to be divided evenly from the moment the flow arrives. It arrives while both big flows are in slow start and the buffer overflows in bursts, so its first packets are dropped and it spends most of its time waiting for retransmission timers, not sending.',
          },
          {
            text: 'Somewhat longer, 10–20 s',
            ifCheck: 'fail',
            why: 'That is what happens at some other start times: half a second earlier or later (1.5 s or 2.5 s; move its bar on the timeline, or change its start in the editor, to try) the same flow finishes in under 20 s. Starting at 2 s, its first segments meet the overflow bursts, and every lost segment costs a long wait: a retransmission that is lost again waits twice as long.',
          },
          {
            text: 'Much longer: more than 25 s',
            ifCheck: 'pass',
            why: 'At 2 s both big flows are in slow start and the buffer overflows in bursts, and two of the late flow\'s first segments are dropped. With so few of its packets in flight, duplicate ACKs come slowly through the full queue: one loss is repaired by fast retransmit (▼) only seconds later, and the other waits, through the shaded fast recovery, for its retransmission timer to fire {at timeout.first#3: at about 13 s}. That retransmission is dropped too, and each timeout doubles the next timer, so the next fires only {at timeout.second#3: at about 23 s}: from {at timeout.first#3: 13 s} to {at timeout.second#3: 23 s} it sends nothing at all. Most of its time is spent waiting.',
          },
        ],
      },
      check: {
        says: 'The late flow (flow 3) needs more than 25 s for its 46.7 KB.',
        test: { run: { compare: late, op: '>', value: 25 } },
        expect: 'pass',
        contrast: { set: ['flows.2.start=3'], note: 'Make the third flow start at 3 s instead of 2 s (move its bar on the timeline, or type 3 in its start field in the editor) and check again.' },
      },
      explanation: 'In the time-sequence plot the third flow has long **flat stretches**: its SYN or first segments were dropped when the queue overflowed, and it waits for a retransmission timer that doubles on every failure. The queue plot shows why: around 2 s both big flows are in slow start and fill the buffer in bursts, so whatever arrives then is dropped. Half a second earlier or later (1.5 s or 2.5 s) the same flow finishes in under 20 s; at 3 s it is caught again (about 23 s): try it by moving its bar. (The check above is about the run as set up, with the start at 2 s: at 3 s it says ✗ because 23 s is under its 25 s line, not because you did something wrong.)\n\nIn the queueing-delay plot the third flow (flow 3, *third*) is hard to find, and that is the lock-out again: only a few dozen of its packets ever leave the queue, **none between about 8 s and 23 s** while it waits on its timers, and the few it has sit among the big flows\' dots, because a first-in-first-out queue delays every packet by the same amount whoever sent it.',
    },
    {
      title: 'The same flow under RED',
      text: 'Now the router runs **RED**, with `min_th` 5000 bytes and `max_th` 18 000 bytes. {short min-th} {short max-th} Same flows, same start times.',
      scenario: { preset: 'seed000-red', set: [] },
      views: { show: ['timeline', 'queue', 'seq', 'summary'], highlight: 'queue', seqFlow: 2 },
      prediction: {
        question: 'RED drops packets *before* the buffer is full. What happens to the late flow?',
        choices: [
          {
            text: 'It finishes within 15 s',
            ifCheck: 'pass',
            why: 'RED drops early and at random, so the big flows slow down before the buffer overflows in bursts. The late flow still loses the odd packet, like everyone, and may have to wait out one retransmission timeout, but it is not caught in a chain of doubling timers.',
          },
          {
            text: 'It is even slower: RED drops more packets',
            ifCheck: 'fail',
            why: 'RED does drop more packets in total, but it spreads them over the flows roughly in proportion to how fast each one sends. The big flows take most of the drops; the small flow is no longer hit by whole bursts of overflow drops.',
          },
        ],
      },
      check: {
        says: 'Under RED the late flow finishes within 15 s.',
        test: { run: { compare: late, op: '<', value: 15 } },
        expect: 'pass',
        contrast: { preset: 'seed000-droptail', set: [], note: 'Load the tail-drop version again and compare.' },
      },
      explanation: 'The queue plot shows RED\'s **average** queue (the smooth line) kept between its thresholds and **early drops** (dots) spread over time instead of clusters of overflow drops; the instantaneous queue still jumps during the big flows\' slow start. Each flow loses a packet now and then, roughly in proportion to how fast it sends. The late flow may still need one retransmission timeout (the ⊗ mark in its time-sequence plot), but not the chain of doubled timeouts it met under tail drop. RED drops *more* packets in total (see the summary table), yet the late flow is not locked out.',
    },
    {
      title: 'Every start time from 0 to 7 s',
      text: 'One run is one start time. The check for this step runs the late flow at every start time from 0 to 7 s under tail drop (eight runs in the background) and compares the fastest with the slowest.',
      scenario: { preset: 'seed000-droptail', set: [] },
      views: { show: ['timeline', 'seq', 'summary'], highlight: 'timeline', seqFlow: 2 },
      prediction: {
        question: 'Across start times 0–7 s, how far apart are the best and worst elapsed times of the late flow?',
        choices: [
          {
            text: 'Within a few seconds of each other',
            ifCheck: 'fail',
            why: 'That would be true if the flow always met the same conditions. Under tail drop what matters is whether its first packets arrive during an overflow burst; start times one second apart land on different sides of a burst.',
          },
          {
            text: 'More than 10 s apart',
            ifCheck: 'pass',
            why: 'A flow that slips in between overflow bursts finishes in under 20 s; one whose first packets arrive in a burst waits on timeouts and needs about 22–35 s. Which of the two happens depends on the start time alone.',
          },
        ],
      },
      check: {
        says: 'Under tail drop, the late flow\'s elapsed time varies by more than 10 s across start times 0–7 s.',
        test: { sweep: { param: 'flows.2.start', label: 'late flow starts at (s)', values: [0, 1, 2, 3, 4, 5, 6, 7] }, stat: 'spread', of: late, op: '>', value: 10 },
        expect: 'pass',
        contrast: { preset: 'seed000-red', set: [], note: 'Run the same sweep under RED.' },
      },
      explanation: 'The figures list every start time. Each is one run (one seed): at 0 s this run happens to be an unlucky one (about 27 s), while the median over 20 runs (the Sweep tab repeats each start time) is about 11 s. {paper: In Riva\'s thesis, over its own 20 runs, it was 12.5 s.} A typical (median) value hides the start times at which the flow is locked out for 30 s or more, and those are the users who complain. Under RED the spread shrinks: the outcome barely depends on when you arrive, which the Helsinki RED-vs-tail-drop testbed study this scenario reproduces called fairness across start times.',
    },
    {
      title: 'Challenge: tune RED for every start time',
      text: 'The step starts with a RED whose `max_p` is only 0.02. In that run (late flow at 2 s) RED does drop early, but rarely: the average queue climbs past `max_th`, where this RED drops every arrival (**forced** drops), and now and then the buffer overflows as well. The late flow needs about 24 s: better than tail drop\'s 33 s, much worse than step 2\'s 13 s.\n\n{other: Step 2\'s RED (`max_p` 0.1)} is not yet good enough for *every* start time: its `max_th` of 18 000 bytes sits just below the 20 000-byte buffer, so a burst can still fill the buffer before RED reacts.',
      scenario: { preset: 'seed000-red', set: ['topology.bottleneckQueue.maxP=0.02'] },
      views: { show: ['queueEditor', 'red', 'queue', 'summary'], highlight: 'queueEditor' },
      challenge: {
        task: 'Find RED settings for which, **for every start time from 0 to 7 s**, the late flow finishes **within 15 s**, the buffer **never overflows** (RED does all the dropping) and the bottleneck stays **more than 90 % utilized**. Change the settings in the queue editor, then press {button checkChallenge}: it runs all eight start times.',
        hint: 'Copying step 2\'s `max_p` of 0.1 is not enough: look at the overflow drops in the figures. Give RED room below the buffer limit: with `max_th` well under 20 000 bytes, the drop probability rises to `max_p` before a burst can fill the buffer. Keep `max_p` large enough to act.',
        test: {
          sweep: { param: 'flows.2.start', label: 'late flow starts at (s)', values: [0, 1, 2, 3, 4, 5, 6, 7] },
          require: 'every',
          each: {
            all: [
              { compare: late, op: '<', value: 15 },
              { compare: { metric: 'link.overflowDrops' }, op: '<', value: 1 },
              { compare: { metric: 'link.utilization' }, op: '>', value: 90 },
            ],
          },
        },
        solution: { set: ['topology.bottleneckQueue.maxP=0.1', 'topology.bottleneckQueue.maxTh=12000'] },
        notSolvedBy: [
          { set: ['topology.bottleneckQueue.maxP=0.1'], note: 'Step 2\'s value alone: at some start times the buffer still overflows.' },
          { set: ['topology.bottleneckQueue.maxTh=12000'], note: 'A lower `max_th` with `max_p` still at 0.02: RED acts too weakly and the late flow waits 18–24 s at some start times.' },
        ],
      },
    },
  ],
};
