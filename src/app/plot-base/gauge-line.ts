import type { GaugeInfo } from '../../sim-core';

/**
 * "drop probability now 0.00 % (p_a)", "CoDel in its dropping state: no": a queue gauge read out as
 * its plain phrase, its value, then the name the papers give it (the queue registry's label and
 * symbol). A student read RED's "max_p 10.00 % · count 21 · p_a 0.00 %" as jargon (phone trial
 * 20:20). The queue's state readout (plots/) and RED's panel (mechanism/) both say it so.
 */
export function gaugeLine(g: Pick<GaugeInfo, 'label' | 'symbol' | 'scale'>, value: string, says?: string | null): string {
  return `${g.label}${g.scale === 'state' ? ':' : ''} ${gaugeValue(g, value, says)}`;
}

/** The value part of gaugeLine: "0.00 % (p_a)", and what a puzzling reading means after a dash (GaugeInfo.says). */
export function gaugeValue(g: Pick<GaugeInfo, 'symbol'>, value: string, says?: string | null): string {
  return `${value}${g.symbol ? ` (${g.symbol})` : ''}${says ? ` — ${says}` : ''}`;
}
