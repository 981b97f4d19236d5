import type { HeadlineRef, PresetInfo } from './presets';
import type { ScenarioInput } from './schema';
import { queueName, seed003ProtocolPair, type Seed003Queue } from './seed003-presets';

/**
 * A teaching demo of RED on a lossy (Wi-Fi-like) link, found under its own words and not only
 * under the paper's title (issue 37). It is the set-up of seed 003's E6 at the point of its range
 * where the effect is clearest: 25 Tahoe and 25 SACK flows, a 10 Mbit/s bottleneck with a 300 ms
 * delay, and error bursts on the receivers' last links. The study's default path (75 ms) shows a
 * gap of about 6.5 % in system goodput; this one about 12 % (seeds 1–3: 12.1, 12.2, 13.0 %), with
 * the link busy ~97.5 % of the time under tail drop and ~88 % under gentle RED. The gap is the long
 * path's, not the errors': without them (PER 0) it is wider (CONTROL).
 */
const BOTTLENECK_DELAY = 0.3;
const PER_ON = 0.1;
const MEAN_OFF = 3;
const MEAN_ON = 0.05;

/**
 * The finding, in one sentence, leads every text (lecturer trial 02:20): the caveat that the losses
 * are not RED's cause sat mid-way in a seven-line description, so a lecturer skimming it could
 * present the wrong causal story.
 */
export const WIFI_FINDING =
  'Gentle RED delivers less than tail drop on this long, lossy path — and not because of the losses: on a 0.6 s round trip each early drop costs a flow several round trips.';

const SETUP =
  'Fifty downloads (25 Tahoe and 25 SACK) share a 10 Mbit/s, 300 ms bottleneck; each receiver’s last hop is lossy, like a Wi-Fi link: every 3 s or so it has a bad spell of about 50 ms in which it corrupts one packet in ten.';

const LOOK: Record<Seed003Queue, string> = {
  droptail:
    'Tail drop drops only when its 125-packet buffer is full: it keeps a long queue (about 70 packets on average), and that queue keeps the bottleneck busy nearly all the time, through the error bursts. Open Compare A/B to put it beside gentle RED on the same traffic: look at the system goodput and the link utilization.',
  red:
    'Gentle RED drops early as its average queue grows and keeps the queue short (under 10 packets on average), so while the flows recover from those drops the queue runs dry more often: the link is busy less of the time and the flows together deliver over a tenth less than under tail drop.',
};

/**
 * The control a lecturer runs in front of the class (trial 01:00): the link's losses are not why
 * RED falls behind. Its figures are seed 1's runs, checked by tests/scenario/wireless-presets.test.ts;
 * seed 003 (E2, E6, and L69/L198) says the same: RED cannot tell a wireless loss from
 * congestion, so its early drops are unjustified, and the longer the path the more they cost.
 */
const CONTROL =
  'Control: set PER in bad state to 0 (Link errors) and gentle RED still delivers 7.38 Mbit/s against tail drop’s 8.88 Mbit/s, a wider gap than 7.53 Mbit/s against 8.56 Mbit/s with the losses. They cost tail drop a little and do not rescue RED, which cannot tell a corrupted packet from congestion: in Sweep it stays over a megabit per second behind at every PER in bad state from 0 to 100 %.';

/** The lossy Wi-Fi demo under tail drop or seed 003's gentle RED. */
export function lossyWifi(queue: Seed003Queue): ScenarioInput {
  return {
    ...seed003ProtocolPair(queue, PER_ON, MEAN_OFF, MEAN_ON, 1, BOTTLENECK_DELAY),
    name: `RED on a lossy Wi-Fi link — ${queueName(queue)}`,
    description: `${WIFI_FINDING} ${SETUP} ${LOOK[queue]} ${CONTROL}`,
  };
}

/** What the study judged the queues by: the whole system's goodput and how busy the link stays. */
const HEADLINES: readonly HeadlineRef[] = [{ metric: 'run.systemGoodput' }, { metric: 'link.utilization' }];

/** Each of the pair is compared with the other (A/B's automatic B, the sweep's second configuration). */
export const WIRELESS_PRESETS: PresetInfo[] = (['droptail', 'red'] as const).map((q) => ({
  name: `wifi-${q}`,
  title: `RED on a lossy Wi-Fi link — ${queueName(q)}`,
  build: () => lossyWifi(q),
  headlines: HEADLINES,
  comparedWith: `wifi-${q === 'red' ? 'droptail' : 'red'}`,
}));
