import { writeFileSync } from 'node:fs';
import { captureFile, type CaptureSelection } from '../capture/capture-file';
import { capturePoints, type Recording } from '../capture/recording';
import { recordScenario } from '../capture/run-capture';
import type { Scenario, SimResult } from '../sim-core';
import { fail } from './common';

/** The run's --pcap options (usage text in PCAP_USAGE). */
export const PCAP_FLAGS = ['--pcap', '--pcap-at', '--pcap-direction', '--pcap-from', '--pcap-to'] as const;

export const PCAP_USAGE = `  --pcap FILE           also write the run as a pcapng capture (Wireshark, tshark); see docs/capture.md
  --pcap-at POINTS      where to capture: host or link names, comma-separated, e.g. H or H,R1->R2
                        (default: the first flow's sending host); each becomes one interface
  --pcap-direction D    both | outbound | inbound (default both)
  --pcap-from S, --pcap-to S   only packets in this time range (s)`;

export type PcapOptions = Map<(typeof PCAP_FLAGS)[number], string>;

export function isPcapFlag(a: string): a is (typeof PCAP_FLAGS)[number] {
  return (PCAP_FLAGS as readonly string[]).includes(a);
}

function seconds(v: string | undefined, flag: string): number | undefined {
  if (v === undefined) return undefined;
  const x = Number(v);
  if (!Number.isFinite(x) || x < 0) fail(`${flag} must be a time in seconds, not "${v}"`);
  return x;
}

/** Check the options before any work (the file is written only after the run). */
export function checkPcapOptions(o: PcapOptions): void {
  if (!o.has('--pcap') && o.size > 0) fail(`${[...o.keys()].join(', ')} need --pcap FILE`);
  const d = o.get('--pcap-direction');
  if (d !== undefined && d !== 'both' && d !== 'outbound' && d !== 'inbound') fail(`--pcap-direction must be both, outbound or inbound, not "${d}"`);
  const from = seconds(o.get('--pcap-from'), '--pcap-from');
  const to = seconds(o.get('--pcap-to'), '--pcap-to');
  if (from !== undefined && to !== undefined && to < from) fail('--pcap-to must not be before --pcap-from');
}

function selection(r: Recording, o: PcapOptions): CaptureSelection {
  const points = capturePoints(r);
  const names = o.get('--pcap-at');
  let chosen: number[];
  if (names === undefined) {
    const first = r.flows[0];
    chosen = [points.findIndex((p) => p.kind === 'host' && p.node === (first?.sender ?? -1))].filter((i) => i >= 0);
    if (chosen.length === 0) chosen = [0];
  } else {
    chosen = names.split(',').map((n) => {
      const i = points.findIndex((p) => p.name === `host ${n}` || p.name === `link ${n}`);
      if (i < 0) fail(`--pcap-at: no host or link "${n}" in this scenario; there are: ${points.map((p) => p.name.replace(/^(host|link) /, '')).join(', ')}`);
      return i;
    });
  }
  return {
    points: chosen,
    direction: (o.get('--pcap-direction') as CaptureSelection['direction'] | undefined) ?? 'both',
    from: seconds(o.get('--pcap-from'), '--pcap-from'),
    to: seconds(o.get('--pcap-to'), '--pcap-to'),
  };
}

/** Run with the capture recorder and write the file; returns the run's result (the same as without it). */
export function runWithPcap(scenario: Scenario, o: PcapOptions): SimResult {
  const file = o.get('--pcap')!;
  const { recording, result } = recordScenario(scenario);
  const bytes = captureFile(recording, selection(recording, o));
  try {
    writeFileSync(file, bytes);
  } catch (e) {
    fail(`--pcap ${file}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  process.stderr.write(`wrote ${bytes.length} bytes of pcapng to ${file}${recording.truncated ? ' (the capture stopped at its event budget; the summary covers the whole run)' : ''}\n`);
  return result;
}
