/**
 * A progress bar on stderr for runs on the pool (cli-progress), drawn only when stderr is a
 * terminal: piped or logged output stays clean. One line before it, on stderr always, says how
 * many runs and how many worker threads (researcher trial: nothing said how many workers ran).
 */
import { SingleBar, Presets } from 'cli-progress';
import { note } from './printable';
import { workersUsed } from './run-pool';

export interface Progress {
  /** One more run ended (failed: it gave an error line). */
  tick(failed?: boolean): void;
  stop(): void;
}

/** `workers` as asked (--workers); the pool starts no more threads than there are runs to go. */
export function progressBar(total: number, label: string, workers: number, alreadyDone = 0): Progress {
  const toGo = total - alreadyDone;
  if (toGo > 0) {
    const n = workersUsed(workers, toGo);
    note(`${label}: ${toGo} run${toGo === 1 ? '' : 's'}, using ${n} worker${n === 1 ? '' : 's'}\n`);
  }
  if (!process.stderr.isTTY || total === 0) return { tick() {}, stop() {} };
  let failed = 0;
  const bar = new SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {value}/{total} runs, {percentage}% | {failed} failed | {duration_formatted} elapsed, ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 50,
    },
    Presets.shades_classic,
  );
  bar.start(total, alreadyDone, { failed });
  return {
    tick(f = false) {
      if (f) failed++;
      bar.increment(1, { failed });
    },
    stop() {
      bar.stop();
    },
  };
}
