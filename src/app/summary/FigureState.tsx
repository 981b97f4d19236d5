import type { ResultsStore } from '../results/results-store';
import { usePlaybackStore } from '../state/playback-store';
import { partial } from '../state/playback-store';

/** What the headline figures are, in words: still computing, final while the plots replay an earlier moment, or final. */
export type FigureState = { kind: 'computing'; percent: number } | { kind: 'replay'; end: number } | { kind: 'final' };

/** The longest of the words below, kept as the state's room when there is nothing to say (nothing re-wraps mid-demo). */
export const FIGURE_STATE_ROOM = 'End-of-run figures (100.0 s); the plots replay an earlier moment';

/**
 * Replaying with the numbers shown, where the option that holds them back is at hand (presentation):
 * the note names it, so the red line in front of a class says how to make it go (lecturer trial 20:10, step 17).
 */
export function replayOptionText(option: string): string {
  return `Tick “${option}” to keep them back.`;
}

/** The state in words a projector audience reads: not a tiny tag (lecturer trial 10:00). */
export function figureStateText(s: FigureState): string {
  if (s.kind === 'computing') return `Computing… ${s.percent} %: figures so far, not final`;
  if (s.kind === 'replay') return `End-of-run figures (${s.end.toFixed(1)} s); the plots replay an earlier moment`;
  return '';
}

/** Computing while any side's run has not ended (its share of the scenario's time), else replaying while the cursor is before the end. */
export function figureState(stores: readonly (ResultsStore | undefined)[], replaying: boolean, end: number): FigureState {
  // Not done is computing, even at the scenario's end (its last batch, with the final summary, is still to come).
  let least: number | null = null;
  for (const st of stores) {
    // The newest run, as the playback bar asks (a run started, before its first batch, is computing).
    const run = st?.newest;
    if (!run || run.done || run.halted) continue;
    least = Math.min(least ?? 1, run.scenario.duration > 0 ? run.now / run.scenario.duration : 0);
  }
  if (least !== null) return { kind: 'computing', percent: Math.min(99, Math.floor(least * 100)) };
  return replaying ? { kind: 'replay', end } : { kind: 'final' };
}

/**
 * Beside the headline numbers, in their type: whether they are final. While a run computes they
 * are partial ("Computing… 40 %"); while playback shows an earlier moment they are the end of the
 * run's. The caller re-renders on each batch (useResultsVersion); playback is subscribed to here.
 */
export function FigureStateNote({ stores, option }: { stores: readonly (ResultsStore | undefined)[]; option?: string }) {
  const replaying = usePlaybackStore((s) => partial(s));
  const end = usePlaybackStore((s) => s.end);
  const state = figureState(stores, replaying, end);
  const text = figureStateText(state);
  return (
    <div className={`figure-state${text ? '' : ' reserved'}`} data-testid="figure-state" data-state={state.kind} role="status" aria-hidden={text ? undefined : true}>
      {text || FIGURE_STATE_ROOM}
      {option !== undefined && state.kind === 'replay' ? (
        <>
          {' '}
          <span className="figure-state-option" data-testid="figure-state-option">
            {replayOptionText(option)}
          </span>
        </>
      ) : null}
    </div>
  );
}
