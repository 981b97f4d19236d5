import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useHeadlines } from '../state/headline-refs';
import { useResultsVeiled } from '../state/results-veiled';
import { jumpTo } from '../util/jump-to';
import { exploreGlance, GLANCE_TITLE, glanceSpans, type GlanceFigure, type GlanceFlows } from './glance-model';
import { MetricTerm } from './MetricTerm';
import { SameFiguresNote } from './SameFiguresNote';
import { useNumbersHeld } from '../results/numbers-held';
import { NumbersHeldNote } from './HoldNumbers';
import './glance.css';

/** Said while a lesson step's question is open (as the presentation strip says it). */
export const GLANCE_VEILED = 'The numbers appear once the lesson\u2019s question is answered.';

/** The state beside the heading: "computing… 40 %" while a run is still simulating; nothing once the figures are final. */
export function GlanceState({ percent }: { percent: number | null }) {
  return percent === null ? null : (
    <span className="glance-state" role="status" data-testid="glance-state">
      computing… {percent} %
    </span>
  );
}

/**
 * The block's frame, in Explore and in A/B: a labelled region headed "At a glance", a line saying
 * which span each kind of figure covers (`spans`, from the catalogue's windows: "delays and rates
 * over 5–30 s (the measurement window); counts over the whole run, 0–30 s"; the heading once read
 * "whole run · window 5.00–30.00 s", taken as claiming both at once), and a link to every number
 * (the summary table), reached by keyboard.
 */
export function GlanceFrame({ testId, percent, spans, allNumbers, children }: { testId: string; percent: number | null; spans: string | null; allNumbers: string; children: ReactNode }) {
  const id = useId();
  // While a new run computes the block keeps the height its last complete run gave it: it shrank
  // by ~70 px ("…" values, no span line) and the page under a student's finger jumped on every
  // edit (screens.spec: a dragged flow bar moved 117 px on a phone).
  const box = useRef<HTMLElement>(null);
  const lastFinal = useRef(0);
  const computing = percent !== null;
  // Read once as the run turns final, not after every render: a layout read after each of
  // playback's re-renders forced a layout per frame (~110 ms per 5 s of 5× playback, issue 38).
  useLayoutEffect(() => {
    if (!computing && box.current) lastFinal.current = box.current.getBoundingClientRect().height;
  }, [computing]);
  return (
    <section ref={box} className="panel glance" style={computing && lastFinal.current > 0 ? { minHeight: lastFinal.current } : undefined} aria-labelledby={`${id}-h`} data-testid={testId} data-state={computing ? 'computing' : 'final'}>
      <div className="glance-head">
        <h2 id={`${id}-h`}>{GLANCE_TITLE}</h2>
        <GlanceState percent={percent} />
        <a href="#main" className="jump-link glance-all" data-testid="glance-all-numbers" onClick={(e) => jumpTo(e, allNumbers)}>
          All numbers ↓
        </a>
      </div>
      {spans ? (
        <p className="glance-span muted" data-testid="glance-span" title="Each figure is the end of the run's, whatever moment the playback shows.">
          {spans[0].toUpperCase() + spans.slice(1)}.
        </p>
      ) : null}
      {children}
    </section>
  );
}

function Figures({ figures, label }: { figures: readonly GlanceFigure[]; label: string }) {
  return (
    <dl className="glance-figures" aria-label={label}>
      {figures.map((f) => (
        <div key={f.key} className="glance-figure" data-testid="glance-headline" data-key={f.key}>
          <dt title={f.title}>
            <MetricTerm term={f.term}>{f.label}</MetricTerm>
            {f.span ? <span className="glance-figure-span" data-testid="glance-figure-span">· {f.span}</span> : null}
          </dt>
          <dd>{f.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each flow's goodput: one cell a flow (numbered from 1 and named, as everywhere), or the lowest and highest. */
function Flows({ flows }: { flows: GlanceFlows }) {
  if (flows.kind === 'folded')
    return (
      <dl className="glance-figures glance-folded" data-testid="glance-folded">
        <div className="glance-figure glance-range">
          <dt>
            {flows.head} of {flows.count} flows
          </dt>
          <dd>
            {(
              [
                ['lowest', flows.lowest],
                ['highest', flows.highest],
              ] as const
            ).map(([word, c], k) => (
              <span key={word} data-testid={`glance-${word}`} title={c.title}>
                {k > 0 ? ' · ' : ''}
                <span className="glance-who">{word}</span> {c.text}{c.name ? <span className="glance-who"> {c.name}</span> : null}
              </span>
            ))}
          </dd>
        </div>
        {flows.total ? (
          <div className="glance-figure" data-testid="glance-total">
            <dt title={flows.total.title}>
              <MetricTerm term={flows.total.term}>{flows.total.label}</MetricTerm>
            </dt>
            <dd>{flows.total.text}</dd>
          </div>
        ) : null}
      </dl>
    );
  return (
    <div className="glance-flows-row">
      <span className="glance-flows-head" aria-hidden>
        {flows.head}:
      </span>
      <dl className="glance-flows" aria-label={`${flows.head} per flow`} data-testid="glance-flows">
        {flows.cells.map((c) => (
          <div key={c.flow} className="glance-flow" title={c.title ? `${c.name}: ${c.title}` : c.name}>
            {/* Named as everywhere (flowName: "flow 1 (Vegas1)"): a bare "1: 0.64 2: 0.79" left a student guessing which was Vegas (phone trial 23:10, s14). */}
            <dt data-testid={`glance-flow-name-${c.flow}`}>{c.name}</dt>
            <dd data-testid={`glance-goodput-${c.flow}`}>{c.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Explore's "At a glance": the headline numbers and each flow's goodput near the top of the page
 * (issue 37). `room`: flow cells that fit (fewer on a phone); `allNumbers`: the summary table's selector.
 */
export function ExploreGlance({ room, allNumbers }: { room: number; allNumbers: string }) {
  useResultsVersion();
  const headlines = useHeadlines();
  const veiled = useResultsVeiled();
  const held = useNumbersHeld();
  const run = results.current;
  const model = exploreGlance({ veiled, headlines, run, room });
  return (
    <GlanceFrame testId="glance" percent={model.state === 'computing' && !held ? model.percent : null} spans={model.state === 'final' && !held ? glanceSpans(headlines, run?.summary, model.flows !== null) : null} allNumbers={allNumbers}>
      {model.state === 'veiled' ? (
        <p className="glance-veiled muted">{GLANCE_VEILED}</p>
      ) : held ? (
        <NumbersHeldNote />
      ) : (
        <>
          <Figures figures={model.headlines} label="Headline numbers" />
          {model.flows ? <Flows flows={model.flows} /> : null}
          <SameFiguresNote scenario={model.state === 'final' ? (run?.scenario ?? null) : null} />
        </>
      )}
    </GlanceFrame>
  );
}
