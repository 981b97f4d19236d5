/**
 * The researcher trial's CLI findings (issue 34, notes/trials/researcher-1930.md), through the
 * command as a person runs it: --help lists each subcommand once; the summary CSV carries the
 * --set edits and the configurations' sources; the worker count is printed; one name per metric
 * (--metric takes the catalogue id and refuses a former name naming the id; the per-run CSV's
 * flow columns are the catalogue's, as flatten's); `plot` redraws a figure from a saved summary,
 * byte for byte what sweep --plot drew; --y-range and plot's input are checked before any work
 * and a refused command writes nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvParse } from 'd3';
import { beforeAll, describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

const tmp = () => mkdtempSync(join(tmpdir(), 'cl-trial-'));

describe('--help', () => {
  it('lists each subcommand once, plot among them', () => {
    const help = sim('--help').out;
    for (const sub of ['show', 'batch', 'flatten', 'sweep', 'plot']) expect(help.match(new RegExp(`^  ${sub} \\.\\.\\.`, 'gm')), sub).toHaveLength(1);
  });
});

describe('a sweep changed by --set, then redrawn from its summary', () => {
  const dir = tmp();
  let run: ReturnType<typeof sim>;
  beforeAll(() => {
    run = sim('sweep', 'seed000-droptail', 'seed000-red', '--param', 'flows.2.start', '--values', '0,2', '--reps', '2', '--set', 'tcp.initialWindow=10', '--set', 'duration=60', '--summary', join(dir, 's.csv'), '--plot', join(dir, 's.svg'), '--out', join(dir, 'runs.csv'), '--workers', '1', '--allow-incomplete');
  }, 300_000);

  it('runs, and says how many runs and workers', () => {
    expect(run.code, run.err).toBe(0);
    expect(run.err).toMatch(/^sweep: 8 runs, using 1 worker$/m);
  });

  it('the summary CSV names every configuration\'s source and the --set edits', () => {
    const rows = csvParse(readFileSync(join(dir, 's.csv'), 'utf8'));
    expect(rows.columns.slice(0, 6)).toEqual(['tool', 'commit', 'config', 'source', 'sets', 'flows.2.start']);
    expect(rows.map((r) => r.source)).toEqual(['seed000-droptail', 'seed000-droptail', 'seed000-red', 'seed000-red']);
    for (const r of rows) expect(JSON.parse(r.sets)).toEqual({ 'tcp.initialWindow': 10, duration: 60 });
    expect(rows[0].metric).toBe('flow.elapsed');
    expect(rows[0].unit).toBe('s');
    expect([rows[0].flow, rows[0].name]).toEqual(['3', 'third']);
  });

  it('the figure shows the edit and labels the thesis points as the unmodified configuration\'s', () => {
    const svg = readFileSync(join(dir, 's.svg'), 'utf8');
    expect(svg).toContain('changed by --set tcp.initialWindow=10 duration=60');
    expect(svg).toContain('reference (unmodified configuration)');
    expect(svg).toContain('Flow 3 (&quot;third&quot;) start time (s)');
  });

  it('the per-run CSV names the flow and its figures as flatten and the catalogue do', () => {
    const head = readFileSync(join(dir, 'runs.csv'), 'utf8').split('\n')[0].split(',');
    expect(head).toEqual(expect.arrayContaining(['flow', 'name', 'variant', 'start_s', 'flow_kind', 'elapsed_s', 'goodput_bps']));
    expect(head.filter((c) => /^flow[A-Z]|elapsedTime/.test(c))).toEqual([]);
  });

  it('plot redraws the same figure from the summary CSV, byte for byte, and from the summary JSON', () => {
    const again = join(dir, 'again.svg');
    const r = sim('plot', join(dir, 's.csv'), '--out', again);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(join(dir, 's.svg'), 'utf8'));
    const png = join(dir, 'again.png');
    expect(sim('plot', join(dir, 's.csv'), '--out', png, '--y-range', '0:80').code).toBe(0);
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  }, 120_000);
});

describe('plot from a JSON summary of a grid', () => {
  it('equals the grid\'s own --plot, and draws the thesis points beside the series at the preset\'s max_p', () => {
    const dir = tmp();
    const r = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0,2', '--param', 'topology.bottleneckQueue.maxP', '--values', '0.05,0.1', '--reps', '1', '--summary', join(dir, 'g.json'), '--plot', join(dir, 'g.svg'), '--workers', '1', '--allow-incomplete');
    expect(r.code, r.err).toBe(0);
    expect(sim('plot', join(dir, 'g.json'), '--out', join(dir, 'again.svg')).code).toBe(0);
    const svg = readFileSync(join(dir, 'g.svg'), 'utf8');
    expect(readFileSync(join(dir, 'again.svg'), 'utf8')).toBe(svg);
    expect(svg).toContain('data-series="seed000-red, topology.bottleneckQueue.maxP = 0.1"');
    expect(svg.match(/class="reference-point"/g)).toHaveLength(2);
  }, 300_000);
});

describe('one name per metric', () => {
  it('--metric takes the catalogue id; a former name is refused naming the id, before any run', () => {
    const dir = tmp();
    const r = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0', '--reps', '1', '--metric', 'elapsedTime', '--summary', join(dir, 's.csv'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--metric elapsedTime: this former name is gone; use the metric catalogue's id flow\.elapsed/);
    expect(readdirSync(dir)).toEqual([]);
    expect(sim('sweep', '--help').out).not.toMatch(/elapsedTime/);
  });
});

describe('hostile input: refused before any work, nothing written', () => {
  const bad: [string, string[], RegExp][] = [
    ['--y-range not MIN:MAX', ['--plot', 'f.svg', '--y-range', '20'], /--y-range expects MIN:MAX/],
    ['--y-range upside down', ['--plot', 'f.svg', '--y-range', '5:1'], /MIN must be below MAX/],
    ['--y-range without --plot', ['--summary', 's.csv', '--y-range', '0:5'], /give --plot/],
  ];
  it.each(bad)('sweep: %s', (_, extra, message) => {
    const dir = tmp();
    const r = sim('sweep', 'seed000-red', '--param', 'flows.2.start', '--values', '0', '--reps', '1', ...extra.map((x) => (/\.(svg|csv)$/.test(x) ? join(dir, x) : x)));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/runs, using/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('plot refuses what is not a sweep summary, an old summary without min and max, three settings, a bad metric, --out onto its input', () => {
    const dir = tmp();
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const summary = { replications: 2, metric: 'flow.elapsed', flow: { number: 3, name: 'third' }, sets: {}, settings: [{ path: 'flows.2.start', values: [0] }], configs: [{ name: 'a', source: 'seed000-red' }], rows: [{ config: 'a', values: { 'flows.2.start': 0 }, n: 2, censored: 0, min: 1, q1: 2, median: 3, q3: 4, max: 5 }] };
    const cases: [string[], RegExp][] = [
      [[file('x.json', '{"rows": 1}'), '--out', join(dir, 'o.svg')], /not a sweep --summary JSON file/],
      [[file('y.json', 'not json'), '--out', join(dir, 'o.svg')], /not valid JSON/],
      [[file('old.json', JSON.stringify({ ...summary, rows: [{ ...summary.rows[0], min: undefined, max: undefined }] })), '--out', join(dir, 'o.svg')], /no min, max/],
      [[file('three.json', JSON.stringify({ ...summary, settings: [1, 2, 3].map((k) => ({ path: `flows.${k}.start`, values: [0] })) })), '--out', join(dir, 'o.svg')], /one or two swept settings/],
      [[file('novalue.json', JSON.stringify({ ...summary, rows: [{ ...summary.rows[0], values: {} }] })), '--out', join(dir, 'o.svg')], /no value of flows\.2\.start/],
      [[file('alias.json', JSON.stringify({ ...summary, metric: 'elapsedTime' })), '--out', join(dir, 'o.svg')], /not a catalogue id/],
      [[file('ok.json', JSON.stringify(summary)), '--out', join(dir, 'o.pdf')], /\.svg or \.png/],
      [[join(dir, 'ok.json'), '--out', join(dir, 'ok.json')], /\.svg or \.png|summary file itself/],
      [[join(dir, 'ok.json')], /usage: npm run sim -- plot/],
      [[join(dir, 'missing.json'), '--out', join(dir, 'o.svg')], /no such file/],
      [[join(dir, 'ok.json'), '--out', join(dir, 'no-such-folder', 'o.svg')], /cannot write there/],
      [[join(dir, 'ok.json'), '--out', join(dir, 'o.svg'), '--y-range', '1:1'], /MIN must be below MAX/],
    ];
    for (const [args, message] of cases) {
      const r = sim('plot', ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
    }
    expect(existsSync(join(dir, 'o.svg'))).toBe(false);
    expect(readFileSync(join(dir, 'ok.json'), 'utf8')).toBe(JSON.stringify(summary));
    // The same file drawn: it is a valid summary.
    expect(sim('plot', join(dir, 'ok.json'), '--out', join(dir, 'o.svg')).code).toBe(0);
  }, 120_000);
});

describe('the worker count', () => {
  it('--reps and batch say how many workers they use', () => {
    const reps = sim('seed000-red', '--reps', '2', '--workers', '2', '--set', 'duration=5');
    expect(reps.err).toMatch(/: 2 runs, using 2 workers$/m);
    const dir = tmp();
    const runs = join(dir, 'runs.jsonl');
    writeFileSync(runs, `${JSON.stringify({ preset: 'dumbbell-2-red', set: { duration: 2, 'measure.from': 0 } })}\n`);
    const b = sim('batch', runs, '--out', join(dir, 'out.jsonl'), '--workers', '3');
    expect(b.code, b.err).toBe(0);
    expect(b.err).toMatch(/^batch: 1 run, using 1 worker$/m);
  }, 120_000);
});
