import { describe, expect, it } from 'vitest';
import { dotPixels } from '../../src/app/plots/pixel-dots';

const ID = { sx: 1, sy: 1, ox: 0, oy: 0 };
const MAP = { kx: 1, bx: 0, ky: 1, by: 0 };
const cols = (pts: [number, number, number][]) => ({
  t: Float64Array.from(pts.map((p) => p[0])),
  v: Float64Array.from(pts.map((p) => p[1])),
  flow: Float64Array.from(pts.map((p) => p[2])),
});
const at = (rgba: Uint8ClampedArray, W: number, x: number, y: number) => Array.from(rgba.subarray((y * W + x) * 4, (y * W + x) * 4 + 4));

describe('queueing-delay dots written as pixels', () => {
  it('a dot is a side × side square of its flow colour centred on its point; the rest stays transparent', () => {
    const { rgba, count } = dotPixels(10, 10, ID, cols([[4, 5, 0]]), 0, 1, MAP, [{ flow: 0, color: '#ff8000', alpha: 1 }], 2);
    expect(count).toBe(1);
    const inked: [number, number][] = [];
    for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) if (at(rgba, 10, x, y)[3] > 0) inked.push([x, y]);
    expect(inked).toEqual([
      [3, 4],
      [4, 4],
      [3, 5],
      [4, 5],
    ]);
    expect(at(rgba, 10, 3, 4)).toEqual([255, 128, 0, 255]);
  });

  it('scales with the canvas (device pixels): side 2 at scale 2 is 4 × 4 pixels', () => {
    const { rgba } = dotPixels(20, 20, { sx: 2, sy: 2, ox: 0, oy: 0 }, cols([[5, 5, 0]]), 0, 1, MAP, [{ flow: 0, color: '#000000', alpha: 1 }], 2);
    let n = 0;
    for (let i = 3; i < rgba.length; i += 4) if (rgba[i] > 0) n++;
    expect(n).toBe(16);
  });

  it('later colours are on top; packets on the same pixel count once per colour; other flows are not drawn', () => {
    const pts: [number, number, number][] = [
      [4, 4, 0],
      [4.2, 4.1, 0],
      [4, 4, 1],
      [8, 8, 2],
    ];
    const { rgba, count } = dotPixels(12, 12, ID, cols(pts), 0, pts.length, MAP, [
      { flow: 0, color: '#ff0000', alpha: 1 },
      { flow: 1, color: '#0000ff', alpha: 1 },
    ], 2);
    expect(count).toBe(2);
    expect(at(rgba, 12, 4, 4)).toEqual([0, 0, 255, 255]);
    expect(at(rgba, 12, 8, 8)[3]).toBe(0);
  });

  it('a translucent colour is blended once per pixel however many of its dots land there', () => {
    const pts: [number, number, number][] = [
      [4, 4, 0],
      [4, 4, 0],
      [4, 4, 0],
    ];
    const { rgba } = dotPixels(10, 10, ID, cols(pts), 0, 3, MAP, [{ flow: 0, color: '#000000', alpha: 0.25 }], 2);
    expect(at(rgba, 10, 4, 4)[3]).toBe(64);
  });

  it('many colours (web connections) visit their own rows: the same pixels and count as scanning every row per colour', () => {
    // Seeded LCG: 3000 packets of 400 flows (ids up to 900, some never coloured, a few fractional
    // or negative), 120 colours in a shuffled order, some translucent, on a 60 × 40 image.
    let seed = 12345;
    const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const pts: [number, number, number][] = [];
    for (let i = 0; i < 3000; i++) {
      const r = rnd();
      const flow = r < 0.01 ? -1 : r < 0.02 ? 7.5 : Math.floor(rnd() * 400) * (rnd() < 0.5 ? 1 : 2) + 1;
      pts.push([rnd() * 60, rnd() * 40, flow]);
    }
    const flows = [...new Set(pts.map((p) => p[2]).filter((f) => Number.isInteger(f) && f >= 0))];
    const colours = flows
      .filter(() => rnd() < 0.4)
      .sort(() => rnd() - 0.5)
      .map((flow, k) => ({ flow, color: `#${((flow * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`, alpha: k % 5 === 0 ? 0.4 : 1 }));
    expect(colours.length).toBeGreaterThan(100);
    const grouped = dotPixels(60, 40, ID, cols(pts), 100, 2900, MAP, colours, 2, undefined, true);
    const scanned = dotPixels(60, 40, ID, cols(pts), 100, 2900, MAP, colours, 2, undefined, false);
    expect(grouped.count).toBe(scanned.count);
    expect(grouped.count).toBeGreaterThan(500);
    expect(Array.from(grouped.rgba)).toEqual(Array.from(scanned.rgba));
    // The default takes the grouped path for this many colours and gives the same picture.
    expect(Array.from(dotPixels(60, 40, ID, cols(pts), 100, 2900, MAP, colours, 2).rgba)).toEqual(Array.from(scanned.rgba));
  });

  it('a colour covering several ids (web connections as their web flow) blends once per pixel, like one id, in either path', () => {
    // Two connections' dots on the same pixel, painted translucent as their web flow: the pixel is
    // blended once, exactly as when both packets carry one id; a third id stays unpainted.
    const many = cols([[4, 4, 5], [4, 4, 6], [8, 8, 6], [2, 2, 9]]);
    const one = cols([[4, 4, 0], [4, 4, 0], [8, 8, 0], [2, 2, 9]]);
    const web = [{ flow: 0, color: '#0000ff', alpha: 0.5, more: [5, 6] }];
    const plain = [{ flow: 0, color: '#0000ff', alpha: 0.5 }];
    const expected = dotPixels(12, 12, ID, one, 0, 4, MAP, plain, 2, undefined, false);
    expect(expected.count).toBe(2);
    for (const grouped of [true, false]) {
      const got = dotPixels(12, 12, ID, many, 0, 4, MAP, web, 2, undefined, grouped);
      expect(got.count).toBe(2);
      expect(Array.from(got.rgba)).toEqual(Array.from(expected.rgba));
    }
    expect(at(expected.rgba, 12, 3, 3)[3]).toBe(128);
    expect(at(expected.rgba, 12, 1, 1)[3]).toBe(0);
  });
});
