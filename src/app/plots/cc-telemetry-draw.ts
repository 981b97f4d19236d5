import { congestionControl, formatValue as formatMetricValue, type TelemetryField } from '../../sim-core';
import type { FlowData, RunData } from '../results/run-data';
import type { PlotGeometry } from './canvas-plot';
import { flowEndTime, flowShown } from '../plot-base/flow-view';
import { lowerBound, traceStep } from '../plot-base/series-draw';

/** Height (CSS px) of one state strip under the windows. */
export const BAND_HEIGHT = 9;
/** Fill of each state value in a band (cycled); distinct at a glance in every theme. */
const STATE_COLORS = ['#e4572e', '#f3a712', '#76b041', '#5b8def', '#9b5de5', '#17bebb', '#a0a0a0', '#c0c0c0'];

interface FlowCc {
  index: number;
  data: FlowData;
  fields: readonly TelemetryField[];
  mss: number;
}

/** TCP flows whose congestion control reports telemetry, with its registry fields. */
export function flowsWithTelemetry(run: RunData): FlowCc[] {
  const out: FlowCc[] = [];
  run.scenario.flows.forEach((f, index) => {
    const data = run.flows[index];
    if (f.kind !== 'tcp' || !data?.cc) return;
    const fields = congestionControl(f.cc).telemetry;
    if (fields.length > 0) out.push({ index, data, fields, mss: f.tcp?.mss ?? run.scenario.tcp?.mss ?? 1460 });
  });
  return out;
}

/** Fields drawn in a strip of their own under the windows: states ('band') and 0..1 values ('strip'). */
const inStrip = (x: TelemetryField) => x.show === 'band' || x.show === 'strip';

/** Strips needed under the windows (one per 'band' or 'strip' field of every such flow). */
export function bandCount(run: RunData): number {
  return flowsWithTelemetry(run).reduce((n, f) => n + f.fields.filter(inStrip).length, 0);
}

/**
 * The congestion control's own state on the cwnd plot, read from the columns its registry entry
 * declares: 'level' fields as dotted lines (CUBIC's W_max), 'instant' fields as ticks at the top
 * (CUBIC's epoch starts), 'band' fields as coloured strips at the bottom (BBR's state and gain
 * phase), 'strip' fields as a filled step line from 0 (strip bottom) to 1 (strip top) in a strip
 * of their own (DCTCP's α), captioned with the latest 'value' and 'strip' values.
 */
export function drawCcTelemetry(
  ctx: CanvasRenderingContext2D,
  g: PlotGeometry,
  color: (i: number) => string,
  captions: boolean,
  per: (i: number) => number = () => 1,
  /** Each flow's y scale (a plot drawn in bands, flow-bands.ts: its band's), default the plot's. */
  yOf?: (i: number) => PlotGeometry['y'],
): void {
  const { x, run } = g;
  const [t0, t1] = x.domain();
  let band = 0;
  for (const f of flowsWithTelemetry(run)) {
    if (!flowShown(f.index)) continue;
    const y = yOf ? yOf(f.index) : g.y;
    const bottom = y.range()[0];
    const top = y.range()[1];
    // Strips stack from the bottom of the area they are drawn in: a flow in a band of its own starts its own stack.
    if (yOf) band = 0;
    const unit = per(f.index);
    const end = flowEndTime(run, f.index);
    let topBand = Number.NaN;
    const cc = f.data.cc!;
    const cols = cc.cols as Record<string, Float64Array>;
    const n = cc.length;
    const t = cols.t;
    for (const field of f.fields) {
      const v = cols[field.key];
      if (!v) continue;
      ctx.strokeStyle = color(f.index);
      if (field.show === 'level') {
        const level = Float64Array.from(v.subarray(0, n), (s) => (s > 0 ? (s * f.mss) / unit : Number.NaN));
        ctx.setLineDash([1, 3]);
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        traceStep(ctx, t, level, n, x, y, end);
        ctx.stroke();
        ctx.setLineDash([]);
      } else if (field.show === 'instant') {
        ctx.lineWidth = 1;
        ctx.beginPath();
        let last = Number.NaN;
        for (let i = 0; i < n; i++) {
          const at = v[i];
          if (!Number.isFinite(at) || at === last || at < t0 || at > t1) continue;
          last = at;
          ctx.moveTo(x(at), top);
          ctx.lineTo(x(at), top + 6);
        }
        ctx.stroke();
      } else if (field.show === 'band') {
        const yb = bottom - (band + 1) * BAND_HEIGHT;
        band++;
        const i0 = Math.max(0, lowerBound(t, n, t0) - 1);
        for (let i = i0; i < n && t[i] <= t1; i++) {
          const val = v[i];
          if (!Number.isFinite(val) || val < 0) continue;
          const until = i + 1 < n ? t[i + 1] : end;
          ctx.fillStyle = stateColor(field, val);
          ctx.fillRect(x(Math.max(t[i], t0)), yb, Math.max(1, x(Math.min(until, t1)) - x(Math.max(t[i], t0))), BAND_HEIGHT - 1);
        }
        topBand = yb;
      } else if (field.show === 'strip') {
        // A 0..1 value as a filled step line in its own strip (full height = 1).
        const yb = bottom - (band + 1) * BAND_HEIGHT;
        band++;
        const h = BAND_HEIGHT - 1;
        ctx.fillStyle = color(f.index);
        const i0 = Math.max(0, lowerBound(t, n, t0) - 1);
        for (let i = i0; i < n && t[i] <= t1; i++) {
          const val = v[i];
          if (!Number.isFinite(val)) continue;
          const until = i + 1 < n ? t[i + 1] : end;
          const hv = Math.max(1, Math.min(1, Math.max(0, val)) * h);
          ctx.fillRect(x(Math.max(t[i], t0)), yb + h - hv, Math.max(1, x(Math.min(until, t1)) - x(Math.max(t[i], t0))), hv);
        }
        topBand = yb;
      }
    }
    // One caption per flow above its bands, only on full redraws (streamed increments would
    // print over the old text).
    if (captions && Number.isFinite(topBand)) {
      ctx.fillStyle = g.theme.text;
      ctx.font = '10px sans-serif';
      ctx.fillText(caption(f.fields, cols, n), x.range()[0] + 4, topBand - 2);
    }
  }
}

/** Values with the same label share a colour (BBR's six gain-1 phases are one colour). */
function stateColor(field: TelemetryField, value: number): string {
  const label = field.states?.[value];
  const first = label === undefined ? value : field.states!.indexOf(label);
  return STATE_COLORS[first % STATE_COLORS.length];
}

/** "BBR state: PROBE_BW · PROBE_BW gain: 1 · BtlBw 9.92 Mb/s · …" from the last row (bands top down). */
function caption(fields: readonly TelemetryField[], cols: Record<string, Float64Array>, n: number): string {
  if (n === 0) return fields.map((x) => x.label).join(' · ');
  const last = (k: string) => cols[k][n - 1];
  const bands = fields.filter((x) => x.show === 'band').reverse();
  const parts = bands.map((b) => `${b.label}: ${b.states?.[last(b.key)] ?? '–'}`);
  for (const v of fields.filter((x) => x.show === 'value' || x.show === 'strip')) parts.push(`${v.label} ${formatValue(last(v.key), v.unit)}`);
  return parts.join(' · ');
}

function formatValue(v: number, unit: TelemetryField['unit']): string {
  if (!Number.isFinite(v)) return '–';
  // The catalogue's rate spelling ("9.92 Mbit/s"), as every other rate on the plots and exports.
  if (unit === 'bit/s') return formatMetricValue('rate', v, 0);
  if (unit === 's') return `${(v * 1000).toFixed(1)} ms`;
  if (unit === 'fraction') return v.toFixed(3);
  return String(Math.round(v));
}
