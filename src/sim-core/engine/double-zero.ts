/**
 * +0 stored as a floating-point number (a V8 heap number), not as a small integer: the initial
 * value of an object's field that will hold fractions (a time, a time integral, a share of bytes).
 *
 * Why: V8 gives a field the representation of the first value stored in it. A field that starts
 * at the literal 0 is a small-integer field until its first fraction, and that store changes the
 * map of every object of the class; optimized code compiled against the old map is thrown out
 * ("wrong map") and compiled again. For the link monitors' windows and the packets this happened
 * in the middle of a process's first run (`--trace-deopt`; docs/benchmarks.md, issue 38, seventh
 * session). The value is +0 either way, so nothing computed changes.
 */
export const DOUBLE_ZERO: number = new Float64Array(1)[0];

/**
 * −1 stored as a floating-point number: the initial value of a field that means "none yet" and
 * later holds a fraction or a value read from a Float64Array (an event's sequence number, an
 * ssthresh that may be Infinity). Same reason as DOUBLE_ZERO.
 */
export const DOUBLE_MINUS_ONE: number = new Float64Array([-1])[0];
