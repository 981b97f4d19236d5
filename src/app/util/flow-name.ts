import { capitalise } from './text';

/**
 * How a person reads a flow's name, everywhere the app writes one (the live region, plot
 * descriptions and readouts, the flow bar, the timeline, A/B rows, sweep settings): its number
 * counted from 1, then its name in brackets — "flow 3 (third)". One function, so a sentence, a
 * readout and a button never name the same flow two ways (a screen-reader trial met "flow 3
 * (third)" in one place and "third" alone in another).
 */
export function flowName(index: number, name?: string | null): string {
  const plain = `flow ${index + 1}`;
  // A flow without a name of its own is named "flow N" in the results: said once, not "Flow 6 (flow 6)" (phone trial 16:06, s32).
  return name && name.toLowerCase() !== plain ? `${plain} (${name})` : plain;
}

/** The same, starting a sentence, a label or a line: "Flow 3 (third)". */
export function FlowName(index: number, name?: string | null): string {
  return capitalise(flowName(index, name));
}

/**
 * A flow's short tag where space is small, as the plots' legends and the flow bar's buttons write
 * it: its number from 1 and its name ("1 Vegas1"), the number alone for a flow without a name.
 * The flow bar's buttons said "1" and "2" only, and a student had to find elsewhere which was
 * Vegas and which Reno (phone trial 02:30, step 4).
 */
export function flowTag(index: number, name?: string | null): string {
  return name ? `${index + 1} ${name}` : String(index + 1);
}

/**
 * A flow's show/hide chip: its number, and its name in brackets ("1 (Vegas1)"), as its accessible
 * name "Flow 1 (Vegas1)" says it. "1 Vegas1" beside that name failed axe's label-content-name-mismatch
 * (WCAG 2.5.3: the name drops the bracketed part, "flow 1", which must contain what is seen); the
 * legends keep flowTag's "1 Vegas1".
 */
export function flowChipText(index: number, name?: string | null): string {
  return name ? `${index + 1} (${name})` : String(index + 1);
}
