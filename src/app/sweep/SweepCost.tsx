import * as d3 from 'd3';
import { columnFormat, fullPacketBytes, metricById, type Metric, type ReplicatedMetric, type SweepRow } from '../../sim-core';
import type { PlannedSweep } from './sweep-configs';
import { sweepPoints, type SweepPoint } from './sweep-stats';
import { SideScrollRegion } from '../components/SideScrollRegion';
import { SweepRows } from './SweepRows';

/**
 * What the link and the downloads get, beside a sweep of a flow's delay: the bottleneck's
 * utilization and the system goodput at each value, medians over the runs. A sweep of the call's
 * delay alone suggested a 31-packet FIFO beats CoDel (bloat8, item 5); the cost of a small buffer
 * is in these figures, not in the delay's.
 */
export const COST_METRICS: readonly ReplicatedMetric[] = ['link.utilization', 'run.systemGoodput'] as ReplicatedMetric[];

/** Whether the shown figure is a flow's delay (a time it waits, or its share over a bar), where the cost is what the figure hides. */
export function costBeside(m: Metric): boolean {
  return m.scope === 'flow' && (m.kind === 'delay' || m.id === 'flow.oneWayLateShare');
}

/**
 * Where the swept setting is a buffer counted in packets: that the figures hold at this link's
 * rate only, with a full packet's sending time here and at a fifth of the rate, computed from the
 * scenario. At 10 Mbit/s the sweep's smallest FIFO keeps the link as busy as CoDel, and the reason
 * to prefer CoDel is another rate (the bufferbloat lesson's step 6).
 */
function bufferRateNote(plan: PlannedSweep): string {
  if (!plan.param.endsWith('.limit')) return '';
  const topo = plan.basis.topology;
  const q = topo.kind === 'dumbbell' ? (topo.bottleneck.queue as { unit?: string }) : null;
  if (topo.kind !== 'dumbbell' || q?.unit !== 'packets') return '';
  const full = fullPacketBytes(plan.basis);
  const mbps = (rate: number) => (rate >= 1e6 ? `${d3.format('~g')(+(rate / 1e6).toPrecision(3))} Mbit/s` : `${d3.format('~g')(+(rate / 1e3).toPrecision(3))} kbit/s`);
  const ms = (rate: number) => `${d3.format('~g')(+((full * 8 * 1000) / rate).toPrecision(2))} ms`;
  const rate = topo.bottleneck.rate;
  return `These hold at this ${mbps(rate)} bottleneck only: a buffer counted in packets is a longer wait on a slower link (a ${full}-byte packet takes ${ms(rate)} to send here, ${ms(rate / 5)} at ${mbps(rate / 5)}), so a size that suits this link can bloat a slower one, where an AQM's delay target needs no resizing.`;
}

interface Props {
  plan: PlannedSweep;
  rows: readonly SweepRow[];
  /** The shown figure's points, and how its cells read. */
  shown: { metric: Metric; points: readonly SweepPoint[]; cell: (v: number) => string; unit: string };
  setting: (v: number) => string;
}

/** The cost table and, first, the sentence that sets the lowest delay beside what it costs. */
export function SweepCost({ plan, rows, shown, setting }: Props) {
  const configs = plan.configs.map((c) => c.name);
  const label = (name: string) => plan.configs.find((c) => c.name === name)?.label ?? name;
  const costs = COST_METRICS.map((id) => {
    const m = metricById(id);
    const points = sweepPoints(rows, configs, plan.values, id, -1, plan.roles);
    const column = columnFormat(m, points.map((p) => p.stats.median));
    return { m, column, at: new Map(points.map((p) => [`${p.config}\u0000${p.value}`, p])) };
  });
  const withUnit = (v: number, cell: (v: number) => string, unit: string) => `${cell(v)}${unit ? ` ${unit}` : ''}`;
  /** "51.9–714.7 ms" over a configuration's medians (one figure when they round alike). */
  const range = (xs: readonly number[], cell: (v: number) => string, unit: string) => {
    const [lo, hi] = [cell(Math.min(...xs)), cell(Math.max(...xs))];
    return `${lo === hi ? lo : `${lo}–${hi}`}${unit ? ` ${unit}` : ''}`;
  };
  // Per configuration, the shown figure's medians across the values beside the link's and the
  // downloads' (computed; what they show differs by link and traffic, so no words are fixed here).
  const sentences = configs.flatMap((config) => {
    const own = shown.points.filter((p) => p.config === config);
    if (own.length === 0) return [];
    const [u, g] = costs.map((c) => [...c.at.values()].filter((p) => p.config === config).map((p) => p.stats.median));
    if (u.length === 0 || g.length === 0) return [];
    const first = own[0];
    const last = own[own.length - 1];
    return [
      `${label(config)}: ${shown.metric.label} ${withUnit(first.stats.median, shown.cell, shown.unit)} at ${setting(first.value)}, ${withUnit(last.stats.median, shown.cell, shown.unit)} at ${setting(last.value)}; the link ${range(u, costs[0].column.cell, costs[0].column.unit)} busy, system goodput ${range(g, costs[1].column.cell, costs[1].column.unit)}.`,
    ];
  });
  const rateNote = bufferRateNote(plan);
  return (
    <div className="sweep-cost" data-testid="sweep-cost">
      <h3>What each setting leaves the link and the downloads</h3>
      {sentences.length > 0 ? (
        <p className="hint" data-testid="sweep-cost-sentence">
          Beside the delay, what the link and the downloads get (medians over the runs): {sentences.join(' ')} {rateNote}
        </p>
      ) : null}
      <SideScrollRegion label="What each setting leaves the link: table" testId="sweep-cost-region">
      <table className="sweep-table pin-first" data-testid="sweep-cost-table">
        <caption className="visually-hidden">Bottleneck utilization and system goodput against {plan.paramLabel}: medians per configuration</caption>
        {/* Each configuration's name once, over its two columns, and the catalogue's short heads under it:
            "Tail drop: System goodput (Mbit/s) (median)" on each of four heads made the table wider
            than a phone (bloat9, finding 7). */}
        <thead>
          <tr>
            <th rowSpan={2} scope="col">{plan.paramLabel}</th>
            {plan.configs.map((c) => (
              <th key={c.name} colSpan={costs.length} scope="colgroup" className="sweep-group-head">
                {c.label} (medians)
              </th>
            ))}
          </tr>
          <tr className="sweep-sub-head">
            {plan.configs.map((c) => costs.map((k) => <th key={`${c.name}-${k.m.id}`} scope="col">{k.column.head}</th>))}
          </tr>
        </thead>
        <SweepRows
          plan={plan}
          cells={(c, v) =>
            costs.map((k) => {
              const p = k.at.get(`${c.name}\u0000${v}`);
              return { key: k.m.id, text: p ? k.column.cell(p.stats.median) : '…' };
            })
          }
        />
      </table>
      </SideScrollRegion>
    </div>
  );
}
