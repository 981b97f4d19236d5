import type { Headline } from '../../headlines/headlines';
import { glossaryTerm } from '../../glossary/glossary';
import { PLOT } from '../../plot-kinds/plot-kinds';

/**
 * The glossary's few words on goodput against throughput, said wherever a goodput headline figure
 * stands beside a throughput plot: a throughput line flat at the link's rate beside goodput 8.56
 * drew "why?" (lecturer trial 02:20, step 9). The presentation strip and a figure set's caption
 * (its 16:9 slide) both say it from here, under the same condition. `plotKinds`: the plot kinds
 * shown (registry ids).
 */
export function goodputBrief(plotKinds: readonly string[], headlines: readonly Pick<Headline, 'metric'>[]): string | undefined {
  if (!plotKinds.includes(PLOT.throughput.id) || !headlines.some((h) => h.metric.glossary === 'goodput')) return undefined;
  return glossaryTerm('goodput')?.brief;
}
