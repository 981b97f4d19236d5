import * as d3 from 'd3';

/**
 * What a time-sequence plot's numbers count: a TCP flow's sequence numbers count bytes, a UDP
 * (constant-rate) flow's count packets, one per packet sent (sim-core/traffic/cbr.ts). With only
 * UDP flows drawn the axis says packets: an 80 kbit/s call read "1.3 kB" after 26 s, its 1300
 * packets taken for bytes (bufferbloat trial, issue 37).
 */
export function seqCountsPackets(flowKinds: readonly (string | undefined)[]): boolean {
  return flowKinds.length > 0 && flowKinds.every((k) => k === 'cbr');
}

/** A tick's words: "1.3k pkt" for packets, "1.3MB" for bytes (d3's SI prefixes). */
export function seqTickText(v: d3.NumberValue, packets: boolean): string {
  return packets ? `${d3.format('~s')(v)} pkt` : `${d3.format('~s')(v)}B`;
}
