import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sim, simAsync } from './sim-cli-helpers';


describe('npm run sim', () => {
  it('runs a preset and prints the per-flow table', () => {
    const r = sim('seed000-droptail');
    expect(r.code).toBe(0);
    // Each column's head names its one unit (the catalogue's column rule); the cells are plain numbers.
    expect(r.out).toMatch(/handshake \(s\)\s+elapsed \(s\)\s+throughput \((k|M)?bit\/s\)\s+goodput \((k|M)?bit\/s\)\s+retransmits\s+fast retransmits/);
    expect(r.out.split("\n").filter((l) => /^\d+\. (big 1|big 2|third)\s/.test(l))).toHaveLength(3);
    expect(r.out).toMatch(/R2->D\s+droptail/);
  });

  it('web traffic: its row has no per-flow figures, a line gives its responses, and no Jain index or system goodput', () => {
    const r = sim('seed001-80', '--set', 'duration=12');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1\. HTTP clouds\s+reno\s+0\.00\s.*web traffic: see below/m);
    expect(r.out).not.toMatch(/udp-cbr/);
    expect(r.out).toMatch(/^HTTP clouds \(web traffic, reno, over the window\): web connections opened \d+; web responses done \d+; web responses with a loss or timeout \d+; web response time, median \d\.\d{3} s; web response time, 90th percentile \d\.\d{3} s$/m);
    expect(r.out).toMatch(/Jain \(goodput\) —,/);
    expect(r.out).toMatch(/system goodput —: no flow with a rate of its own/);
  });

  it('--json prints the full summary for scripts', () => {
    const r = sim('seed000-red', '--json', '--set', 'flows.2.start=4');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.flows).toHaveLength(3);
    // The seed-000 presets start flows up to 50 ms late (seeded start jitter).
    expect(j.flows[2].start).toBeGreaterThanOrEqual(4);
    expect(j.flows[2].start).toBeLessThan(4.05);
    expect(j.flows[2].summary.completed).toBe(true);
    expect(j.links.find((l: { monitored: boolean }) => l.monitored).queueKind).toBe('red');
    expect(typeof j.aggregate.jainThroughput).toBe('number');
  });

  it('--out writes the series as CSV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const r = sim('seed000-droptail', '--out', dir);
    expect(r.code).toBe(0);
    const files = readdirSync(dir);
    expect(files).toContain('flow-3-seq.csv');
    expect(files).toContain('link-R2-_D-queue.csv');
    const seq = readFileSync(join(dir, 'flow-3-seq.csv'), 'utf8').split('\r\n');
    expect(seq[0]).toBe('t,kind,seq,len,link');
    expect(seq.some((l) => l.includes(',retransmit,'))).toBe(true);
  });

  it('--format json writes one series file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    expect(sim('seed000-droptail', '--out', dir, '--format', 'json').code).toBe(0);
    const j = JSON.parse(readFileSync(join(dir, 'series.json'), 'utf8'));
    expect(j.flows[0].series.cwnd.t.length).toBeGreaterThan(10);
  });

  it('reads a scenario file and refuses a bad one with the validation message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ version: 1, duration: '5s', topology: { kind: 'dumbbell', bottleneck: { rate: '2Mbit', delay: '10ms', queue: { type: 'droptail', limit: 20 } } }, flows: [{ kind: 'tcp', bytes: 50000 }] }));
    const ok = sim(good);
    expect(ok.code).toBe(0);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ version: 1, topology: { kind: 'dumbbell', bottleneck: { rate: '2Mbit', delay: -1, queue: { type: 'droptail', limit: 20 } } }, flows: [{ kind: 'tcp', start: 'soon' }] }));
    const r = sim(bad);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/topology\.bottleneck\.delay/);
    // A flow's path as --set writes it, naming the flow (numbered from 1).
    expect(r.err).toMatch(/flows\.0 \(flow 1\)\.start/);
  });

  it('refuses unknown presets, options and malformed --set', () => {
    expect(sim('no-such-preset').code).not.toBe(0);
    expect(sim('seed000-red', '--bogus').code).not.toBe(0);
    const r = sim('seed000-red', '--set', '__proto__.x=1');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/not a valid setting path/);
  });

  it('runs the parametric dumbbell presets the app offers (dumbbell-N-queue)', () => {
    const r = sim('dumbbell-3-red', '--json', '--set', 'duration=12');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.flows).toHaveLength(3);
    expect(j.links.find((l: { monitored: boolean }) => l.monitored).queueKind).toBe('red');
    expect(sim('dumbbell-99-red').code).not.toBe(0);
  });

  it('a version-1 file (variant) and its version-2 form (cc + recovery) give the same run; --set variant sets both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const topology = { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '10ms', queue: { type: 'droptail', limit: 10 } } };
    const v1 = join(dir, 'v1.json');
    writeFileSync(v1, JSON.stringify({ version: 1, duration: 5, topology, flows: [{ kind: 'tcp', variant: 'vegas' }, { kind: 'tcp', start: 0.5, variant: 'sack' }] }));
    const v2 = join(dir, 'v2.json');
    writeFileSync(v2, JSON.stringify({ version: 2, duration: 5, topology, flows: [{ kind: 'tcp', cc: 'vegas', recovery: 'reno' }, { kind: 'tcp', start: 0.5, cc: 'reno', recovery: 'sack' }] }));
    const [a, b] = [sim(v1, '--json'), sim(v2, '--json')].map((r) => JSON.parse(r.out));
    expect(a.traceHash).toBe(b.traceHash);
    const c = JSON.parse(sim(v2, '--json', '--set', 'flows.1.variant=tahoe').out);
    expect(c.flows[1]).toMatchObject({ cc: 'reno', recovery: 'tahoe', variant: 'tahoe' });
  });

  it('the link table shows the maximum queue and each measurement window gets a line; --json carries the windows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const file = join(dir, 'w.json');
    const topology = { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '10ms', queue: { type: 'droptail', limit: 10 } } };
    writeFileSync(file, JSON.stringify({ version: 3, duration: 4, measure: [{ from: 1 }, { name: 'start', from: 0, to: 1 }], topology, flows: [{ kind: 'group', count: 2, template: { kind: 'tcp' } }] }));
    const text = sim(file).out;
    expect(text).toMatch(/max q pkts\s+max q bytes/);
    expect(text).toMatch(/^window \[1\.00, 4\.00\) s: utilization [\d.]+ %, queue mean [\d.]+ \/ max \d+ pkts/m);
    expect(text).toMatch(/^window start \[0\.00, 1\.00\) s: /m);
    const j = JSON.parse(sim(file, '--json').out);
    expect(j.windows.map((w: { name: string | null; from: number }) => [w.name, w.from])).toEqual([[null, 1], ['start', 0]]);
    const bottleneck = j.links.find((l: { monitored: boolean }) => l.monitored).summary;
    expect(bottleneck.maxQueuePackets).toBeGreaterThan(0);
    expect(bottleneck.maxQueuePackets).toBeLessThanOrEqual(10);
  });

  it('--help lists every registered queue discipline and TCP module with its parameters', () => {
    const r = sim('--help');
    expect(r.out).toMatch(/^ {2}ared\s+Adaptive RED/m);
    expect(r.out).toMatch(/targetDelay: target queueing delay/);
    expect(r.out).toMatch(/cc vegas/);
    expect(r.out).toMatch(/recovery sack/);
  });

  it('ends quietly with status 0 when its reader closes the pipe early (as `--list | head -1` does)', async () => {
    const child = simAsync('--list');
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    // Read the first chunk, then close our end: the CLI's next write meets a closed pipe (EPIPE).
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(err).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });
});
