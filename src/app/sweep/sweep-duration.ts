import { estimateCost, type Scenario } from '../../sim-core';
import { sweepRun, sweepWorkerCount } from './sweep-run';

/**
 * How long a sweep will take, said before it starts: the lecturer trial of 02:20 met the wireless
 * demo's 240-run sweep with no hint that it would take about ten minutes (36 runs took 84 s).
 *
 * The core's cost estimate (packets the run will move) times wall time per estimated packet,
 * spread over the sweep's workers. That time per packet is the trial's (84 s for 36 runs of about
 * 240 000 estimated packets on two workers: ~0.02 ms) until a sweep finishes in this session;
 * then it is that sweep's own, so the estimate follows this machine.
 */
const TRIAL_MS_PER_PACKET_PER_WORKER = 0.02;

/** Wall ms per estimated packet for one worker, measured by the last sweep that finished here, or null. */
function measuredMsPerPacket(): number | null {
  const plan = sweepRun.plan;
  if (sweepRun.status !== 'done' || !plan || plan.jobs.length === 0) return null;
  const packets = estimateCost(plan.basis).packets * plan.jobs.length;
  const ms = sweepRun.finishedAt - sweepRun.startedAt;
  const workers = Math.min(sweepWorkerCount(), plan.jobs.length);
  return packets > 0 && ms > 0 ? (ms * workers) / packets : null;
}

/** The sweep's expected wall time in seconds: `runs` runs of `sc`. */
export function sweepSeconds(sc: Scenario, runs: number): number {
  const perPacket = measuredMsPerPacket() ?? TRIAL_MS_PER_PACKET_PER_WORKER;
  const workers = Math.min(sweepWorkerCount(), Math.max(1, runs));
  return (estimateCost(sc).packets * runs * perPacket) / workers / 1000;
}

/** "about 40 s", "about 10 min": rounded as an estimate is. */
export function durationWords(seconds: number): string {
  if (seconds < 10) return 'a few seconds';
  if (seconds < 90) return `about ${Math.round(seconds / 5) * 5} s`;
  return `about ${Math.round(seconds / 60)} min`;
}
