/**
 * Where an output file's numbers came from, written into the file (CSV columns, JSON fields):
 * the tool's version and commit, and per run its scenario's hash and trace hash. No wall-clock
 * time and no host name: the same runs give the same bytes on any machine, so sharded and merged
 * outputs stay byte-identical to one process's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout the bundle was built from, set by scripts/build-cli.mjs (esbuild `define`). The bundle
 * lives under node_modules/.cache/, and node_modules may be a symlink into another checkout (git
 * worktrees share one): walking up from the bundle's real path would then find that other checkout
 * and report its commit and its clean tree. Undefined when the sources run directly (tsx, vitest).
 */
declare const __CLI_CHECKOUT__: string | undefined;

/** The project's folder: the checkout the bundle was built from, else the nearest folder up from this module with its package.json. */
function projectRoot(): string | null {
  if (typeof __CLI_CHECKOUT__ === 'string') return __CLI_CHECKOUT__;
  let d = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const p = join(d, 'package.json');
    if (existsSync(p)) {
      try {
        if (JSON.parse(readFileSync(p, 'utf8')).name === 'congestion-lab') return d;
      } catch {
        // Not ours; keep going up.
      }
    }
    const up = dirname(d);
    if (up === d) return null;
    d = up;
  }
}

export interface ToolIdentity {
  /** package.json's version. */
  version: string;
  /** The git commit the sources are at, "+modified" when src/ differs from it; "unknown" outside a git checkout. */
  commit: string;
}

let cached: ToolIdentity | null = null;

export function toolIdentity(): ToolIdentity {
  if (cached) return cached;
  const root = projectRoot();
  let version = 'unknown';
  let commit = 'unknown';
  if (root) {
    version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version ?? 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      // Only the simulator's sources decide the numbers: docs or tests edited leave the commit as it
      // is. Tracked files only: an untracked file changes nothing until a tracked one imports it.
      const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'src'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (changed !== '') commit += '+modified';
    } catch {
      commit = 'unknown';
    }
  }
  cached = { version, commit };
  return cached;
}

/** First 16 hex digits of the SHA-256 of a scenario's JSON (as validated, defaults filled in). */
export function scenarioHash(scenario: unknown): string {
  return createHash('sha256').update(JSON.stringify(scenario)).digest('hex').slice(0, 16);
}

/**
 * Where one run's (or one set of replications') outputs came from: the tool, the command as typed,
 * the preset or file, the --set/--seed edits, the seed, and the hash of the scenario as validated
 * (every default filled in). What the sweep and batch files carry per line, for the single-run
 * --out folder (provenance.json, and summary.json's `provenance`) and --reps --json.
 */
export interface RunProvenance {
  tool: ToolIdentity;
  /** The arguments after `sim`, as typed. */
  command: string[];
  /** The preset's name or the scenario file, as given. */
  source: string;
  /** The --set and --seed edits, in the order given (later ones win). */
  sets: Record<string, unknown>;
  seed: number;
  scenarioHash: string;
}

export function runProvenance(argv: readonly string[], source: string, sets: readonly [string, unknown][], scenario: { seed: number }): RunProvenance {
  return { tool: toolIdentity(), command: [...argv], source, sets: Object.fromEntries(sets), seed: scenario.seed, scenarioHash: scenarioHash(scenario) };
}
