import { describe, expect, it } from 'vitest';
import { summaryTable, toCsv } from '../../src/app/export/csv';
import { cwndCsv, delayCsv, queueCsv, seqCsv, throughputCsv } from '../../src/app/plots/csv-tables';

const PLOT_CSV = { queue: queueCsv, delay: delayCsv, cwnd: cwndCsv, seq: seqCsv, throughput: throughputCsv };
import { flowCsvColumns, readMetric, runCsvColumns } from '../../src/sim-core/metric-catalogue/registry';
import { niceBin } from '../../src/app/plots/throughput';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';

/** A preset (seed 000 with tail drop), streamed into the app's RunData as the worker and results store do. */
function streamed(preset: string, duration?: number): RunData {
  const sc = presetScenario(preset)!;
  if (duration !== undefined) sc.duration = duration;
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(2));
  return data;
}

describe('CSV text', () => {
  it('quotes text with commas, quotes or line breaks, leaves numbers bare, writes NaN as empty and ∞ as inf', () => {
    const text = toCsv({ header: ['a', 'b', 'c', 'd'], rows: [['x,y', 'say "hi"', 1.5, Number.NaN], ['plain', 'two\nlines', Number.POSITIVE_INFINITY, 0]] });
    expect(text).toBe('a,b,c,d\r\n"x,y","say ""hi""",1.5,\r\nplain,"two\nlines",inf,0\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula; numbers, negative ones too, stay numbers', () => {
    const text = toCsv({ header: ['name', 'v'], rows: [['=HYPERLINK("http://x","y")', -3.5], ['+1', -0.25], ['-2', 7], ['@SUM(A1)', 0], ['\tx', 1]] });
    expect(text.split('\r\n').slice(1, 6)).toEqual(['"\'=HYPERLINK(""http://x"",""y"")",-3.5', "'+1,-0.25", "'-2,7", "'@SUM(A1),0", "'\tx,1"]);
    expect(toCsv({ header: ['name'], rows: [['\rx']] })).toBe('name\r\n"\'\rx"\r\n');
  });
});

describe('CSV of the recorded series, as the plots draw them', () => {
  const run = streamed('seed000-droptail');
  const q = run.bottleneck!.data!;

  it('queue: every recorded queue row, columns as recorded (t, packets, bytes, then the gauges)', () => {
    const t = PLOT_CSV.queue(run);
    expect(t.header.slice(0, 3)).toEqual(['t', 'packets', 'bytes']);
    expect(t.rows).toHaveLength(q.queue.length);
    expect(t.rows[5]).toEqual(q.queue.names.map((n) => q.queue.cols[n][5]));
  });

  it('cwnd and seq: one row per recorded point, flow numbered from 1, seq kinds by name', () => {
    const c = PLOT_CSV.cwnd(run);
    expect(c.header).toEqual(['flow', 't', 'cwnd', 'ssthresh']);
    expect(c.rows).toHaveLength(run.flows.reduce((n, f) => n + f.cwnd.length, 0));
    const f0 = run.flows[0].cwnd;
    expect(c.rows[0]).toEqual([1, f0.cols.t[0], f0.cols.cwnd[0], f0.cols.ssthresh[0]]);
    expect(c.rows[f0.length][0]).toBe(2);
    const s = PLOT_CSV.seq(run);
    expect(s.header).toEqual(['flow', 't', 'kind', 'seq', 'len', 'link']);
    expect(s.rows).toHaveLength(run.flows.reduce((n, f) => n + f.seq.length, 0));
    expect(new Set(s.rows.map((r) => r[2]))).toEqual(new Set(['send', 'ack', 'drop', 'retransmit']));
  });

  it('queueing delay: one row per packet leaving the bottleneck discipline', () => {
    const d = PLOT_CSV.delay(run);
    // Units in the names (a trial read `delay` as ms: the plot says ms), seconds to the microsecond.
    expect(d.header).toEqual(['t_s', 'queueing_delay_s', 'flow']);
    expect(d.rows).toHaveLength(q.sojourn.length);
    expect(d.rows[0]).toEqual([Number(q.sojourn.cols.t[0].toFixed(6)), Number(q.sojourn.cols.delay[0].toFixed(6)), q.sojourn.cols.flow[0] + 1]);
    for (let r = 0; r < d.rows.length; r++) {
      expect(Math.abs((d.rows[r][0] as number) - q.sojourn.cols.t[r])).toBeLessThanOrEqual(5e-7 + 1e-12);
      expect(Math.abs((d.rows[r][1] as number) - q.sojourn.cols.delay[r])).toBeLessThanOrEqual(5e-7 + 1e-12);
    }
    // No binary noise in the text: at most six decimals in every time and delay.
    const text = toCsv(d);
    expect(text).not.toMatch(/\.\d{7,}/);
    expect(text.split('\r\n')[0]).toBe('t_s,queueing_delay_s,flow');
  });

  it('throughput: the plot’s bins; bits leaving the bottleneck stay under its rate + one packet per bin, and the goodput column adds up to every byte each flow delivered', () => {
    const t = PLOT_CSV.throughput(run);
    expect(t.header).toEqual(['flow', 't_start', 't_end', 'throughput_bps', 'goodput_bps']);
    const w = niceBin(run.timeEnd);
    const link = run.summary!.links[run.summary!.aggregate.bottleneck];
    const packet = run.departures.get(link.index)!.largestPacket;
    run.flows.forEach((f, i) => {
      const rows = t.rows.filter((r) => r[0] === i + 1) as number[][];
      expect(rows[0][1]).toBe(0);
      expect(rows[1][1]).toBeCloseTo(w, 12);
      expect(rows[rows.length - 1][2]).toBeCloseTo(run.summary!.endTime, 12);
      const bytes = rows.reduce((sum, r) => sum + (r[4] * (r[2] - r[1])) / 8, 0);
      expect(bytes).toBeCloseTo(f.delivered.cols.bytes[f.delivered.length - 1], 3);
      for (const r of rows) expect(r[3]).toBeLessThanOrEqual(link.rateBps + (packet * 8) / (r[2] - r[1]) + 1e-6);
    });
  });

  it('summary: one row per flow with the raw figures behind the table', () => {
    const t = summaryTable(run);
    // The header is the catalogue's: identity columns, one column per exported flow metric, then the link's and run's.
    expect(t.header).toEqual([...flowCsvColumns(), ...runCsvColumns()]);
    expect(t.header.slice(0, 8)).toEqual(['flow', 'name', 'variant', 'start_s', 'size_bytes', 'active_from_s', 'active_to_s', 'active_basis']);
    const flows = run.summary!.flows;
    expect(t.rows).toHaveLength(flows.length + 1);
    const f = flows[2];
    // A TCP flow: its own figures, and no web traffic figures.
    const at = (name: string) => t.rows[2][t.header.indexOf(name)];
    expect(t.rows[2].slice(0, 5)).toEqual([3, f.name, f.variant, f.start, f.bytes]);
    expect(at('handshake_s')).toBe(f.summary.handshakeTime);
    expect(at('elapsed_s')).toBe(f.summary.elapsedTime);
    expect(at('throughput_bps')).toBe(f.summary.activeThroughputBps);
    expect(at('goodput_bps')).toBe(f.summary.activeGoodputBps);
    expect(at('window_goodput_bps')).toBe(f.summary.goodputBps);
    expect(at('fast_retransmits')).toBe(f.summary.tripleDupAcks);
    expect(at('web_responses')).toBeNull();
    expect(toCsv(t).split('\r\n')[0]).toBe(t.header.join(','));
  });

  it('summary: a last row with the bottleneck and the run (utilization, mean queue, queueing delay, drops), as the Explore summary shows them', () => {
    const t = summaryTable(run);
    const last = t.rows[t.rows.length - 1];
    const at = (name: string) => last[t.header.indexOf(name)];
    const r = run.summary!;
    expect(at('name')).toBe('bottleneck and whole run');
    expect(at('flow')).toBeNull();
    expect(at('utilization_share')).toBe(readMetric('link.utilization', r));
    expect(at('utilization_share')).toBeGreaterThan(0.5);
    expect(at('mean_queue_packets')).toBe(readMetric('link.meanQueue', r));
    expect(at('queue_delay_mean_s')).toBe(readMetric('link.queueDelayMean', r));
    expect(at('queue_delay_p95_s')).toBeGreaterThan(0);
    expect(at('drops_overflow')).toBeGreaterThan(0);
    expect(at('system_goodput_bps')).toBeGreaterThan(0);
    // The flows' rows leave the run columns empty, and the run row the flow columns.
    expect(t.rows[0][t.header.indexOf('utilization_share')]).toBeNull();
    expect(at('goodput_bps')).toBeNull();
  });

  it('summary of web traffic: no per-flow figures (not zeros), its connections’ counts and response times instead', () => {
    const web = streamed('seed001-80', 20);
    const t = summaryTable(web);
    const col = (name: string) => t.header.indexOf(name);
    const w = web.summary!.web[0];
    expect(w.completed).toBeGreaterThan(100);
    const r = t.rows[0];
    for (const name of ['handshake_s', 'elapsed_s', 'throughput_bps', 'goodput_bps', 'retransmits', 'timeouts', 'queue_drops']) expect(r[col(name)], name).toBeNull();
    expect(r[col('web_connections')]).toBe(w.started);
    expect(r[col('web_responses')]).toBe(w.completed);
    expect(r[col('web_responses_with_loss')]).toBe(w.withLoss);
    const sorted = [...w.responseTimes].sort((a, b) => a - b);
    const median = r[col('web_response_median_s')] as number;
    const p90 = r[col('web_response_p90_s')] as number;
    expect(median).toBeGreaterThanOrEqual(sorted[Math.floor((sorted.length - 1) * 0.5)]);
    expect(median).toBeLessThanOrEqual(sorted[Math.ceil((sorted.length - 1) * 0.5)]);
    expect(p90).toBeGreaterThan(median);
  }, 60_000);
});
