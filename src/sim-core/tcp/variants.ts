import type { TcpConfig } from './config';
import type { CongestionControl } from './congestion-control';
import type { LossRecovery } from './loss-recovery';
import { NewRenoRecovery } from './newreno-recovery';
import { RenoCongestionControl } from './reno-cc';
import { RenoRecovery } from './reno-recovery';
import { SackRecovery } from './sack-recovery';
import { TahoeRecovery } from './tahoe-recovery';

/** Named TCP variants as users pick them: each is a congestion control plus a loss recovery. */
export const TCP_VARIANTS = ['tahoe', 'reno', 'newreno', 'sack'] as const;
export type TcpVariant = (typeof TCP_VARIANTS)[number];

export function variantSettings(v: TcpVariant): Pick<TcpConfig, 'cc' | 'recovery' | 'sack'> {
  switch (v) {
    case 'tahoe':
      return { cc: 'reno', recovery: 'tahoe', sack: false };
    case 'reno':
      return { cc: 'reno', recovery: 'reno', sack: false };
    case 'newreno':
      return { cc: 'reno', recovery: 'newreno', sack: false };
    case 'sack':
      return { cc: 'reno', recovery: 'sack', sack: true };
  }
}

export function makeCongestionControl(cfg: TcpConfig): CongestionControl {
  switch (cfg.cc) {
    case 'reno':
      return new RenoCongestionControl();
  }
}

export function makeLossRecovery(cfg: TcpConfig): LossRecovery {
  switch (cfg.recovery) {
    case 'tahoe':
      return new TahoeRecovery();
    case 'reno':
      return new RenoRecovery();
    case 'newreno':
      return new NewRenoRecovery();
    case 'sack':
      return new SackRecovery();
  }
}
