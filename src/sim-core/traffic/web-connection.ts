import type { Simulator } from '../engine/simulator';
import { FlowTrace } from '../metrics/flow-trace';
import type { RecordBudget } from '../metrics/record-budget';
import type { Agent, NetNode } from '../net/node';
import type { TcpConfig } from '../tcp/config';
import { TcpReceiver } from '../tcp/receiver';
import { TcpSender } from '../tcp/sender';
import { makeCongestionControl, makeLossRecovery } from '../tcp/registry';
import { DelayBox } from './delay-box';

/** What one HTTP/1.0 exchange needs: who, how much, and its round-trip propagation time. */
export interface WebExchange {
  /** Flow id of the request; the response uses `id + 1`. */
  id: number;
  client: NetNode;
  server: NetNode;
  requestBytes: number;
  responseBytes: number;
  rtt: number;
}

/** How an exchange ended, for the statistics. */
export interface WebOutcome {
  /** Connection opened (first SYN). */
  openedAt: number;
  /** Request's first byte sent: the start of the response time (NaN: never connected). */
  requestAt: number;
  /** Last response byte received by the client (NaN: not yet). */
  responseDoneAt: number;
  responseBytes: number;
  rtt: number;
  /** Retransmissions or timeouts in either direction: the exchange saw loss. */
  sawLoss: boolean;
}

/**
 * One non-persistent HTTP/1.0 connection: the client opens it and sends the request; when the
 * server has all of it, the response flows back on the open connection (no second handshake)
 * and both sides close. The two directions are two TcpSender/TcpReceiver pairs sharing the
 * connection's delay boxes, so the response starts with the handshake's RTT estimate.
 */
export class WebConnection {
  private readonly outcome: WebOutcome;
  private readonly clientPort: DelayBox;
  private readonly serverPort: DelayBox;
  private readonly request: TcpSender;
  private response: TcpSender | null = null;
  private responseTrace: FlowTrace | null = null;
  private requestClosed = false;
  private responseClosed = false;

  constructor(
    private readonly sim: Simulator,
    private readonly x: WebExchange,
    private readonly cfg: TcpConfig,
    private readonly window: { from: number; to: number },
    private readonly budget: RecordBudget,
    private readonly closed: Agent,
    /** Called when the response is complete (or the exchange is abandoned). */
    private readonly onResponse: (o: WebOutcome) => void,
  ) {
    const now = sim.now;
    this.outcome = { openedAt: now, requestAt: Number.NaN, responseDoneAt: Number.NaN, responseBytes: x.responseBytes, rtt: x.rtt, sawLoss: false };
    this.clientPort = new DelayBox(sim, x.client, x.rtt / 2);
    this.serverPort = new DelayBox(sim, x.server, x.rtt / 2);
    const trace = new FlowTrace(x.id, now, false, window, budget);
    this.request = new TcpSender(sim, x.id, this.clientPort, x.server.index, cfg, x.requestBytes, makeCongestionControl(cfg), makeLossRecovery(cfg), trace, (s) => {
      this.requestClosed = true;
      if (s.trace.counters.failed) this.finish();
      this.release();
    });
    x.client.attach(x.id, this.request);
    x.server.attach(x.id, new TcpReceiver(sim, x.id, this.serverPort, x.client.index, cfg, x.requestBytes, trace));
    trace.onRxComplete = () => this.respond();
  }

  start(): void {
    this.request.start();
  }

  /** The server has the whole request: send the response on the open connection. */
  private respond(): void {
    const { sim, x, cfg } = this;
    const id = x.id + 1;
    this.outcome.requestAt = this.request.trace.counters.connectedAt;
    const trace = new FlowTrace(id, sim.now, false, this.window, this.budget);
    this.responseTrace = trace;
    this.response = new TcpSender(sim, id, this.serverPort, x.client.index, cfg, x.responseBytes, makeCongestionControl(cfg), makeLossRecovery(cfg), trace, () => {
      this.responseClosed = true;
      this.release();
    });
    x.server.attach(id, this.response);
    x.client.attach(id, new TcpReceiver(sim, id, this.clientPort, x.server.index, cfg, x.responseBytes, trace));
    trace.onRxComplete = () => {
      this.outcome.responseDoneAt = sim.now;
      this.finish();
    };
    const srtt = this.request.rtt.srtt;
    this.response.startEstablished(Number.isFinite(srtt) && srtt > 0 ? srtt : null);
  }

  private finish(): void {
    const o = this.outcome;
    const req = this.request.trace.counters;
    const rsp = this.responseTrace?.counters;
    o.sawLoss = req.retransmittedPackets + req.timeouts + (rsp ? rsp.retransmittedPackets + rsp.timeouts : 0) > 0;
    this.onResponse(o);
  }

  /** Both senders are done (FIN acknowledged or abandoned): free the agents. */
  private release(): void {
    if (!this.requestClosed || (this.response === null ? !this.request.trace.counters.failed : !this.responseClosed)) return;
    const { x } = this;
    x.client.detach(x.id, this.closed);
    x.server.detach(x.id, this.closed);
    x.client.detach(x.id + 1, this.closed);
    x.server.detach(x.id + 1, this.closed);
  }
}
