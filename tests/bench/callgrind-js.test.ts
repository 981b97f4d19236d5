/**
 * scripts/callgrind-js.ts names callgrind's per-address instruction counts by the JavaScript
 * function V8 compiled there (node --perf-basic-prof's map) and by source file.
 */
import { describe, expect, it } from 'vitest';
import { callersOf, compare, groupOf, parsePerfMap, selfCosts, sourceNamer } from '../../scripts/callgrind-js';

// Two compiled functions; the second range was used again later by a third (code moved by the collector).
const MAP = ['1000 100 *run file:///tmp/x.mjs:12:3', '1100 80 *send file:///tmp/x.mjs:30:5', '1100 40 *arrive file:///tmp/x.mjs:31:9', ''].join('\n');
const PROFILE = [
  'positions: instr line',
  'events: Ir',
  'ob=???',
  'fn=0x0000000000001000',
  '0x1000 0 5',
  '0x1004 0 7',
  'cfn=0x0000000000001100',
  'calls=3 0x1100 0',
  '0x1008 0 900',
  '0x100c 0 1',
  'fn=0x0000000000001100',
  '0x1110 0 20',
  '0x1160 0 4',
  'ob=/usr/bin/node',
  'fn=Builtins_RecordWriteSaveFP',
  '0x9000 0 50',
  'fn=v8::internal::compiler::GraphReducer::ReduceTop(v8::internal::compiler::Node*)',
  '0x9100 0 8',
].join('\n');

describe('callgrind-js', () => {
  it('sums self instructions per compiled function, leaving out a call\'s inclusive cost, the later function where code was replaced', () => {
    const costs = Object.fromEntries(selfCosts(PROFILE, parsePerfMap(MAP)));
    expect(costs).toEqual({
      '*run file:///tmp/x.mjs:12:3': 5 + 7 + 1,
      '*arrive file:///tmp/x.mjs:31:9': 20,
      '*send file:///tmp/x.mjs:30:5': 4,
      'C++ Builtins_RecordWriteSaveFP': 50,
      'C++ v8::internal::compiler::GraphReducer::ReduceTop': 8,
    });
  });

  it('sums the calls of one callee per calling function, with their inclusive instructions (not other callees\' calls)', () => {
    const withBarrier = PROFILE.replace('cfn=0x0000000000001100\ncalls=3 0x1100 0\n0x1008 0 900', 'cfn=0x0000000000001100\ncalls=3 0x1100 0\n0x1008 0 900\ncob=/usr/bin/node\ncfn=Builtins_RecordWriteSaveFP\ncalls=4 0x9000 0\n0x100a 0 200').replace('0x1160 0 4', '0x1160 0 4\ncfn=Builtins_RecordWriteSaveFP\ncalls=2 0x9000 0\n0x1162 0 100\n0x1164 0 3');
    const callers = Object.fromEntries(callersOf(withBarrier, parsePerfMap(MAP), 'Builtins_RecordWriteSaveFP'));
    expect(callers).toEqual({ '*run file:///tmp/x.mjs:12:3': { calls: 4, instructions: 200 }, '*send file:///tmp/x.mjs:30:5': { calls: 2, instructions: 100 } });
    // Its self costs are unchanged by the calls' lines (the inclusive line is not self cost; the line after it is).
    expect(Object.fromEntries(selfCosts(withBarrier, parsePerfMap(MAP)))['*send file:///tmp/x.mjs:30:5']).toBe(4 + 3);
  });

  it('names a function by the source file of its bundle line, and groups the rest of the process', () => {
    const bundle = ['// src/sim-core/engine/simulator.ts', ...Array.from({ length: 20 }, () => 'x'), '// src/sim-core/net/link.ts', ...Array.from({ length: 20 }, () => 'y')].join('\n');
    const name = sourceNamer(bundle);
    expect(name('*run file:///tmp/x.mjs:12:3')).toBe('run (engine/simulator.ts)');
    expect(name('*send file:///tmp/x.mjs:30:5')).toBe('send (net/link.ts)');
    expect(name('C++ malloc')).toBe('C++ malloc');
    expect(['run (engine/simulator.ts)', 'C++ Builtins_RecordWriteSaveFP', 'C++ v8::internal::compiler::Scheduler::ScheduleLate', 'C++ v8::internal::MarkCompactCollector::ProcessMarkingWorklist', 'C++ __memset_avx2_unaligned_erms'].map(groupOf)).toEqual([
      'JavaScript (with what V8 inlined into it)',
      'write barrier',
      'optimizing compiler',
      'garbage collector',
      'libc malloc, memset, memcpy',
    ]);
    expect(compare({ a: 10, b: 5 }, { a: 11, b: 50, c: 1 })).toEqual([
      { key: 'b', a: 5, b: 50 },
      { key: 'a', a: 10, b: 11 },
      { key: 'c', a: 0, b: 1 },
    ]);
  });
});
