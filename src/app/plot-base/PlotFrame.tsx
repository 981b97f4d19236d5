import { useState, type ReactNode, type Ref } from 'react';
import { legendDash, type LegendItem } from './legend-items';
import { ENVELOPE_ALPHA } from './series-draw';
import { badgeRadius } from '../theme/flow-badge';
import { labelOnColour } from '../theme/label-on-colour';
import type { ResultsStore } from '../results/results-store';
import { useRunOf } from './use-run-of';
import { announce } from '../state/announcer';
import { TermTip } from '../glossary/TermTip';
import type { DataTable, TextAlternative } from './text-alternative';
import { useResultsVeiled } from '../state/results-veiled';
import { VEILED_ALTERNATIVE } from '../state/veiled-alternative';
import './plot-frame.css';

/**
 * A plot's frame: its title, legend and caption controls above the drawing, and its text
 * alternative (text-alternatives.ts): the words screen readers read through the figure's
 * aria-describedby, and a table of the numbers behind them behind the caption's "Table" button.
 */
export function PlotFrame({ name, title, spokenTitle, legend, controls, notes, alternative, watch, descRef, children, bodyClass, wide }: {
  /** One panel across both columns of a two-column grid (A/B's plot of both runs). */
  wide?: boolean;
  name: string;
  title: string;
  /** The title's full words when the one shown is shortened (a projected A/B panel): the figure's name, and the hover text. */
  spokenTitle?: string;
  legend?: ReactNode;
  controls?: ReactNode;
  /** What the drawing leaves out, said between the caption and the drawing (plots/PlotNotes.tsx). */
  notes?: ReactNode;
  /** The text alternative of the plot's run, asked for when it is shown (the table costs a pass over the run). */
  alternative: () => TextAlternative | null;
  /** The results the open table follows (it fills in when the run completes). */
  watch?: ResultsStore;
  /** A canvas plot writes its words itself (an empty-plot notice instead when it has one): canvas-plot.ts. */
  descRef?: Ref<HTMLParagraphElement>;
  children: ReactNode;
  /** A class for a box around the body (none: the body sits in the figure itself). */
  bodyClass?: string;
}) {
  const [tableOpen, setTableOpen] = useState(false);
  // Under a lesson's veil the description says no figure (bloat-2045): a canvas plot writes its
  // own (canvas-plot.ts describeRun), the others' words are withheld here.
  const veiled = useResultsVeiled();
  return (
    // Named by its title alone (aria-labelledby): a figcaption would name it with the whole legend
    // and the caption's buttons run together; the legend stays readable in the caption.
    <figure className={wide ? 'plot plot-wide' : 'plot'} data-testid={`plot-${name}`} aria-labelledby={`title-${name}`} aria-describedby={`desc-${name}`}>
      <figcaption>
        <span className="plot-title" id={`title-${name}`} title={spokenTitle}>
          {spokenTitle === undefined ? (
            title
          ) : (
            <>
              <span aria-hidden>{title}</span>
              <span className="visually-hidden">{spokenTitle}</span>
            </>
          )}
        </span>
        {legend ? <span className="legend">{legend}</span> : null}
        {controls}
        <button type="button" className="small plot-table-toggle" data-testid={`table-${name}`} aria-expanded={tableOpen} aria-controls={`table-${name}-body`} aria-label={`Table: ${title}`} title="The numbers behind this plot, as a table" onClick={() => {
            setTableOpen(!tableOpen);
            // Said, as the new table below the plot is not where focus is (it used to be silent).
            announce(tableOpen ? `Table of ${title} closed.` : `Table of ${title} opened below the plot.`);
          }}>
          Table
        </button>
      </figcaption>
      {notes}
      {bodyClass ? <div className={bodyClass}>{children}</div> : children}
      {descRef ? (
        <p ref={descRef} id={`desc-${name}`} className="visually-hidden" data-testid={`desc-${name}`} />
      ) : (
        <p id={`desc-${name}`} className="visually-hidden" data-testid={`desc-${name}`}>
          {veiled ? VEILED_ALTERNATIVE : (alternative()?.text ?? '')}
        </p>
      )}
      {tableOpen ? <OpenTable id={`table-${name}-body`} alternative={alternative} watch={watch} /> : null}
    </figure>
  );
}

/** The table while it is open: re-rendered as the run it describes streams in and completes. */
function OpenTable({ id, alternative, watch }: { id: string; alternative: () => TextAlternative | null; watch?: ResultsStore }) {
  useRunOf(watch);
  return <PlotDataTable id={id} table={alternative()?.table ?? null} />;
}

/** The text alternative's table, browsable with a screen reader's table commands. */
export function PlotDataTable({ id, table }: { id: string; table: DataTable | null }) {
  if (!table || table.rows.length === 0)
    return (
      <p id={id} className="muted plot-table">
        No numbers yet: the table fills in when the run is complete.
      </p>
    );
  return (
    <div id={id} className="plot-table" role="region" aria-label={table.caption} tabIndex={0}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, k) => (
            <tr key={k}>
              {r.map((v, j) => (j === 0 ? <th key={j} scope="row">{v}</th> : <td key={j}>{v}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Swatch({ color, label, dashed, shape, dash }: { color: string; label: string; dashed?: boolean; shape?: string; dash?: readonly number[] | null }) {
  if (dash && dash.length > 0) return <LegendSwatch item={{ color, label, shape: shape ?? null, dashed: true, dash }} />;
  return (
    <span className="swatch">
      {shape ? (
        <span className="shape" style={{ color }} aria-hidden>
          {shape}
        </span>
      ) : (
        <span className="line" style={{ borderTopColor: color, borderTopStyle: dashed ? 'dashed' : 'solid' }} />
      )}
      {label}
    </span>
  );
}

/** A legend entry drawn from its item (a flow's dash pattern as an SVG line); exports read the item back. */
export function LegendSwatch({ item }: { item: LegendItem }) {
  const dash = legendDash(item);
  return (
    <span className="swatch" data-legend={JSON.stringify(item)} title={item.title}>
      {item.shape ? (
        <span className="shape" style={{ color: item.color }} aria-hidden>
          {item.shape}
        </span>
      ) : item.area ? (
        <span className="area" aria-hidden style={{ display: 'inline-block', width: '1.4em', height: '0.7em', background: item.color, ...(item.edge ? { borderBlock: `2px dashed ${item.edge}` } : { outline: '1px solid var(--grid)' }) }} />
      ) : item.badge ? (
        // A flow: its line with its number's badge on it, as the plot draws them (flow-badges.ts).
        <svg className="line-svg" width="30" height="16" aria-hidden style={{ flex: 'none' }}>
          <line x1="0" y1="8" x2="30" y2="8" stroke={item.color} strokeWidth="3" strokeDasharray={dash.length > 0 ? dash.map((d) => d * 0.75).join(' ') : undefined} />
          <circle cx="15" cy="8" r={badgeRadius(item.badge.length)} fill={item.color} stroke="var(--panel)" strokeWidth="1.5" />
          <text x="15" y="8.5" fill={labelOnColour(item.color)} fontSize={item.badge.length > 1 ? 8.5 : 9.5} fontWeight="bold" textAnchor="middle" dominantBaseline="middle">
            {item.badge}
          </text>
        </svg>
      ) : !item.color ? null /* words only ("(drop counts over the whole run)"): no blank swatch before them */ : item.envelope ? (
        // Its range shaded as the plot shades it (series-draw.ts ENVELOPE_ALPHA), its mean as thick as a plain line's.
        <svg className="line-svg" width="22" height="12" aria-hidden style={{ flex: 'none' }}>
          <rect x="0" y="1" width="22" height="10" fill={item.color} opacity={ENVELOPE_ALPHA} />
          <line x1="0" y1="6" x2="22" y2="6" stroke={item.color} strokeWidth="3" />
        </svg>
      ) : (
        <svg className="line-svg" width="22" height="8" aria-hidden style={{ flex: 'none' }}>
          <line x1="0" y1="4" x2="22" y2="4" stroke={item.color} strokeWidth="3" strokeDasharray={dash.length > 0 ? dash.map((d) => d * 0.75).join(' ') : undefined} />
        </svg>
      )}
      {item.room ? (
        // The end's words reserve their room under the live ones (legend-room.ts): hidden, not read.
        <span className="legend-room" data-room={item.room}>
          <span>
            <LegendLabel item={item} />
          </span>
        </span>
      ) : (
        <LegendLabel item={item} />
      )}
    </span>
  );
}

/**
 * A marker's label with its count apart ("early drops" and "976"), so that a projected legend can
 * set the count in bold at body size: the back row of a hall could not read the drop counts
 * (lecturer trial 04:00, step 13). Only markers (drops, marks, congestion events) carry counts.
 */
function LegendLabel({ item }: { item: LegendItem }) {
  if (item.span) return <span className={item.keep ? 'legend-span legend-keep' : 'legend-span'}>{item.label}</span>;
  // Its words are its glossary term's button: a tap or focus explains it (a title needs a mouse).
  if (item.term)
    return (
      <TermTip term={item.term} inline className="term-in-text legend-term" tipOutside>
        <button type="button" className="term-link">
          {item.label}
        </button>
      </TermTip>
    );
  // A count over the whole run beside the window's (legend-model.ts dropCountWithSpan): both counts
  // bold, the span words apart (a projected legend sets them smaller).
  // Words after a count in brackets ("(29 in the first 1.8 s, before RED avg reached min_th)") are the count's span words.
  const spans = item.shape ? /^(.*\S) (\d[\d,]*) (over the whole run), (\d[\d,]*) (in the window)(?: (\(.+\)))?$/.exec(item.label) : null;
  // A kept entry's words after its count stay where four projected plots leave span words to the titles (B's link losses' "drawn per packet").
  const after = (words: string | undefined) => (words ? <> <span className={item.keep ? 'legend-span legend-said' : 'legend-span'}>{words}</span></> : null);
  if (spans)
    return (
      <span>
        {spans[1]} <span className="legend-count">{spans[2]}</span> <span className="legend-span">{spans[3]}</span>
        <span className="legend-window">
          , <span className="legend-count">{spans[4]}</span> <span className="legend-span">{spans[5]}</span>
        </span>
        {after(spans[6])}
      </span>
    );
  const counted = item.shape ? /^(.*\S) (\d[\d,]*)(?: (\(.+\)))?$/.exec(item.label) : null;
  if (!counted) return <>{item.label}</>;
  return (
    // One inline box: the swatch is a flex row, and bare text beside the count's span became two
    // flex items, read as two lines ("overflow drops" / "348") by innerText and screen readers.
    <span>
      {counted[1]} <span className="legend-count">{counted[2]}</span>
      {after(counted[3])}
    </span>
  );
}

/** A legend from its items. */
export function LegendList({ items }: { items: readonly LegendItem[] }) {
  return (
    <>
      {items.map((it, k) => (
        <LegendSwatch key={`${k}-${it.label}`} item={it} />
      ))}
    </>
  );
}
