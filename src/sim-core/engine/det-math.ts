/**
 * Deterministic elementary functions: exp, expm1, log, log1p, pow and exact powers of two.
 *
 * Why: ECMA-262 (§21.3.2, and Number::exponentiate for `**`) leaves Math.exp, log, log1p,
 * expm1, pow, cbrt, the trigonometric and hyperbolic functions "implementation-approximated":
 * V8, SpiderMonkey, JavaScriptCore and QuickJS each use their own libm, and the last bit may
 * differ. One differing bit in an exponential inter-arrival time or in RED's weight can move an
 * event and change a whole run, so the simulation core uses these instead. (`+ − × ÷`, `%`,
 * Math.sqrt/floor/round/abs/min/max/imul, comparisons and decimal literals of ≤ 20 significant
 * digits are exactly specified, and are all this file uses, plus reading a double's bits.)
 *
 * How: double-double arithmetic (a value is an unevaluated sum hi + lo of two doubles, built
 * with Knuth's TwoSum and Dekker's TwoProduct, which need only correctly rounded + − ×) gives
 * about 100 correct bits before the single final rounding, so results are correctly rounded
 * except when the exact value lies within ~2^-90 relative of a rounding midpoint.
 * tests/core/det-math.test.ts measures this against Math.* and against exact references.
 *
 * The double-double helpers return `hi` and leave `lo` in the module variable `ddLo` (rather
 * than allocating a pair): these functions sit on the per-packet path of random traffic.
 */

// ---------------------------------------------------------------------------------------------
// Reading and building doubles by their bits (exact, independent of platform byte order).

const bits = new DataView(new ArrayBuffer(8));

/** floor(log2 |x|) for a finite normal x ≠ 0. */
function exponentOfNormal(x: number): number {
  bits.setFloat64(0, x);
  return ((bits.getUint32(0) >>> 20) & 0x7ff) - 1023;
}

/** 2^n for an integer n in [−1022, 1023], exactly. */
function twoToNormal(n: number): number {
  bits.setUint32(0, (n + 1023) << 20);
  bits.setUint32(4, 0);
  return bits.getFloat64(0);
}

const TWO_54 = 18014398509481984;
const MIN_SUBNORMAL = Number.MIN_VALUE; // 2^-1074

/**
 * x · 2^n, exact whenever the result is a normal double (the overflow case gives ±Infinity).
 * For subnormal results use {@link roundScaled}, which rounds once.
 */
export function scaleByPowerOfTwo(x: number, n: number): number {
  while (n > 1023) {
    x *= twoToNormal(1023);
    n -= 1023;
  }
  while (n < -1022) {
    x *= twoToNormal(-1022);
    n += 1022;
  }
  return x * twoToNormal(n);
}

/** 2^n for an integer n (exact; 0 below 2^-1074, Infinity above 2^1023). */
export function powerOfTwo(n: number): number {
  if (n > 1023) return Number.POSITIVE_INFINITY;
  if (n < -1074) return 0;
  return n >= -1022 ? twoToNormal(n) : twoToNormal(n + 52) * twoToNormal(-52);
}

// ---------------------------------------------------------------------------------------------
// Double-double arithmetic. Every function returns hi and sets ddLo.

let ddLo = 0;

const SPLITTER = 134217729; // 2^27 + 1: Veltkamp's split into two 26-bit halves

/** a + b = hi + ddLo exactly. */
function twoSum(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  ddLo = a - (s - bb) + (b - bb);
  return s;
}

/** a + b = hi + ddLo exactly, given |a| ≥ |b| (or a = 0). */
function fastTwoSum(a: number, b: number): number {
  const s = a + b;
  ddLo = b - (s - a);
  return s;
}

/** a · b = hi + ddLo exactly (|a|, |b| < 2^995, no underflow of the error term). */
function twoProduct(a: number, b: number): number {
  const p = a * b;
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  ddLo = ah * bh - p + ah * bl + al * bh + al * bl;
  return p;
}

function ddAdd(ah: number, al: number, bh: number, bl: number): number {
  let s = twoSum(ah, bh);
  let e = ddLo;
  const t = twoSum(al, bl);
  const f = ddLo;
  e += t;
  s = fastTwoSum(s, e);
  e = ddLo + f;
  return fastTwoSum(s, e);
}

function ddMul(ah: number, al: number, bh: number, bl: number): number {
  const p = twoProduct(ah, bh);
  return fastTwoSum(p, ddLo + (ah * bl + al * bh));
}

function ddDiv(ah: number, al: number, bh: number, bl: number): number {
  const q1 = ah / bh;
  // r = a − q1·b, then one correction step
  let ph = ddMul(q1, 0, bh, bl);
  let pl = ddLo;
  let rh = ddAdd(ah, al, -ph, -pl);
  let rl = ddLo;
  const q2 = rh / bh;
  ph = ddMul(q2, 0, bh, bl);
  pl = ddLo;
  rh = ddAdd(rh, rl, -ph, -pl);
  rl = ddLo;
  const q3 = rh / bh;
  const h = fastTwoSum(q1, q2);
  return ddAdd(h, ddLo, q3, 0);
}

/** 1/k as a double-double. */
function ddReciprocal(k: number): number {
  return ddDiv(1, 0, k, 0);
}

// ---------------------------------------------------------------------------------------------
// Series and tables, built once from the arithmetic above (no long decimal literals: a literal
// with more than 20 significant digits may be rounded differently by different engines).

/** Coefficients 1/(2k+1), k = 0..n−1, as double-doubles (hi, lo interleaved). */
function oddReciprocals(n: number): Float64Array {
  const c = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    c[2 * k] = ddReciprocal(2 * k + 1);
    c[2 * k + 1] = ddLo;
  }
  return c;
}

/** Σ t^k c_k by Horner in double-double (c interleaved hi, lo). */
function ddHorner(c: Float64Array, th: number, tl: number): number {
  let n = c.length / 2 - 1;
  let sh = c[2 * n];
  let sl = c[2 * n + 1];
  while (n-- > 0) {
    sh = ddMul(sh, sl, th, tl);
    sl = ddLo;
    sh = ddAdd(sh, sl, c[2 * n], c[2 * n + 1]);
    sl = ddLo;
  }
  ddLo = sl;
  return sh;
}

/** 2·atanh(s) = log((1+s)/(1−s)) = 2s·Σ s^(2k)/(2k+1), for the given coefficient table. */
function twoAtanh(sh: number, sl: number, coeffs: Float64Array): number {
  const th = ddMul(sh, sl, sh, sl);
  const tl = ddLo;
  const ph = ddHorner(coeffs, th, tl);
  return ddMul(2 * sh, 2 * sl, ph, ddLo);
}

// |s| ≤ 1/3 needs 36 terms for 2^-110; the table-reduced |s| ≤ 1/256 needs 8.
const WIDE_ATANH = oddReciprocals(36);
const NARROW_ATANH = oddReciprocals(8);

/** ln 2 = 2·atanh(1/3). */
const LN2_HI = (() => {
  const h = ddReciprocal(3);
  return twoAtanh(h, ddLo, WIDE_ATANH);
})();
const LN2_LO = ddLo;

/** log(1 + i/64), i = 0..63, for the table reduction of log (interleaved hi, lo). */
const LOG_TABLE_STEPS = 64;
const LOG_TABLE = (() => {
  const t = new Float64Array(2 * LOG_TABLE_STEPS);
  for (let i = 0; i < LOG_TABLE_STEPS; i++) {
    const c = 1 + i / LOG_TABLE_STEPS;
    const sh = ddDiv(c - 1, 0, c + 1, 0);
    t[2 * i] = twoAtanh(sh, ddLo, WIDE_ATANH);
    t[2 * i + 1] = ddLo;
  }
  return t;
})();

/** 1/k!, k = 1..10, for expm1 on |r| ≤ 0.35/256 (interleaved; index 0 holds 1/1!). */
const EXP_TERMS = 10;
const EXP_SQUARINGS = 8;
const INV_FACTORIALS = (() => {
  const c = new Float64Array(2 * EXP_TERMS);
  let h = 1;
  let l = 0;
  for (let k = 1; k <= EXP_TERMS; k++) {
    h = ddDiv(h, l, k, 0);
    l = ddLo;
    c[2 * (k - 1)] = h;
    c[2 * (k - 1) + 1] = l;
  }
  return c;
})();

// ---------------------------------------------------------------------------------------------
// Cores on double-double arguments.

/**
 * log(xh + xl) for xh > 0 finite, as a double-double. Reduction: x = 2^e·m, m ∈ [1, 2),
 * c = 1 + i/64 nearest to m, log x = e·ln2 + log c + 2·atanh((m − c)/(m + c)).
 */
function logCore(xh: number, xl: number): number {
  let shift = 0;
  if (xh < 2.2250738585072014e-308) {
    xh *= TWO_54;
    xl *= TWO_54;
    shift = -54;
  }
  let e = exponentOfNormal(xh);
  let mh = scaleByPowerOfTwo(xh, -e);
  let ml = scaleByPowerOfTwo(xl, -e);
  let i = Math.round((mh - 1) * LOG_TABLE_STEPS);
  if (i === LOG_TABLE_STEPS) {
    // m just below 2: use 2^(e+1)·(m/2) with c = 1, so log x near 0 suffers no cancellation.
    e += 1;
    mh *= 0.5;
    ml *= 0.5;
    i = 0;
  }
  e += shift;
  const c = 1 + i / LOG_TABLE_STEPS;
  // m − c is exact in its high part (Sterbenz), m + c is not: both as double-doubles.
  const dh = fastTwoSum(mh - c, ml);
  const dl = ddLo;
  const ah = ddAdd(mh, ml, c, 0);
  const al = ddLo;
  const sh = ddDiv(dh, dl, ah, al);
  let rh = twoAtanh(sh, ddLo, NARROW_ATANH);
  let rl = ddLo;
  rh = ddAdd(rh, rl, LOG_TABLE[2 * i], LOG_TABLE[2 * i + 1]);
  rl = ddLo;
  if (e === 0) {
    ddLo = rl;
    return rh;
  }
  const eh = twoProduct(e, LN2_HI);
  const el = ddLo + e * LN2_LO;
  return ddAdd(eh, el, rh, rl);
}

/**
 * exp(xh + xl) − 1 as the double-double mantissa M (returned hi, ddLo) with exp = 2^k·(1 + M),
 * k in `expK`. Reduction: k = round(x/ln2), r = x − k·ln2, expm1(r/256) by Taylor series,
 * then eight squarings in the expm1 form E ↦ E·(E + 2), which keep small values exact.
 */
let expK = 0;
function expm1Core(xh: number, xl: number): number {
  const k = Math.round(xh / LN2_HI);
  let rh = xh;
  let rl = xl;
  if (k !== 0) {
    const ph = twoProduct(k, LN2_HI);
    const pl = ddLo + k * LN2_LO;
    rh = ddAdd(xh, xl, -ph, -pl);
    rl = ddLo;
  }
  const inv = 1 / 256;
  rh *= inv;
  rl *= inv;
  const ph = ddHorner(INV_FACTORIALS, rh, rl);
  let eh = ddMul(ph, ddLo, rh, rl);
  let el = ddLo;
  for (let j = 0; j < EXP_SQUARINGS; j++) {
    const th = ddAdd(eh, el, 2, 0);
    eh = ddMul(eh, el, th, ddLo);
    el = ddLo;
  }
  expK = k;
  ddLo = el;
  return eh;
}

/**
 * (h + l)·2^k rounded once to the nearest double (ties to even), for a normalized double-double
 * (h = RN(h + l)) with h > 0. Normal results are h·2^k; subnormal results round the scaled
 * double-double to an integer count of 2^-1074 by hand, so they too are rounded only once.
 */
function roundScaled(h: number, l: number, k: number): number {
  const e = exponentOfNormal(h) + k;
  if (e >= -1022) return scaleByPowerOfTwo(h, k);
  if (e < -1076) return 0;
  const sh = scaleByPowerOfTwo(h, k + 1074);
  const sl = scaleByPowerOfTwo(l, k + 1074);
  // 0 ≤ sh < 2^52: in [2^52, 2^53) the spacing of doubles is 1, so adding and removing 2^52
  // rounds sh to an integer, ties to even.
  const TWO_52 = 4503599627370496;
  let n = sh + TWO_52 - TWO_52;
  const d = sh - n;
  if (d === 0.5 && sl > 0) n += 1;
  else if (d === -0.5 && sl < 0) n -= 1;
  return n * MIN_SUBNORMAL;
}

/** exp of a double-double argument, rounded once. */
function expOfDD(xh: number, xl: number): number {
  if (xh > 710) return Number.POSITIVE_INFINITY;
  if (xh < -746) return 0;
  const mh = expm1Core(xh, xl);
  const ml = ddLo;
  const h = ddAdd(1, 0, mh, ml);
  return roundScaled(h, ddLo, expK);
}

// ---------------------------------------------------------------------------------------------
// Public functions, with ECMA-262's special cases.

const TINY = 5.551115123125783e-17; // 2^-54: below it exp(x) − 1 and log(1 + x) round to x

/** e^x. */
export function exp(x: number): number {
  if (x !== x) return Number.NaN;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (x === Number.NEGATIVE_INFINITY) return 0;
  return expOfDD(x, 0);
}

/** e^x − 1, accurate near 0. */
export function expm1(x: number): number {
  if (x !== x) return Number.NaN;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (x === Number.NEGATIVE_INFINITY) return -1;
  if (Math.abs(x) < TINY) return x; // also keeps −0
  // Beyond 709, e^x > 2^1022 and the −1 is 2^-1022 of it: e^x rounds as e^x − 1 does. Below
  // −40, e^x < 2^-57 is under half an ulp of −1: the result is −1 either way.
  if (x > 709) return exp(x);
  if (x < -40) return -1;
  const mh = expm1Core(x, 0);
  const ml = ddLo;
  if (expK === 0) return mh + ml;
  // 2^k·(1 + M) − 1 with the exact scaling of the double-double, then one rounding.
  const s = powerOfTwo(expK);
  const h = ddAdd(s, 0, mh * s, ml * s);
  return ddAdd(h, ddLo, -1, 0) + ddLo;
}

/** Natural logarithm. */
export function log(x: number): number {
  if (x !== x || x < 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (x === 1) return 0;
  const h = logCore(x, 0);
  return h + ddLo;
}

/** log(1 + x), accurate near 0. */
export function log1p(x: number): number {
  if (x !== x || x < -1) return Number.NaN;
  if (x === -1) return Number.NEGATIVE_INFINITY;
  if (x === Number.POSITIVE_INFINITY) return x;
  if (Math.abs(x) < TINY) return x; // also keeps −0
  const h = twoSum(1, x);
  const r = logCore(h, ddLo);
  return r + ddLo;
}

function isOddInteger(y: number): boolean {
  return Math.abs(y) < 9007199254740992 && y % 2 !== 0 && Math.floor(y) === y;
}

function isInteger(y: number): boolean {
  return Math.floor(y) === y;
}

/** base^exponent with the special cases of ECMA-262 Number::exponentiate. */
export function pow(base: number, exponent: number): number {
  const x = base;
  const y = exponent;
  if (y !== y) return Number.NaN;
  if (y === 0) return 1;
  if (x !== x) return Number.NaN;
  const INF = Number.POSITIVE_INFINITY;
  if (x === INF) return y > 0 ? INF : 0;
  if (x === -INF) {
    if (y > 0) return isOddInteger(y) ? -INF : INF;
    return isOddInteger(y) ? -0 : 0;
  }
  if (x === 0) {
    if (1 / x > 0) return y > 0 ? 0 : INF;
    if (y > 0) return isOddInteger(y) ? -0 : 0;
    return isOddInteger(y) ? -INF : INF;
  }
  const ax = Math.abs(x);
  if (y === INF) return ax > 1 ? INF : ax === 1 ? Number.NaN : 0;
  if (y === -INF) return ax > 1 ? 0 : ax === 1 ? Number.NaN : INF;
  if (x < 0 && !isInteger(y)) return Number.NaN;
  // Exponents whose correctly rounded result is one basic operation (RED's per-arrival
  // (1 − w_q)^1 among them): exact by the standard's own rounding, and fast.
  if (y === 1) return x;
  if (y === 2) return x * x;
  if (y === -1) return 1 / x;
  if (y === 0.5) return Math.sqrt(x);
  const sign = x < 0 && isOddInteger(y) ? -1 : 1;
  if (ax === 1) return sign;
  const lh = logCore(ax, 0);
  const ll = ddLo;
  const approx = y * lh;
  // Far outside ±746 the result over- or underflows whatever the low bits (and the product's
  // split below could overflow).
  if (approx > 2000) return sign * INF;
  if (approx < -2000) return sign * 0;
  const ph = twoProduct(y, lh);
  const pl = ddLo + y * ll;
  const h = fastTwoSum(ph, pl);
  return sign * expOfDD(h, ddLo);
}

/**
 * Cube root (CUBIC's K), within 1.5 ulp: pow's exponent 1/3 is itself rounded, so pow(x, 1/3) can
 * be a few ulp off for large |log x|; one Newton step, written so that nothing overflows
 * (y ← (2y + x/y²)/3), brings it back. Only basic operations after pow: the same in every engine.
 */
export function cbrt(x: number): number {
  if (x !== x || x === 0 || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) return x;
  const ax = Math.abs(x);
  const y0 = pow(ax, 1 / 3);
  const y = (2 * y0 + ax / (y0 * y0)) / 3;
  return x < 0 ? -y : y;
}
