import { CATALOG, type CatalogEntry } from '../../scenario-edit/catalog';

import { SEED000_STUDY, SEED001_STUDY, SEED002_STUDY, SEED003_STUDY } from '../../sim-core';

/** A published study some presets reproduce, named as a reader would cite it. */
export interface Study {
  authors: string;
  year: string;
  title: string;
  venue: string;
}

/** "Chang (2004), TCP Performance Analysis … — master's thesis, National Chiao Tung University". */
export function studyCitation(s: Study): string {
  return `${s.authors} (${s.year}), “${s.title}” — ${s.venue}`;
}

/** Where a group is offered: teaching demos, reproductions of published studies, or cross-checks of the simulator. */
export type DemoSection = 'teaching' | 'studies' | 'checks';

/**
 * `counted`: what one of a section's entries is called wherever they are counted (the search's
 * status). "1 lesson and 28 demos found" sent a student to the teaching demos, which held none
 * of the 28 runs of Chang's study (phone-1740, steps 2–3).
 */
export const DEMO_SECTIONS: { id: DemoSection; title: string; blurb: string; counted: { one: string; many: string } }[] = [
  { id: 'teaching', title: 'Teaching demos', blurb: 'Small scenarios that each show one effect: what to look at is written under each one’s title once it is open.', counted: { one: 'teaching demo', many: 'teaching demos' } },
  { id: 'studies', title: 'Reproductions of published studies', blurb: 'Set-ups taken from published theses and papers; each group says what its study found, and each demo’s description the study’s figure for that set-up.', counted: { one: 'run of a published study', many: 'runs of published studies' } },
  { id: 'checks', title: 'Cross-checks against ns-3', blurb: 'The scenarios this simulator is compared with, packet for packet, in ns-3 (docs/validation.md).', counted: { one: 'ns-3 cross-check', many: 'ns-3 cross-checks' } },
];

/**
 * What a group is called where the demos found are counted by group: "4 teaching demos in 1
 * group". The search said "4 teaching demos" where the page showed one group of them (the Wi-Fi
 * pair and its control pair), and a lecturer looked for three more (lecturer trial 9, finding 9).
 */
export const GROUP_COUNTED = { one: 'group', many: 'groups' } as const;

/**
 * How the presets are offered: teaching demos by topic, then the published studies they come
 * from, each group with a short description. A preset belongs to the first group whose name
 * pattern matches; the landing page and the header's preset menu both read this list (a test
 * checks that every preset lands in a group).
 */
export interface DemoGroupSpec {
  id: string;
  section: DemoSection;
  title: string;
  blurb: string;
  /**
   * What the demo shows, in a few words, on its heading where it is picked (the heading is all a
   * folded group shows): the lossy Wi-Fi demo's point was only said once it was opened (lecturer
   * trial 9, finding 8). The title may stay a question for the class; this is the lecturer's line.
   */
  point?: string;
  /** The study the group reproduces (reproductions only). */
  study?: Study;
  /**
   * What the study found, in its own figures, beginning with whose ("In the paper, …", "In Riva's
   * thesis, …": paper-marks.ts PAPER_LEAD); every reproduction has one (a test checks). The
   * section's heading promised it, and a lecturer found only a citation and one line.
   */
  finding?: string;
  /** Preset names, or name prefixes ending in '*'. */
  presets: string[];
  /**
   * Words a reader may search for that the titles do not use (the preset search reads them):
   * a lecturer looked for the "Wi-Fi" demo, which its titles call "wireless errors".
   */
  tags?: string[];
  /**
   * Lessons on the same topic whose steps open none of these presets (a lesson whose steps do is
   * found from them: catalogue-kinds.ts): the group and the lesson's card link to each other.
   */
  lessons?: string[];
  /**
   * A teaching demo's suggested playback speed for presenting (one of the player's speeds), used
   * by its "Present the comparison" and said beside it: the 5-minute Wi-Fi demo opened at 1×, its
   * 100 s run taking 1 min 40 s of the slot, and 5× was found only in the speed list
   * (lecturer-0315, confusion 2).
   */
  presentSpeed?: number;
}

export const DEMO_GROUPS: DemoGroupSpec[] = [
  {
    id: 'basics',
    section: 'teaching',
    title: 'Start here: tail drop and RED',
    blurb: 'One download alone; a late short flow against two big downloads on a narrow link; long flows sharing a link — each under tail drop and under RED.',
    presets: ['seed000-one-flow', 'seed000-droptail', 'seed000-red', 'dumbbell-*'],
    tags: ['beginner', 'first lesson', 'lock-out'],
  },
  {
    id: 'bufferbloat',
    section: 'teaching',
    title: 'Bufferbloat: CoDel, PIE and FQ-CoDel',
    blurb: 'A big FIFO against the delay-based queue disciplines that replaced RED: the queueing delay of downloads, and a voice call or a video call beside them.',
    presets: ['bufferbloat-*', 'voice-*', 'video-*'],
    // The group's own name is each demo's word: "bufferbloat" listed the four downloads-only demos
    // and not the voice calls the blurb promises (phone trial 16:06, s18).
    tags: ['bufferbloat', 'lag', 'latency', 'video call', 'voice call', 'VoIP', 'AQM'],
  },
  {
    id: 'lossy-links',
    section: 'teaching',
    // Asks, not asserts: "Lossy links: RED on Wi-Fi" named the losses as the culprit before the
    // reveal, while the control run shows the long round trip is (lecturer trial 05:10, section 5).
    title: 'Long path with Wi-Fi losses: does RED help?',
    point: 'It’s the round trip, not the Wi-Fi',
    // What the demo shows, in the preset's words and figures (lecturer trial 04:00: the old blurb
    // said RED was worse "not because of the losses" under a heading about a lossy link); checked
    // by tests/scenario/wireless-presets.test.ts.
    // The errors are not the cause, said as such, and the control pair is in the group: with the
    // errors off RED fell further behind and nothing had said so (lecturer-2045, confusion 9).
    blurb: 'On a 300 ms path whose last hop loses packets in bursts, as a Wi-Fi link does, gentle RED delivers about 1 Mbit/s less than tail drop. The long round trip is the cause, not the errors: in the control runs, with no Wi-Fi errors, RED falls further behind.',
    presets: ['wifi-*'],
    tags: ['Wi-Fi', 'WiFi', 'WLAN', 'wireless', 'radio', 'lossy', 'lossy link', 'packet errors', 'link errors'],
    // The lesson works through seed 003's own runs; these are the same set-up on a longer path.
    lessons: ['loss-not-congestion'],
    // The 100 s run replayed in 20 s of a 5-minute slot.
    presentSpeed: 5,
  },
  {
    id: 'modern-tcp',
    section: 'teaching',
    title: 'CUBIC and BBR',
    blurb: 'The congestion controls hosts run today: CUBIC’s cubic growth around W_max, BBR’s model of the path, and what happens when they share a link.',
    presets: ['cubic-*', 'bbr-*'],
    tags: ['Linux', 'Google'],
  },
  {
    id: 'l4s',
    section: 'teaching',
    title: 'L4S: DCTCP and ECN marking',
    blurb: 'Scalable congestion control: DCTCP answers the fraction of marked packets instead of halving its window. A shallow marking threshold, DCTCP beside classic TCP, and the dual queue.',
    presets: ['l4s-*'],
    tags: ['low latency', 'data centre', 'data center'],
  },
  {
    id: 'seed000-a',
    section: 'studies',
    study: SEED000_STUDY,
    title: `${SEED000_STUDY.authors} (${SEED000_STUDY.year}): RED settings for the late flow`,
    blurb: 'The late flow against two downloads on a 140 kbit/s Linux testbed, with the other four RED parameter sets the thesis compared (its Test A, Table 5-6).',
    finding: "In Riva's thesis, under RED the late flow’s median elapsed time over 20 repetitions was almost independent of when it started (9.4–11.5 s), while under tail drop it suffered most when it started during the downloads’ slow start (23.4 s at a 2 s delay, against 12.5 s at none).",
    presets: ['seed000-red-*'],
  },
  {
    id: 'seed000-b',
    section: 'studies',
    study: SEED000_STUDY,
    title: `${SEED000_STUDY.authors} (${SEED000_STUDY.year}): a download beside a voice stream`,
    blurb: 'A TCP download and a constant-rate UDP stream in the classes of an HTB shaper: one shared class or a class of its own, tail drop or RED (the thesis’s Test B).',
    finding: "In Riva's thesis, sharing one class the UDP stream lost about 15 % of its packets under tail drop (the download was fastest) and 6–7 % under RED; in a class of its own it lost none, and the download took about 4 s (tail drop) or 2 s (RED) longer.",
    presets: ['seed000-tc*'],
    tags: ['voice', 'UDP', 'traffic classes', 'QoS'],
  },
  {
    id: 'seed001',
    section: 'studies',
    study: SEED001_STUDY,
    title: `${SEED001_STUDY.authors} (${SEED001_STUDY.year}): web response times`,
    blurb: 'Two-way web traffic at a given offered load; open Web batch to compare tail drop, Adaptive RED and ECN as the paper did.',
    finding: 'In the paper, at 80 % load Adaptive RED with ECN and a 5 ms target gave about 75 % of responses a shorter response time than tail drop, while at 105 % load only about half, and the long ones much worse; tail drop kept the highest utilization and the lowest loss at both loads.',
    presets: ['seed001-*'],
    tags: ['HTTP', 'web pages', 'response time'],
  },
  {
    id: 'seed002',
    section: 'studies',
    study: SEED002_STUDY,
    title: `${SEED002_STUDY.authors} (${SEED002_STUDY.year}): Vegas and Reno under RED`,
    blurb: 'Delay-based against loss-based congestion control, with RED thresholds set from the number of connections n (min_th = 3n, max_th = 4n).',
    finding: "In Chang's thesis, under tail drop Vegas got about a quarter of Reno’s throughput (ratio 0.289 for one of each); RED with small thresholds (4/6) raised it to 0.806, thresholds set from the number of connections raised the mixes’ ratios (4 Vegas + 1 Reno 0.07 → 0.33), and misjudging that number shifted the balance (0.20 when overestimated by 20 %, 0.48 when underestimated).",
    presets: ['seed002-*'],
    tags: ['fairness', 'delay-based'],
    // Its two-flow pair is the Vegas-vs-Reno lesson's live demo: at 1× its 100 s run took the
    // 5-minute slot's first 100 s, the speed behind "More ▾" on a phone (phone-0230, item 5).
    presentSpeed: 5,
  },
  {
    id: 'seed003',
    section: 'studies',
    study: SEED003_STUDY,
    title: `${SEED003_STUDY.authors} (${SEED003_STUDY.year}): RED with wireless errors`,
    blurb: 'Random and bursty link errors, Tahoe against SACK, long round trips and two bottlenecks.',
    finding: 'In the paper, with few wireless errors drop-tail had the higher system goodput, and as the packet error rate grew towards 1 % the two queues converged; with widely spread round trips RED ended below drop-tail in goodput and fairness, as the bottleneck delay grew its system goodput fell up to almost 15 % below drop-tail’s, and against Tahoe it looked fairer only by pulling SACK down.',
    presets: ['seed003-*'],
    tags: ['Wi-Fi', 'WiFi', 'WLAN', 'wireless', 'radio', 'lossy link', 'packet errors', 'PER', 'bit errors'],
  },
  {
    id: 'ns3',
    section: 'checks',
    title: 'ns-3 reference runs',
    blurb: 'The scenarios configured exactly as the ns-3 runs this simulator is checked against.',
    presets: ['ns3-*'],
  },
];

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

export interface DemoGroup extends DemoGroupSpec {
  entries: CatalogEntry[];
}

/** The catalogue sorted into the groups, in catalogue order within each group. */
export function groupedCatalog(catalog: readonly CatalogEntry[] = CATALOG): { groups: DemoGroup[]; ungrouped: CatalogEntry[] } {
  const groups: DemoGroup[] = DEMO_GROUPS.map((g) => ({ ...g, entries: [] }));
  const ungrouped: CatalogEntry[] = [];
  for (const e of catalog) {
    const g = groups.find((gr) => gr.presets.some((p) => matches(p, e.name)));
    if (g) g.entries.push(e);
    else ungrouped.push(e);
  }
  return { groups, ungrouped };
}
