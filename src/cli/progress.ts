/**
 * A progress bar on stderr for runs on the pool (cli-progress), drawn only when stderr is a
 * terminal: piped or logged output stays clean.
 */
import { SingleBar, Presets } from 'cli-progress';

export interface Progress {
  /** One more run ended (failed: it gave an error line). */
  tick(failed?: boolean): void;
  stop(): void;
}

export function progressBar(total: number, label: string, alreadyDone = 0): Progress {
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
