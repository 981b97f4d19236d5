import type { NumberParam } from '../sim-core';

/**
 * A queue parameter's field in the words it is shown with: the unit beside its box, and its
 * accessible name in that unit. The registry's help says the model's unit ("target queueing
 * delay (s); RFC 8033: 15 ms"), but a field with a display scale shows another ("ms"): a
 * screen reader said seconds beside a box in milliseconds (bloat-2045 C5).
 */

/** The unit beside a parameter's box: the buffer's unit, the registry's display unit, else the model's. */
export function paramShownUnit(p: NumberParam, queueUnit: string): string | undefined {
  return p.inQueueUnit ? queueUnit : (p.display?.unit ?? p.unit);
}

/**
 * The help in the unit the field shows, for its accessible name (A's box) and its tooltip (B's).
 * Only a field shown scaled (display.scale ≠ 1) says another unit than the model's: its "(s)"
 * becomes "(ms)"; a help without the model's unit in brackets gets "(in %)" after it. The
 * shown unit is the display unit's first word ("ms (sets the thresholds; max_p adapts)": ms).
 */
export function paramHelpInShownUnit(p: NumberParam): string {
  const scale = p.display?.scale ?? 1;
  if (scale === 1 || !p.display?.unit) return p.help;
  const shown = p.display.unit.split(' ')[0];
  const model = p.unit === undefined ? null : `(${p.unit})`;
  if (model !== null && p.help.includes(model)) return p.help.split(model).join(`(${shown})`);
  return `${p.help} (in ${shown})`;
}

/**
 * A queue parameter's accessible name: its visible label first, then its help in the shown unit
 * ("w_q: EWMA weight; …"; PIE's "target queueing delay (ms); …" already begins with "Target"). The help
 * alone left the word on screen out of the name (WCAG 2.5.3, label in name): a tester looking for
 * w_q in the page's aria snapshot found "EWMA weight; …" and no w_q. A help that already begins
 * with the label is the name as it is.
 */
export function paramFieldName(label: string, help: string): string {
  return help.toLowerCase().startsWith(label.toLowerCase()) ? help : `${label}: ${help}`;
}
