/**
 * Every CLI command line the documentation shows is run (issue 34, item 6): the `npm run sim` /
 * `npm run -s sim` lines (and `cmp`) of the ```sh blocks in README.md and docs/*.md, the inline
 * `npm run sim -- …` commands of their prose, and the "examples" of every `--help`. Each
 * document's commands run in order in a temporary folder of their own (so that `show … >
 * my.json` comes before `my.json`), through the launcher (`npm run -s sim --` becomes `node
 * scripts/sim.mjs`: npm needs the project's folder; one test below runs npm itself for -s).
 * Each must exit 0; what is redirected to a .json / .jsonl / .csv file must parse as such.
 *
 * Templates are not run: a line with a placeholder in capitals (FILE, PRESET, RUNS, OUT, N), a
 * shell variable ($…), `{}`, `…` or `[…]`. The files the examples read are made first:
 * runs.jsonl (four short runs), my-scenario.json (`show dumbbell-red`), example.json (the
 * example of docs/scenario.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowCsvColumns, runCsvColumns } from '../../src/sim-core/metric-catalogue/registry';
import { ROOT, sim } from './sim-cli-helpers';

const LAUNCHER = `"${process.execPath}" "${join(ROOT, 'scripts/sim.mjs')}"`;
const SIM = /^npm run (?:-s )?sim --(?=\s|$)/;
const TEMPLATE = /\b[A-Z]{1,}[A-Z_]*\b(?![a-z])|\$|\{\}|…|\[[^\]]*\]/;

/** A line of a sh block or an inline span: the command without its trailing comment. */
function command(line: string): string {
  return line.replace(/\s+#\s.*$/, '').trim();
}

/** Commands of a Markdown document, in order. */
export function documentCommands(text: string): string[] {
  const out: string[] = [];
  let inSh = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      inSh = !inSh && /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (inSh) {
      const c = command(line);
      if ((SIM.test(c) || c.startsWith('cmp ')) && !TEMPLATE.test(c.replace(SIM, ''))) out.push(c);
      continue;
    }
    for (const m of line.matchAll(/`(npm run (?:-s )?sim --[^`]*)`/g)) {
      const c = command(m[1]);
      // "`npm run sim -- batch` runs a file …" names a subcommand; it is not a command line.
      const bareSubcommand = /^(batch|merge|sweep|show)$/.test(c.replace(SIM, '').trim());
      if (!TEMPLATE.test(c.replace(SIM, '')) && !bareSubcommand) out.push(c);
    }
  }
  return out;
}

/** The commands under "examples" in a --help text. */
function helpCommands(help: string): string[] {
  const lines = help.split('\n');
  const start = lines.findIndex((l) => /^examples?\b/.test(l));
  if (start < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (!/^\s+npm run/.test(l)) break;
    out.push(command(l));
  }
  return out;
}

function fixtures(dir: string): void {
  const runs = [
    { preset: 'dumbbell-2-red', set: { duration: 3, 'measure.from': 0, seed: 1 }, id: 'red-1' },
    { preset: 'dumbbell-2-red', set: { duration: 3, 'measure.from': 0, seed: 2 }, id: 'red-2' },
    { preset: 'dumbbell-1-droptail', set: { duration: 3, 'measure.from': 0, 'flows.0.cc': 'cubic' } },
    { preset: 'seed000-red', set: { duration: 4 } },
  ];
  writeFileSync(join(dir, 'runs.jsonl'), runs.map((r) => `${JSON.stringify(r)}\n`).join(''));
  writeFileSync(join(dir, 'my-scenario.json'), sim('show', 'dumbbell-red').out);
  const scenarioDoc = readFileSync(join(ROOT, 'docs/scenario.md'), 'utf8');
  const example = /```json\n(\{\n  "version"[\s\S]*?)\n```/.exec(scenarioDoc);
  if (example) writeFileSync(join(dir, 'example.json'), example[1]);
}

/** Run one command line in `dir`; the file it redirects stdout to, if any. */
function run(line: string, dir: string): { code: number | null; out: string; err: string; redirected: string | null } {
  const shell = line.replace(SIM, LAUNCHER);
  const r = spawnSync('/bin/sh', ['-c', shell], { cwd: dir, encoding: 'utf8', timeout: 600_000 });
  const redirect = /\s>\s*(\S+)\s*$/.exec(line);
  return { code: r.status, out: r.stdout, err: r.stderr, redirected: redirect ? redirect[1] : null };
}

/**
 * For a failed `cmp A B`: the first line where the two files differ, each side cut to 600
 * characters (cmp says only the byte; a sharded batch's merge once differed under a load of 30 and
 * the message did not say how).
 */
function differingLines(line: string, dir: string): string {
  const m = /^cmp\s+(\S+)\s+(\S+)/.exec(line);
  if (!m || !existsSync(join(dir, m[1])) || !existsSync(join(dir, m[2]))) return '';
  const [a, b] = [m[1], m[2]].map((f) => readFileSync(join(dir, f), 'utf8').split(/\r?\n/));
  const i = a.findIndex((l, k) => l !== b[k]);
  if (i < 0) return a.length === b.length ? '' : `\n${m[1]} has ${a.length} lines, ${m[2]} ${b.length}`;
  return `\nfirst difference, line ${i + 1}:\n${m[1]}: ${a[i].slice(0, 600)}\n${m[2]}: ${(b[i] ?? '(none)').slice(0, 600)}`;
}

/** What a command wrote that says its format by its name: it must parse. */
function checkFormats(dir: string, before: Set<string>, line: string): void {
  for (const f of readdirSync(dir)) {
    if ((before.has(f) && !line.includes(f)) || !statSync(join(dir, f)).isFile()) continue;
    const text = readFileSync(join(dir, f), 'utf8');
    if (f.endsWith('.json')) expect(() => JSON.parse(text), `${f} written by: ${line}`).not.toThrow();
    if (f.endsWith('.jsonl')) for (const l of text.trim().split(/\r?\n/)) expect(() => JSON.parse(l), `${f} written by: ${line}`).not.toThrow();
    if (f.endsWith('.csv')) {
      const rows = text.trim().split(/\r?\n/);
      expect(rows.length, `${f} written by: ${line}`).toBeGreaterThan(1);
      expect(text, `${f}: a CSV, not npm's banner`).not.toMatch(/^>/);
    }
  }
}

/** Where each document's commands ran, for the checks of what they wrote. */
const ranIn = new Map<string, string>();

const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('every CLI command line in the documentation runs', () => {
  it('the extraction finds the documented commands and skips templates', () => {
    const found = documentCommands('```sh\nnpm run sim -- a.json   # run\nnpm run -s sim -- batch RUNS --out OUT\ncmp a b\n```\nUse `npm run sim -- --list` or `npm run sim -- show PRESET`.');
    expect(found).toEqual(['npm run sim -- a.json', 'cmp a b', 'npm run sim -- --list']);
    const cli = documentCommands(readFileSync(join(ROOT, 'docs/cli.md'), 'utf8'));
    expect(cli.length).toBeGreaterThan(10);
    expect(cli.some((c) => c.includes('--summary test-a.csv'))).toBe(true);
  });

  it.each(DOCUMENTS.filter((d) => documentCommands(readFileSync(join(ROOT, d), 'utf8')).length > 0))(
    '%s: each command exits 0 and what it writes parses',
    (doc) => {
      const dir = mkdtempSync(join(tmpdir(), 'cl-docs-'));
      ranIn.set(doc, dir);
      fixtures(dir);
      for (const line of documentCommands(readFileSync(join(ROOT, doc), 'utf8'))) {
        const before = new Set(readdirSync(dir));
        const r = run(line, dir);
        expect(r.code, `${doc}: ${line}\n${r.err}${r.out}${differingLines(line, dir)}`).toBe(0);
        if (r.redirected && existsSync(join(dir, r.redirected))) expect(readFileSync(join(dir, r.redirected), 'utf8')).not.toMatch(/^\s*>/);
        checkFormats(dir, before, line);
      }
    },
    900_000,
  );

  it('docs/cli.md, Test A: the summary medians, quartiles and exceptions are those of validation.md, number for number; the figure has two series and the thesis points', () => {
    const dir = ranIn.get('docs/cli.md');
    expect(dir, 'runs after the docs/cli.md commands').toBeDefined();
    const validation = readFileSync(join(ROOT, 'docs/validation.md'), 'utf8');
    const section = validation.slice(validation.indexOf('### Test A'));
    const tables: Record<string, string> = {
      'seed000-droptail': section.slice(section.indexOf('**Tail drop**'), section.indexOf('**RED (R1)**')),
      'seed000-red': section.slice(section.indexOf('**RED (R1)**'), section.indexOf('| target |')),
    };
    const summary = readFileSync(join(dir!, 'test-a.csv'), 'utf8').trim().split(/\r?\n/);
    const head = summary[0].split(',');
    const col = (row: string[], name: string) => row[head.indexOf(name)];
    let compared = 0;
    for (const [config, table] of Object.entries(tables)) {
      for (const m of table.matchAll(/^\| ([\d.]+) s \| [^|]+ \| ([\d.]+) \[([\d.]+), ([\d.]+)\] \| [^|]+ \| \d+ \/ (\d+) \|$/gm)) {
        const row = summary.map((l) => l.split(',')).find((r) => col(r, 'config') === config && Number(col(r, 'flows.2.start')) === Number(m[1]));
        expect(row, `${config} d = ${m[1]}`).toBeDefined();
        expect([Number(col(row!, 'median')).toFixed(2), Number(col(row!, 'q1')).toFixed(2), Number(col(row!, 'q3')).toFixed(2), col(row!, 'exceptions')], `${config} d = ${m[1]}`).toEqual([m[2], m[3], m[4], m[5]]);
        expect(col(row!, 'n')).toBe('20');
        compared++;
      }
    }
    expect(compared).toBe(12 + 5);
    const svg = readFileSync(join(dir!, 'test-a.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<g class="series"/g)).toHaveLength(2);
    expect(svg.match(/class="box"/g)).toHaveLength(2 * 15);
    expect(svg.match(/class="reference-point"/g)).toHaveLength(12 + 5);
  });

  it('docs/cli.md, the 2 × 3 grid: six summary rows, a PNG with one series per value of the second setting', () => {
    const dir = ranIn.get('docs/cli.md')!;
    const grid = JSON.parse(readFileSync(join(dir, 'grid.json'), 'utf8'));
    expect(grid.rows.map((r: { values: Record<string, number> }) => [r.values['flows.2.start'], r.values['topology.bottleneckQueue.maxP']])).toEqual([
      [0, 0.05], [0, 0.1], [0, 0.2], [2, 0.05], [2, 0.1], [2, 0.2],
    ]);
    expect(grid.rows.every((r: { n: number }) => r.n === 3)).toBe(true);
    expect(grid.confidenceInterval).toMatch(/order-statistic/);
    const png = readFileSync(join(dir, 'grid.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([[[]], [['sweep']], [['batch']], [['show']], [['merge']], [['flatten']], [['plot']]])('the examples of %j --help run', (sub) => {
    const help = sim(...sub, '--help');
    expect(help.code).toBe(0);
    // merge's example is in batch's (it needs the shards a batch writes).
    if (sub[0] !== 'merge') expect(helpCommands(help.out).length, 'the --help shows an example').toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'cl-help-'));
    fixtures(dir);
    for (const line of helpCommands(help.out)) {
      const before = new Set(readdirSync(dir));
      const r = run(line, dir);
      expect(r.code, `${line}\n${r.err}`).toBe(0);
      checkFormats(dir, before, line);
    }
  }, 600_000);

  it('npm run -s sim -- show … prints pure JSON (npm run without -s adds its banner)', () => {
    const silent = spawnSync('npm', ['run', '-s', 'sim', '--', 'show', 'cubic-alone'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(silent.status).toBe(0);
    expect(JSON.parse(silent.stdout).flows[0].tcp.cubic.hystart.enabled).toBe(true);
    const loud = spawnSync('npm', ['run', 'sim', '--', 'show', 'cubic-alone'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(() => JSON.parse(loud.stdout)).toThrow();
  }, 240_000);
});

describe('flatten', () => {
  it('docs/cli.md: the flattened sweep has one row per run × flow, flows numbered from 1, pandas-ready columns', () => {
    const dir = ranIn.get('docs/cli.md');
    expect(dir).toBeDefined();
    const runs = readFileSync(join(dir!, 'sweep.jsonl'), 'utf8').trim().split(/\r?\n/).map((l) => JSON.parse(l));
    const csv = readFileSync(join(dir!, 'sweep-flat.csv'), 'utf8').trim().split(/\r?\n/);
    const head = csv[0].split(',');
    const flows = runs.reduce((n: number, r: { summary: { flows: unknown[] } }) => n + r.summary.flows.length, 0);
    expect(csv).toHaveLength(1 + flows);
    // The provenance columns, then the metric catalogue's (the columns of --out's flows.csv and run.csv).
    for (const c of ['index', 'config', 'flows.2.start', 'seed', 'tool', 'commit', 'scenarioHash', 'traceHash', ...flowCsvColumns(), 'flow_kind', 'completed', ...runCsvColumns()]) expect(head).toContain(c);
    expect(head).toContain('one_way_delay_p99_s');
    const numbers = csv.slice(1).map((l) => l.replace(/"[^"]*(""[^"]*)*"/g, 'S').split(',')[head.indexOf('flow')]);
    expect(new Set(numbers)).toEqual(new Set(['1', '2', '3']));
  });
});
