/**
 * Calibration experiments for the seed 000 scripts: `SEED000_SET="tcp.minRto=0.2;…"` edits every
 * run, `SEED000_SET_TD` only the tail-drop ones (paths as for `npm run sim -- --set`).
 */
import { applyOverride, parseOverrideValue } from '../src/sim-core/scenario/overrides';
import type { ScenarioInput } from '../src/sim-core/scenario/schema';

const parseEdits = (text: string | undefined) =>
  (text ?? '').split(';').filter(Boolean).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] as [string, string]);

export function withSeed000Edits(sc: ScenarioInput, tailDrop: boolean): ScenarioInput {
  const edits = [...parseEdits(process.env.SEED000_SET), ...(tailDrop ? parseEdits(process.env.SEED000_SET_TD) : [])];
  return edits.reduce<unknown>((s, [p, v]) => applyOverride(s, p, parseOverrideValue(v)), sc) as ScenarioInput;
}
