/// <reference lib="webworker" />
import '../browser/zod-jitless';
import * as Comlink from 'comlink';
import { createSimApi } from './sim-api';

export type { SimWorkerApi } from './sim-api';

// `VITE_SIM_WARM_UP=off` at build time leaves the warm-up out: e2e/bench-ab.ts's first-pick case
// measures what it buys against a build of the same tree without it.
const { api, startWarmUp } = createSimApi({ warmUp: import.meta.env.VITE_SIM_WARM_UP !== 'off' });
Comlink.expose(api);
// While the page loads and the student reads: a first real run then finds the core compiled.
void startWarmUp();
