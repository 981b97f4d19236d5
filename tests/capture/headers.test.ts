import { describe, expect, it } from 'vitest';
import { onesComplementSum } from '../../src/capture/checksum';
import { encodePacket, encodeTcpOptions, type WirePacket } from '../../src/capture/headers';
import { Ecn, Flag, IP_HEADER, sackOptionBytes, SYN_OPTIONS, TCP_HEADER } from '../../src/sim-core/net/packet';

const base = { src: '192.0.2.1', dst: '192.0.2.4', ttl: 64, ipId: 7 };

function tcp(totalLength: number, flags: number, extra: Partial<Extract<WirePacket['transport'], { proto: 'tcp' }>> = {}, ecn = 0): Uint8Array {
  return encodePacket({ ...base, totalLength, ecn, transport: { proto: 'tcp', srcPort: 49152, dstPort: 6201, seq: 1000, ack: 2000, flags, window: 32768, options: [], optionBytes: 0, ...extra } });
}

/** A checksum is valid when the one's-complement sum over the covered bytes (checksum included) is 0xffff. */
function transportSumValid(b: Uint8Array, proto: number): boolean {
  const len = b.length - 20;
  const pseudo = onesComplementSum(Uint8Array.of(...b.slice(12, 20), 0, proto, len >> 8, len & 0xff), 0, 12);
  return onesComplementSum(b, 20, b.length, pseudo) === 0xffff;
}

describe('IPv4/TCP/UDP header encoding', () => {
  it('IPv4: version/IHL, total length = the simulated size, DF, TTL, addresses, valid header checksum', () => {
    const b = tcp(1500, Flag.ACK);
    expect(b.length).toBe(1500);
    expect(b[0]).toBe(0x45);
    expect((b[2] << 8) | b[3]).toBe(1500);
    expect((b[6] << 8) | b[7]).toBe(0x4000);
    expect(b[8]).toBe(64);
    expect(b[9]).toBe(6);
    expect([...b.slice(12, 16)]).toEqual([192, 0, 2, 1]);
    expect([...b.slice(16, 20)]).toEqual([192, 0, 2, 4]);
    expect(onesComplementSum(b, 0, 20)).toBe(0xffff);
  });

  it('TCP and UDP checksums are valid over the pseudo-header (odd lengths too)', () => {
    for (const size of [40, 41, 577, 1500]) expect(transportSumValid(tcp(size, Flag.ACK), 6)).toBe(true);
    for (const size of [28, 29, 200, 1471]) {
      const u = encodePacket({ ...base, totalLength: size, ecn: 0, transport: { proto: 'udp', srcPort: 49156, dstPort: 6201 } });
      expect((u[24] << 8) | u[25]).toBe(size - 20);
      expect(transportSumValid(u, 17)).toBe(true);
    }
  });

  it('ECN: the two low bits of the TOS byte carry Not-ECT 00, ECT(1) 01, ECT(0) 10, CE 11 (RFC 3168), and the checksum follows', () => {
    for (const [ecn, bits] of [
      [Ecn.NotEct, 0b00],
      [Ecn.Ect1, 0b01],
      [Ecn.Ect0, 0b10],
      [Ecn.Ce, 0b11],
    ] as const) {
      const b = tcp(1500, Flag.ACK, {}, ecn);
      expect(b[1] & 3).toBe(bits);
      expect(b[1] >> 2).toBe(0);
      expect(onesComplementSum(b, 0, 20)).toBe(0xffff);
    }
  });

  it('TCP flags: SYN, ACK, FIN, ECE and CWR land on their wire bits', () => {
    expect(tcp(48, Flag.SYN | Flag.ECE | Flag.CWR, { options: [{ kind: 'windowScale', shift: 6 }], optionBytes: 8 })[33]).toBe(0x02 | 0x40 | 0x80);
    expect(tcp(40, Flag.ACK | Flag.FIN)[33]).toBe(0x11);
  });

  it("SYN options fill exactly the model's 8 bytes: NOP NOP SACK-permitted, NOP window scale", () => {
    const b = tcp(IP_HEADER + TCP_HEADER + SYN_OPTIONS, Flag.SYN, { options: [{ kind: 'sackPermitted' }, { kind: 'windowScale', shift: 6 }], optionBytes: SYN_OPTIONS });
    expect(b[32] >> 4).toBe(7); // data offset: 28 bytes
    expect([...b.slice(40, 48)]).toEqual([1, 1, 4, 2, 1, 3, 3, 6]);
    expect(transportSumValid(b, 6)).toBe(true);
  });

  it('SACK blocks: left edge = first byte, right edge = one past the last (RFC 2018), 1 to 4 blocks in the bytes the model counts', () => {
    for (let n = 1; n <= 4; n++) {
      const blocks: [number, number][] = Array.from({ length: n }, (_, i) => [0xfffffff0 + i * 3000, (0xfffffff0 + i * 3000 + 1460) >>> 0] as [number, number]);
      const bytes = sackOptionBytes(n);
      const b = tcp(IP_HEADER + TCP_HEADER + bytes, Flag.ACK, { options: [{ kind: 'sack', blocks: blocks.map(([l, r]) => [l >>> 0, r]) }], optionBytes: bytes });
      expect(b[32] >> 4).toBe((TCP_HEADER + bytes) / 4);
      expect([...b.slice(40, 44)]).toEqual([1, 1, 5, 2 + 8 * n]);
      const dv = new DataView(b.buffer);
      blocks.forEach(([l, r], i) => {
        expect(dv.getUint32(44 + 8 * i)).toBe(l >>> 0);
        expect(dv.getUint32(48 + 8 * i)).toBe(r >>> 0);
      });
      expect(transportSumValid(b, 6)).toBe(true);
    }
  });

  it('refuses options that do not fit the bytes the model counted', () => {
    expect(() => encodeTcpOptions([{ kind: 'sackPermitted' }, { kind: 'windowScale', shift: 6 }, { kind: 'mss', mss: 1460 }], 8)).toThrow(/need 12 bytes/);
    expect(() => tcp(30, Flag.ACK)).toThrow(/cannot hold/);
  });
});
