import { describe, expect, it } from 'vitest';
import { PixelLayer } from '../../src/app/plot-base/pixel-layer';

const ID = { sx: 1, sy: 1, ox: 0, oy: 0 };

describe('opaque rectangles written as pixels', () => {
  it('fully covered pixels take the colour; the rest stays transparent', () => {
    const p = new PixelLayer(8, 8, ID);
    p.fillRect(2, 3, 2, 1, [10, 20, 30]);
    expect(p.pixel(2, 3)).toEqual([10, 20, 30, 255]);
    expect(p.pixel(3, 3)).toEqual([10, 20, 30, 255]);
    expect(p.pixel(4, 3)[3]).toBe(0);
    expect(p.pixel(2, 4)[3]).toBe(0);
  });

  it('a fractional edge is blended by the share of the pixel it covers (as a canvas fill antialiases it)', () => {
    const p = new PixelLayer(8, 8, ID);
    // 1.25 px tall from y = 2.0: row 2 fully, row 3 a quarter.
    p.fillRect(1, 2, 1, 1.25, [200, 100, 0]);
    expect(p.pixel(1, 2)).toEqual([200, 100, 0, 255]);
    expect(p.pixel(1, 3)[3]).toBe(64);
    expect(p.pixel(1, 3).slice(0, 3)).toEqual([200, 100, 0]);
  });

  it('follows the canvas scale (device pixels) and clips to the canvas', () => {
    const p = new PixelLayer(10, 10, { sx: 2, sy: 2, ox: 0, oy: 0 });
    p.fillRect(4, 4, 3, 3, [0, 0, 0]);
    let inked = 0;
    for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) if (p.pixel(x, y)[3] > 0) inked++;
    expect(inked).toBe(4); // (8..10) × (8..10): the rest falls outside
  });

  it('only #rrggbb colours are painted as pixels (others stay on the canvas)', () => {
    expect(PixelLayer.colour('#0a141e')).toEqual([10, 20, 30]);
    expect(PixelLayer.colour('rgba(0,0,0,0.5)')).toBeNull();
    expect(PixelLayer.colour(undefined)).toBeNull();
  });
});
