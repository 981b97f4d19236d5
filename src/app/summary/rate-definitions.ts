import { rateWindowText } from '../../sim-core';

/**
 * The summary table's definitions of throughput and goodput, said once (the column headers'
 * tooltips; docs/models.md "Throughput and goodput" says the same).
 */
export const THROUGHPUT_HELP =
  'Throughput: data bytes the sender put on the wire — first transmissions and retransmissions — × 8, divided by the time in "Rates over". Retransmissions count, so it is at least the goodput.';
export const GOODPUT_HELP =
  'Goodput: application bytes delivered in order to the receiver × 8, divided by the time in "Rates over". Only useful data counts: no retransmitted copies, no headers. For a finished flow it equals its size / elapsed time.';
export const RATE_WINDOW_HELP =
  "The time both rates are taken over: a finished flow's own active time (first SYN → ACK of its FIN); for a flow that has not finished (an unlimited one) or UDP, the measurement window from the flow's start on.";
export const JAIN_HELP = "Jain's fairness index (Σx)² / (n·Σx²) over the flows' rates in the table: 1 when every flow gets the same, 1/n when one flow gets everything.";

/** "2.00–14.31 s (flow)" or "0.00–60.00 s (window)": the interval the row's rates use (the catalogue's, which the lesson's per-flow line names too). */
export { rateWindowText };
