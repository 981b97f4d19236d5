import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureFile } from '../../src/capture/capture-file';
import { capturePoints } from '../../src/capture/recording';
import { recordScenario } from '../../src/capture/run-capture';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { sim } from './sim-cli-helpers';

describe('sim --pcap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pcap-cli-'));

  it('writes the same bytes as the app\'s capture of the same points', () => {
    const file = join(dir, 'run.pcapng');
    const r = sim('seed000-droptail', '--pcap', file, '--pcap-at', 'H,R1->R2', '--pcap-from', '1', '--pcap-to', '40');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/wrote \d+ bytes of pcapng/);
    const { recording } = recordScenario(parseScenario(findPreset('seed000-droptail')!.build()));
    const pts = capturePoints(recording);
    const want = captureFile(recording, { points: [pts.findIndex((p) => p.name === 'host H'), pts.findIndex((p) => p.name === 'link R1->R2')], direction: 'both', from: 1, to: 40 });
    expect(Buffer.from(readFileSync(file)).equals(Buffer.from(want))).toBe(true);
  });

  it('refuses an unknown capture point or direction with a clear message and writes nothing', () => {
    const file = join(dir, 'bad.pcapng');
    const a = sim('seed000-droptail', '--pcap', file, '--pcap-at', 'nowhere');
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/no host or link "nowhere".*there are: H, D/);
    const b = sim('seed000-droptail', '--pcap', file, '--pcap-direction', 'sideways');
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/both, outbound or inbound/);
    expect(existsSync(file)).toBe(false);
  });
});
