/**
 * The core's public entry: what its hosts (the Web Worker, the CLI) use of it, by name. The hosts
 * import the core only through this file (tests/architecture/layers.test.ts), so the core's
 * folders can move without touching them; the app moves onto it next (see docs/architecture.md).
 */
export { REPLICATED_METRICS, replicationSeeds, summariseRuns } from './experiments/replicate';
export type { ReplicatedMetric, Roles, RunSummary } from './experiments/replicate';
export { describe, describeCensored } from './experiments/statistics';
export { sweepCsv } from './experiments/sweep-csv';
export { csvCell, toCsv } from './csv/csv-writer';
export type { CsvCell } from './csv/csv-writer';
export { appliesTo, baseUnit, findMetric, flowCsvColumns, flowCsvRow, flowIdentity, flowView, formatMetric, metricById, metricsFor, readFlow, readMetric, runCsvColumns, runCsvRow } from './metric-catalogue/registry';
export type { FlowMetric, FlowView, Metric, MetricKind, MetricSelector } from './metric-catalogue/metric';
export type { FlowIdentity } from './metric-catalogue/registry';
export { FIXED_UNIT, formatDiff, formatValue } from './metric-catalogue/format';
export { formatStatValue, formatStatistic } from './experiments/statistic-text';
export type { Describe } from './experiments/statistics';
export { parseValues, runSweepJob, sweepJobs } from './experiments/sweep';
export type { SweepConfig, SweepJob, SweepRow } from './experiments/sweep';
export { runWebJob } from './experiments/web-batch';
export type { WebBatchJob, WebRunSummary } from './experiments/web-batch';
export type { BufferSource } from './metrics/column';
export type { CongestionColumn } from './metrics/congestion-events';
export { SEQ_EVENT_NAMES } from './metrics/flow-trace';
export { packetEventBuffers } from './metrics/packet-events';
export type { PacketEventColumns } from './metrics/packet-events';
export { responseTimeQuantile } from './metrics/web-stats';
export { paramHelpLines } from './queues/params';
export { DROP_REASONS, QUEUE_DISCIPLINES, dropReasonsOf, queueDiscipline } from './queues/registry';
export { OverrideError, applyOverride, parseOverrideValue } from './scenario/overrides';
export { webResultOf } from './scenario/result';
export type { SimResult } from './scenario/result';
export { runScenario } from './scenario/run';
export type { Scenario, ScenarioInput } from './scenario/schema';
export { Simulation } from './scenario/simulation';
export { validateScenario, withFieldLabel } from './scenario/validate';
export { CONGESTION_CONTROLS, LOSS_RECOVERIES, TCP_PAIRINGS } from './tcp/registry';
export { censoredSummary, censoring } from './experiments/censored-summary';
export type { CensoredSummary } from './experiments/censored-summary';
export { combinations, gridJobs } from './experiments/sweep-grid';
export type { SweptSetting } from './experiments/sweep-grid';
export type { FlowSummary } from './metrics/summary';
export { hasNumberAt } from './scenario/overrides';
export { TcpOverrides } from './scenario/schema';
export { resolveTcpConfig } from './scenario/simulation';
export { profileExpansions } from './scenario/profile-expansions';
export { CC_NAMES } from './tcp/registry';
