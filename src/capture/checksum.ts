/** RFC 1071 Internet checksum: one's-complement sum of 16-bit big-endian words, complemented. */
export function onesComplementSum(bytes: Uint8Array, from: number, to: number, initial = 0): number {
  let sum = initial;
  let i = from;
  for (; i + 1 < to; i += 2) sum += (bytes[i] << 8) | bytes[i + 1];
  if (i < to) sum += bytes[i] << 8;
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return sum;
}

export function internetChecksum(bytes: Uint8Array, from: number, to: number, initial = 0): number {
  return ~onesComplementSum(bytes, from, to, initial) & 0xffff;
}
