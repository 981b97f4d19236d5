import { BASE_UNIT, type Metric } from './metric';
import { METRIC_CATALOGUE } from './registry';
import { SERIES_METRICS } from './series-metrics';

/**
 * The table of every metric in docs/metrics.md, generated from the catalogue
 * (`npx tsx scripts/metrics-doc.ts` writes it; tests/metric-catalogue/docs.test.ts checks it is
 * current).
 */
const USES: [keyof Metric['use'], string][] = [
  ['summary', 'S'],
  ['compare', 'A'],
  ['replicate', 'R'],
  ['lesson', 'L'],
  ['export', 'E'],
];

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function metricsDocTable(): string {
  const head = '| id | label | unit | scope | window | better | shown in | CSV / JSON column | definition |\n|---|---|---|---|---|---|---|---|---|';
  const rows = METRIC_CATALOGUE.map((m) => {
    const unit = BASE_UNIT[m.kind] || (m.kind === 'share' ? 'share 0…1' : '—');
    const scope = m.scope === 'flow' ? `flow (${m.kinds.join(', ')})` : m.scope;
    const aliases = m.aliases?.length ? ` (also ${m.aliases.map((a) => `\`${a}\``).join(', ')})` : '';
    const shown = USES.filter(([u]) => m.use[u]).map(([, k]) => k).join('') || '—';
    return `| \`${m.id}\`${aliases} | ${cell(m.label)} | ${unit} | ${scope} | ${cell(m.window)} | ${m.better === 'neither' ? cell(`neither: ${m.neitherWhy ?? ''}`) : m.better === 'closer-to-1' ? 'closer to 1 (fairer)' : m.better} | ${shown} | \`${m.column}\` | ${cell(m.definition)} |`;
  });
  // Figures over time (series-metrics.ts): shown in plots, their text alternatives and CSV.
  const series = SERIES_METRICS.map((m) => {
    const scope = m.scope === 'flow' ? `flow series (${m.kinds.join(', ')})` : 'link series';
    return `| \`${m.id}\` | ${cell(m.label)} | bit/s per bin | ${scope} | ${cell(m.window)} | — | plots | — | ${cell(m.definition)} |`;
  });
  return [head, ...rows, ...series].join('\n');
}

export const DOC_BEGIN = '<!-- metrics-table:begin (generated from src/sim-core/metric-catalogue; npx tsx scripts/metrics-doc.ts) -->';
export const DOC_END = '<!-- metrics-table:end -->';

/** The doc with its table replaced by the current one. */
export function withCurrentTable(doc: string): string {
  const a = doc.indexOf(DOC_BEGIN);
  const b = doc.indexOf(DOC_END);
  if (a < 0 || b < a) throw new Error('docs/metrics.md has no metrics-table markers');
  return `${doc.slice(0, a + DOC_BEGIN.length)}\n${metricsDocTable()}\n${doc.slice(b)}`;
}
