import type { SettingsProfile } from '../settings-profile';
import type { TcpConfig } from './config';

/**
 * Profiles of the TCP stack's own settings (`tcp.profile`): the sender's timers and window
 * growth and the receiver's ACK rule, as one implementation runs them (docs/models.md
 * "Profiles"). The loss recovery's details are the recovery's profile (`tcp.recoveryProfile`,
 * tcp/registry.ts); the stack's "ns3" profile includes the SACK recovery's "ns3" profile,
 * because ns-3's socket always runs its recovery that way. Sizes a run chooses (MSS, initial
 * window, buffers) are not departures and stay with the scenario.
 */
export function tcpStackProfiles(sackRecoveryNs3: Readonly<Record<string, unknown>>): readonly SettingsProfile[] {
  return [
    {
      name: 'ns3',
      label: "ns-3.48's TcpSocketBase with TcpNewReno growth: per-ACK growth, RFC 6298 RTO with a 1 s minimum and 1 ms granularity, RTO doubling capped at 60 s, delayed ACK every 2 segments or 200 ms, SYN timeout 3 s with 6 retries, limited transmit, and its SACK recovery",
      sources: [
        'src/internet/model/tcp-congestion-ops.cc',
        'src/internet/model/tcp-socket-base.cc',
        'src/internet/model/tcp-socket.cc',
        'src/internet/model/rtt-estimator.cc',
        'src/internet/model/tcp-classic-recovery.cc',
        'src/internet/model/tcp-tx-buffer.cc',
      ],
      settings: {
        windowGrowth: 'per-ack',
        rtoEstimator: 'rfc6298',
        retransmitTimer: 'rfc6298',
        minRto: 1,
        clockGranularity: 0.001,
        initialRto: 1,
        discardShortHandshakeRtt: false,
        maxRto: 60,
        handshake: true,
        synTimeout: 3,
        synRetries: 6,
        delayedAck: true,
        quickAckFirst: true,
        ackPolicy: 'count',
        delAckCount: 2,
        delAckTimeout: 0.2,
        dupThresh: 3,
        limitedTransmit: true,
        lossWindow: 1,
        ...sackRecoveryNs3,
      } satisfies Partial<TcpConfig>,
    },
  ];
}
