/** Rewrite the generated table of docs/metrics.md from the metric catalogue. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withCurrentTable } from '../src/sim-core/metric-catalogue/doc-table';

const path = 'docs/metrics.md';
writeFileSync(path, withCurrentTable(readFileSync(path, 'utf8')));
process.stdout.write(`wrote ${path}\n`);
