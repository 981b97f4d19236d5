import type { RunData } from '../results/run-data';
import { webResultOf, type FlowResult, type SimResult } from '../../sim-core/scenario/result';
import { OWN_RATE } from '../../sim-core/metrics/summary';
import { responseTimeQuantile } from '../../sim-core/metrics/web-stats';

/**
 * CSV of the recorded results (docs/app.md, "CSV columns"): the text format, and the per-flow
 * summary table (each plot's own table is in the plot registry: plots/csv-tables.ts). Built from
 * the run already received (never re-simulated). Times in s, sizes in bytes, rates in bit/s;
 * flows count from 1 as on screen.
 */
export interface CsvTable {
  header: string[];
  rows: (string | number)[][];
}

/** One CSV field: numbers as JavaScript prints them (NaN/∞ empty), text quoted when it needs to be. */
function field(v: string | number): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(t: CsvTable): string {
  return [t.header, ...t.rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * The per-flow summary table (raw values, not the screen's rounded text); one column list.
 * `own`: a figure of the flow's own, left empty for web traffic, whose many connections are not
 * traced one by one (the screen says so in its row); its `web_` columns take their place, and
 * are empty for the other flows.
 */
type SummaryColumn = [name: string, get: (f: FlowResult, s: SimResult) => string | number, own?: 'own'];
const SUMMARY_COLUMNS: SummaryColumn[] = [
  ['flow', (f) => f.index + 1],
  ['name', (f) => f.name],
  ['variant', (f) => (f.kind === 'cbr' ? 'UDP CBR' : (f.variant ?? ''))],
  ['start', (f) => f.start],
  ['size_bytes', (f) => f.bytes ?? ''],
  ['handshake', (f) => f.summary.handshakeTime, 'own'],
  ['data_transmit', (f) => f.summary.dataTransmitTime, 'own'],
  ['elapsed', (f) => (f.summary.completed || f.kind === 'cbr' ? f.summary.elapsedTime : ''), 'own'],
  ['throughput_bps', (f) => f.summary.throughputBps, 'own'],
  ['goodput_bps', (f) => f.summary.goodputBps, 'own'],
  ['retransmits', (f) => f.summary.retransmittedPackets, 'own'],
  ['dupacks', (f) => f.summary.dupAcks, 'own'],
  ['timeouts', (f) => f.summary.timeouts, 'own'],
  ['queue_drops', (f) => f.summary.queueDrops, 'own'],
  ['link_losses', (f) => f.summary.linkLosses, 'own'],
  ['web_connections', (f, s) => webResultOf(s, f.index)?.started ?? ''],
  ['web_responses', (f, s) => webResultOf(s, f.index)?.completed ?? ''],
  ['web_responses_with_loss', (f, s) => webResultOf(s, f.index)?.withLoss ?? ''],
  ['web_response_median_s', (f, s) => webQuantile(f, s, 0.5)],
  ['web_response_p90_s', (f, s) => webQuantile(f, s, 0.9)],
];

function webQuantile(f: FlowResult, s: SimResult, q: number): number | string {
  const w = webResultOf(s, f.index);
  return w ? responseTimeQuantile([w], q) : '';
}

export function summaryTable(run: RunData): CsvTable {
  const s = run.summary;
  const flows = s?.flows ?? [];
  return {
    header: SUMMARY_COLUMNS.map(([n]) => n),
    rows: flows.map((f) => SUMMARY_COLUMNS.map(([, get, own]) => (own && !OWN_RATE[f.kind] ? '' : get(f, s!)))),
  };
}
