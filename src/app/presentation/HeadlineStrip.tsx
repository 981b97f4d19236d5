import type { Headline } from '../../headlines/headlines';
import { headlineText } from '../../headlines/headlines';
import type { ResultsStore } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useResultsVeiled } from '../lessons/ResultsVeil';
import { useHeadlines } from '../lessons/headline-refs';
import { useCompareVersion } from '../compare/use-compare-version';
import { windowWords } from '../summary/summary-model';
import { EndOfRunNote } from '../playback/EndOfRunNote';

/** One run's figure in a strip cell: the catalogue's text, "…" until the run has a summary. */
function Value({ h, store }: { h: Headline; store: ResultsStore }) {
  const s = store.current?.summary;
  return <span className="headline-value">{s ? headlineText(h, s) : '…'}</span>;
}

/**
 * The headline numbers as a strip in large type, for presentation mode: the figures that prove
 * the point, readable from the back of a hall. In A/B both runs' values sit under each label (with
 * system goodput always among them). While a lesson step is veiled it shows no figure.
 */
export function HeadlineStrip({ sides }: { sides: { a: ResultsStore; b?: ResultsStore } }) {
  useResultsVersion();
  useCompareVersion();
  const ab = sides.b !== undefined;
  const hs = useHeadlines(ab);
  const veiled = useResultsVeiled();
  if (hs.length === 0) return null;
  return (
    <section className={`headline-strip${ab ? ' ab' : ''}`} aria-label="Headline numbers" data-testid="headline-strip">
      {veiled ? (
        <p className="headline-veiled">The numbers appear once the lesson&apos;s question is answered.</p>
      ) : (
        <dl>
          <EndOfRunNote short />
          {hs.map((h) => (
            <div key={`${h.ref.metric}:${h.ref.flow ?? ''}`} className="headline" data-testid="headline" data-metric={h.metric.id}>
              <dt title={`${h.label}: ${h.metric.definition} Over ${sides.a.current?.summary ? windowWords(h.metric, sides.a.current.summary) : h.metric.window}.`}>{h.short}</dt>
              <dd>
                {ab ? (
                  <>
                    <span className="headline-side">A</span> <Value h={h} store={sides.a} /> <span className="headline-side">B</span> <Value h={h} store={sides.b!} />
                  </>
                ) : (
                  <Value h={h} store={sides.a} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
