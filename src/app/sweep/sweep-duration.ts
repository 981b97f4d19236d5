import { estimateCost, type Scenario } from '../../sim-core';
import calibration from './sweep-calibration.json';
import { sweepRun, sweepWorkerCount } from './sweep-run';
import { results } from '../results/results-store';
import { sameSetUp } from '../heading/scenario-heading';

/**
 * How long a sweep will take, said before it starts: the lecturer trial of 02:20 met the wireless
 * demo's 240-run sweep with no hint that it would take about ten minutes. The estimate that
 * followed said "about 85 s" for a 36-run sweep that took 12 s (trial 04:00, steps 23–24): its
 * one time per estimated packet came from one trial on a slower core, and the core's packet
 * estimate is a poor measure of a run's work (per estimated packet, measured sweeps differ 3×).
 *
 * Now it scales what this computer has measured, in this order: the last sweep of the same
 * scenario that finished here (its own time per estimated packet); the Explore run of the same scenario (its worker's
 * simulation time, times the largest ratio of a sweep's run to the Explore run measured for the
 * calibration); else the core's cost estimate, by the smallest run cost that covers every
 * calibration sweep. The calibration (sweep-calibration.json) is whole sweeps timed in the app by
 * scripts/sweep-calibration.ts; nothing here is a tuned constant. The last two are upper bounds
 * of the measured sweeps, rough ones on another machine, and are said so.
 */
interface CalibrationSweep {
  runs: number;
  workers: number;
  estimatedPackets: number;
  exploreWorkMs: number;
  wallMs: number;
}

/** A run's wall time on one worker: a fixed part and a part per estimated packet (ms). */
export interface RunCost {
  fixedMs: number;
  msPerPacket: number;
}

/** Wall ms of one sweep run on one of its workers. */
const perRunMs = (s: CalibrationSweep) => (s.wallMs * s.workers) / s.runs;

/**
 * The smallest cost that covers every measured sweep: the fixed part is the cheapest run measured
 * (all of a tiny run is fixed cost, so no run costs less), the per-packet part the steepest
 * any measured sweep needs above it.
 */
export function upperRunCost(sweeps: readonly CalibrationSweep[]): RunCost {
  const fixedMs = Math.min(...sweeps.map(perRunMs));
  const msPerPacket = Math.max(0, ...sweeps.map((s) => (perRunMs(s) - fixedMs) / s.estimatedPackets));
  return { fixedMs, msPerPacket };
}

/** The largest ratio of a sweep's run (one worker's share) to the Explore run of the same scenario. */
export function upperExploreRatio(sweeps: readonly CalibrationSweep[]): number {
  return Math.max(...sweeps.map((s) => perRunMs(s) / s.exploreWorkMs));
}

const CALIBRATED_COST = upperRunCost(calibration.sweeps);
const CALIBRATED_EXPLORE_RATIO = upperExploreRatio(calibration.sweeps);

/** Wall ms per estimated packet for one worker, measured by the last sweep of this scenario's set-up that finished here, or null. */
function measuredRunCost(sc: Scenario): RunCost | null {
  const plan = sweepRun.plan;
  if (sweepRun.status !== 'done' || !plan || plan.jobs.length === 0 || !sameSetUp(plan.basis, sc)) return null;
  const packets = estimateCost(plan.basis).packets * plan.jobs.length;
  const ms = sweepRun.finishedAt - sweepRun.startedAt;
  const workers = Math.min(sweepWorkerCount(), plan.jobs.length);
  return packets > 0 && ms > 0 ? { fixedMs: 0, msPerPacket: (ms * workers) / packets } : null;
}

/** The simulation time of the finished Explore run of `sc` (same network and traffic), or null. */
function exploreWorkMs(sc: Scenario): number | null {
  const r = results.current;
  return r && r.done && r.workMs > 0 && sameSetUp(r.scenario, sc) ? r.workMs : null;
}

/** What the estimate was scaled from: the last sweep here, the Explore run here, or the calibration alone. */
export type EstimateBasis = 'last sweep' | 'explore run' | 'calibration';

/** The sweep's expected wall time in seconds, and what it was scaled from. */
export function sweepEstimate(sc: Scenario, runs: number, workerCount = sweepWorkerCount(), explored = exploreWorkMs(sc)): { seconds: number; basis: EstimateBasis } {
  const workers = Math.min(workerCount, Math.max(1, runs));
  const rounds = Math.ceil(runs / workers);
  const measured = measuredRunCost(sc);
  if (measured) return { seconds: (rounds * estimateCost(sc).packets * measured.msPerPacket) / 1000, basis: 'last sweep' };
  if (explored !== null) return { seconds: (rounds * explored * CALIBRATED_EXPLORE_RATIO) / 1000, basis: 'explore run' };
  const c = CALIBRATED_COST;
  return { seconds: (rounds * (c.fixedMs + estimateCost(sc).packets * c.msPerPacket)) / 1000, basis: 'calibration' };
}

/** The sweep's expected wall time in seconds: `runs` runs of `sc`. */
export function sweepSeconds(sc: Scenario, runs: number, workerCount = sweepWorkerCount(), explored = exploreWorkMs(sc)): number {
  return sweepEstimate(sc, runs, workerCount, explored).seconds;
}

/** "about 40 s", "about 10 min": rounded as an estimate is. */
export function durationWords(seconds: number): string {
  if (seconds < 10) return 'a few seconds';
  if (seconds < 90) return `about ${Math.round(seconds / 5) * 5} s`;
  return `about ${Math.round(seconds / 60)} min`;
}

/**
 * The estimate as the Sweep tab says it: "estimated at most about 15 s (a rough upper bound)"
 * until a sweep has finished here, then "estimated about 10 s (timed by the last sweep here)".
 */
export function estimateWords(sc: Scenario, runs: number): string {
  const e = sweepEstimate(sc, runs);
  const words = durationWords(e.seconds);
  if (words === 'a few seconds') return 'estimated a few seconds';
  return e.basis === 'last sweep' ? `estimated ${words} (timed by the last sweep here)` : `estimated at most ${words} (a rough upper bound)`;
}
