/**
 * A lint-like guard: nothing in src/sim-core may use what ECMA-262 leaves to the engine, so a
 * run's trace is the same in every browser. Forbidden: the implementation-approximated Math
 * functions (§21.3.2: exp, log, pow, trigonometry …) and the `**` operator (Number::exponentiate),
 * Math.random, and decimal literals with more than 20 significant digits (RoundMVResult lets an
 * engine round those either way). src/sim-core/engine/det-math.ts provides the replacements.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../src/sim-core');

const APPROXIMATED = 'acos|acosh|asin|asinh|atan|atanh|atan2|cbrt|cos|cosh|exp|expm1|hypot|log|log1p|log2|log10|pow|random|sin|sinh|tan|tanh';
const RULES: { why: string; pattern: RegExp }[] = [
  { why: 'implementation-approximated Math function (use engine/det-math)', pattern: new RegExp(`\\bMath\\s*\\.\\s*(${APPROXIMATED})\\b`) },
  { why: 'Math accessed indirectly', pattern: /\bMath\s*\[|[}=]\s*Math\s*(?:[;,)]|$)/ },
  { why: 'the ** operator is implementation-approximated (use det-math pow or powerOfTwo)', pattern: /\*\*/ },
];

/** The source with comments and quoted strings blanked out (template literals stay code). */
function codeOnly(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      out += c + ' '.repeat(Math.max(0, j - i - 1)) + c;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Decimal literals whose significant digits exceed 20. */
function longLiterals(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?<![\w.$])(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?(?![\w$])/g)) {
    const digits = m[1].replace(/[._]/g, '').replace(/^0+/, '').replace(/0+$/, '');
    if (digits.length > 20) found.push(m[0]);
  }
  return found;
}

/** Every violation in one source text, as "line: why". */
function violations(src: string): string[] {
  const out: string[] = [];
  codeOnly(src)
    .split('\n')
    .forEach((line, n) => {
      for (const r of RULES) if (r.pattern.test(line)) out.push(`${n + 1}: ${r.why}: ${line.trim()}`);
      for (const lit of longLiterals(line)) out.push(`${n + 1}: literal with more than 20 significant digits: ${lit}`);
    });
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('the simulation core uses nothing the language standard leaves to the engine', () => {
  it('the checker catches each forbidden form (and passes comments, strings and allowed Math)', () => {
    const bad = [
      'const a = Math.log(x);',
      'const b = Math . exp(1);',
      'const c = 2 ** k;',
      'x **= 2;',
      'const { pow } = Math;',
      'const f = Math["sin"];',
      'const r = Math.random();',
      'const ln2 = 0.69314718055994530941723;',
    ];
    for (const line of bad) expect(violations(line), line).toHaveLength(1);
    const good = [
      '// Math.log(x) in a comment',
      '/** x ** 2 in JSDoc */',
      "const s = 'Math.exp(1) in a string';",
      'const y = Math.sqrt(x) + Math.floor(x) + Math.round(x) + Math.max(1, 2) + Math.imul(3, 4);',
      'const ln2 = 0.6931471805599453; const big = 18014398509481984; const h = 0x7ff00000;',
      'const q = a.exp(1) + myMath.log(2);',
    ];
    for (const line of good) expect(violations(line), line).toEqual([]);
  });

  it('no file in src/sim-core breaks a rule', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => violations(readFileSync(f, 'utf8')).map((v) => `${relative(ROOT, f)}:${v}`));
    expect(found).toEqual([]);
  });
});
