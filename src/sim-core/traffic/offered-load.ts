import { WEB_GENERATOR_VERSION } from './packmime-tables';
import { WEB_CALIBRATION } from './web-calibration';

/**
 * Offered load as seed 001 defines it: the connection rate that, on an uncongested link,
 * carries `load` × `referenceBps` in each direction. Load is linear in the rate when nothing
 * is congested, so one measured constant per generator version turns one into the other.
 */
export function connectionRateForLoad(load: number, referenceBps: number, twoWay: boolean): number {
  if (WEB_CALIBRATION.generatorVersion !== WEB_GENERATOR_VERSION)
    throw new Error(`web load calibration is for generator v${WEB_CALIBRATION.generatorVersion}, the generator is v${WEB_GENERATOR_VERSION}: run scripts/calibrate-web-load.ts`);
  const bits = twoWay ? WEB_CALIBRATION.twoWayBitsPerConnection : WEB_CALIBRATION.oneWayBitsPerConnection;
  return (load * referenceBps) / bits;
}
