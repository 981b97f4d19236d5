import { parseHex } from '../theme/flow-palette';

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** An opaque RGB colour as one 32-bit word of an RGBA image's Uint32Array view. */
export function opaqueWord(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb;
  return LITTLE_ENDIAN ? ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}

/** Lay `rgb` at opacity `a` over the pixel at byte offset `o` of unpremultiplied RGBA `data` (source over). */
export function blendOver(data: Uint8ClampedArray, o: number, rgb: readonly [number, number, number], a: number): void {
  const da = data[o + 3] / 255;
  const oa = a + da * (1 - a);
  for (let ch = 0; ch < 3; ch++) data[o + ch] = (rgb[ch] * a + data[o + ch] * da * (1 - a)) / oa;
  data[o + 3] = oa * 255;
}

/** Draw a canvas-sized RGBA image over `ctx`'s canvas through `scratch` (resized to match), keeping ctx's clip. */
export function layImage(ctx: CanvasRenderingContext2D, scratch: HTMLCanvasElement, rgba: Uint8ClampedArray<ArrayBuffer>, width: number, height: number): void {
  if (scratch.width !== width || scratch.height !== height) {
    scratch.width = width;
    scratch.height = height;
  }
  const s = scratch.getContext('2d');
  if (!s) return;
  s.putImageData(new ImageData(rgba, width, height), 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(scratch, 0, 0);
  ctx.restore();
}

/**
 * Opaque rectangles written straight into pixels, with their fractional edges blended by how
 * much of each pixel they cover (the antialiasing a canvas fill gives), then laid over a canvas
 * with one drawImage, which keeps that context's clip. The dense step series of the cwnd and
 * queue plots are one rectangle per pixel column (series-draw.ts fillColumns): filling ~6 500
 * of them per redraw with fillRect was the largest part of the cwnd plot's redraw under Skia's
 * software rasteriser (`npx tsx e2e/profile-edit.ts`).
 */
export class PixelLayer {
  readonly width: number;
  readonly height: number;
  private readonly rgba: Uint8ClampedArray<ArrayBuffer>;
  private readonly words: Uint32Array;
  private sx: number;
  private sy: number;
  private ox: number;
  private oy: number;
  /** Anything was written (an empty layer is not drawn). */
  private inked = false;

  /** A layer the size of a canvas, for rectangles given in CSS px through `to` (the context's scale and offset). */
  constructor(width: number, height: number, to: { sx: number; sy: number; ox: number; oy: number }) {
    this.width = width;
    this.height = height;
    this.rgba = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.rgba.buffer);
    ({ sx: this.sx, sy: this.sy, ox: this.ox, oy: this.oy } = to);
  }

  /**
   * A clear layer for `ctx`'s canvas at its current transform: `previous` cleared and reused when
   * it has the canvas's size (a fresh megabyte-sized buffer per redraw cost more than the
   * painting, in allocation and garbage collection).
   */
  static over(ctx: CanvasRenderingContext2D, previous?: PixelLayer | null): PixelLayer {
    const m = ctx.getTransform();
    const to = { sx: m.a, sy: m.d, ox: m.e, oy: m.f };
    if (previous && previous.width === ctx.canvas.width && previous.height === ctx.canvas.height) {
      if (previous.inked) previous.rgba.fill(0);
      previous.inked = false;
      ({ sx: previous.sx, sy: previous.sy, ox: previous.ox, oy: previous.oy } = to);
      return previous;
    }
    return new PixelLayer(ctx.canvas.width, ctx.canvas.height, to);
  }

  /** The colour as RGB if this layer can paint it (#rrggbb), else null (draw it on the canvas instead). */
  static colour(css: unknown): [number, number, number] | null {
    return typeof css === 'string' ? parseHex(css) : null;
  }

  /** Fill x, y, w, h (CSS px) with an opaque colour. */
  fillRect(x: number, y: number, w: number, h: number, rgb: readonly [number, number, number]): void {
    if (!(w > 0 && h > 0)) return;
    const X0 = Math.max(0, this.sx * x + this.ox);
    const X1 = Math.min(this.width, this.sx * (x + w) + this.ox);
    const Y0 = Math.max(0, this.sy * y + this.oy);
    const Y1 = Math.min(this.height, this.sy * (y + h) + this.oy);
    if (!(X1 > X0 && Y1 > Y0)) return;
    this.inked = true;
    const word = opaqueWord(rgb);
    const W = this.width;
    const data = this.rgba;
    for (let px = Math.floor(X0); px < X1; px++) {
      const cx = Math.min(X1, px + 1) - Math.max(X0, px);
      for (let py = Math.floor(Y0); py < Y1; py++) {
        const c = cx * (Math.min(Y1, py + 1) - Math.max(Y0, py));
        const p = py * W + px;
        if (c >= 0.999) {
          this.words[p] = word;
          continue;
        }
        // Partly covered: the colour over what is there at coverage c.
        blendOver(data, p * 4, rgb, c);
      }
    }
  }

  /** The pixel at (px, py) as [r, g, b, a] (for tests). */
  pixel(px: number, py: number): number[] {
    const o = (py * this.width + px) * 4;
    return Array.from(this.rgba.subarray(o, o + 4));
  }

  /** Lay the layer over `ctx`'s canvas (through `scratch`, resized to match), keeping ctx's clip. */
  drawOnto(ctx: CanvasRenderingContext2D, scratch: HTMLCanvasElement): void {
    if (this.inked) layImage(ctx, scratch, this.rgba, this.width, this.height);
  }
}
