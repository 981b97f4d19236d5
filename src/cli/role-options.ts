/**
 * The options that name flows by number (from 1): --big-flows I,J and --late-flow K (seed 000's
 * roles: the two big downloads and the late flow, for its exceptions), shared by --reps and
 * sweep, and their old spellings --big / --late (indices from 0), refused with the new form.
 */
import { fail, parseFlowNumbers, refuseRenamedFlowOption } from './common';

export interface RoleChoice {
  big: number[] | null;
  late: number | null;
}

/** One flow number (from 1) as an index. */
export function parseOneFlow(text: string, option: string): number {
  const f = parseFlowNumbers(text, option);
  if (f.length !== 1) fail(`${option} takes one flow number, e.g. 3`);
  return f[0];
}

/**
 * Handle `opt` if it is one of the role options (reading its value with `next`); false when it
 * is not. `following` is the argument after `opt`, quoted back in the refusal of an old spelling.
 */
export function roleOption(opt: string, following: string | undefined, next: () => string, roles: RoleChoice): boolean {
  switch (opt) {
    case '--big-flows':
      roles.big = parseFlowNumbers(next(), '--big-flows');
      if (roles.big.length !== 2) fail('--big-flows takes two flow numbers, e.g. 1,2');
      return true;
    case '--late-flow':
      roles.late = parseOneFlow(next(), '--late-flow');
      return true;
    case '--big':
      return refuseRenamedFlowOption('--big', following, '--big-flows');
    case '--late':
      return refuseRenamedFlowOption('--late', following, '--late-flow');
    default:
      return false;
  }
}
