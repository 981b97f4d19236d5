/**
 * Phone trial 05:10, confusion 9: the Sweep's legend said "Tail drop" / "RED" for the student's
 * edited gentle RED 3–5 packets, max_p 0.1, so a screenshot of the chart did not say which RED.
 * The legend, the table's column heads and the CSV's config column now name each configuration by
 * its queue with its parameters, in the queue describer's words (describeQueue, as the form's note
 * says it), without the swept setting.
 */
import { describe, expect, it } from 'vitest';
import { buildScenario } from '../../src/lessons/step-scenario';
import { configLabels, withConfigLabels } from '../../src/app/sweep/config-label';
import { defaultConfigs, planSweep, type SweepChoice } from '../../src/app/sweep/sweep-configs';
import { describeQueue } from '../../src/scenario-edit/describe-queue';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { sweepCsv } from '../../src/app/sweep/sweep-csv';
import { runSweepJob } from '../../src/sim-core/experiments/sweep';

const built = buildScenario('seed002-a-vr-red', ['topology.bottleneck.queue.minTh=3', 'topology.bottleneck.queue.maxTh=5']);
if (!built.ok) throw new Error(built.error);
const sc = built.scenario;
const LIMIT = 'topology.bottleneck.queue.limit';

describe('the Sweep names each configuration with its queue\'s parameters (phone-0510 confusion 9)', () => {
  it('the trial\'s sweep over the buffer: "Tail drop" and the edited RED with its thresholds and max_p, in the describer\'s words', () => {
    const configs = defaultConfigs(sc, 'seed002-a-vr-red');
    expect(configs.map((c) => c.name)).toEqual(['Tail drop', 'RED']);
    expect(describeQueue(getBottleneck(sc)!.queue)).toMatch(/^Gentle RED 3–5 packets, max_p 0\.1, buffer \d+ packets$/);
    expect(configLabels(configs, LIMIT)).toEqual(['Tail drop', 'Gentle RED 3–5 packets, max_p 0.1']);
    // Swept over the thresholds, RED's are the swept part; a buffer both share is the set-up line's.
    expect(configLabels(configs, 'topology.bottleneck.queue.minTh')).toEqual(['Tail drop', 'Gentle RED thresholds (swept), max_p 0.1']);
  });

  it('a name of the student\'s own is kept in front, and two configurations with the same queue stay apart', () => {
    const [td, red] = defaultConfigs(sc, 'seed002-a-vr-red');
    expect(configLabels([td, { ...red, name: 'Mine' }], LIMIT)).toEqual(['Tail drop', 'Mine: Gentle RED 3–5 packets, max_p 0.1']);
    expect(configLabels([red, { ...red, name: 'RED again' }], LIMIT)).toEqual(['RED: Gentle RED 3–5 packets, max_p 0.1', 'RED again: Gentle RED 3–5 packets, max_p 0.1']);
  });

  it('the planned sweep carries the labels the legend and table heads show, and the CSV names each row\'s configuration by it', () => {
    const choice: SweepChoice = { configs: defaultConfigs(sc, 'seed002-a-vr-red'), param: LIMIT, values: [5], replications: 1, firstSeed: 1, jitter: null };
    const plan = planSweep(choice, sc);
    expect(plan.configs.map((c) => c.label)).toEqual(['Tail drop', 'Gentle RED 3–5 packets, max_p 0.1']);
    const rows = plan.jobs.map((j) => ({ config: j.config, value: j.value, seed: j.seed, run: runSweepJob(j).run }));
    const csv = sweepCsv(withConfigLabels(rows, plan), plan.param);
    expect(csv).toContain('\n"Gentle RED 3–5 packets, max_p 0.1",5,1,1,');
  }, 60_000);
});
