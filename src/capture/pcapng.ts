/**
 * A minimal pcapng writer (the PCAP Next Generation format, IETF draft-ietf-opsawg-pcapng):
 * one Section Header Block, one Interface Description Block per capture point, and Enhanced
 * Packet Blocks. Little-endian, nanosecond timestamps, deterministic: no wall clock, no host
 * names, so the same input gives the same bytes.
 */
const SHB = 0x0a0d0d0a;
const IDB = 0x00000001;
const EPB = 0x00000006;
const BYTE_ORDER_MAGIC = 0x1a2b3c4d;
/** LINKTYPE_RAW: packets begin with their IPv4 header (no link-layer header to invent). */
export const LINKTYPE_RAW = 101;

const OPT_END = 0;
const OPT_COMMENT = 1;
const SHB_USERAPPL = 4;
const IF_NAME = 2;
const IF_DESCRIPTION = 3;
const IF_TSRESOL = 9;
const EPB_FLAGS = 2;

/** epb_flags direction bits (inbound 01, outbound 10). */
export const Direction = { inbound: 1, outbound: 2 } as const;

const utf8 = new TextEncoder();
const pad4 = (n: number) => (n + 3) & ~3;

class ByteSink {
  private chunks: Uint8Array[] = [];
  size = 0;
  push(b: Uint8Array): void {
    this.chunks.push(b);
    this.size += b.length;
  }
  concat(): Uint8Array {
    const out = new Uint8Array(this.size);
    let o = 0;
    for (const c of this.chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

type Option = [code: number, value: Uint8Array];

function optionsBytes(opts: Option[]): Uint8Array {
  if (opts.length === 0) return new Uint8Array(0);
  const len = opts.reduce((n, [, v]) => n + 4 + pad4(v.length), 0) + 4;
  const out = new Uint8Array(len);
  const dv = new DataView(out.buffer);
  let o = 0;
  for (const [code, v] of opts) {
    dv.setUint16(o, code, true);
    dv.setUint16(o + 2, v.length, true);
    out.set(v, o + 4);
    o += 4 + pad4(v.length);
  }
  dv.setUint16(o, OPT_END, true);
  dv.setUint16(o + 2, 0, true);
  return out;
}

function block(type: number, body: Uint8Array): Uint8Array {
  const total = 12 + body.length;
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, type, true);
  dv.setUint32(4, total, true);
  out.set(body, 8);
  dv.setUint32(total - 4, total, true);
  return out;
}

export interface PcapngInterface {
  name: string;
  description: string;
}

export class PcapngWriter {
  private readonly sink = new ByteSink();

  constructor(application: string, comment: string, interfaces: readonly PcapngInterface[]) {
    const opts = optionsBytes([
      [OPT_COMMENT, utf8.encode(comment)],
      [SHB_USERAPPL, utf8.encode(application)],
    ]);
    const body = new Uint8Array(16 + opts.length);
    const dv = new DataView(body.buffer);
    dv.setUint32(0, BYTE_ORDER_MAGIC, true);
    dv.setUint16(4, 1, true);
    dv.setUint16(6, 0, true);
    // Section length unknown (-1): readers walk the blocks.
    dv.setInt32(8, -1, true);
    dv.setInt32(12, -1, true);
    body.set(opts, 16);
    this.sink.push(block(SHB, body));
    for (const i of interfaces) {
      const iopts = optionsBytes([
        [IF_NAME, utf8.encode(i.name)],
        [IF_DESCRIPTION, utf8.encode(i.description)],
        [IF_TSRESOL, Uint8Array.of(9)],
      ]);
      const b = new Uint8Array(8 + iopts.length);
      const idv = new DataView(b.buffer);
      idv.setUint16(0, LINKTYPE_RAW, true);
      idv.setUint32(4, 0, true); // snaplen 0: no limit
      b.set(iopts, 8);
      this.sink.push(block(IDB, b));
    }
  }

  /** One packet on interface `iface` at `t` seconds (simulated time, written in nanoseconds). */
  packet(iface: number, t: number, data: Uint8Array, direction: number, comment?: string): void {
    const flags = new Uint8Array(4);
    new DataView(flags.buffer).setUint32(0, direction, true);
    const opts: Option[] = [[EPB_FLAGS, flags]];
    if (comment) opts.push([OPT_COMMENT, utf8.encode(comment)]);
    const ob = optionsBytes(opts);
    const body = new Uint8Array(20 + pad4(data.length) + ob.length);
    const dv = new DataView(body.buffer);
    const ns = BigInt(Math.round(t * 1e9));
    dv.setUint32(0, iface, true);
    dv.setUint32(4, Number(ns >> 32n), true);
    dv.setUint32(8, Number(ns & 0xffffffffn), true);
    dv.setUint32(12, data.length, true);
    dv.setUint32(16, data.length, true);
    body.set(data, 20);
    body.set(ob, 20 + pad4(data.length));
    this.sink.push(block(EPB, body));
  }

  get size(): number {
    return this.sink.size;
  }

  bytes(): Uint8Array {
    return this.sink.concat();
  }
}
