/**
 * A congestion control's view of a connection with no network behind it (TcpCcState): the test
 * moves the clock, the window, in-flight and the recovery flag by hand.
 */
import type { TcpCcState } from '../../src/sim-core/tcp/congestion-control';
import { TCP_DEFAULTS, type TcpConfig } from '../../src/sim-core/tcp/config';

export const MSS = 1460;

export type FakeCcState = TcpCcState & { now: number; flight: number; inRecovery: boolean };

export function fakeCcState(over: Partial<TcpCcState> = {}, cfg: Partial<TcpConfig> = {}): FakeCcState {
  const s: FakeCcState = {
    cwnd: 10 * MSS,
    ssthresh: Number.POSITIVE_INFINITY,
    cfg: { ...TCP_DEFAULTS, ...cfg },
    now: 0,
    sndUna: 0,
    sndNxt: 0,
    sndMax: 0,
    rtt: { hasSample: true, srtt: 0.1, rttvar: 0.01 },
    segIndex: (q: number) => Math.floor(q / MSS),
    board: { transmissions: () => 1, lastTransmit: () => 0 },
    flight: 0,
    inFlight: () => s.flight,
    inRecovery: false,
    cwndLimited: true,
    pacingRate: 0,
    retransmitFirstUnacked: () => {},
    restartRetransmitTimer: () => {},
    ...over,
  } as FakeCcState;
  return s;
}
