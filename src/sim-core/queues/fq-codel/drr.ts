/**
 * Deficit round robin over flow queues with FQ-CoDel's two lists (RFC 8290 §4.2–4.3): a flow
 * that becomes active joins the new-flows list with one quantum of credit and is served before
 * the old flows; a flow that has spent its credit gets another quantum and goes to the tail of
 * the old-flows list. Sizes are bytes.
 */
export const FlowStatus = { Inactive: 0, New: 1, Old: 2 } as const;
export type FlowStatusCode = (typeof FlowStatus)[keyof typeof FlowStatus];

export interface DrrFlow {
  deficit: number;
  status: FlowStatusCode;
}

export class DrrScheduler<F extends DrrFlow> {
  readonly newFlows: F[] = [];
  readonly oldFlows: F[] = [];

  constructor(readonly quantum: number) {}

  /** A packet arrived for `f`: an inactive flow becomes new with one quantum of credit. */
  arrive(f: F): void {
    if (f.status !== FlowStatus.Inactive) return;
    f.status = FlowStatus.New;
    f.deficit = this.quantum;
    this.newFlows.push(f);
  }

  /** The flow to serve next: the first with credit left, new flows first, recharging the others. */
  private select(): F | null {
    while (this.newFlows.length > 0) {
      const f = this.newFlows[0];
      if (f.deficit > 0) return f;
      f.deficit += this.quantum;
      f.status = FlowStatus.Old;
      this.newFlows.shift();
      this.oldFlows.push(f);
    }
    while (this.oldFlows.length > 0) {
      const f = this.oldFlows[0];
      if (f.deficit > 0) return f;
      f.deficit += this.quantum;
      this.oldFlows.push(this.oldFlows.shift()!);
    }
    return null;
  }

  /**
   * Serve one packet: `take(f)` returns the flow's next packet (after its AQM) or null when the
   * flow has nothing to send. An emptied new flow moves to the old list (so it cannot regain
   * priority by going idle for a moment); an emptied old flow becomes inactive.
   */
  next<P extends { size: number }>(take: (f: F) => P | null): { flow: F; packet: P } | null {
    for (;;) {
      const f = this.select();
      if (f === null) return null;
      const packet = take(f);
      if (packet !== null) {
        f.deficit -= packet.size;
        return { flow: f, packet };
      }
      if (this.newFlows.length > 0) {
        this.newFlows.shift();
        f.status = FlowStatus.Old;
        this.oldFlows.push(f);
      } else {
        this.oldFlows.shift();
        f.status = FlowStatus.Inactive;
      }
    }
  }
}
