import { headlineColumn, readHeadline, resolveHeadlines } from '../headlines/headlines';
import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import type { Check, Compare, Verdict } from './check';
import { METRICS } from './metrics';

/**
 * The figure a prediction was judged on, in the words the prediction's verdict line says it with:
 * "Vegas/Reno 0.811", "Utilization 99.0 %". The step's check names the metric; the figure is
 * shown as At a glance shows it (the headline's short name, its column's unit and cell), so the
 * two read the same. On a phone the glance sat behind the lesson sheet, and after "✓ Your
 * prediction matches the run." the student scrolled the page to find 0.811 (phone trial 02:20).
 * A sweep's check, or a metric of a named link or variant (no glance figure), is said as the
 * verdict's own judged figures say it. Null when nothing was judged.
 */
export function judgedFigureWords(check: Check, scenario: Pick<Scenario, 'flows'> | null, run: SimResult | null, verdict: Verdict): string | null {
  if ('run' in check && run && scenario) {
    const compares: Compare[] = 'all' in check.run ? check.run.all : [check.run];
    const parts: string[] = [];
    for (const c of compares) {
      const ref = c.compare;
      if (ref.link !== undefined || ref.variant !== undefined) return fromVerdict(verdict);
      const [h] = resolveHeadlines(scenario, [{ metric: METRICS[ref.metric].id, ...(ref.flow === undefined ? {} : { flow: ref.flow + 1 }) }]);
      if (!h) return fromVerdict(verdict);
      const v = readHeadline(h, run);
      const column = headlineColumn(h, [run]);
      const words = `${h.short} ${Number.isFinite(v) ? column.cell(v) : '—'}${Number.isFinite(v) && column.unit ? ` ${column.unit}` : ''}`;
      if (!parts.includes(words)) parts.push(words);
    }
    return parts.join(', ');
  }
  return fromVerdict(verdict);
}

function fromVerdict(verdict: Verdict): string | null {
  const judged = verdict.figures.filter((f) => f.needs !== '' && f.at === undefined);
  return judged.length ? judged.map((f) => `${f.label} ${f.value}`).join(', ') : null;
}
