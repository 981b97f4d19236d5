import { describe, expect, it } from 'vitest';
import { FlowName, flowName } from '../../src/app/util/flow-name';

describe('how a person reads a flow’s name', () => {
  it('a named flow: its number from 1, then its name in brackets', () => {
    expect(flowName(2, 'third')).toBe('flow 3 (third)');
    expect(FlowName(4, 'voice')).toBe('Flow 5 (voice)');
  });
  it('a flow whose name is only the results’ default "flow N" is said once, not "Flow 6 (flow 6)" (phone trial 16:06, s32)', () => {
    expect(FlowName(5, 'flow 6')).toBe('Flow 6');
    expect(flowName(5, null)).toBe('flow 6');
    // A name that merely looks like another flow's stays.
    expect(flowName(5, 'flow 2')).toBe('flow 6 (flow 2)');
  });
});
