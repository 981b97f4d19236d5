import type { SideNames } from './compare-rows';
import { GlanceFrame, GLANCE_VEILED } from '../glance/AtAGlance';
import { glanceSpans, partialWindow } from '../glance/glance-model';
import type { SimResult } from '../../sim-core';
import { useResultsVersion } from '../results/use-results-version';
import { useHeadlines } from '../state/headline-refs';
import { useResultsVeiled } from '../state/results-veiled';
import { abStores } from '../results/ab-results';
import { useCompareStore } from '../state/compare-store';
import { compareGlance } from './compare-glance';
import { ROWS_ON_THEIR_OWN } from './compare-rows';
import { usePhoneTable } from './use-narrow-screen';
import { compareJumps } from './CompareJumps';
import { useCompareVersion } from '../results/use-compare-version';
import { VERDICT_COLORS } from './CompareTable';
import { MetricTerm } from '../glance/MetricTerm';
import { useNumbersHeld } from '../results/numbers-held';
import { NumbersHeldNote } from '../glance/HoldNumbers';

/** Where "All numbers ↓" leads: the whole A/B table, as A/B's jump link does. */
const TABLE_SELECTOR = compareJumps().find((j) => j.id === 'summary')!.selector;

/** A and B's column names: short ones to read ("A: gentle RED", short-side-labels.ts) and the whole set-ups, their accessible names. */
export interface AbColumnNames {
  short: { a: string; b: string };
  full: { a: string; b: string };
  /** The sides as the direction words name them ("tail drop lower than gentle RED", directionWord). */
  words: SideNames;
}

/**
 * A column head that says what A or B is: headed only "A" and "B", a phone's reader found the
 * set-ups in a paragraph under the table (phone trial 23:10, s24). The short words are shown, the
 * whole set-up is the head's accessible name and tooltip.
 */
export function AbColumnHead({ names, side }: { names: AbColumnNames; side: 'a' | 'b' }) {
  return (
    <th scope="col" className="ab-col-head" title={names.full[side]} data-testid={`glance-col-${side}`}>
      <span aria-hidden>{names.short[side]}</span>
      <span className="visually-hidden">{names.full[side]}</span>
    </th>
  );
}

/** The span each figure covers, said once when A's and B's windows agree, else for each ("A: …; B: …"). */
function spansOf(headlines: Parameters<typeof glanceSpans>[0], a: SimResult | null | undefined, b: SimResult | null | undefined, withFlows: boolean): string | null {
  const [sa, sb] = [glanceSpans(headlines, a, withFlows), glanceSpans(headlines, b, withFlows)];
  if (partialWindow(a) === partialWindow(b) && a?.endTime === b?.endTime) return sa;
  return `in A, ${sa}; in B, ${sb}`;
}

/**
 * A/B's "At a glance": the headline rows (system goodput among them) and each flow's goodput, A and
 * B side by side with B − A and the A/B table's direction word, at the top of the page: the answer
 * ("voice one-way delay 358 ms → 35 ms") was found only at its foot (issue 37). `room`: flow rows
 * that fit before they are left to the table.
 */
export function CompareGlance({ room, sides }: { room: number; sides: AbColumnNames }) {
  useResultsVersion();
  useCompareVersion();
  const headlines = useHeadlines(true);
  const veiled = useResultsVeiled();
  const { a, b } = abStores(useCompareStore((s) => s.pinA));
  const held = useNumbersHeld();
  // A phone's B − A column: one short word, the full words (naming the sides) spoken (phone-0315, confusion 6).
  const phone = usePhoneTable();
  const model = compareGlance({ veiled, headlines, a: a.current, b: b.current, room, names: sides.words });
  return (
    <GlanceFrame testId="compare-glance" percent={model.state === 'computing' && !held ? model.percent : null} spans={model.state === 'final' && !held ? spansOf(headlines, a.current?.summary, b.current?.summary, model.flowsFolded === null) : null} allNumbers={TABLE_SELECTOR}>
      {model.state === 'veiled' ? (
        <p className="glance-veiled muted">{GLANCE_VEILED}</p>
      ) : held ? (
        <NumbersHeldNote />
      ) : model.state === 'computing' ? null : (
        <>
          {model.tally ? (
            <p className="glance-tally" data-testid="glance-tally">
              {model.tally.text}
            </p>
          ) : null}
          {/* What B − A and its word mean, at this table: it stood only in the A/B table, further down (lecturer trial 20:20, s6). */}
          {model.tally?.mixed ? null : (
            <p className="rows-on-their-own muted" data-testid="glance-rows-on-their-own">
              {ROWS_ON_THEIR_OWN}
            </p>
          )}
          <div className="table-wrap glance-ab" tabIndex={0} role="region" aria-label="A and B at a glance">
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Figure</span>
                  </th>
                  <AbColumnHead names={sides} side="a" />
                  <AbColumnHead names={sides} side="b" />
                  <th scope="col" title="B's figure less A's as shown, in the row's unit">
                    B − A
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.rows.map((r) => (
                  <tr key={r.key} data-testid="glance-ab-row" data-label={r.label}>
                    <th scope="row" title={r.title}>
                      <MetricTerm term={r.term}>{r.label}</MetricTerm>
                    </th>
                    <td>{r.a}</td>
                    <td>{r.b}</td>
                    <td className="diff" data-verdict={r.verdict || 'none'} title={r.within ?? undefined} style={r.verdict ? { color: VERDICT_COLORS[r.verdict] } : undefined}>
                      {r.diff}
                      {r.word ? (
                        <span className={`verdict-word${r.verdict ? '' : ' neutral'}`}>
                          <span className="verdict-sep"> · </span>
                          {phone ? (
                            <>
                              <span aria-hidden="true" data-testid="verdict-short">
                                {r.short}
                              </span>
                              <span className="visually-hidden">{r.word}</span>
                            </>
                          ) : (
                            r.word
                          )}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* What utilization and system goodput each count, then where the busier side's time went, with
              its figures: under the rows, which keep the phone's first screen (above the rows it pushed
              a phone's system goodput row to 935 px on an 844-px screen, with lesson22's longer words). */}
          {model.tally?.busy ? (
            <p className="muted glance-busy" data-testid="glance-busy">
              {model.tally.busy}
            </p>
          ) : null}
          {model.tally?.busyWhy ? (
            <p className="muted glance-busy" data-testid="glance-busy-why">
              {model.tally.busyWhy}
            </p>
          ) : null}
          {model.flowsFolded !== null ? <p className="hint">Each of the {model.flowsFolded} flows&apos; goodput: in the A/B table.</p> : null}
        </>
      )}
    </GlanceFrame>
  );
}
