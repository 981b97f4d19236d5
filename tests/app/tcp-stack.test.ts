import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { setTcpStack, tcpStackOf } from '../../src/scenario-edit/tcp-stack';
import { parseScenario } from '../../src/sim-core/scenario/validate';

describe('TCP stack choice', () => {
  it('reads seed 000 as Linux 2.4 and the dumbbell as RFC', () => {
    expect(tcpStackOf(presetScenario('seed000-droptail')!)).toBe('linux-2.4');
    expect(tcpStackOf(presetScenario('dumbbell-droptail')!)).toBe('rfc');
  });

  it('switching touches only the stack settings and gives a valid scenario', () => {
    const sc = structuredClone(presetScenario('seed000-droptail')!);
    const ssthresh = sc.tcp!.initialSsthresh;
    setTcpStack(sc, 'rfc');
    expect(tcpStackOf(sc)).toBe('rfc');
    expect(sc.tcp!.initialSsthresh).toBe(ssthresh);
    expect(sc.tcp).toMatchObject({ ackPolicy: 'count', sackWindow: 'rfc6675', retransmitTimer: 'rfc6298', rtoEstimator: 'rfc6298', minRto: 1, growOnRecoveryExit: true });
    expect(() => parseScenario(sc)).not.toThrow();
    setTcpStack(sc, 'linux-2.4');
    expect(sc.tcp).toEqual(presetScenario('seed000-droptail')!.tcp);
  });

  it('a flow overriding a stack setting makes the choice "custom" until the user picks one', () => {
    const sc = structuredClone(presetScenario('dumbbell-droptail')!);
    const f = sc.flows[0];
    if (f.kind !== 'tcp') throw new Error('expected a TCP flow');
    f.tcp = { ackPolicy: 'linux-2.4', mss: 1000 };
    expect(tcpStackOf(sc)).toBeNull();
    setTcpStack(sc, 'rfc');
    expect(tcpStackOf(sc)).toBe('rfc');
    expect(f.tcp).toEqual({ mss: 1000 });
  });

  it('web traffic counts too: its overrides make the choice custom and switching clears them', () => {
    const sc = structuredClone(presetScenario('seed001-80')!);
    const web = sc.flows.find((f) => f.kind === 'web');
    if (!web || web.kind !== 'web') throw new Error('seed001-80 should have web traffic');
    web.tcp = { ...web.tcp, sackWindow: 'linux-2.4' };
    expect(tcpStackOf(sc)).toBeNull();
    setTcpStack(sc, 'linux-2.4');
    expect(tcpStackOf(sc)).toBe('linux-2.4');
    expect(web.tcp.sackWindow).toBeUndefined();
  });
});
