import { useEffect, useId, useRef, useState } from 'react';
import { queueDiscipline } from '../../sim-core';
import { results as explored, type ResultsStore } from '../results/results-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { TermTip } from '../glossary/TermTip';
import { useNumbersHeld } from '../results/numbers-held';
import { dropRateSentence, gaugeLines, readAtRunEnd, readingTimeWords, runDropsSentence, type GaugeLine } from './gauge-readout';
import { useResultsVeiled } from '../state/results-veiled';
import { VEILED_ALTERNATIVE } from '../state/veiled-alternative';
import { useKeptHeight } from '../plot-base/kept-height';
import './queue-state.css';

/** While playing, the readout follows the cursor at this interval (ms), as the playback bar does. */
const PLAYING_UPDATE_MS = 100;

/** The discipline's name, for the disclosure ("CoDel"), or '' when the run has none. */
function disciplineOf(source: ResultsStore): string {
  const s = source.current?.summary;
  const kind = s?.links[s.aggregate.bottleneck]?.queueKind;
  return kind ? queueDiscipline(kind).label : '';
}

/**
 * The bottleneck discipline's state at the playback cursor, from its recorded gauges: one reading
 * first, in plain words (RED's "drop probability now 0.00 %", "CoDel in its dropping state: no"),
 * the paper's symbol after its value as a glossary term (a tap or focus explains it), and the
 * other readings behind a disclosure, one per line. A student read the four in one line,
 * "packets since last early drop 21 (count) · drop probability now 0.00 % (p_a)", as dense
 * jargon (phone-0710 s14; bloat-0710 s10: "CoDel in its dropping state: no · drops since it last
 * started dropping 3 (count) · last packet waited 1.2 ms (sojourn)"). Re-rendered only when a
 * reading changes, at most every PLAYING_UPDATE_MS while playing.
 */
export function QueueStateReadout({ source = explored, testId = 'queue-state' }: { source?: ResultsStore; testId?: string }) {
  const [lines, setLines] = useState<GaugeLine[]>([]);
  const [when, setWhen] = useState('');
  const [often, setOften] = useState('');
  const [atEnd, setAtEnd] = useState(false);
  const [open, setOpen] = useState(false);
  const restId = useId();
  // Its words change rows with the cursor and at the run's end: it keeps its tallest (kept-height.ts).
  const box = useRef<HTMLDivElement>(null);
  useKeptHeight(box, `${open}`);
  useEffect(() => {
    let shownAt = -Infinity;
    let said = '';
    const show = () => {
      shownAt = performance.now();
      const t = visibleUntil(usePlaybackStore.getState());
      const now = gaugeLines(source.current, t);
      const at = readingTimeWords(source.current, t);
      const end = readAtRunEnd(source.current, t);
      const rate = end ? runDropsSentence(source.current) : dropRateSentence(source.current);
      const key = `${now.map((l) => l.line).join('\n')}\n${at}\n${rate}`;
      if (key === said) return;
      said = key;
      setLines(now);
      setWhen(at);
      setOften(rate);
      setAtEnd(end);
    };
    show();
    const offResults = source.subscribe(show);
    const offCursor = usePlaybackStore.subscribe((s, p) => {
      if (s.cursor === p.cursor && s.end === p.end && s.playing === p.playing) return;
      if (!s.playing || performance.now() - shownAt >= PLAYING_UPDATE_MS) show();
    });
    return () => {
      offResults();
      offCursor();
    };
  }, [source]);
  // The run's drops and drop rate are figures of the finding: held back with the strip's and the
  // legends' counts (a student link still computing said "1.61 % of the packets that arrived in
  // 0–39.03 s" before the reveal: lecturer-1815, confusion 6).
  const held = useNumbersHeld();
  // The discipline's state and its drop rate are the run's figures: under a lesson's veil the
  // readout says they are hidden, as the cover does (bloat-2045, "Also noticed").
  const veiled = useResultsVeiled();
  if (veiled)
    return (
      <div className="queue-state muted" data-testid={testId} hidden={lines.length === 0}>
        <p className="queue-state-now" data-testid={`${testId}-veiled`}>
          {VEILED_ALTERNATIVE}
        </p>
      </div>
    );
  const first = lines.find((l) => l.headline);
  const rest = lines.filter((l) => l !== first);
  const name = disciplineOf(source);
  // At the run's end, what the queue did over the run comes first and the end's reading after it, said as of the end.
  const oftenLine = often && !held ? (
    <p className="queue-state-often" data-testid={`${testId}-often`}>
      {often}
    </p>
  ) : null;
  return (
    <div ref={box} className="queue-state muted" data-testid={testId} hidden={lines.length === 0}>
      {atEnd ? oftenLine : null}
      <p className="queue-state-now">
        {first && atEnd ? (
          <span>
            <span className="queue-state-when" data-testid={`${testId}-when`}>
              {when.charAt(0).toUpperCase()}
              {when.slice(1)}:{' '}
            </span>
            <Reading line={first} testId={`${testId}-now`} saysLater atEnd />
            {first.says ? <span data-testid={`${testId}-why`}> — {first.says}</span> : null}
          </span>
        ) : first ? (
          <span>
            <Reading line={first} testId={`${testId}-now`} saysLater />
            {/* What "now" is: the cursor, or the run's end (a number read beside whole-run counts). */}
            <span className="queue-state-when" data-testid={`${testId}-when`}>
              , {when}
            </span>
            {/* Why a reading puzzles (RED's 0 % below min_th), after the moment it is of. */}
            {first.says ? <span data-testid={`${testId}-why`}> — {first.says}</span> : null}
          </span>
        ) : null}
        {rest.length > 0 ? (
          <button type="button" className="small queue-state-more" aria-expanded={open} aria-controls={restId} onClick={() => setOpen(!open)} data-testid={`${testId}-more`} aria-label={`${rest.length} more reading${rest.length === 1 ? '' : 's'} of ${name ? `${name}'s` : 'its'} state`}>
            <span aria-hidden>{open ? '▾' : '▸'}</span> {rest.length} more
          </button>
        ) : null}
      </p>
      {rest.length > 0 ? (
        <>
          <ul id={restId} className="queue-state-rest" hidden={!open} aria-label={`More of ${name || 'the queue'}'s state at the cursor`}>
            {rest.map((l) => (
              <li key={l.key}>
                <Reading line={l} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* The run's answer to "how often did it drop", under the readings of one moment (before them at the run's end). */}
      {atEnd ? null : oftenLine}
    </div>
  );
}

/**
 * One reading: its plain phrase, its value, the paper's symbol after it as a glossary term, and
 * what a puzzling value means (`saysLater`: the caller says it after the reading's time). `atEnd`:
 * read after "At the run's end", its phrase without "now" ("drop probability 0.00 %").
 */
function Reading({ line, testId, saysLater = false, atEnd = false }: { line: GaugeLine; testId?: string; saysLater?: boolean; atEnd?: boolean }) {
  return (
    <span className="queue-state-reading" data-gauge={line.key} data-testid={testId}>
      {atEnd ? line.label.replace(/ now$/, '') : line.label}
      {line.line.startsWith(`${line.label}:`) ? ':' : ''} <b>{line.value}</b>
      {line.symbol ? (
        <>
          {' ('}
          <TermTip term={line.glossary} inline className="term-in-text" tipOutside>
            <button type="button" className="term-link">
              {line.symbol}
            </button>
          </TermTip>
          {')'}
        </>
      ) : null}
      {line.says && !saysLater ? ` — ${line.says}` : ''}
    </span>
  );
}
