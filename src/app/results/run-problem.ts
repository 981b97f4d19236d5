import { type ScenarioInput, validateScenario } from '../../sim-core';
import { capitalise } from '../util/text';
import type { WorkerFailure } from '../../worker/supervised-worker';
import { shareLink } from '../util/share-link';

/** What went wrong with the simulator, in plain words. */
function cause(f: WorkerFailure): string {
  return f.kind === 'stuck' ? `the simulator stopped answering (nothing for ${(f.silentMs / 1000).toFixed(1)} s), so it was stopped` : `the simulator failed (${f.detail})`;
}

const REPORT = 'This is a problem in Congestion Lab, not in your scenario: please report it with the scenario link';

/** An explored run's failure, for a student who only wanted to see the plots. */
export function failureMessage(f: WorkerFailure): string {
  const what = f.kind === 'stuck' ? `${capitalise(cause(f))} and restarted.` : `${capitalise(cause(f))} while running this scenario.`;
  return `${what} The plots show the last results it sent. ${REPORT} below.`;
}

/** A sweep or batch job that failed: the message names the job; `link` is its own scenario. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly link: string | null,
  ) {
    super(message);
  }
}

export function jobFailure(job: string, scenario: ScenarioInput, f: WorkerFailure): JobFailure {
  const v = validateScenario(scenario);
  return new JobFailure(`${job}: ${cause(f)}. The runs so far are kept. ${REPORT} below.`, v.ok ? shareLink(v.scenario, null) : null);
}

