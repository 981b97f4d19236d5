import { describe, expect, it } from 'vitest';
import { PLOT_CSV } from '../../src/app/plots/registry';
import { indexTable, readoutAt, readoutText } from '../../src/app/plots/readout';
import { columnMeanings } from '../../src/app/plots/readout-columns';
import type { PlotId } from '../../src/plot-kinds/plot-kinds';
import { streamed } from '../helpers/streamed-run';

/** Columns that place a row (time, flow) rather than being read. */
const PLACING = new Set(['t', 't_s', 't_start', 't_end', 'flow']);

describe('plot readouts in words and units, not CSV column names (screen-reader trial: "throughput_bps 93440")', () => {
  // RED (gauges on the queue axis and probabilities) and CoDel (gauges in seconds) beside TCP and UDP flows.
  for (const preset of ['seed000-red', 'voice-codel']) {
    const run = streamed(preset, 6);
    const meaning = columnMeanings(run);
    for (const kind of Object.keys(PLOT_CSV) as PlotId[]) {
      it(`${preset}, ${kind}: every column is described by the catalogue, a discipline gauge or a glossary term`, () => {
        const table = PLOT_CSV[kind]!(run);
        const unknown = table.header.filter((c) => !PLACING.has(c) && meaning(c).known === false);
        expect(unknown).toEqual([]);
        const words = readoutText(readoutAt(indexTable(table)!, 3, (f) => `Flow ${f}`, () => true, meaning), 't = 3.000 s');
        // No CSV column with its unit in its name, and no long decimal, reaches a person (RED's
        // max_p and p_a, the glossary's names as the paper writes them, follow plain words).
        expect(words).not.toMatch(/_(bps|s|bytes)\b/);
        expect(words).not.toMatch(/\d\.\d{5,}/);
      });
    }
  }

  it('says each value with its unit: throughput as a rate, delay in ms, cwnd in bytes, the queue in packets and bytes once labelled', () => {
    const run = streamed('seed000-red', 6);
    const meaning = columnMeanings(run);
    const at = (kind: PlotId) => readoutText(readoutAt(indexTable(PLOT_CSV[kind]!(run))!, 4, (f) => `Flow ${f}`, () => true, meaning), 't = 4.000 s');
    expect(at('throughput')).toMatch(/Flow 1: Throughput \d+(\.\d)? (k|M)?bit\/s/);
    expect(at('cwnd')).toMatch(/Flow 1: cwnd \d+(\.\d)? k?B, ssthresh /);
    expect(at('delay')).toMatch(/queueing delay \d+\.\d ms/);
    // Packets and bytes are one quantity in two units: its label is said once. RED's average is
    // in the queue's unit (this one is limited in bytes).
    expect(at('queue')).toMatch(/: queue \d+ pkts, \d+(\.\d)? k?B, RED avg \d+\.\d k?B, highest early-drop probability \S+ \(max_p\), packets since last early drop -?\d+ \(count\), drop probability now \S+ \(p_a\)/);
    expect(at('seq')).toMatch(/event (send|ack|retransmit|receive|drop)/);
  });
});
