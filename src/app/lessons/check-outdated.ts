import type { Scenario } from '../../sim-core';
import { sameSetUp } from '../heading/scenario-heading';

/**
 * Whether a check's figures no longer describe the scenario on screen. Judged by what the
 * scenario sets up, not by how often the store was written: leaving for the home page and coming
 * back with the browser's Back re-reads the link and loads an equal scenario, and the old
 * revision count called that "You changed the scenario" (phone trial 05:10, step 8).
 * `checked` is the valid scenario the check ran on; `current` the valid scenario now (null while
 * the draft has errors, which is a change too).
 */
export function checkOutdated(checked: Scenario | null, current: Scenario | null): boolean {
  if (!checked || !current) return true;
  return !sameSetUp(checked, current);
}
