/**
 * Compare trial, problem 4: the bufferbloat lesson's closing table (four queues) could only be read
 * squeezed into the side panel and copied by hand. Its "Download CSV" writes exactly its rows, each
 * column named by the metric catalogue (with its base unit) and read from the same runs.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { queuesTableFigures, queuesTableScenarios } from '../../src/lessons/queues-table';
import { runScenario } from '../../src/sim-core/scenario/run';
import { metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { queuesTableCsvTable } from '../../src/app/lessons/queues-table-csv';
import type { Scenario } from '../../src/sim-core';

describe('the closing table as CSV', () => {
  it('has one row per row on screen (the table’s, then its see-also’s), the catalogue’s column names and the runs’ values', () => {
    const step = findLesson('bufferbloat-voice')!.steps.find((s) => s.queuesTable)!;
    const table = step.queuesTable!;
    const runs = queuesTableScenarios(table).map((s: Scenario) => runScenario({ ...s, record: { series: false } }));
    const csv = queuesTableCsvTable(table, runs);
    const shown = queuesTableFigures(table, runs);
    expect(csv.header).toEqual(['part', 'name', 'preset', 'flow5_one_way_delay_mean_s', 'flow5_one_way_late_share', 'utilization_share', 'system_goodput_bps']);
    expect(csv.rows.map((r) => r[1])).toEqual([...shown.main.rows.map((r) => r.name), ...(shown.seeAlso?.rows.map((r) => r.name) ?? [])]);
    expect(csv.rows.map((r) => r[2])).toEqual([...table.rows, ...(table.seeAlso?.rows ?? [])].map((r) => r.preset));
    expect(csv.rows[0][0]).toBe('table');
    expect(csv.rows.at(-1)![0]).toBe('see_also');
    // Each value is the catalogue's reading of that row's run, in its base unit.
    table.columns.forEach((ref, j) => {
      expect(metricById(ref.metric).column).toBe(csv.header[3 + j].replace(/^flow\d+_/, ''));
      runs.forEach((r, i) => expect(csv.rows[i][3 + j]).toBe(Number(readMetric(ref.metric, r, ref.flow === undefined ? {} : { flow: ref.flow }).toPrecision(15))));
    });
  }, 240_000);
});
