export { sweepCsv } from '../../sim-core/experiments/sweep-csv';
