/**
 * The sweep's table on the terminal: one row per combination of the swept values, one column per
 * configuration, each cell the metric's median [Q1, Q3]. A baseline configuration (one that lacks
 * a swept setting, so it ran once for all of that setting's values) gets a table of its own keyed
 * by the settings it has, so its figure is shown once, not repeated beside every value it lacks.
 */
import { combinations, hasNumberAt } from '../sim-core';
import type { SweepPlan } from './sweep-plan';
import { medianCell, rowCovers, type SummaryRow } from './sweep-results';
import { DASH, formatTable } from './table';

/** The configurations that lack the same swept settings, and which those are. */
interface Group {
  lacks: boolean[];
  configs: string[];
}

function groups(plan: SweepPlan): Group[] {
  const out: Group[] = [];
  for (const c of plan.configs) {
    const lacks = plan.settings.map((s) => !hasNumberAt(c.scenario, s.path));
    const g = out.find((x) => x.lacks.every((l, k) => l === lacks[k]));
    if (g) g.configs.push(c.name);
    else out.push({ lacks, configs: [c.name] });
  }
  // The configurations that have every setting first: the sweep proper, then its baselines.
  return out.sort((a, b) => a.lacks.filter(Boolean).length - b.lacks.filter(Boolean).length);
}

/** The tables and their titles, as printed after the metric's title line. */
export function sweepTables(plan: SweepPlan, rows: readonly SummaryRow[], show: (v: number) => string): string {
  return groups(plan)
    .map((g) => {
      const own = plan.settings.filter((_, k) => !g.lacks[k]);
      const lacked = plan.settings.filter((_, k) => g.lacks[k]);
      const body = combinations(own).map((ownValues) => {
        // Back to one value per setting, NaN where the group lacks it (rowCovers reads NaN as "any").
        let next = 0;
        const values = g.lacks.map((l) => (l ? Number.NaN : ownValues[next++]));
        return [
          own.length ? ownValues.join(', ') : 'every value',
          ...g.configs.map((name) => {
            const r = rows.find((x) => x.config === name && rowCovers(x, values));
            return r ? medianCell(r.stats, show) + (r.exceptions ? `, ${r.exceptions} exc.` : '') : DASH;
          }),
        ];
      });
      const table = formatTable([own.length ? own.map((s) => s.path).join(' × ') : lacked.map((s) => s.path).join(' × '), ...g.configs], body);
      if (lacked.length === 0) return table;
      const plural = g.configs.length > 1;
      return `baseline${plural ? 's' : ''} (no ${lacked.map((s) => s.path).join(', ')}: ${plural ? 'each' : 'it'} ran once, the same at every value of it):\n${table}`;
    })
    .join('\n\n');
}
