/**
 * Instructions by JavaScript function: Valgrind callgrind counts instructions per machine address,
 * but cannot name the code V8 compiled at run time; `node --perf-basic-prof` writes where each
 * compiled function was put (`/tmp/perf-PID.map`). This sums a callgrind profile's self cost per
 * compiled function (with what V8 inlined into it) and per C++ function, names each JavaScript
 * function by its source file (from the esbuild bundle's `// src/…` module comments), groups the
 * rest (optimizing compiler, collector, write barrier, …), and compares two profiles.
 * docs/benchmarks.md, issue 38, eleventh session, has the tables this makes.
 *
 *   valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
 *     --callgrind-out-file=A.out node --single-threaded --predictable-gc-schedule --perf-basic-prof X.mjs …
 *   npx tsx scripts/callgrind-js.ts A.out /tmp/perf-PID.map X.mjs --json A.json     # one profile
 *   npx tsx scripts/callgrind-js.ts --diff A.json B.json [--groups] [--top 30]       # B − A
 *   npx tsx scripts/callgrind-js.ts A.out /tmp/perf-PID.map X.mjs --callers Builtins_RecordWriteSaveFP
 *     # who calls a function (a builtin such as the write barrier's stub): calls and their instructions per caller
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface MapEntry {
  start: bigint;
  end: bigint;
  name: string;
  /** Line of the map: a later entry for the same address is code put there later. */
  order: number;
}

/** The entries of a perf map (`START SIZE name`, hexadecimal), sorted by start address. */
export function parsePerfMap(text: string): MapEntry[] {
  const out: MapEntry[] = [];
  text.split('\n').forEach((line, order) => {
    const m = /^([0-9a-fA-F]+) ([0-9a-fA-F]+) (.*)$/.exec(line.trim());
    if (!m) return;
    const start = BigInt(`0x${m[1]}`);
    out.push({ start, end: start + BigInt(`0x${m[2]}`), name: m[3], order });
  });
  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.order - b.order));
}

/** How far back from the last entry starting at or before an address to look for one covering it. */
const OVERLAP_SCAN = 64;

/** The latest-written entry that covers `addr`, or null. */
export function entryAt(map: readonly MapEntry[], addr: bigint): MapEntry | null {
  let lo = 0;
  let hi = map.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map[mid].start <= addr) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let best: MapEntry | null = null;
  for (let k = last; k >= 0 && k > last - OVERLAP_SCAN; k--) {
    const e = map[k];
    if (addr < e.end && (best === null || e.order > best.order)) best = e;
  }
  return best;
}

/**
 * The name of the code at `addr` (hexadecimal) inside callgrind's function `fn` of object `ob`:
 * code callgrind cannot name (`fn=0x…`, object `???`) by the perf map, the rest by its C++ name.
 */
function codeName(fn: string, ob: string, addr: string, map: readonly MapEntry[]): string {
  if (fn.startsWith('0x') || ob === '' || ob.includes('???')) return entryAt(map, BigInt(addr))?.name.replace(/^(JS:|LazyCompile:)\s*/, '') ?? 'JIT code not in the map';
  return `C++ ${fn.replace(/\(.*$/, '')}`;
}

/**
 * Self instructions per function of a callgrind profile written with `--dump-instr=yes
 * --compress-pos=no --compress-strings=no` (cost lines `0xADDR LINE COST`; the line after a
 * `calls=` line is the call's inclusive cost and is not self cost). Addresses in code callgrind
 * cannot name (`fn=0x…`, object `???`) are named from the perf map; others by their C++ name.
 */
export function selfCosts(callgrind: string, map: readonly MapEntry[]): Map<string, number> {
  const costs = new Map<string, number>();
  let fn = '';
  let ob = '';
  let inclusive = false;
  for (const line of callgrind.split('\n')) {
    if (line.startsWith('fn=')) fn = line.slice(3);
    else if (line.startsWith('ob=')) ob = line.slice(3);
    else if (line.startsWith('calls=')) inclusive = true;
    else if (line.startsWith('0x')) {
      if (inclusive) {
        inclusive = false;
        continue;
      }
      const parts = line.split(' ');
      const cost = Number(parts[parts.length - 1]);
      const key = codeName(fn, ob, parts[0], map);
      costs.set(key, (costs.get(key) ?? 0) + cost);
    }
  }
  return costs;
}

/**
 * Calls of the function named `callee` (as callgrind names it: `cfn=NAME`) summed per calling
 * function, named as selfCosts names it (codeName): how many calls, and their inclusive instructions. Why: a
 * builtin's self cost (the write barrier's stub, a runtime call) says nothing about which compiled
 * JavaScript asked for it, and that is what a change can act on.
 */
export function callersOf(callgrind: string, map: readonly MapEntry[], callee: string): Map<string, { calls: number; instructions: number }> {
  const out = new Map<string, { calls: number; instructions: number }>();
  let fn = '';
  let ob = '';
  let target = '';
  let calls = -1;
  for (const line of callgrind.split('\n')) {
    if (line.startsWith('fn=')) fn = line.slice(3);
    else if (line.startsWith('ob=')) ob = line.slice(3);
    else if (line.startsWith('cfn=')) target = line.slice(4);
    else if (line.startsWith('calls=')) calls = target === callee ? Number(line.slice(6).split(' ')[0]) : -1;
    else if (line.startsWith('0x') && calls >= 0) {
      const parts = line.split(' ');
      const key = codeName(fn, ob, parts[0], map);
      const row = out.get(key) ?? { calls: 0, instructions: 0 };
      row.calls += calls;
      row.instructions += Number(parts[parts.length - 1]);
      out.set(key, row);
      calls = -1;
    }
  }
  return out;
}

/** `*name file:///…/X.mjs:LINE:COL` → `name (source file)`, by the bundle's `// src/…ts` module comments. */
export function sourceNamer(bundle: string): (key: string) => string {
  const marks: [number, string][] = [];
  bundle.split('\n').forEach((l, i) => {
    const m = /^\/\/ (\S+\.ts)$/.exec(l);
    if (m) marks.push([i + 1, m[1].replace(/^.*src\/sim-core\//, '')]);
  });
  const fileOf = (line: number): string => {
    let file = '?';
    for (const [at, f] of marks) {
      if (at > line) break;
      file = f;
    }
    return file;
  };
  return (key) => {
    const m = /^[*~^+]?(\S*) file:\/\/\/\S+\.m?js:(\d+):\d+$/.exec(key);
    return m ? `${m[1] || '(anonymous)'} (${fileOf(Number(m[2]))})` : key;
  };
}

/** The part of the process a function belongs to. */
export function groupOf(key: string): string {
  if (!key.startsWith('C++ ')) return /^(Builtin|Bytecode|Handler|Stub|RegExp)/.test(key) ? 'other builtins' : 'JavaScript (with what V8 inlined into it)';
  if (/v8::internal::compiler::|Pipeline|InstructionSelector|RegisterAllocat|Maglev/.test(key)) return 'optimizing compiler';
  if (/RecordWrite/.test(key)) return 'write barrier';
  if (/Builtins_/.test(key)) return 'other builtins';
  if (/Marking|MarkCompact|Scaveng|Sweep|Evacuat|Heap::|ArrayBufferSweeper|RememberedSet|SlotSet|GCTracer|MemoryChunk|Page::/.test(key)) return 'garbage collector';
  if (/malloc|calloc|realloc|^C\+\+ _int_free|^C\+\+ free$|memset|memcpy|memmove/.test(key)) return 'libc malloc, memset, memcpy';
  return 'other C++ (parser, runtime, start-up)';
}

/** Rows of B − A, largest differences first. */
export function compare(a: Record<string, number>, b: Record<string, number>, by: (key: string) => string = (k) => k): { key: string; a: number; b: number }[] {
  const sum = (o: Record<string, number>) => {
    const m = new Map<string, number>();
    for (const [k, v] of Object.entries(o)) m.set(by(k), (m.get(by(k)) ?? 0) + v);
    return m;
  };
  const sa = sum(a);
  const sb = sum(b);
  return [...new Set([...sa.keys(), ...sb.keys()])].map((key) => ({ key, a: sa.get(key) ?? 0, b: sb.get(key) ?? 0 })).sort((x, y) => Math.abs(y.b - y.a) - Math.abs(x.b - x.a));
}

function main(args: string[]): void {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const top = Number(flag('--top') ?? 30);
  const millions = (n: number) => `${(n / 1e6).toFixed(1)} M`;
  if (args[0] === '--diff') {
    const [a, b] = [args[1], args[2]].map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, number>);
    const rows = compare(a, b, args.includes('--groups') ? groupOf : undefined);
    console.log('| function | A | B | B − A |\n|---|---|---|---|');
    for (const r of rows.slice(0, top)) console.log(`| ${r.key} | ${millions(r.a)} | ${millions(r.b)} | ${r.b - r.a >= 0 ? '+' : ''}${millions(r.b - r.a)} |`);
    return;
  }
  const [cg, mapFile, bundle] = args;
  const name = bundle ? sourceNamer(readFileSync(bundle, 'utf8')) : (k: string) => k;
  const callee = flag('--callers');
  if (callee) {
    const rows = [...callersOf(readFileSync(cg, 'utf8'), parsePerfMap(readFileSync(mapFile, 'utf8')), callee)].sort((x, y) => y[1].instructions - x[1].instructions);
    console.log(`| caller of ${callee} | calls | instructions |\n|---|---|---|`);
    for (const [k, r] of rows.slice(0, top)) console.log(`| ${name(k)} | ${r.calls} | ${millions(r.instructions)} |`);
    return;
  }
  const named: Record<string, number> = {};
  for (const [k, v] of selfCosts(readFileSync(cg, 'utf8'), parsePerfMap(readFileSync(mapFile, 'utf8')))) named[name(k)] = (named[name(k)] ?? 0) + v;
  const out = flag('--json');
  if (out) writeFileSync(out, JSON.stringify(named));
  const rows = Object.entries(named).sort((x, y) => y[1] - x[1]);
  console.log(`total ${millions(rows.reduce((s, [, v]) => s + v, 0))}`);
  for (const [k, v] of rows.slice(0, top)) console.log(`${millions(v).padStart(10)}  ${k}`);
}

if (process.argv[1]?.endsWith('callgrind-js.ts')) main(process.argv.slice(2));
