/**
 * `sim show <preset | file> [--set PATH=VALUE …]`: print the scenario as the core reads it, every
 * default filled in, as JSON. Saved to a file and run, it gives the same run (same trace hash).
 */
import { fail, loadInput, parseSet, validOrExit, withSets } from './common';
import { say } from './printable';

export const SHOW_USAGE = `usage: npm run sim -- show <preset | scenario.json> [--set PATH=VALUE …] [--seed N]

Prints the full scenario (every default filled in) as JSON: a starting point for a scenario file.
Running the printed file gives the same run (same trace hash).`;

export function showCommand(argv: string[]): void {
  let input: string | null = null;
  const sets: [string, unknown][] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${SHOW_USAGE}`);
    if (a === '--help' || a === '-h') {
      say(`${SHOW_USAGE}\n`);
      return;
    } else if (a === '--set') sets.push(parseSet(next()));
    else if (a === '--seed') sets.push(parseSet(`seed=${next()}`));
    else if (a.startsWith('-')) fail(`unknown option ${a}\n\n${SHOW_USAGE}`);
    else if (input !== null) fail(`one scenario at a time (got "${input}" and "${a}")`);
    else input = a;
  }
  if (input === null) fail(SHOW_USAGE);
  const scenario = validOrExit(withSets(loadInput(input), sets));
  say(`${JSON.stringify(scenario, null, 2)}\n`);
}
