import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { fieldLabel, messageForUser, validateScenario, withFieldLabel } from '../../src/sim-core/scenario/validate';

let s: Record<string, any>;
function errorsOf(edit: (s: Record<string, any>) => void): string[] {
  s = presetScenario('seed000-red') as unknown as Record<string, any>;
  edit(s);
  const r = validateScenario(s);
  if (r.ok) throw new Error('expected the edit to be refused');
  return r.errors;
}

describe('validation messages name fields by the labels the user sees', () => {
  it('RED thresholds in the wrong order: "min_th (70) must not exceed max_th (50)", path kept for the CLI', () => {
    const errors = errorsOf((s) => {
      s.topology.bottleneckQueue.minTh = 70;
      s.topology.bottleneckQueue.maxTh = 50;
    });
    const e = errors.find((x) => x.includes('must not exceed'))!;
    expect(e).toBe('topology.bottleneckQueue.minTh: min_th (70) must not exceed max_th (50)');
    expect(messageForUser(e, s)).toBe('min_th (70) must not exceed max_th (50)');
    expect(withFieldLabel(e, s)).toBe('topology.bottleneckQueue.minTh (min_th): min_th (70) must not exceed max_th (50)');
    expect(errors.map((x) => messageForUser(x, s)).join('\n')).not.toMatch(/minTh|maxTh/);
  });

  it('a range error on a queue parameter carries its registry label (max_p), not its key', () => {
    const errors = errorsOf((s) => (s.topology.bottleneckQueue.maxP = 2));
    expect(errors[0]).toMatch(/^topology\.bottleneckQueue\.maxP: /);
    expect(messageForUser(errors[0], s)).toMatch(/^max_p: /);
    expect(withFieldLabel(errors[0], s)).toMatch(/^topology\.bottleneckQueue\.maxP \(max_p\): /);
  });

  it('a flow field is named as the editor names it ("flow 3 start")', () => {
    const errors = errorsOf((s) => (s.flows[2].start = -1));
    expect(errors[0]).toMatch(/^flows\[2\]\.start: /);
    expect(messageForUser(errors[0], s)).toMatch(/^flow 3 start: /);
  });

  it('labels come from the discipline the queue really is', () => {
    const red = { topology: { bottleneckQueue: { type: 'red', minTh: 1 } } };
    const codel = { topology: { bottleneckQueue: { type: 'codel', target: 1 } } };
    expect(fieldLabel(red, ['topology', 'bottleneckQueue', 'minTh'])).toBe('min_th');
    expect(fieldLabel(codel, ['topology', 'bottleneckQueue', 'target'])).toBe('Target');
    expect(fieldLabel(red, ['duration'])).toBeNull();
    expect(messageForUser('duration: must be finite (got Infinity)', red)).toBe('duration: must be finite (got Infinity)');
    expect(messageForUser('(scenario): expected a JSON object', red)).toBe('(scenario): expected a JSON object');
  });
});
