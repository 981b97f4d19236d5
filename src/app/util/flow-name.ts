import { capitalise } from './text';

/**
 * How a person reads a flow's name, everywhere the app writes one (the live region, plot
 * descriptions and readouts, the flow bar, the timeline, A/B rows, sweep settings): its number
 * counted from 1, then its name in brackets — "flow 3 (third)". One function, so a sentence, a
 * readout and a button never name the same flow two ways (a screen-reader trial met "flow 3
 * (third)" in one place and "third" alone in another).
 */
export function flowName(index: number, name?: string | null): string {
  return name ? `flow ${index + 1} (${name})` : `flow ${index + 1}`;
}

/** The same, starting a sentence, a label or a line: "Flow 3 (third)". */
export function FlowName(index: number, name?: string | null): string {
  return capitalise(flowName(index, name));
}
