/** The CLI and congestion-control profiles: --help lists them per module, show prints what one expands to. */
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

describe('sim and profiles', () => {
  it('--help lists the profiles of Vegas, CUBIC and BBR with the settings each sets', () => {
    const r = sim('--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('profile tcp.vegas.profile=ns3');
    expect(r.out).toContain('profile tcp.cubic.profile=linux');
    expect(r.out).toContain('profile tcp.cubic.profile=ns3');
    expect(r.out).toMatch(/profile tcp\.bbr\.profile=ns3: .*"sendQuantum":"ns3"/);
  });

  it('show prints the scenario on stdout and, on stderr, the expansion with an option given beside the profile', () => {
    const r = sim('show', 'ns3-s2-red', '--set', 'tcp.bbr.profile=ns3', '--set', 'tcp.bbr.highGain=3');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).tcp.bbr).toEqual({ profile: 'ns3', highGain: 3 });
    expect(r.err).toContain('tcp.bbr.profile = "ns3" expands to {"highGain":3,');
  });

  it('--help lists the profiles of the TCP stack, each loss recovery and each queue discipline that has any', () => {
    const r = sim('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/profile tcp\.profile=ns3: .*"minRto":1/);
    expect(r.out).toMatch(/profile tcp\.recoveryProfile=rfc: RFC 6675.*"sackSsthreshFromPipe":false/);
    expect(r.out).toMatch(/profile \{"type":"red","profile":"ns3"\}: .*"wait":true/);
    expect(r.out).toMatch(/profile \{"type":"fq-codel","profile":"linux"\}: .*"quantum":1514/);
  });

  it('show ns3-s2-red: the profiles stay in the scenario, and stderr gives each expansion with the options given beside it', () => {
    const r = sim('show', 'ns3-s2-red');
    expect(r.code).toBe(0);
    const shown = JSON.parse(r.out);
    expect(shown.tcp.profile).toBe('ns3');
    expect(shown.topology.bottleneck.queue).toMatchObject({ type: 'red', profile: 'ns3', wait: true, gentle: true, maxP: 0.1, meanPktSize: 1500 });
    expect(r.err).toMatch(/profile tcp\.profile = "ns3" expands to \{.*"delAckCount":2,.*"pipeCountsSackedRetransmissions":true/);
    expect(r.err).toMatch(/profile topology\.bottleneck\.queue\.profile = "ns3" expands to \{"wait":true,"gentle":true,"maxP":0\.1,"meanPktSize":1500,"wq":0\.002,"nsByteMode":true\}/);
  });

  it('a profile a congestion control does not have is refused before any work', () => {
    const r = sim('show', 'ns3-s2-red', '--set', 'tcp.vegas.profile=linux');
    expect(r.code).toBe(2);
    expect(r.err).toContain('profile');
  });
});
