import { headlineColumn, readHeadline, type Headline } from '../../headlines/headlines';
import { dashReason, describeMetric, withUnit, type ColumnFormat } from '../../sim-core';
import type { ResultsStore } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useResultsVeiled } from '../state/results-veiled';
import { useHeadlines } from '../state/headline-refs';
import { useCompareVersion } from '../results/use-compare-version';
import { FIGURE_STATE_ROOM, FigureStateNote, figureState } from '../summary/FigureState';
import { useViewStore } from '../state/view-store';
import { NUMBERS_AT_END_LABEL, tickNumbersAtEnd, useNumbersHeld } from '../results/numbers-held';
import { useHeldWords } from '../heading/neutral-title';
import { usePresentedPlots } from '../state/plot-choices';
import { goodputBrief } from '../util/goodput-brief';
import { stripFlowGoodputs } from '../../headlines/strip-flow-goodputs';
import { equalPercentileHeadlineNotes } from '../../headlines/equal-percentile-headlines';
import { useScenarioStore } from '../state/scenario-store';

/**
 * A figure's label with its unit in a span of its own (the same text as withUnit): the unit is set
 * nearly as large as the figure and in the text's colour (styles.css .headline-unit), where in the
 * label's small muted type "(Mbit/s)" could not be read from the back of a room (Compare trial,
 * problem 5); the label's words stay small, so the strip does not grow.
 */
function LabelWithUnit({ name, unit }: { name: string; unit: string }) {
  if (withUnit(name, unit) === name) return <>{name}</>;
  return (
    <>
      {name}{' '}
      <span className="headline-unit" data-testid="headline-unit">
        ({unit})
      </span>
    </>
  );
}

/** The presentation bar's switch for it. */
export function NumbersAtEndToggle() {
  const on = useViewStore((s) => s.numbersAtEnd);
  return (
    <label className="check numbers-at-end" title="Keep the headline numbers hidden until the replay reaches the end of the run, so they do not give the result away while it plays (the link keeps it)">
      <input type="checkbox" data-testid="numbers-at-end" checked={on} onChange={(e) => tickNumbersAtEnd(e.target.checked)} />
      {NUMBERS_AT_END_LABEL}
    </label>
  );
}

/** One run's figure in a strip cell: a plain number in the unit its label names, "…" until the run has a summary or while one is `withheld`. */
function Value({ h, store, column, withheld }: { h: Headline; store: ResultsStore; column: ColumnFormat; withheld: boolean }) {
  const s = store.current?.summary;
  if (!s) return <span className="headline-value">…</span>;
  const v = readHeadline(h, s);
  // Held until the replay ends, "…" keeps the room the figure will take (its digits as 0s: the room,
  // not the number): the strip wrapped to a row of its own when the figures came, and the plots
  // moved down (students' and a lecturer's trial, problem 2; styles.css .room-kept).
  if (withheld)
    return (
      <span className="headline-value room-kept" data-room={Number.isFinite(v) ? column.cell(v).replace(/\d/g, '0') : '—'}>
        <span>…</span>
      </span>
    );
  if (Number.isFinite(v)) return <span className="headline-value">{column.cell(v)}</span>;
  // A dash says why where it stands: a projected strip has no hover.
  return (
    <>
      <span className="headline-value">—</span> <span className="headline-why" data-testid="headline-why">({h.flowIndex === undefined ? dashReason(h.metric) : dashReason(h.metric, s.flows[h.flowIndex]?.kind, s.flows[h.flowIndex]?.bytes)})</span>
    </>
  );
}

/**
 * Which run a figure is of, as the plots' panels badge it ("A", "B" in a dark box), in the figures'
 * own type: at 60 % of their size the back row of a hall read "7.53 8.56 88.4 97.7" without telling
 * A's from B's (lecturer trial 04:00, step 13, the screen seen at a third of its size).
 */
function SideTag({ side }: { side: 'A' | 'B' }) {
  return (
    <span className="headline-side" data-testid="headline-side">
      {side}
    </span>
  );
}

/**
 * The headline numbers as a strip in large type, for presentation mode: the figures that prove
 * the point, readable from the back of a hall. In A/B both runs' values sit under each label (with
 * system goodput always among them). While a lesson step is veiled it shows no figure, nor while a
 * run computes: projected, figures that change in front of the class ("A 7.46 / B 8.12", then
 * 7.53 / 8.56) read as the result, then as a different one (lecturer-1215, step 5).
 */
export function HeadlineStrip({ sides }: { sides: { a: ResultsStore; b?: ResultsStore } }) {
  useResultsVersion();
  useCompareVersion();
  const ab = sides.b !== undefined;
  const hs = useHeadlines(ab);
  const veiled = useResultsVeiled();
  const held = useNumbersHeld();
  const heldWords = useHeldWords();
  const plots = usePresentedPlots();
  const scenario = useScenarioStore((s) => s.valid ?? s.draft);
  const state = figureState([sides.a, sides.b], false, 0);
  if (hs.length === 0) return null;
  const computing = state.kind === 'computing';
  // Held until the replay's end, or computing: the labels keep their place with "…" and a calm line
  // says why, so nothing moves when the figures come (held as one line, the strip grew by 60 px at
  // the reveal and pushed the plots down in front of the class: present20's note, 15:40).
  const withheld = computing || held;
  // Goodput beside a throughput plot: the glossary's few words on how they differ (goodput-brief.ts).
  const brief = goodputBrief(plots, hs);
  // How much each flow gets, a listener's first question (phone-0315, confusion 8): 2–4 TCP flows,
  // in A/B, whose strip has a row of its own with room after its figures. One run's strip shares
  // the title's row: there the flows took the bar a row and the plots 25–33 px each at 1280–1920 px
  // (screens.spec: the two plots under 60 % of the screen).
  const perFlow = ab ? stripFlowGoodputs(scenario, [sides.a.current?.summary, sides.b?.current?.summary]) : null;
  return (
    <section className={`headline-strip${ab ? ' ab' : ''}`} aria-label="Headline numbers" data-testid="headline-strip">
      {veiled ? (
        <p className="headline-veiled">The numbers appear once the lesson&apos;s question is answered.</p>
      ) : (
        <dl>
          {hs.map((h) => {
            // One unit for A and B, named in the label (the values are plain numbers).
            const column = headlineColumn(h, [sides.a.current?.summary, sides.b?.current?.summary]);
            return (
              <div key={`${h.ref.metric}:${h.ref.flow ?? ''}`} className="headline" data-testid="headline" data-metric={h.metric.id} data-unit={column.unit}>
                <dt title={`${h.label}: ${sides.a.current?.summary ? describeMetric(h.metric, sides.a.current.summary) : `${h.metric.definition} Over ${h.metric.window}.`}`}><LabelWithUnit name={h.short} unit={column.unit} />
                </dt>
                <dd>
                  {ab ? (
                    <>
                      <SideTag side="A" /> <Value h={h} store={sides.a} column={column} withheld={withheld} /> <SideTag side="B" /> <Value h={h} store={sides.b!} column={column} withheld={withheld} />
                    </>
                  ) : (
                    <Value h={h} store={sides.a} column={column} withheld={withheld} />
                  )}
                </dd>
              </div>
            );
          })}
          {/* One item a flow, the unit's label on the first: they wrap like the other figures and fill the last row's room. */}
          {perFlow
            ? perFlow.flows.map(({ headline: h, name }, i) => (
                <div key={name} className="headline flow-goodput" data-testid="headline-flow-goodput" data-metric={h.metric.id} data-unit={perFlow.column.unit}>
                  {i === 0 ? (
                    <dt title={h.metric.definition}>
                      <LabelWithUnit name="Goodput" unit={perFlow.column.unit} />
                    </dt>
                  ) : null}
                  <dd>
                    <span className="headline-flow">{name}</span>{' '}
                    {ab ? (
                      <>
                        <SideTag side="A" /> <Value h={h} store={sides.a} column={perFlow.column} withheld={withheld} /> <SideTag side="B" /> <Value h={h} store={sides.b!} column={perFlow.column} withheld={withheld} />
                      </>
                    ) : (
                      <Value h={h} store={sides.a} column={perFlow.column} withheld={withheld} />
                    )}
                  </dd>
                </div>
              ))
            : null}
        </dl>
      )}
      {/* A p95 equal to its p99 says why (the full buffer, or one bin), once the figures are shown. */}
      {!veiled && !withheld
        ? equalPercentileHeadlineNotes(hs, ab ? [sides.a.current?.summary, sides.b?.current?.summary] : [sides.a.current?.summary]).map((n) => (
            <p key={n} className="headline-brief" data-testid="headline-percentile-note">
              {n}
            </p>
          ))
        : null}
      {brief && !veiled ? (
        <p className="headline-brief" data-testid="goodput-brief">
          {brief}
        </p>
      ) : null}
      {/* Whether the numbers are final, in their own type (the bar's tiny "at end of run" was unreadable at the back: lecturer trial 10:00). */}
      {/* Computing, the labels keep their place with "…" and this calm line stands where "not final" stood (nothing moves when the figures come). */}
      {veiled ? null : held ? (
        // In the room the end's note keeps (FigureStateNote): shorter, it left the strip a row lower at the reveal.
        <div className="figure-state calm room-kept" data-room={FIGURE_STATE_ROOM} data-testid="headline-held" role="status">
          <span>{heldWords}</span>
        </div>
      ) : computing ? (
        <div className="figure-state calm room-kept" data-room={FIGURE_STATE_ROOM} data-testid="headline-computing" role="status">
          <span>Computing… {state.percent} %: numbers when done</span>
        </div>
      ) : (
        <FigureStateNote stores={[sides.a, sides.b]} option={NUMBERS_AT_END_LABEL} />
      )}
    </section>
  );
}
