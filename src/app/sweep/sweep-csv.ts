export { sweepCsv } from '../../sim-core';
