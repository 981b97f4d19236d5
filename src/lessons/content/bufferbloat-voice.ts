import type { LessonInput } from '../schema';
import { CALL_DELAY_BAR, CALL_DELAY_BAR_MS as BAR } from '../../sim-core/metrics/call-delay-bar';
import { voiceBesideBulk } from '../../sim-core/scenario/bufferbloat-presets';
import { countWord } from '../../sim-core/scenario/count-word';

/**
 * How many downloads the call meets, counted in the steps' scenario: the card said "four
 * downloads" by hand beside demos titled "five downloads" (bloat9, finding 5); the preset titles
 * and this count now both come from the presets' flows.
 */
const DOWNLOADS = countWord(voiceBesideBulk('fifo').flows.filter((f) => f.kind === 'tcp').length);

/** The voice flow is the last of the voice presets' five flows (four downloads, then the call). */
const VOICE = 4;

/**
 * The same four figures at the top of every step ("At a glance", presentation, captions): a
 * student compared the FIFO's card (with the late share) with CoDel's (with system goodput
 * instead) and could not set them side by side (bufferbloat trial 20:20, s12).
 * The call's 95th percentile beside its mean: the FQ-CoDel step asks about the packets that wait
 * longest and points back to step 2's p95, which only the check's list of figures had (bloat-1130 step
 * 15). The share delayed over 150 ms moved to the checks of the two FIFO steps, where it is the point.
 */
const CALL_HEADLINES = [
  { metric: 'flow.oneWayDelayMean', flow: VOICE + 1 },
  { metric: 'flow.oneWayDelayP95', flow: VOICE + 1 },
  { metric: 'link.utilization' },
  { metric: 'run.systemGoodput' },
];
const voiceDelay = { metric: 'flow.oneWayDelayMean', flow: VOICE } as const;
const voiceP95 = { metric: 'flow.oneWayDelayP95', flow: VOICE } as const;
const voiceLate = { metric: 'flow.oneWayLateShare', flow: VOICE } as const;
const voiceLoss = { metric: 'flow.lossRate', flow: VOICE } as const;
const utilization = { metric: 'link.utilization' } as const;
/** Bulk 1 (the first download): its retransmissions beside its drops, and its timeouts. */
const bulk1 = (metric: 'flow.retransmits' | 'flow.queueDrops' | 'flow.timeouts') => ({ metric, flow: 0 }) as const;
const meanQueue = { metric: 'link.meanQueue' } as const;
const queueDelay = { metric: 'link.queueDelayMean' } as const;
const systemGoodput = { metric: 'run.systemGoodput' } as const;
/**
 * Why the call's goodput is below its 80 kbit/s, in the right answer's why of step 1, beside the
 * At a glance card that first shows the figure (bloat-1510 confusion 1: the reason came three
 * screens later, in "What the plots show"). A wrong answer shows the right one's why under its
 * own ("What happens instead"), so it is said once either way. In kbit/s, the unit of the 80
 * kbit/s it is set against (bloat-0055 confusion 2: "0.066 Mbit/s, is below its 80 kbit/s").
 */
/**
 * The lesson's bar for the call, drawn on the queueing-delay plot of each step that states it (step
 * 1 announces it, steps 2, 3 and 5 judge by it): step 2 said "That is the 100 ms bar step 1
 * announced" and no plot showed where it lay (bloat trial 03:15, confusion 3). One bar, G.114's
 * (call-delay-bar.ts): every threshold the lesson states, checks or draws is it (issue 37;
 * tests/lessons/bufferbloat-one-bar.test.ts).
 */
const CALL_BAR = { oneWay: BAR, name: "the call's bar" };
// Its span named (bloat-0230 confusions 4 and 7): from the window's start to the call's last
// arrival, which behind the FIFO also brings in packets queued before the window opened. Short:
// step 1's "Now look at" note stays above the sheet's fold at 1366×768 (e2e/trial-bloat6).
const CALL_GOODPUT_WHY = "\n\nThe call's goodput, {run flow.goodput#5: 70.7 kbit/s}, is below its 80 kbit/s because goodput counts only the voice: {other: 172 bytes} of each 200-byte packet ({other: 68.8 kbit/s}), from 5 s to the call's last arrival after it stops at 28 s, with voice packets still queued at 5 s.";

export const bufferbloatVoice: LessonInput = {
  format: 1,
  id: 'bufferbloat-voice',
  title: 'A call beside downloads: big buffers and what CoDel does',
  level: 'intermediate',
  minutes: 20,
  topic: 'Queue management',
  sketch: 'queue-filling',
  // The word people search for ("bufferbloat" found 0 lessons: phone trial 16:06, s17).
  searchWords: ['bufferbloat', 'lag', 'latency', 'video call', 'VoIP', 'CoDel', 'PIE', 'FQ-CoDel'],
  summary: `An 80 kbit/s voice call shares a 10 Mbit/s link with ${DOWNLOADS} downloads. How long its packets wait behind a big FIFO buffer, and what CoDel, PIE and FQ-CoDel change.`,
  goals: [
    'Explain why a large FIFO buffer adds delay to every flow through it, also to a flow that sends little (bufferbloat).',
    'Compare the voice call\'s one-way delay under FIFO, CoDel, PIE and FQ-CoDel, and what each costs the link.',
    'Size a FIFO buffer so that a call stays usable while the downloads keep the link busy.',
    'Explain why an AQM still matters where a right-sized FIFO works: a buffer counted in packets fits one link rate and round trip, while CoDel\'s target is a time: at any rate it keeps the queue near that target plus a packet or two\'s sending time.',
  ],
  sources: [
    { title: 'Gettys and Nichols: "Bufferbloat: Dark Buffers in the Internet", ACM Queue 9(11), 2011' },
    { title: 'RFC 8289: Controlled Delay Active Queue Management', url: 'https://www.rfc-editor.org/rfc/rfc8289' },
    { title: 'RFC 8033: Proportional Integral Controller Enhanced (PIE)', url: 'https://www.rfc-editor.org/rfc/rfc8033' },
    { title: 'RFC 8290: The Flow Queue CoDel Packet Scheduler and AQM Algorithm', url: 'https://www.rfc-editor.org/rfc/rfc8290' },
    { title: 'ITU-T G.114: One-way transmission time (150 ms for most conversations)' },
  ],
  lecturerNotes: {
    project: 'Project the queueing-delay plot and the check\'s figures (the voice flow\'s mean and 95th-percentile one-way delay). Run the FIFO step, then open Compare A/B with B on CoDel: the delay plot shows the difference at a glance.',
    misconceptions: [
      'A bigger buffer is not "safer": it loses fewer packets at first, but every packet waits behind all the others, the call included.',
      'A call is not delayed because it sends a lot; it is delayed because it waits in the same queue as the downloads.',
      // "Delivers more" with the FIFO it holds against (issue 37, finding 3; tests/lessons/bufferbloat-codel-delivers-more.test.ts).
      'An AQM does not slow the link down: CoDel and PIE keep it almost as busy as the FIFO while the queue stays short. Against the 1000-packet FIFO, CoDel even delivers more useful data (system goodput), because the downloads no longer resend packets that were never lost; against a FIFO of 700 packets or fewer it delivers less.',
      'A full buffer is not the standing queue: the 1000-packet buffer is full only during the downloads\' start-up; what the call meets for the rest of the run is the 200–300 packets the downloads rebuild after their losses. Each download adds half a packet per round trip (its receiver acknowledges every second packet), and a round trip is 60 ms plus 1.2 ms per queued packet: 0.42 s at 300 packets, 1.26 s at 1000. Refilling the buffer from 300 packets takes about 290 s.',
      'A buffer sized right once is not right for good: 50 packets are 60 ms of waiting at 10 Mbit/s, 300 ms at 2 Mbit/s and too few to keep a 100 Mbit/s link busy (the last step). CoDel\'s target is a time, so it needs no resizing when the rate or the round trip changes.',
    ],
    discussion: [
      'Where in a home network does the big buffer sit, and who can change it?',
      'FQ-CoDel gives the call its own queue. Why does that help more than a short shared queue?',
      'Why is a buffer of one bandwidth-delay product a reasonable size for a few long flows, and why not for thousands?',
    ],
  },
  steps: [
    {
      title: `A call beside ${DOWNLOADS} downloads, through a big FIFO`,
      // The lesson's delay bar first, in view at 1366×768 before the prediction: step 2's "the 100 ms bar step 1 announced" pointed at a sentence
      // below the fold, past the prediction, while 150 ms was what showed (bloat-0315 confusion 3).
      // The mechanism (bloat-0315 sections 4–5) is said after the answer (bloat-0430 confusion 1,
      // prediction.afterAnswer below). tests/lessons/bufferbloat-delay-bar.test.ts, e2e/trial-bloat3.spec.ts.
      text: `**The bar:** the lesson holds the call to **${BAR} ms one way**, ${CALL_DELAY_BAR.source}'s limit for a conversation: up to it, most people do not notice the delay.\n\n` + `${DOWNLOADS.charAt(0).toUpperCase()}${DOWNLOADS.slice(1)} long downloads` + ' and a voice call (a 200-byte IP packet every 20 ms, 80 kbit/s) share a 10 Mbit/s bottleneck with a {bottleneck.delay} one-way delay. Its queue is tail drop (a FIFO: first in, first out, and an arrival is dropped only when the buffer is full; the editor\'s **Queue** menu calls it "Tail drop") with a buffer of 1000 packets, as in many home routers. Without queueing, a voice packet needs {path.oneWay} from sender to receiver: the bottleneck\'s {bottleneck.delay} (the editor\'s **Delay**, one way) plus {access.delay} on each of its two access links. Every figure the lesson quotes is measured over {measure.window} of the run.',
      scenario: { preset: 'voice-fifo', set: [] },
      headlines: CALL_HEADLINES,
      // The plot's tallest feature is the start-up, which no figure describes (bloat-1215 steps 8–9).
      // The plot is the queueing delay while the headline is the one-way delay: how the two add up,
      // said where they first meet (bloat-1740 confusion 3), from the scenario's path.
      // "Now look at" highlights the call, the flow its sentence speaks of (bloat-2235 confusion 6).
      views: { show: ['delay', 'queue', 'summary'], highlight: 'delay', flow: VOICE + 1, delayBar: CALL_BAR, lookFor: 'The wait in the queue alone: a voice packet\'s one-way delay is the path\'s {path.oneWay} plus that wait, and the tall start-up peak comes almost all before the figures\' span, {measure.window}.' },
      prediction: {
        // "In this … run": the answer is judged on this run, in which the queue has not crept back to
        // the full buffer (bloat trial 08:00 met "Over a second" marked ✗ while a fold said a 300 s run gets there).
        question: 'In this {duration} run, how long will the voice packets take, on average, from sender to receiver (the one-way delay)?',
        // The mechanism after the answer, whatever it is: above the question it gave the direction
        // away, and "behind that whole queue" sent a student to "Over a second" (bloat-0430
        // confusion 1). Not "whole": the queue the downloads keep is a few hundred packets here.
        afterAnswer: '**Why the call lags:** each download\'s TCP grows its window until a packet is lost, so the downloads keep a standing queue in the big buffer, and every call packet waits behind it.',
        choices: [
          {
            text: 'About 30 ms, the path\'s own delay: the call sends little, so it hardly waits',
            ifCheck: 'fail',
            why: 'A FIFO serves packets in arrival order, whoever sent them. The downloads keep hundreds of packets queued, so every voice packet waits behind them, however little the call sends.',
          },
          {
            text: `A few hundred milliseconds: too long for a conversation (over the ${BAR} ms bar)`,
            ifCheck: 'pass',
            // Why the queue stands at a few hundred packets, not at the 1000 the buffer holds (bloat
            // trial 04:00, step 4: "is 358 ms typical bufferbloat?"): worked out from the scenario's
            // settings in tests/lessons/bufferbloat-plateau.test.ts.
            // The side topic folded under the point (bloat trial 07:10, confusion 1: it buried it).
            // The standing queue first, as what the call waits behind the whole time; the full
            // buffer as the start-up's only (bloat-1740 confusion 2: "only the start-up fills all
            // 1000" read as "big buffers don't really fill").
            // "The buffer was full only in the start-up…" left this why (issue 37, finding 5: at 1366×768
            // "Now look at"'s note ended 79 px below the sheet's fold; e2e/trial-bloat6.spec.ts): the fold
            // below asks why not the full 1000, and the explanation says when the buffer was full.
            why: 'That queue held {run link.meanQueue: about 270 packets} on average, each 1.2 ms to send at 10 Mbit/s.' + CALL_GOODPUT_WHY,
            aside: {
              title: 'Why a few hundred packets, not the full 1000?',
              // The one idea, with the run's figures (bloat-1215 step 6: ~200 words of arithmetic, two
              // scrolls at 1366×768); the arithmetic is the lecturer notes'. tests/lessons/bufferbloat-plateau.test.ts.
              // How to see it refill: the editor's Run length, with what a 300 s run shows (bloat trial
              // 04:30, confusion 2: "I found no duration field"); the call stops at 28 s, so a student
              // who looked at its figures would see no change. Why half a packet: the glossary's
              // "congestion avoidance" tip, linked from "delayed ACKs" (bloat-0230 confusion 3).
              // The refill time first: it is the answer to the fold's question, and an aside's first
              // sentence shows outside its fold (AsideFold; bloat trial 12-03 found it folded).
              text: 'At the four downloads\' 2 packets per round trip, refilling all {queue.limit} would take about 5 minutes; this run lasts {duration}. After a cut each download\'s window grows by half a packet per round trip (delayed ACKs), and the queue itself lengthens the round trip: 0.4 s at the average queue, 1.3 s when full. To watch it refill, set Run length, at the end of the editor, to 300 s and look at the queue: it climbs back to about 930 packets, over a second of waiting. The call stops at 28 s, so its figures stay.',
            },
          },
          {
            // The student's own estimate (bloat-1540, s5: 1000 × 1.2 ms ≈ 1.2 s).
            text: 'Over a second: 1000 packets at 1.2 ms each',
            ifCheck: 'fail',
            // The sum is right for a full buffer; what the call waits behind is the queue the
            // downloads keep (bloat-1740 confusion 2). The start-up is the right answer's why, shown under this one.
            why: 'Your sum is right for a full buffer, but in this run the call waits behind the queue the downloads keep, not behind the buffer\'s size: a standing queue of a few hundred packets, so a wait of a few hundred milliseconds, not 1.2 s. Left for minutes, that queue creeps back towards the full buffer (the fold under the right answer says how).',
          },
        ],
      },
      check: {
        // About the call only: bulk 1's resends beside its drops pulled the first screen away from
        // the call (bloat trial 04:00, step 4); they are the fold's point, with their figures.
        // Both bars are said at the top of the step's text, where the first is met, with why they
        // differ (bloat-2045 C3; bloat-0315 confusion 3: here, below the prediction, it went unseen).
        says: `Behind the big FIFO, the voice packets take a few hundred milliseconds on average, more than the call's ${BAR} ms bar.` + ' Like every delay and queue figure in this lesson\'s checks, the average is over the measured 5–30 s; a figure marked "whole run" is not.',
        test: { run: { compare: voiceDelay, op: '>', value: BAR }, show: [voiceLate, meanQueue, queueDelay, { metric: 'flow.goodput', flow: VOICE }] },
        expect: 'pass',
        contrast: { set: ['topology.bottleneck.queue.limit=20'], note: 'Shrink the buffer to 20 packets.' },
        // The four delay figures tied in one computed line under the check's (bloat-2235 confusion 2:
        // 358.3 ms one way, p95 727.0, the plot's median 298.0 ms, about 270 packets).
        // tests/lessons/bufferbloat-adds-up.test.ts.
        addsUp: { flow: VOICE + 1 },
      },
      // The main point first and short; each side story one sentence (a trial scrolled three
      // screens of NewReno and percentiles before it, bloat trial 20:20 s6–9). The retransmission
      // story in full is the glossary's "retransmission" (tests/lessons/bufferbloat-notes.test.ts).
      explanation: `The downloads keep {run link.meanQueue: about 270 packets} queued on average. At 1.2 ms per 1500-byte packet that is {run link.queueDelayMean: about 320 ms} of waiting, and the voice packets wait as long, plus the path's {path.oneWay}. The link is no busier for it ({run link.utilization: 99.9 %}); the queue only adds delay. That is bufferbloat.

The queue plot shows how: the start-up fills the 1000-packet buffer {at queue.full: by about 3 s}, and {at overflow.last: until about 4 s} it stays full (the legend's 527 overflow drops are of all flows over the whole run, every one before the measurement window starts at 5 s).

The start-up's overflow costs each download more packets than it can recover, one per round trip, before its timer runs out: each times out, from {at timeout.first: 5.5 s} to {at timeout.last: 7.2 s} (the queue runs empty for a moment {at queue.emptyAfterFull: near 7 s}); then they refill it, to a bump of about 690 packets {at queue.peakInWindow: at 10 s}; from 12 s to the end the queue climbs slowly within 210–310 packets, far from full.

This {duration} run is too short for so big a FIFO to settle: the queue is still growing when it ends, and the wait with it, from {other: 256 ms} of queueing on average over 12–16 s to {other: 342 ms} over 25–30 s. Left for minutes it reaches over a second (the fold under the right answer says why).`,
      // The resending detail is TCP's, not bufferbloat's: folded (bloat trial 02:20, confusion 1).
      aside: {
        title: 'Why does bulk 1 resend packets that were never lost?',
        text: 'Bulk 1 (flow 1, the first download) resends more than it lost: over the whole run, {run flow.retransmits#1: 1035} packets for {run flow.queueDrops#1: 232} drops. Without SACK, it resends after its one timeout everything from the first loss (go-back-N), so 803 of its 1035 retransmissions are copies of packets never lost, only delayed behind the queue (the glossary\'s "retransmission" says more).',
      },
    },
    {
      title: 'CoDel in place of the FIFO',
      text: 'The same flows, the same 1000-packet buffer, but the queue is managed by CoDel: it drops a packet at the head once packets have waited longer than its target for a whole interval.',
      scenario: { preset: 'voice-codel', set: [] },
      // The cost and the gain side by side: utilization falls a little while system goodput rises.
      headlines: CALL_HEADLINES,
      views: { show: ['delay', 'queue', 'summary'], highlight: 'delay', delayBar: CALL_BAR },
      prediction: {
        question: 'With CoDel, what happens to the call\'s delay and to how busy the link is?',
        choices: [
          {
            text: `The delay falls below the ${BAR} ms bar, and the link stays more than 95 % busy`,
            ifCheck: 'pass',
            // The reason first, where the student first reads both figures after answering (bloat-1215 step 12: at the end, "only once you read that far").
            why: 'CoDel\'s link is a little less busy than the 1000-packet FIFO\'s, {run link.utilization: 97.0 %} against {contrast link.utilization: 99.9 %}, yet it delivers more, {run run.systemGoodput: 9.42 Mbit/s} against {contrast run.systemGoodput: 9.27 Mbit/s}: utilization counts retransmitted copies too, goodput each byte once. CoDel drops once the queue has stood for a whole interval, so the downloads keep a short queue, enough to keep a 10 Mbit/s link busy. Over the whole run the call loses {run flow.lossRate#5: 0.31 %} of its packets to those drops.',
          },
          {
            text: 'The delay falls, but the link is often idle (under 95 % busy): CoDel drops too much',
            ifCheck: 'fail',
            why: 'CoDel drops far fewer packets than that fear suggests: {run link.drops.targetExceeded: 84} drops of all flows in the window (25 s) keep four downloads from building a standing queue, and the queue seldom runs dry.',
          },
          {
            text: 'Little changes: the downloads still fill the 1000-packet buffer',
            ifCheck: 'fail',
            why: 'CoDel does not wait for the buffer to fill: once packets have waited longer than its {queue.target} target for a whole interval it drops one, and the download that lost it slows down. The queue holds {run link.meanQueue: about 4 packets} on average in the window.',
          },
        ],
      },
      check: {
        says: `With CoDel the voice packets take less than the call's ${BAR} ms bar on average while the link stays more than 95 % busy.`,
        test: { run: { all: [{ compare: voiceDelay, op: '<', value: BAR }, { compare: utilization, op: '>', value: 95 }] }, show: [voiceP95, voiceLoss, queueDelay, systemGoodput, bulk1('flow.retransmits')] },
        expect: 'pass',
        contrast: { preset: 'voice-fifo', set: [], note: 'Put tail drop (a FIFO) back: set the **Queue** menu to "Tail drop", with the buffer still at 1000 packets.' },
      },
      // Why utilization falls while goodput rises is said in the right answer's why above, the
      // first thing shown after answering, beside the card's figures (bloat trial 20:20, s14:
      // "looks backwards"; trial 01:00, s9: under the check's figures it was below the fold).
      explanation: `The queueing-delay plot drops from hundreds of milliseconds to a few: CoDel holds the queue near its {queue.target} target ({run link.queueDelayMean: about 4.6 ms} on average), and the voice packets' one-way delay falls to little more than the path's own 30 ms. The link is less busy because after a drop the short queue sometimes runs dry. Behind the 1000-packet FIFO it delivers more because part of the busy link carried copies of packets that were never lost (over the whole run bulk 1 alone retransmitted {contrast flow.retransmits#1: 1035} packets); with CoDel bulk 1 retransmits {run flow.retransmits#1: 34}, one for each head drop (a "target exceeded drop") that told it to slow down. That gain needs a big FIFO: against a FIFO of 700 packets or fewer, CoDel delivers less.

Behind the FIFO the queue in the window never passed about 690 packets (step 1's bump), yet 1 % of the packets waited longer than {contrast link.queueDelayP99: 1167.4 ms}, more than 690 packets take to send: a wait is counted when its packet leaves the queue, so packets that joined the full buffer before 5 s bring their whole wait into the window.

The line under the queue plot's title and legend, above its chart, is CoDel's state at the playback cursor: "in its dropping state" (yes or no); "drops since it last started dropping" (count), each next drop sooner (interval ÷ √count); "next drop due in" (while dropping); "last packet waited" (sojourn), the delay CoDel compares with its {queue.target} target.`,
      // The call's goodput beside the FIFO's, folded: the side panel ran three screens at 1366×768 (bloat-1215).
      aside: {
        title: 'Why is the call\'s goodput below the FIFO\'s?',
        text: `The call's goodput, {run flow.goodput#5: 68.6 kbit/s} against {contrast flow.goodput#5: the FIFO's 70.7 kbit/s}, is not a loss to CoDel: the FIFO's figure also counts voice packets sent before the measurement began at 5 s that were still waiting in its queue then. CoDel dropped only {run flow.queueDrops#5: 4} voice packets in the whole run. Both are below 80 kbit/s because goodput counts only the voice payload, {other: 172 bytes} of each 200-byte packet.`,
      },
    },
    {
      title: 'PIE',
      text: 'PIE (used in DOCSIS cable modems) drops arriving packets with a probability it adjusts every 15 ms, steering the queueing delay towards its own target.',
      scenario: { preset: 'voice-pie', set: [] },
      headlines: CALL_HEADLINES,
      views: { show: ['delay', 'summary', 'queueEditor'], highlight: 'delay', delayBar: CALL_BAR },
      prediction: {
        question: 'PIE aims at a queueing delay of {queue.target}, three times CoDel\'s 5 ms. How long will the voice packets take on average, one way?',
        choices: [
          {
            text: 'About as short as with CoDel (step 2): PIE keeps the queue short too',
            ifCheck: 'fail',
            why: 'PIE holds the queue near its own target, {queue.target}, three times CoDel\'s 5 ms, so the voice packets wait longer than with CoDel: {run flow.oneWayDelayMean#5: about 48 ms} here.',
          },
          {
            text: `Longer than with CoDel, yet under the ${BAR} ms bar: far below the FIFO's`,
            ifCheck: 'pass',
            why: 'PIE raises its drop probability while the queueing delay stays above its target, so the downloads slow down long before the buffer fills: the voice packets wait the path\'s 30 ms plus a queue held near {queue.target}.',
          },
          {
            text: `Over the ${BAR} ms bar, as behind the FIFO: PIE drops arriving packets at random, so the downloads still fill the buffer`,
            ifCheck: 'fail',
            why: 'PIE\'s drops are not blind: their probability grows while the queueing delay is above the target, so the downloads are told to slow down as soon as a standing queue forms, not when the 1000-packet buffer is full.',
          },
        ],
      },
      check: {
        says: `With PIE the voice packets take less than the call's ${BAR} ms bar on average.`,
        test: { run: { compare: voiceDelay, op: '<', value: BAR } },
        expect: 'pass',
        contrast: { set: ['topology.bottleneck.queue.target=0.2'], note: 'Set PIE\'s target delay to 200 ms.' },
      },
      explanation: 'PIE\'s target is {queue.target}, three times CoDel\'s 5 ms, so the voice waits a little longer than with CoDel ({run flow.oneWayDelayMean#5: about 48 ms} one way on average), and the link is a little busier ({run link.utilization: 98.8 %}). The target is the knob: set it to 200 ms and PIE tolerates a bloated queue again.',
    },
    {
      title: 'FQ-CoDel: a queue of its own',
      text: 'FQ-CoDel hashes each flow into its own CoDel queue and serves the queues in turn, a flow that has just become active first. The call sends one small packet every 20 ms.',
      scenario: { preset: 'voice-fq-codel', set: [] },
      headlines: CALL_HEADLINES,
      // "Now look at" is what answers the question, the call's wait in the delay plot; the cost's
      // paired ▼ marks are pointed at with the seconds where they show, in the right answer's why
      // (bloat-1740 confusion 5: four thin strips at the default zoom); the whole run's delay axis
      // reaches the start-up's 140 ms, so both are seen zoomed to the same seconds. tests/lessons/fq-codel-look.test.ts.
      // "Now look at" zooms there itself (bloat-1815 confusion 4: the text said "With Zoom set to
      // 15–18 s" and the student had to find the Zoom control).
      views: { show: ['delay', 'cwnd', 'summary'], highlight: 'delay', zoom: [15, 18], flow: VOICE + 1, lookFor: 'Flow 5\'s (voice) dots lie along the bottom, below most of the downloads\' dots.' },
      prediction: {
        // One question, p95 said in a few words (bloat-1815 confusion 3: "what happens to the voice
        // packets that wait longest? Step 2's At a glance showed…" was read twice).
        question: 'Compared with plain CoDel (step 2), what happens to the call\'s p95, the one-way delay 95 % of its packets stay under?',
        choices: [
          {
            text: 'About the same as with CoDel: both hold the queue near 5 ms',
            ifCheck: 'fail',
            why: 'Not the same: {run flow.oneWayDelayP95#5: 31.3 ms} here, a quarter below plain CoDel\'s {contrast flow.oneWayDelayP95#5: 41.6 ms} (step 2). With plain CoDel the voice packets still queue behind the downloads\' packets in the one shared queue, up to its target and beyond while CoDel reacts. FQ-CoDel takes them out of that queue altogether.',
          },
          {
            text: 'Lower than with CoDel, close to the path\'s own 30 ms',
            ifCheck: 'pass',
            // The cost beside the gain, the first thing read after answering (bloat trial 08:20,
            // confusion 4: 94.4 % and 9.18 Mbit/s, below CoDel and the FIFO, "with no comment").
            // That it misses step 2's "more than 95 % busy" said where the figure is (issue 37, finding 4; tests/lessons/fq-codel-busy-line.test.ts).
            why: 'FQ-CoDel\'s 95th percentile is {run flow.oneWayDelayP95#5: 31.3 ms} here, against {contrast flow.oneWayDelayP95#5: 41.6 ms} with plain CoDel (step 2). The voice flow\'s queue is empty almost every time a packet arrives, so FQ-CoDel treats it as a new flow and sends it before the downloads\' queues: its packets wait for at most one packet ahead of them.\n\nThe downloads pay a little for it: the link is {run link.utilization: 94.4 %} busy, under the more than 95 % that step 2 held CoDel to, against plain CoDel\'s {contrast link.utilization: 97.0 %}, and system goodput is {run run.systemGoodput: 9.18 Mbit/s} against {contrast run.systemGoodput: 9.42 Mbit/s}.',
            // The downloads' window detail folded under the call's answer: the step asks about the
            // call's delay, and the cwnd strips at 15–18 s are about 25 px tall at 1366×768
            // (bloat-2045 C7: "off-topic for what does AQM do for my call"). tests/lessons/fq-codel-utilization.test.ts.
            aside: {
              title: 'Why the link is less busy: the downloads\' halvings',
              text: 'Not because FQ-CoDel drops more: in the measurement window it dropped {run link.drops.targetExceeded: 72} packets of all flows, plain CoDel {contrast link.drops.targetExceeded: 84}. It is timing. Served in equal turns, the four downloads grow alike and meet CoDel together. The 72 drops of all flows in the window and the downloads\' 72 window halvings are two counts: each of FQ-CoDel\'s drops hit a download and halved its window once (18 of each per download); plain CoDel\'s 84 drops of all flows in the window, 4 of them the call\'s, made 72 halvings too, some landing in a repair already under way. 58 of their 72 window halvings in the measured 25 s came within 50 ms of another download\'s, against 18 of 72 with plain CoDel. Two windows halved at once leave a gap that the other downloads\' short queues cannot fill, so the link idles more.\n\nTo see it, in the cwnd plot at 15–18 s (where "Now look at" zooms), the downloads\' fast-retransmit marks ▼ come in pairs, two windows halved at the same moment.',
            },
          },
          {
            text: 'Higher than with CoDel: each voice packet waits its turn behind four download queues',
            ifCheck: 'fail',
            why: 'Turns cost the call little: a queue that was empty is served first, and even a whole round of the four download queues is four packets, about 5 ms at 10 Mbit/s. Its 95th percentile is {run flow.oneWayDelayP95#5: 31.3 ms}, below plain CoDel\'s {contrast flow.oneWayDelayP95#5: 41.6 ms}.',
          },
        ],
      },
      check: {
        // Judged against the downloads' own delay in the same run, not a second bar in ms (issue 37:
        // "within 35 ms" was a fourth delay threshold beside the call's one bar).
        says: 'With FQ-CoDel 95 % of the voice packets arrive sooner than bulk 1\'s packets take on average (its mean one-way delay): the call no longer waits behind the downloads\' queue. With plain CoDel, the contrast run, its 95th percentile is {contrast flow.oneWayDelayP95#5: 41.6 ms}, above that mean.',
        test: { run: { compare: voiceP95, op: '<', times: 1, of: { metric: 'flow.oneWayDelayMean', flow: 0 } } },
        expect: 'pass',
        contrast: { preset: 'voice-codel', set: [], note: 'Go back to plain CoDel (one shared queue).' },
      },
      // FQ-CoDel's cost with the reason its runs show (issue 37): the same number of window
      // halvings as plain CoDel, but in step (tests/lessons/fq-codel-utilization.test.ts).
      // Short, the figures the right answer's why gives not said again; the call's goodput folded (bloat-1215: the side panel's longest text).
      explanation: 'The call no longer shares a queue with the downloads: its 95th-percentile delay is within about a millisecond of the path\'s own, and none of the voice flow\'s packets is dropped in the whole run ({run flow.queueDrops#5: 0}). The downloads pay for it in timing, not in drops: "Why the link is less busy", under the answer above, says how.',
      aside: {
        title: 'Why is the call\'s goodput below 80 kbit/s?',
        text: 'The call\'s goodput, {run flow.goodput#5: 68.8 kbit/s}, is everything it sends in the window, none lost: {other: 68.8 kbit/s} of voice payload, counted over its active time, from 5 s, when the window opens, until its last packet arrives just after the call stops at 28 s. The FIFO\'s {other: 70.7 kbit/s} in step 1 is higher only because it also counts voice packets sent before 5 s that were still waiting in its queue then: {other: 51} of them, about a second of the call.',
      },
    },
    {
      title: 'Challenge: a usable call with a plain FIFO',
      text: 'Not every router has an AQM, but its buffer size can often be set. Back to tail drop (a FIFO): change only the **Buffer** of the bottleneck (in the editor).',
      scenario: { preset: 'voice-fifo', set: [] },
      headlines: CALL_HEADLINES,
      views: { show: ['delay', 'summary', 'queueEditor'], highlight: 'queueEditor', delayBar: CALL_BAR },
      challenge: {
        task: `Keep **95 % of the voice packets below the ${BAR} ms bar** one way and the call's **packet loss under 1 %**, while the link stays **more than 95 %** busy, with the FIFO (tail drop).`,
        hint: 'One bandwidth-delay product is a classic buffer size: the link rate times the round trip (10 Mbit/s × 60 ms ≈ 75 kB, about 50 packets of 1500 bytes). Each queued packet adds 1.2 ms.',
        test: { run: { all: [{ compare: voiceP95, op: '<', value: BAR }, { compare: utilization, op: '>', value: 95 }, { compare: voiceLoss, op: '<', value: 1 }] } },
        solution: { set: ['topology.bottleneck.queue.limit=50'] },
        notSolvedBy: [
          // 150 packets, not 100: a 100-packet FIFO keeps its p95 just under the 150 ms bar (142.8 ms).
          { set: ['topology.bottleneck.queue.limit=150'], note: `Even 150 packets, under a sixth of the old buffer, are too many: their standing queue keeps the call's slowest packets above the ${BAR} ms bar.` },
          { set: ['topology.bottleneck.queue.limit=500'], note: 'Halving the buffer hardly helps: the downloads fill whatever buffer there is.' },
        ],
        // A passed FIFO is said beside step 2's CoDel on the student's own link: a 50-packet FIFO
        // passed with the link 100 % busy, and nothing said the call still waited twice as long
        // (bloat trial 01:00, s24–25). tests/lessons/bufferbloat-challenge-beside.test.ts.
        besideOnPass: { metric: voiceDelay, queueOf: { preset: 'voice-codel', set: [] }, name: 'step 2\'s CoDel',
          // The small FIFO's edge said, computed on the student's run, then why CoDel all the same (bloat-1540, confusion 7). tests/lessons/bufferbloat-challenge-beside.test.ts.
          edge: [utilization, systemGoodput, voiceLoss],
          // Said right after that edge, computed on the student's queue at step 6's 2 Mbit/s beside
          // CoDel there (step 6's own run and contrast for a 50-packet FIFO): the edge alone read as
          // "just shrink the buffer, CoDel is worse" (bloat-2045 C8). tests/lessons/bufferbloat-challenge-beside.test.ts.
          // The point without step 6's figure, which step 6 asks the student to predict (bloat-2235 confusion 8),
          // but with the buffer's own at 2 Mbit/s, computed (bloat-0315 confusion 5: "just shrink the buffer").
          caution: { set: ['topology.bottleneck.rate=2000000'], lead: 'But your small FIFO\'s success holds only at this link\'s rate:' },
          ask: 'Why CoDel all the same? It keeps the delay low when the link\'s rate changes, and a buffer counted in packets does not:', seeStep: 6,
          // Why the call lost nothing behind tail drop (bloat trial 02:20, confusion 6): said with the run's figures.
          dropsOf: { flow: VOICE, why: 'tail drop drops whatever arrives while the buffer is full, the downloads\' back-to-back bursts are what fill it, and the call\'s one small packet every 20 ms seldom arrives just then.' } },
      },
    },
    {
      // The lesson's closing point (bloat trial 20:20, s25–35: a 50-packet FIFO passed the
      // challenge, and nothing said why a router would need an AQM): a buffer counted in packets
      // fits one rate and round trip; CoDel's target is a time. tests/lessons/bufferbloat-closing.test.ts.
      // Not "if 50 packets will do": a student who passed step 5 with 80 read the 50 as theirs (bloat-0230 confusion 5).
      title: 'Why an AQM, if a small buffer will do?',
      text: 'A buffer is set in packets, but how long a packet waits depends on the link: a 1500-byte packet takes 1.2 ms to send at 10 Mbit/s and 6 ms at 2 Mbit/s. Here is a 50-packet buffer, about one bandwidth-delay product at 10 Mbit/s (10 Mbit/s × 60 ms ≈ 75 kB, 50 packets of 1500 bytes), tail drop (a FIFO) as before, with the same traffic on a 2 Mbit/s bottleneck: a slow home upload, or Wi-Fi at a bad moment.',
      scenario: { preset: 'voice-fifo', set: ['topology.bottleneck.queue.limit=50', 'topology.bottleneck.rate=2000000'] },
      // The 50 said with where it comes from, one bandwidth-delay product worked out ("the challenge
      // hint's size" pointed at a hint the student may never have opened: bloat-0315 confusion 6),
      // and a student who passed step 5 with another buffer told theirs beside it (bloat-0055
      // confusion 10: "the challenge's 50-packet buffer" to one who passed with 40).
      recallsChallenge: { step: 5, setting: 'topology.bottleneck.queue.limit' },
      headlines: CALL_HEADLINES,
      views: { show: ['delay', 'summary', 'queueEditor'], highlight: 'delay' },
      prediction: {
        question: 'Behind the same 50 packets on this slower link, how long will the voice packets take on average, one way?',
        choices: [
          {
            text: 'About as long as at 10 Mbit/s: the buffer is just as small',
            ifCheck: 'fail',
            why: 'Small in packets is not small in time: the downloads keep the 50 packets mostly full, and at 2 Mbit/s each 1500-byte packet in it adds 6 ms, five times the 1.2 ms it added at 10 Mbit/s.',
          },
          {
            text: `Longer than a conversation tolerates (well over the ${BAR} ms bar)`,
            ifCheck: 'pass',
            why: 'The downloads fill whatever buffer there is, and at 2 Mbit/s each 1500-byte packet in it adds 6 ms: a mostly full 50-packet buffer is a couple of hundred milliseconds, a little less for the call\'s own 200-byte packets among them.',
          },
          {
            text: 'Shorter than at 10 Mbit/s: slower downloads keep fewer packets queued',
            ifCheck: 'fail',
            why: 'The downloads slow down to the link\'s rate, but they still fill whatever buffer there is: {run link.meanQueue: about 41} of the 50 packets on average, each 1500-byte one now 6 ms to send.',
          },
        ],
      },
      check: {
        says: `On a 2 Mbit/s link the same 50-packet buffer makes the voice packets take more than the call's ${BAR} ms bar on average.`,
        test: { run: { compare: voiceDelay, op: '>', value: BAR }, show: [voiceLate, voiceP95, utilization, meanQueue, queueDelay] },
        expect: 'pass',
        contrast: { preset: 'voice-codel', set: ['topology.bottleneck.rate=2000000'], note: 'Go back to step 2\'s CoDel on this link: set the **Queue** menu to "CoDel" and the **Buffer** to 1000 packets.' },
        // Mean queue 41.3 packets beside 199.0 ms of waiting at 6 ms a packet did not multiply out:
        // some are the call's 200-byte packets; the computed line says it in bytes (bloat-2235 confusion 9).
        // Folded with the explanation's arithmetic (bloat-0315 confusion 6: a wall of numbers where the claim should stand out).
        addsUp: { flow: VOICE + 1, fold: 'The arithmetic: how these figures add up' },
      },
      // The lesson's most striking figure, the 1000-packet FIFO on this link, said beside CoDel's with
      // its run's figures (bloat-1740 confusion 8: found only in Compare A/B). tests/lessons/bufferbloat-closing.test.ts.
      besideRun: { preset: 'voice-fifo', set: ['topology.bottleneck.rate=2000000'] },
      // The claim first, in two sentences, and the point; the arithmetic folded under "The
      // arithmetic" (bloat-0315 confusion 6: "41.3 packets… 50.0 kB, 1212 bytes… 200 ms… not 248
      // ms… 3.9 %" was a wall of numbers just where "an AQM's target is a time, a buffer a count of
      // packets" should stand out). tests/lessons/bufferbloat-closing.test.ts.
      explanation: `An AQM's target is a time (CoDel's is {other: 5 ms}); a buffer is a count of packets. So a buffer sized for one link rate is wrong at another: 50 packets, one of the buffers that pass step 5 at 10 Mbit/s, keep the call at {run flow.oneWayDelayMean#5: 229.4 ms} one way here, where CoDel, with nothing resized, holds it to {contrast flow.oneWayDelayMean#5: 46.7 ms}.

That is why routers get an AQM: a right-sized buffer stays right only while the rate and the round trip stay what it was sized for.`,
      aside: {
        title: 'The arithmetic',
        text: `A buffer counted in packets is right for one link rate and one round trip. At 2 Mbit/s the downloads' standing queue of {run link.meanQueue: about 41 packets}, some of them the call's 200-byte ones, is {run link.queueDelayMean: about 200 ms} of waiting, so the call takes {run flow.oneWayDelayMean#5: 229 ms} one way although a 50-packet buffer passes the challenge at 10 Mbit/s.

CoDel's target is a time ({other: 5 ms}), not a number of packets, so nobody has to resize it. On this link with step 2's {other: 1000-packet buffer} the call takes:
- with CoDel, {contrast flow.oneWayDelayMean#5: 46.7 ms} on average, p95 {contrast flow.oneWayDelayP95#5: 64.4 ms}, the link {contrast link.utilization: 95.5 %} busy;
- with tail drop (step 1's FIFO), {beside flow.oneWayDelayMean#5: 2755 ms} on average, p95 {beside flow.oneWayDelayP95#5: 5063 ms}.

CoDel makes the call pay in packets instead: holding four downloads to 2 Mbit/s costs it {contrast flow.lossRate#5: 3.9 %} of them over the whole run, {contrast flow.lossRate#5: more than 1 %}, the most step 5's challenge allowed (the 50-packet FIFO here loses {run flow.lossRate#5: 0.5 %}). On this link neither queue meets all of step 5's bars; they miss different ones. A codec's loss concealment bridges lost 20 ms packets with short, audible gaps, while nothing gives back the FIFO's delay: {run flow.oneWayLateShare#5: 99 %} of its voice packets take over the ${BAR} ms bar.

CoDel keeps the queue near its target plus a packet or two's sending time, not at the target itself: {contrast link.queueDelayMean: 14.9 ms} of queueing on average at 2 Mbit/s, where one 1500-byte packet takes 6 ms to send and CoDel does not drop while only one packet waits.

{other: The other way round, on a 100 Mbit/s link the same 50 packets are too few for the downloads: tail drop keeps the link only 79.7 % busy, where CoDel with its 1000-packet buffer keeps it 97.5 % busy and the call at 31.7 ms.}`,
      },
      // The lesson's answer in one table, for the call at 10 Mbit/s, every cell from the steps'
      // presets' runs (bloat8, item 1: the lesson ended without setting the four queues side by
      // side). The mean, as every step's check and At a glance give the call's delay; the share over
      // the bar is the catalogue's flow.oneWayLateShare, whose bar is call-delay-bar.ts's. The video
      // rows open their demos. tests/lessons/bufferbloat-queues-table.test.ts.
      queuesTable: {
        caption: `The lesson in one table: the call on the 10 Mbit/s link of steps 1–4, each queue with its 1000-packet buffer, and what each queue leaves the downloads. The call needs its delay under the ${BAR} ms bar; the share column counts its packets over it.`,
        rows: [
          { name: 'FIFO (step 1)', preset: 'voice-fifo', set: [] },
          { name: 'CoDel (step 2)', preset: 'voice-codel', set: [] },
          { name: 'PIE (step 3)', preset: 'voice-pie', set: [] },
          { name: 'FQ-CoDel (step 4)', preset: 'voice-fq-codel', set: [] },
        ],
        columns: [voiceDelay, voiceLate, utilization, systemGoodput],
        // How evenly each queue shares the link between the downloads, from the same runs (bloat9,
        // finding 4: a right-sized FIFO's 9.72 Mbit/s split 1.68–2.96 between them, unremarked).
        spread: { metric: 'flow.goodput', kind: 'tcp', who: 'the downloads' },
        seeAlso: {
          caption: 'The same with a video call (1.5 Mbit/s) in place of the voice call: open each demo to see its plots.',
          rows: [
            { name: 'Video call, FIFO', preset: 'video-fifo', set: [] },
            { name: 'Video call, CoDel', preset: 'video-codel', set: [] },
          ],
        },
      },
    },
  ],
};
