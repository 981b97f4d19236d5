/**
 * Flows numbered from 1 wherever a person types or reads one (issue 30, item 3), and messages
 * that say what is wrong in the user's terms (issue 34, item 7): the old options that took
 * indices from 0 are refused with their new form, a flow that does not exist is named as such,
 * a path of another topology kind names the right one, and `show` writes out every TCP default.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('flow numbers from 1', () => {
  it.each([
    [['seed000-droptail', '--reps', '2', '--big', '0,1', '--late-flow', '3'], /^--big counted flows from 0 and is gone: .* Use --big-flows 1,2 \(the same flows as --big 0,1\)/],
    [['seed000-droptail', '--reps', '2', '--big-flows', '1,2', '--late', '2'], /^--late counted flows from 0 .* Use --late-flow 3 \(the same flow as --late 2\)/],
    [['sweep', 'seed000-droptail', '--param', 'flows.2.start', '--values', '0', '--reps', '1', '--flow', '2'], /^--flow counted flows from 0 .* Use --metric-flow 3 \(the same flow as --flow 2\)/],
  ])('the old spelling %j is refused, naming the new form', (args, message) => {
    const r = sim(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('--big-flows 1,2 --late-flow 3 label flows 1–3 and count the exceptions of flow 3', () => {
    const r = sim('seed000-droptail', '--reps', '2', '--big-flows', '1,2', '--late-flow', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^flow 3\s+elapsed\s/m);
    expect(r.out).toMatch(/exceptions \(flow 3 took longer than the fastest large flow\): \d of 2/);
  });

  it('flow numbers past the last flow are refused before running, by number', () => {
    const r = sim('seed000-droptail', '--reps', '2', '--big-flows', '1,2', '--late-flow', '4');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^flow 4 does not exist: seed000-droptail has 3 flows \(numbered 1 to 3\)/);
    expect(sim('seed000-droptail', '--reps', '2', '--big-flows', '0,1', '--late-flow', '3').err).toMatch(/--big-flows: expected flow numbers counted from 1/);
  });
});

describe('messages in the user terms', () => {
  it('--set or --param on a flow that does not exist: "flow 4 does not exist", not a schema error', () => {
    for (const r of [sim('seed000-droptail', '--set', 'flows.3.start=1'), sim('sweep', 'seed000-droptail', '--param', 'flows.3.start', '--values', '1', '--reps', '1')]) {
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/flows\.3\.start: flow 4 does not exist: .* has 3 flows/);
      expect(r.err).not.toMatch(/discriminator/);
    }
  });

  it("a dumbbell path on a testbed names the testbed's path (and the other way round)", () => {
    const t = sim('seed000-red', '--set', 'topology.bottleneck.queue.maxP=0.2');
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/is a testbed: its bottleneck queue is topology\.bottleneckQueue \(topology\.bottleneckQueue\.maxP\)/);
    const d = sim('dumbbell-red', '--set', 'topology.bottleneckQueue.maxP=0.2');
    expect(d.err).toMatch(/is a dumbbell: its bottleneck queue is topology\.bottleneck\.queue/);
  });

  it('a validation message names the flow beside its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-msg-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: 3, topology: { kind: 'dumbbell', bottleneck: { rate: '2Mbit', delay: '10ms', queue: { type: 'droptail', limit: 20 } } }, flows: [{ kind: 'tcp' }, { kind: 'tcp' }, { kind: 'tcp', name: 'third', start: -1 }] }));
    const r = sim(file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/flows\.2 \(flow 3, "third"\)\.start: /);
  });

  it('a swept setting that no configuration has is refused; one that some have runs the others as a baseline', () => {
    const typo = sim('sweep', 'seed000-droptail', 'seed000-red', '--param', 'topology.bottleneckQueue.maxPP', '--values', '0.1', '--reps', '1');
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/no configuration has a number at topology\.bottleneckQueue\.maxPP/);
    const some = sim('sweep', 'seed000-droptail', 'seed000-red', '--param', 'topology.bottleneckQueue.maxP', '--values', '0.05,0.2', '--reps', '1', '--set', 'duration=60');
    expect(some.code).toBe(0);
    // Tail drop has no maxP: it runs once, shown once as a baseline under RED's rows (one per value).
    const [sweep, baseline] = some.out.split(/\n\nbaseline /);
    expect(sweep.split('\n').filter((l) => /^0\.(05|2)\s/.test(l))).toHaveLength(2);
    expect(baseline).toMatch(/^\(no topology\.bottleneckQueue\.maxP: it ran once, the same at every value of it\):\ntopology\.bottleneckQueue\.maxP +seed000-droptail\n-+ +-+\nevery value +\d/);
    expect(some.err).toContain('sweep: 3 runs');
  });
});

describe('show', () => {
  it("prints every TCP default, the flow's congestion control's included (CUBIC with HyStart, BBR)", () => {
    const cubic = JSON.parse(sim('show', 'cubic-alone').out);
    expect(cubic.flows[0].tcp.cubic).toMatchObject({ c: 0.4, beta: 0.7, hystart: { enabled: true } });
    expect(cubic.flows[0].tcp.mss).toBe(1460);
    expect(cubic.flows[0].tcp.bbr).toBeUndefined();
    const bbr = JSON.parse(sim('show', 'bbr-alone').out);
    expect(bbr.flows[0].tcp.bbr.highGain).toBeCloseTo(2.885, 3);
  });
});
