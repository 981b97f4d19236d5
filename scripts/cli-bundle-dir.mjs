/**
 * Where this checkout's CLI bundle lives: node_modules/.cache/congestion-lab-cli/<checkout>/, one
 * folder per checkout (a short hash of its real path). Inside node_modules, so the bundle resolves
 * the dependencies it was built against; one folder per checkout, because git worktrees that share
 * one node_modules (a symlink) otherwise share one bundle, and a run in one checkout would start
 * the code another checkout built from its own sources.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const checkout = createHash('sha256').update(realpathSync(ROOT)).digest('hex').slice(0, 12);
export const BUNDLE_DIR = join(ROOT, 'node_modules/.cache/congestion-lab-cli', checkout);
