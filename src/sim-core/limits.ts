/**
 * Every limit on what a scenario may ask for and on what a run may cost, in one place. The
 * schema (field ranges), the cost check before a run (cost-estimate.ts) and the budgets during
 * a run (Simulation) all read from here, so the URL, the file loader and the CLI refuse alike.
 * docs/scenario.md ("Limits") gives the reason for each value; keep the two in step.
 *
 * The tool is for teaching: a few to a few hundred flows over links of kbit/s to Gbit/s, runs of
 * seconds to an hour of simulated time, in a browser tab that must stay usable.
 */
export const LIMITS = {
  /** Seed 001's web clouds and large fairness classes stay well below this. */
  maxFlows: 500,
  /** Measurement windows per run: each costs a set of counters on every link and flow. */
  maxWindows: 32,
  maxNodes: 1000,
  maxLinks: 4000,
  /** Simulated seconds: seed 001's runs are 2520 s. */
  maxDuration: 3600,
  /** At ~1 million events per second of one core, 2·10⁸ events is a few minutes (CLI experiments). */
  maxEvents: 200_000_000,
  defaultMaxEvents: 50_000_000,
  /** Values (8 bytes each) all recorded series may hold: 160 MB by default, 400 MB at most. */
  defaultRecordedValues: 20_000_000,
  maxRecordedValues: 50_000_000,
  maxBytesPerFlow: 1e12,
  /** 1 kbit/s: slower links take minutes per packet and teach nothing more. */
  minRate: 1000,
  /** 100 Gbit/s: the fastest links in common use; even 1 s of them is millions of packets. */
  maxRate: 1e11,
  /** Queue limits: 100 000 packets is 1.2 s at 1 Gbit/s of 1500-byte packets (far beyond any
   * buffer-sizing rule); bytes allow the same number of full-size packets. */
  maxQueuePackets: 100_000,
  maxQueueBytes: 150_000_000,
  /** Shortest mean sojourn of an on/off loss state (s): see onOffSojournFloor in loss-spec.ts. */
  minLossSojourn: 1e-6,
  /**
   * Packets a run may be expected to simulate (estimate before the run): at ~7 events per packet
   * and ~1 million events per second this is about the event cap, a few minutes of one core.
   */
  maxPackets: 30_000_000,
  /**
   * Model memory of a run (bytes): recorded values, live packets, pending events and segment
   * bookkeeping. 600 MB leaves room in a browser tab's heap (2–4 GB) for the page itself and
   * for the plots. Checked before the run (estimate) and during it (measured).
   */
  maxModelBytes: 600_000_000,
  /**
   * Web responses whose times the summary keeps (2 values each): a response-time distribution
   * cannot be truncated without biasing it, so a run that would keep more stops instead.
   * Seed 001's 2400-s runs keep about 10⁶.
   */
  maxWebResponses: 10_000_000,
} as const;

/** Approximate heap cost of model objects, for the memory budget (measured in V8, rounded up). */
export const MODEL_BYTES = {
  /** One packet object (headers, SACK blocks) held in a queue, on a wire or propagating. */
  packet: 200,
  /** One scheduled event (object + heap slot). */
  event: 80,
  /** One recorded value (Float64). */
  value: 8,
  /** One slot of a node's agent table (a pointer). */
  agentSlot: 8,
} as const;
