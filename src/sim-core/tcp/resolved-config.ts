import type { TcpConfig } from './config';
import { CC_SETTINGS_DEFAULTS } from './registry';

/** The congestion controls' own settings keys, as TCP_DEFAULTS spreads them after `cc`. */
const CC_SETTING_KEYS = Object.keys(CC_SETTINGS_DEFAULTS) as (keyof typeof CC_SETTINGS_DEFAULTS)[];

/** The fields are TcpConfig's (declaration merging with the class below, which assigns each). */
export interface ResolvedTcpConfig extends TcpConfig {}

/**
 * One flow's TCP configuration as the sender and receiver read it: every key assigned by name, in
 * one order, by one constructor, so that every flow's configuration has the same hidden class
 * with its fields inside the object.
 *
 * Why not the spread that merges it (`{ ...TCP_DEFAULTS, … }`): V8 copies an object literal
 * spread by a runtime call until its clone cache warms up, and then by the source's layout, so a
 * process's first six configurations had one layout and every later one another; code optimized
 * on flows 1–6 failed its map check on flow 7 ("wrong map" in `pipe`, `sendNextSegment`,
 * `sackBlocks`). Nor Object.assign onto {}: adding ~40 keys one at a time made a dictionary, every
 * read a hash lookup, 13 % more instructions a run (docs/benchmarks.md, issue 38, eighth and ninth
 * sessions). tests/core/v8-shapes.test.ts checks the key list against TCP_DEFAULTS.
 */
export class ResolvedTcpConfig {
  constructor(c: TcpConfig) {
    this.cc = c.cc;
    // Each congestion control's own settings under its key, in TCP_DEFAULTS' order (they come
    // from the TCP registry; a generic file does not spell an algorithm's name). Every instance
    // adds the same keys in the same order: one hidden class still.
    for (const k of CC_SETTING_KEYS) (this as unknown as Record<string, unknown>)[k] = c[k];
    this.pacing = c.pacing;
    this.recovery = c.recovery;
    this.mss = c.mss;
    this.initialWindow = c.initialWindow;
    this.initialSsthresh = c.initialSsthresh;
    this.rcvWindow = c.rcvWindow;
    this.maxCwnd = c.maxCwnd;
    this.sendBuffer = c.sendBuffer;
    this.windowGrowth = c.windowGrowth;
    this.growOnRecoveryExit = c.growOnRecoveryExit;
    this.pipeCountsSackedRetransmissions = c.pipeCountsSackedRetransmissions;
    this.sackSsthreshFromPipe = c.sackSsthreshFromPipe;
    this.sackWindow = c.sackWindow;
    this.dupThresh = c.dupThresh;
    this.limitedTransmit = c.limitedTransmit;
    this.lossWindow = c.lossWindow;
    this.rtoEstimator = c.rtoEstimator;
    this.retransmitTimer = c.retransmitTimer;
    this.minRto = c.minRto;
    this.initialRto = c.initialRto;
    this.discardShortHandshakeRtt = c.discardShortHandshakeRtt;
    this.maxRto = c.maxRto;
    this.clockGranularity = c.clockGranularity;
    this.handshake = c.handshake;
    this.synTimeout = c.synTimeout;
    this.synRetries = c.synRetries;
    this.delayedAck = c.delayedAck;
    this.quickAckFirst = c.quickAckFirst;
    this.delAckCount = c.delAckCount;
    this.delAckTimeout = c.delAckTimeout;
    this.ackPolicy = c.ackPolicy;
    this.sack = c.sack;
    this.maxSackBlocks = c.maxSackBlocks;
    this.ecn = c.ecn;
  }
}
