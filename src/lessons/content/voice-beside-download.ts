import type { LessonInput } from '../schema';

const voiceLoss = { metric: 'flow.lossRate', flow: 1 } as const;
const tcpTime = { metric: 'flow.elapsed', flow: 0 } as const;

export const voiceBesideDownload: LessonInput = {
  format: 1,
  id: 'voice-beside-download',
  title: 'A voice call beside a download: lost packets and a class of its own',
  level: 'intermediate',
  minutes: 15,
  topic: 'Queue management',
  sketch: 'two-classes',
  summary: 'A 53 kbit/s voice stream (UDP, constant bit rate) shares a slow link with a TCP download. How many voice packets are lost, and what a separate class buys.',
  goals: [
    'Explain why a constant-rate UDP flow loses packets when it shares a tail-drop queue with TCP.',
    'Compare the voice loss under tail drop and RED.',
    'Explain what a separate traffic class (HTB) changes for the voice call and what it costs the download.',
  ],
  sources: [
    { title: 'Seed 000: Test B (TCP and CBR in HTB classes), Tables 5-8 to 5-10' },
    { title: 'RFC 2475: An Architecture for Differentiated Services', url: 'https://www.rfc-editor.org/rfc/rfc2475' },
  ],
  lecturerNotes: {
    project: 'Project the queue plot with the drop markers and the summary row of the CBR flow (loss %). Switch between tail drop, RED and the DS class demos.',
    misconceptions: [
      'UDP does not slow down when its packets are lost; only TCP does. The voice call keeps sending at its rate.',
      'A voice call is not "small, so never dropped": tail drop drops whoever arrives while the buffer is full.',
    ],
    discussion: [
      'Which loss rate can a voice call tolerate? Which configuration meets it?',
      'Who pays for giving the voice call its own class?',
    ],
  },
  steps: [
    {
      title: 'Sharing one tail-drop queue',
      text: 'A TCP download of about 390 KB and a voice-like stream of 52.8 kbit/s (132-byte packets) share one 140 kbit/s class with a 20 000-byte tail-drop buffer.',
      scenario: { preset: 'seed000-tc1-droptail', set: [] },
      views: { show: ['timeline', 'queue', 'summary'], highlight: 'summary' },
      prediction: {
        question: 'What share of the voice packets will be lost?',
        choices: [
          {
            text: 'Almost none: the voice stream is small',
            ifCheck: 'fail',
            why: 'Being small does not protect a packet in a tail-drop queue: whoever arrives while the buffer is full is dropped. The voice stream sends steadily, so some of its packets arrive during every one of TCP\'s overflow episodes.',
          },
          {
            text: 'More than 5 %',
            ifCheck: 'pass',
            why: 'The download grows its window until the shared buffer overflows, again and again. The voice stream does not slow down when it loses packets, so each overflow episode takes some of its packets too, adding up to several percent.',
          },
        ],
      },
      check: {
        says: 'Sharing a tail-drop queue with TCP, the voice stream loses more than 5 % of its packets.',
        test: { run: { compare: voiceLoss, op: '>', value: 5 } },
        expect: 'pass',
        contrast: { set: ['flows.1.start=20'], note: 'Start the voice call at 20 s, when the download is nearly done.' },
      },
      explanation: 'The download keeps growing its window until the buffer is full; every time it overflows, the voice packets arriving at that moment are dropped too (the ✕ marks in the queue plot). The voice stream does not back off, so it keeps losing packets at every one of TCP\'s overflow episodes.',
    },
    {
      title: 'RED in the shared class',
      text: 'The same flows with RED in the shared class.',
      scenario: { preset: 'seed000-tc1-red', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'queue' },
      check: {
        says: 'With RED the voice stream loses less than 5 % of its packets.',
        test: { run: { compare: voiceLoss, op: '<', value: 5 } },
        expect: 'pass',
        contrast: { preset: 'seed000-tc1-droptail', set: [], note: 'Compare with tail drop again.' },
      },
      explanation: 'RED keeps the queue short and drops TCP\'s packets early, so the overflow bursts that hit the voice stream become rare. Voice packets can still be early-dropped, roughly in proportion to their share of the traffic.',
    },
    {
      title: 'Challenge: protect the call',
      text: 'A router can put the voice stream in its own HTB class with its own guaranteed rate. The **Preset** menu at the top has the Test B configurations under *Seed 000 · TCP beside a voice call*: shared class or separate (DS) class, tail drop or RED.',
      scenario: { preset: 'seed000-tc1-droptail', set: [] },
      views: { show: ['queue', 'summary'], highlight: 'summary' },
      challenge: {
        task: 'Get the voice loss **below 1 %** while the download still finishes **within 36 s**.',
        hint: 'Try the Test B TC1 demos from the landing page; check the DS-class one.',
        test: { run: { all: [{ compare: voiceLoss, op: '<', value: 1 }, { compare: tcpTime, op: '<', value: 36 }] } },
        solution: { preset: 'seed000-tc1-droptail-ds', set: [] },
      },
    },
  ],
};
