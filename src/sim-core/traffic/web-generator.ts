import { Tag } from '../engine/event-tags';
import type { RandomStream, RandomStreams } from '../engine/random';
import type { Simulator } from '../engine/simulator';
import type { RecordBudget } from '../metrics/record-budget';
import { WebStats } from '../metrics/web-stats';
import type { Agent, NetNode } from '../net/node';
import type { TcpConfig } from '../tcp/config';
import { sample } from './heavy-tail';
import { CONNECTION_RTT, REQUEST_SIZE, RESPONSE_SIZE } from './packmime-tables';
import { WebConnection } from './web-connection';

export interface WebGeneratorSpec {
  /** New connections per second in each active direction. */
  rate: number;
  /** Clients on both sides (responses cross the bottleneck both ways), or only on the right. */
  twoWay: boolean;
  /** Per-connection RTT: drawn from the PackMime distribution, or one fixed value (s). */
  rtt: 'packmime' | number;
  start: number;
}

/** Hands out flow ids for connections created during the run (after the scenario's flows). */
export class FlowIdAllocator {
  constructor(private next: number) {}
  take(n: number): number {
    const id = this.next;
    this.next += n;
    return id;
  }
}

/** One arrival process: clients on one side, servers on the other, its own random streams. */
interface Direction {
  clients: NetNode;
  servers: NetNode;
  arrivals: RandomStream;
  sizes: RandomStream;
  rtts: RandomStream;
}

/**
 * Open-loop HTTP/1.0 traffic as in seed 001: connections arrive as a Poisson process whatever
 * happened to earlier ones, each with its own request size, response size and RTT, drawn
 * independently from the PackMime-shaped tables. `left` and `right` are the two clouds; with
 * two-way traffic each is both client and server cloud.
 */
export class WebGenerator {
  readonly stats: WebStats;
  private readonly directions: Direction[] = [];

  constructor(
    private readonly sim: Simulator,
    private readonly spec: WebGeneratorSpec,
    left: NetNode,
    right: NetNode,
    private readonly cfg: TcpConfig,
    rng: RandomStreams,
    streamPrefix: string,
    private readonly ids: FlowIdAllocator,
    private readonly window: { from: number; to: number },
    private readonly budget: RecordBudget,
    private readonly closed: Agent,
  ) {
    this.stats = new WebStats(window);
    const mk = (clients: NetNode, servers: NetNode, name: string): Direction => ({
      clients,
      servers,
      arrivals: rng.stream(`${streamPrefix}:${name}:arrivals`),
      sizes: rng.stream(`${streamPrefix}:${name}:sizes`),
      rtts: rng.stream(`${streamPrefix}:${name}:rtt`),
    });
    // Responses from servers on the left cross the bottleneck's data direction (R1 → R2).
    this.directions.push(mk(right, left, 'right-clients'));
    if (spec.twoWay) this.directions.push(mk(left, right, 'left-clients'));
  }

  start(): void {
    for (const d of this.directions) this.scheduleNext(d, this.spec.start);
  }

  private scheduleNext(d: Direction, from: number): void {
    if (this.spec.rate <= 0) return;
    const t = from + d.arrivals.exponential(1 / this.spec.rate);
    this.sim.at(t, Tag.WebArrival, () => {
      this.open(d);
      this.scheduleNext(d, t);
    });
  }

  private open(d: Direction): void {
    const now = this.sim.now;
    const counted = this.stats.opened(now);
    const rtt = this.spec.rtt === 'packmime' ? sample(CONNECTION_RTT, d.rtts) : this.spec.rtt;
    const requestBytes = Math.max(1, Math.round(sample(REQUEST_SIZE, d.sizes)));
    const responseBytes = Math.max(1, Math.round(sample(RESPONSE_SIZE, d.sizes)));
    const x = { id: this.ids.take(2), client: d.clients, server: d.servers, requestBytes, responseBytes, rtt };
    const c = new WebConnection(this.sim, x, this.cfg, this.window, this.budget, this.closed, (o) => {
      if (counted) this.stats.record(o);
    });
    c.start();
  }
}
