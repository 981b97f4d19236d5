/**
 * Entry of the bundle that runs in both engines: exposes the case names and one function that
 * runs a case and returns "traceHash/events", and the random paths' value fingerprints.
 */
import { runScenario } from '../../src/sim-core/scenario/run';
import { CASE_LISTS, type CaseList } from './cross-engine-cases';
import { randomPathFingerprints } from './random-path-values';

const api = {
  fingerprints: (n: number) => randomPathFingerprints(n),
  names: (list: CaseList) => JSON.stringify(CASE_LISTS[list].map((c) => c.name)),
  run: (list: CaseList, name: string) => {
    const c = CASE_LISTS[list].find((x) => x.name === name);
    if (!c) throw new Error(`no case ${name}`);
    const r = runScenario(c.build());
    return `${r.traceHash}/${r.events}`;
  },
};
(globalThis as unknown as { crossEngine: typeof api }).crossEngine = api;
