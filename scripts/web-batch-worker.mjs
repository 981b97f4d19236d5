// Thread entry for scripts/web-batch.ts: load TypeScript through tsx, then run the job.
import { register } from 'tsx/esm/api';
register();
await import('./web-batch-worker.ts');
