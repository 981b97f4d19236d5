/**
 * The core's public entry: everything its hosts (the Web Worker, the CLI) and the app use of it,
 * by name. They import the core only through this file (tests/architecture/layers.test.ts), so
 * the core's folders can move without touching them. Grouped by what a host does with it; a new
 * export goes into its group.
 */

// ── The scenario format: the one input, its limits, validation and path edits ─────────────────
export { LIMITS } from './limits';
export { LeafQueueSpec, TcpOverrides } from './scenario/schema';
export type { FlowSpec, Scenario, ScenarioInput } from './scenario/schema';
export { fieldLabel, messageForUser, queueParamAt, validateScenario, withFieldLabel } from './scenario/validate';
export { OverrideError, applyOverride, flattenLeaves, hasNumberAt, parseOverrideValue, valueAt } from './scenario/overrides';
export { estimateCost } from './scenario/cost-estimate';
export { profileExpansions } from './scenario/profile-expansions';

// ── The studies' preset tables (which presets form a study, and their queue labels) ───────────
export { SEED000_STUDY } from './scenario/seed000-presets';
export { SEED001_QUEUES, SEED001_QUEUE_LABELS, SEED001_STUDY } from './scenario/seed001-presets';
export type { Seed001Queue } from './scenario/seed001-presets';
export { SEED002_STUDY } from './scenario/seed002-presets';
export { SEED003_STUDY } from './scenario/seed003-presets';
export { SEED_STUDIES, studyCitation, type SeedStudy } from './scenario/seed-studies';

// ── Running one scenario ───────────────────────────────────────────────────────────────────────
export { runScenario, runToEnd } from './scenario/run';
export { Simulation, resolveTcpConfig } from './scenario/simulation';
export { webResultOf } from './scenario/result';
export type { LinkResult, SimResult } from './scenario/result';

// ── Queue disciplines: the registry and what every discipline declares ─────────────────────────
export { BASELINE_DISCIPLINE, DROP_REASONS, LEAF_QUEUE_DISCIPLINES, QUEUE_DISCIPLINES, dropCurveOf, dropReasonCode, dropReasonsOf, queueDiscipline, targetDelayOf } from './queues/registry';
export { findPreset, isControlPreset } from './scenario/presets';
export type { DropCurve, DropCurveAt, GaugeInfo, GaugeRunContext, QueueDiscipline } from './queues/discipline';
export { paramHelpLines, helpNumber, shownNumber } from './queues/params';
export type { NumberParam, Param } from './queues/params';
export { LINK_LOSS } from './queues/queue-disc';

// ── Congestion controls and loss recoveries ────────────────────────────────────────────────────
export { CC_NAMES, CONGESTION_CONTROLS, LOSS_RECOVERIES, TCP_PAIRINGS, TCP_STACK_PROFILES, congestionControl, pairing, pairingLabel } from './tcp/registry';
export type { SettingsProfile } from './settings-profile';
export type { TelemetryField } from './tcp/registry';

// ── Recorded series: flow traces, congestion events, packet events, summaries ──────────────────
export type { BufferSource } from './metrics/column';
export { BufferPool } from './metrics/buffer-pool';
export { recordingBuffers, releaseRecording } from './scenario/result-storage';
export { CONGESTION_COLUMNS, CONGESTION_EVENTS, CONGESTION_EVENT_NAMES, CongestionEvent, congestionEventInfo, WINDOW_CUTS } from './metrics/congestion-events';
export type { CongestionColumn, CongestionEventInfo } from './metrics/congestion-events';
export { SEQ_EVENT_NAMES, SeqEvent } from './metrics/flow-trace';
export { PACKET_EVENT_BUDGET_BYTES, PacketEventFlag, PacketEventKind, PacketEventLog, packetEventBuffers } from './metrics/packet-events';
export type { PacketEventColumns } from './metrics/packet-events';
export { OWN_RATE } from './metrics/summary';
export type { FlowSummary } from './metrics/summary';
export { responseTimeQuantile } from './metrics/web-stats';

// ── The metric catalogue: every number a person reads, with its definition and format ─────────
export { appliesTo, baseUnit, columnFormat, dashReason, NO_SIZE_REASON, describeMetric, figureSpan, labelOn, spanHeading, windowSpan, windowWords, findMetric, flowCsvColumns, flowCsvRow, flowIdentity, flowView, formatMetric, metricById, metricsFor, readFlow, rateReference, readMetric, runCsvColumns, runCsvRow } from './metric-catalogue/registry';
export { equalPercentilesNote, EQUAL_PERCENTILES_WORDS, PERCENTILE_PAIRS, percentilePartner } from './metric-catalogue/equal-percentiles';
export type { ColumnFormat, FlowIdentity } from './metric-catalogue/registry';
export type { FlowKind, FlowMetric, FlowView, Metric, MetricKind, MetricSelector } from './metric-catalogue/metric';
export { CLOSER_TO_1_WHY, closerTo1Reason, distanceFromFair, fairnessChangeWords, fairnessDegree, type FairnessDegree, isFairness } from './metric-catalogue/metric';
export { DASH, displayUnit, FIXED_UNIT, formatDiff, formatInUnit, formatValue, rateWindowText, withUnit } from './metric-catalogue/format';
export { aboveCeilingNote, countedAtDelivery, DELIVERED_IN_ORDER_WHY, payloadCeiling, udpPayload } from './metric-catalogue/payload-ceiling';
export { rebin, resultSeriesSource, SERIES_METRICS, seriesMetricById } from './metric-catalogue/series-metrics';
export { dropCountName } from './metric-catalogue/link-metrics';
export { LINK_LOSS_DRAWN, LINK_LOSS_DRAWS, LINK_LOSS_PER_PACKET, linkLossDrawWords } from './metric-catalogue/link-loss-draws';
export { DELAY_STEPS_ARE_NOT_CUTS, delayStepsNotCutsShort } from './metric-catalogue/flow-metrics';
export { RESENT_AFTER_TIMEOUT_WHY, RESENT_NOT_LOST_WHY, resentNotLost, type ResendTrace, tcpResendsAndLosses } from './metric-catalogue/run-metrics';
export type { BinnedSeries, SeriesMetric, SeriesSource } from './metric-catalogue/series-metrics';
export type { DepartureColumns } from './metrics/departure-bins';

// ── Experiments: replication, sweeps, the web-traffic batch, statistics ───────────────────────
export { REPLICATED_METRICS, replicationSeeds, summariseRuns } from './experiments/replicate';
export { REPLICATED_RUN_METRICS } from './metric-catalogue/registry';
export type { ReplicatedMetric, Roles, RunSummary } from './experiments/replicate';
export { describe, describeCensored } from './experiments/statistics';
export type { Describe } from './experiments/statistics';
export { formatStatValue, formatStatistic } from './experiments/statistic-text';
export { describeFlowMetric, type FlowOfRun } from './experiments/censoring';
export { MEDIAN_CI_METHOD } from './experiments/statistics';
export { exceptionCount } from './experiments/replicate';
export { MAX_SWEEP_RUNS, parseValues, runSweepJob, sweepJobs } from './experiments/sweep';
export type { SweepConfig, SweepJob, SweepRow } from './experiments/sweep';
export { affectedConfigs, combinations, gridJobs } from './experiments/sweep-grid';
export type { SweptSetting } from './experiments/sweep-grid';
export { sweepCsv } from './experiments/sweep-csv';
export { runWebJob, webBatchJobs, webRunLabel } from './experiments/web-batch';
export type { WebBatchJob, WebRunSummary } from './experiments/web-batch';

// ── CSV: the one writer ────────────────────────────────────────────────────────────────────────
export { csvCell, toCsv } from './csv/csv-writer';
export type { CsvCell } from './csv/csv-writer';
export { fifoFill, fifoUnsettled, fullPacketBytes, type FifoFill } from './scenario/fifo-fill-time';
