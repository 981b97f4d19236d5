import type { TcpConfig } from './config';
import type { CongestionControl } from './congestion-control';
import type { LossRecovery } from './loss-recovery';
import { NewRenoRecovery } from './newreno-recovery';
import { RenoCongestionControl } from './reno-cc';
import { RenoRecovery } from './reno-recovery';
import { LinuxSackRecovery } from './linux-sack-recovery';
import { SackRecovery } from './sack-recovery';
import { TahoeRecovery } from './tahoe-recovery';
import { VegasCongestionControl } from './vegas-cc';

/** Loss-based variants (the "Reno" side of seed 002's fairness ratio). */
export const LOSS_BASED_VARIANTS: readonly TcpVariant[] = ['tahoe', 'reno', 'newreno', 'sack'];

/** Named TCP variants as users pick them: each is a congestion control plus a loss recovery. */
export const TCP_VARIANTS = ['tahoe', 'reno', 'newreno', 'sack', 'vegas'] as const;
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
    case 'vegas':
      // Vegas was built on BSD Reno: its own window rules over Reno's fast retransmit/recovery.
      return { cc: 'vegas', recovery: 'reno', sack: false };
  }
}

export function makeCongestionControl(cfg: TcpConfig): CongestionControl {
  switch (cfg.cc) {
    case 'reno':
      return new RenoCongestionControl();
    case 'vegas':
      return new VegasCongestionControl(cfg.vegas);
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
      return cfg.sackWindow === 'linux-2.4' ? new LinuxSackRecovery() : new SackRecovery();
  }
}
