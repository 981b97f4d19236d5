import { parseHex } from '../theme/flow-palette';
import { blendOver, layImage, opaqueWord } from '../plot-base/pixel-layer';

/** One colour of dots: the rows of `flow` drawn in `color` (#rrggbb) at `alpha`. */
export interface DotColour {
  flow: number;
  color: string;
  alpha: number;
  /**
   * Further flow ids painted as this colour, as one (web traffic's connections as their web flow):
   * a translucent colour still blends once per pixel however many of them land there.
   */
  more?: readonly number[];
  /** This colour's dot side (CSS px), in place of the call's `side`: a call's dots drawn larger (FlowStyle.mark). */
  side?: number;
}

/** A point's position in CSS px: x = kx·t + bx, y = ky·v + by. */
export interface DotMap {
  kx: number;
  bx: number;
  ky: number;
  by: number;
}

/**
 * Square dots of `side` CSS px, one per row i0..i1 of (t, v) whose flow has a colour, written
 * straight into the pixels of an image the size of `ctx`'s canvas and laid over it with one
 * drawImage (which keeps `ctx`'s clip). Thousands of packets per plot made one rectangle each in
 * a path, which Skia's software rasteriser fills far slower than these writes; the queueing-delay
 * plot was the largest part of a dumbbell's final redraw (`npx tsx e2e/profile-edit.ts`).
 * Colours are painted in the order given (later on top); a translucent colour is blended once per
 * pixel however many of its dots land there, as one filled path would be. Returns the count of
 * distinct (colour, pixel) dots.
 */
export function paintDots(
  ctx: CanvasRenderingContext2D,
  scratch: HTMLCanvasElement,
  cols: DotColumns,
  i0: number,
  i1: number,
  map: DotMap,
  colours: readonly DotColour[],
  side: number,
  buffers?: DotBuffers,
): number {
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  if (W === 0 || H === 0 || i1 <= i0) return 0;
  // CSS px → canvas px (the context's scale and offset: dpr on screen, the figure's scale in exports).
  const m = ctx.getTransform();
  const { rgba, count } = dotPixels(W, H, { sx: m.a, sy: m.d, ox: m.e, oy: m.f }, cols, i0, i1, map, colours, side, buffers);
  layImage(ctx, scratch, rgba, W, H);
  return count;
}

/**
 * Buffers kept between redraws of one plot (allocating a megabyte-sized image per redraw cost
 * more than painting it, in allocation and garbage collection); dotPixels resizes them.
 */
export interface DotBuffers {
  rgba: Uint8ClampedArray<ArrayBuffer>;
  owner: Uint16Array;
}

export interface DotColumns {
  t: Float64Array;
  v: Float64Array;
  flow: Float64Array;
}

/** Above this many colours, each visits its own rows (colourRows) instead of scanning them all. */
const SCAN_ALL_MAX_COLOURS = 8;

/** The pixels of paintDots (RGBA, unpremultiplied, W × H) for a CSS px → pixel scale and offset. */
export function dotPixels(
  W: number,
  H: number,
  to: { sx: number; sy: number; ox: number; oy: number },
  cols: DotColumns,
  i0: number,
  i1: number,
  map: DotMap,
  colours: readonly DotColour[],
  side: number,
  buffers?: DotBuffers,
  /** Visit each colour's own rows (default: when there are many colours or ids), or scan every row per colour; the pixels are the same. */
  groupRows = colours.length > SCAN_ALL_MAX_COLOURS || colours.some((c) => (c.more?.length ?? 0) > 0),
): { rgba: Uint8ClampedArray<ArrayBuffer>; count: number } {
  const { sx, sy, ox, oy } = to;
  const sizeOf = (c: DotColour) => [Math.max(1, Math.round((c.side ?? side) * sx)), Math.max(1, Math.round((c.side ?? side) * sy))];
  if (buffers && buffers.rgba.length === W * H * 4) {
    buffers.rgba.fill(0);
    buffers.owner.fill(0);
  } else if (buffers) {
    buffers.rgba = new Uint8ClampedArray(W * H * 4);
    buffers.owner = new Uint16Array(W * H);
  }
  const rgba = buffers?.rgba ?? new Uint8ClampedArray(W * H * 4);
  const px = new Uint32Array(rgba.buffer);
  // Which colour last wrote each pixel (+1), so a translucent colour blends once per pixel.
  const owner = buffers?.owner ?? new Uint16Array(W * H);
  const { t, v, flow } = cols;
  const rowsOf = groupRows ? colourRows(flow, i0, i1, colours) : null;
  let count = 0;
  colours.forEach((c, k) => {
    const rgb = parseHex(c.color) ?? [0, 0, 0];
    const a = Math.max(0, Math.min(1, c.alpha));
    const opaque = a >= 1;
    const word = opaqueWord(rgb);
    const stamp = k + 1;
    const [size, sizeY] = sizeOf(c);
    const own = rowsOf?.(k);
    const n = own ? own.length : i1 - i0;
    for (let j = 0; j < n; j++) {
      const i = own ? own[j] : i0 + j;
      if (!own && flow[i] !== c.flow && !c.more?.includes(flow[i])) continue;
      const cx = sx * (map.kx * t[i] + map.bx) + ox;
      const cy = sy * (map.ky * v[i] + map.by) + oy;
      if (!Number.isFinite(cx) || !Number.isFinite(cy)) continue;
      const x0 = Math.round(cx - size / 2);
      const y0 = Math.round(cy - sizeY / 2);
      const xa = Math.max(0, x0);
      const xb = Math.min(W, x0 + size);
      const ya = Math.max(0, y0);
      const yb = Math.min(H, y0 + sizeY);
      if (xa >= xb || ya >= yb) continue;
      if (owner[ya * W + xa] === stamp) continue; // this colour already has a dot here
      count++;
      for (let yy = ya; yy < yb; yy++) {
        let p = yy * W + xa;
        for (let xx = xa; xx < xb; xx++, p++) {
          if (owner[p] === stamp) continue;
          owner[p] = stamp;
          if (opaque) px[p] = word;
          else blendOver(rgba, p * 4, rgb, a);
        }
      }
    }
  });
  return { rgba, count };
}

/**
 * The rows of each colour (in row order): web traffic draws thousands of connections, and
 * scanning every row once per colour froze the page for seconds on seed 001. Null when the
 * colours' flows are not distinct small integers (then every row is scanned per colour).
 */
function colourRows(flow: Float64Array, i0: number, i1: number, colours: readonly DotColour[]): ((k: number) => Int32Array) | null {
  const idsOf = (c: DotColour) => (c.more ? [c.flow, ...c.more] : [c.flow]);
  let maxFlow = 0;
  for (const c of colours) {
    for (const f of idsOf(c)) {
      if (!Number.isInteger(f) || f < 0 || f > 1 << 24) return null;
      maxFlow = Math.max(maxFlow, f);
    }
  }
  const colourOf = new Int32Array(maxFlow + 1).fill(-1);
  for (let k = 0; k < colours.length; k++) {
    for (const f of idsOf(colours[k])) {
      if (colourOf[f] >= 0) return null;
      colourOf[f] = k;
    }
  }
  // Counting sort of the rows by colour: counts, then start offsets, then the rows.
  const start = new Int32Array(colours.length + 1);
  for (let i = i0; i < i1; i++) {
    const f = flow[i];
    if (f >= 0 && f <= maxFlow && colourOf[f] >= 0) start[colourOf[f] + 1]++;
  }
  for (let k = 0; k < colours.length; k++) start[k + 1] += start[k];
  const rows = new Int32Array(start[colours.length]);
  const next = start.slice(0, colours.length);
  for (let i = i0; i < i1; i++) {
    const f = flow[i];
    if (f >= 0 && f <= maxFlow && colourOf[f] >= 0) rows[next[colourOf[f]]++] = i;
  }
  return (k) => rows.subarray(start[k], start[k + 1]);
}
