import { formatValue, metricsFor, queueDiscipline, type GaugeInfo, type MetricKind } from '../../sim-core';
import { glossaryTerm } from '../../glossary/glossary';
import type { RunData } from '../results/run-data';
import { shownCell } from './readout';
import { formatGauge } from './gauge-readout';
import { gaugeValue } from '../plot-base/gauge-line';

/**
 * What a plot CSV's column means to a person reading the readout: a label and the value with its
 * unit ("Throughput 93.4 kbit/s", "queueing delay 339.7 ms"), not the CSV's column name and raw
 * number ("throughput_bps 93440", a screen-reader trial). Derived, not written per plot:
 *   - a column that is a metric catalogue's CSV column (throughput_bps, goodput_bps…): its short
 *     name and its kind's unit and prefix (formatValue, as every table shows it);
 *   - the bottleneck discipline's gauges (RED avg, drop probability now…): the registry's plain label,
 *     in the unit of its scale (the queue's unit, a probability, a count, seconds shown in ms);
 *   - the recorded series named by a glossary term (cwnd, ssthresh, queueing delay, the queue
 *     length): the term's label.
 * The few columns that are none of these (the time-sequence plot's event, sequence number and
 * length) are described below. An unknown column keeps its name and four significant digits.
 */
export interface ColumnMeaning {
  label: string;
  /** The CSV cell as a person reads it, with its unit; `rowCell` gives the same row's other cells (by column). */
  show(cell: string, rowCell?: (column: string) => string): string;
  /** False: a column none of the sources describes (shown by its CSV name). */
  known?: boolean;
}

const asKind = (kind: MetricKind, digits: number) => (cell: string) => {
  const n = Number(cell);
  return cell.trim() === '' || !Number.isFinite(n) ? shownCell(cell) : formatValue(kind, n, digits);
};

const term = (id: string) => glossaryTerm(id)?.label ?? id;

/** The queue's own series, in its two units. */
const QUEUE_SERIES: Record<string, ColumnMeaning> = {
  packets: { label: term('queue-length'), show: asKind('packets', 0) },
  bytes: { label: term('queue-length'), show: asKind('bytes', 0) },
};

/** Series the glossary names, with the kind of their stored unit (bytes, seconds). */
const TERM_SERIES: Record<string, { term: string; kind: MetricKind; digits: number }> = {
  cwnd: { term: 'cwnd', kind: 'bytes', digits: 0 },
  ssthresh: { term: 'ssthresh', kind: 'bytes', digits: 0 },
  queueing_delay_s: { term: 'queueing-delay', kind: 'delay', digits: 1 },
};

/** The time-sequence plot's columns: no catalogue entry or glossary term names them. */
const SEQ_COLUMNS: Record<string, ColumnMeaning> = {
  kind: { label: 'event', show: (c) => c },
  // A UDP flow's count packets (traffic/cbr.ts), a TCP flow's bytes.
  seq: { label: 'sequence number (TCP: byte; UDP: packet)', show: (c) => c },
  len: { label: 'length', show: asKind('bytes', 0) },
  link: { label: 'dropped on', show: (c) => (Number(c) < 0 ? '—' : `link ${c}`) },
};

/** The "A and B on one axis" plot's columns: each side's output per bin (ab-overlay.ts). */
const AB_COLUMNS: Record<string, ColumnMeaning> = {
  a_bps: { label: 'A', show: asKind('rate', 2) },
  b_bps: { label: 'B', show: asKind('rate', 2) },
};

function gaugeMeaning(g: GaugeInfo, queueUnit: 'packets' | 'bytes'): ColumnMeaning {
  const show = gaugeShow(g, queueUnit);
  // The plain phrase, the value, the paper's name, then what a puzzling value means, as the queue's state readout says it (plot-base/gauge-line.ts).
  return {
    label: g.scale === 'state' ? `${g.label}:` : g.label,
    show: (cell, rowCell) => {
      const row = rowCell ? (key: string) => Number(rowCell(key)) : null;
      // A reading that means nothing in its row (CoDel's next drop while not dropping) reads as a dash, as the state line leaves it out.
      if (row && g.meaningful?.(row) === false) return '—';
      return gaugeValue(g, show(cell), row && g.says?.(Number(cell), row));
    },
  };
}

function gaugeShow(g: GaugeInfo, queueUnit: 'packets' | 'bytes'): (cell: string) => string {
  switch (g.scale) {
    case 'queue':
      return asKind(queueUnit, 1);
    case 'seconds':
      return asKind('delay', 1);
    case 'count':
      return asKind('count', 0);
    case 'state':
      return (cell) => (cell.trim() === '' ? shownCell(cell) : formatGauge('state', Number(cell)));
    default:
      return shownCell;
  }
}

/** Every catalogue metric by its CSV column. */
function catalogueColumns(): Map<string, ColumnMeaning> {
  const out = new Map<string, ColumnMeaning>();
  for (const scope of ['flow', 'link', 'run'] as const) {
    for (const m of metricsFor(scope, 'export')) if (!out.has(m.column)) out.set(m.column, { label: m.short, show: asKind(m.kind, m.digits) });
  }
  return out;
}

let catalogue: Map<string, ColumnMeaning> | null = null;

/** The meaning of each column of a plot's CSV for this run (its bottleneck's gauges and unit). */
export function columnMeanings(run: RunData | null): (column: string) => ColumnMeaning {
  catalogue ??= catalogueColumns();
  const s = run?.summary;
  const link = s ? s.links[s.aggregate.bottleneck] : undefined;
  const gauges = new Map<string, ColumnMeaning>();
  if (link) for (const g of queueDiscipline(link.queueKind).gauges) gauges.set(g.key, gaugeMeaning(g, link.queueLimit.unit));
  return (column) => {
    const t = TERM_SERIES[column];
    return (
      gauges.get(column) ??
      catalogue!.get(column) ??
      QUEUE_SERIES[column] ??
      (t ? { label: term(t.term), show: asKind(t.kind, t.digits) } : undefined) ??
      SEQ_COLUMNS[column] ??
      AB_COLUMNS[column] ?? { label: column, show: shownCell, known: false }
    );
  };
}
