/// <reference lib="webworker" />
import '../browser/zod-jitless';
import * as Comlink from 'comlink';
import { createSimApi } from './sim-api';

export type { SimWorkerApi } from './sim-api';

const { api, startWarmUp } = createSimApi();
Comlink.expose(api);
// While the page loads and the student reads: a first real run then finds the core compiled.
void startWarmUp();
