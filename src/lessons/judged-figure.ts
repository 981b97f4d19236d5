import { headlineColumn, readHeadline, resolveHeadlines } from '../headlines/headlines';
import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import type { Check, Compare, Predicate, Verdict } from './check';
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
    const parts: string[] = [];
    for (const c of comparesOf(check.run)) {
      const words = glanceWords(c, scenario, run);
      if (words === null) return fromVerdict(verdict);
      if (!parts.includes(words.text)) parts.push(words.text);
    }
    return parts.join(', ');
  }
  return fromVerdict(verdict);
}

/** A run predicate's comparisons, in the order the verdict's judged figures follow. */
export function comparesOf(p: Predicate): Compare[] {
  return 'all' in p ? p.all : [p];
}

/**
 * One comparison's figure as At a glance says it: the headline's short name, and its value in the
 * glance column's cell and unit ("Flow 5 (voice) one-way delay 183.8 ms"). Null for a metric of a
 * named link or variant (no glance figure).
 */
export function glanceWords(c: Compare, scenario: Pick<Scenario, 'flows'>, run: SimResult): { name: string; text: string; unit: string } | null {
  const ref = c.compare;
  if (ref.link !== undefined || ref.variant !== undefined) return null;
  const [h] = resolveHeadlines(scenario, [{ metric: METRICS[ref.metric].id, ...(ref.flow === undefined ? {} : { flow: ref.flow + 1 }) }]);
  if (!h) return null;
  const v = readHeadline(h, run);
  const column = headlineColumn(h, [run]);
  return { name: h.short, text: `${h.short} ${Number.isFinite(v) ? column.cell(v) : '—'}${Number.isFinite(v) && column.unit ? ` ${column.unit}` : ''}`, unit: column.unit };
}

function fromVerdict(verdict: Verdict): string | null {
  const judged = verdict.figures.filter((f) => f.needs !== '' && f.at === undefined);
  return judged.length ? judged.map((f) => `${f.label} ${f.value}`).join(', ') : null;
}
