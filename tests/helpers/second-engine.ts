/**
 * Runs the simulation core in two JavaScript engines: Node's V8 and QuickJS (compiled to
 * WebAssembly, from the quickjs-emscripten packages; README says why this engine). Both run
 * the same esbuild bundle of tests/helpers/cross-engine-entry.ts, so any difference in a trace
 * hash comes from the engines, not from the code.
 */
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext } from 'quickjs-emscripten-core';
import quickjsRelease from '@jitl/quickjs-wasmfile-release-sync';
import type { CaseList } from './cross-engine-cases';

const ENTRY = fileURLToPath(new URL('./cross-engine-entry.ts', import.meta.url));
const LIBM = fileURLToPath(new URL('./libm-math.ts', import.meta.url));

/**
 * The core and the case lists as one ES2020 script. `libm: true` replaces det-math with the
 * engine's Math.* (to show what the comparison catches without det-math).
 */
export async function bundleCore(opts: { libm?: boolean } = {}): Promise<string> {
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    plugins: opts.libm
      ? [{ name: 'libm', setup: (b) => b.onResolve({ filter: /\/det-math$/ }, () => ({ path: LIBM })) }]
      : [],
  });
  return out.outputFiles[0].text;
}

/** One engine holding the bundle: case names and "hash/events" of a case. */
export interface Engine {
  name: string;
  names(list: CaseList): string[];
  run(list: CaseList, name: string): string;
  /** Fingerprint of every random path's values over n draws (see random-path-values.ts). */
  fingerprints(n: number): string;
  dispose(): void;
}

interface CrossEngineApi {
  fingerprints(n: number): string;
  names(list: CaseList): string;
  run(list: CaseList, name: string): string;
}

/** V8, in a fresh context of this Node process (no Node globals, like the second engine). */
export function nodeEngine(bundle: string): Engine {
  const sandbox: { crossEngine?: CrossEngineApi } = {};
  runInNewContext(bundle, sandbox);
  const api = sandbox.crossEngine!;
  return { name: `V8 ${process.versions.v8}`, names: (l) => JSON.parse(api.names(l)) as string[], run: (l, n) => api.run(l, n), fingerprints: (n) => api.fingerprints(n), dispose: () => {} };
}

/** QuickJS in WebAssembly, without a memory or stack limit (the scenarios are trusted). */
export async function quickJsEngine(bundle: string): Promise<Engine> {
  const wasm = await newQuickJSWASMModuleFromVariant(quickjsRelease);
  const runtime = wasm.newRuntime();
  runtime.setMemoryLimit(-1);
  runtime.setMaxStackSize(0);
  const ctx: QuickJSContext = runtime.newContext();
  const evalString = (code: string): string => {
    const handle = ctx.unwrapResult(ctx.evalCode(code));
    const value = ctx.getString(handle);
    handle.dispose();
    return value;
  };
  ctx.unwrapResult(ctx.evalCode(bundle)).dispose();
  return {
    name: 'QuickJS (WebAssembly, quickjs-emscripten)',
    names: (l) => JSON.parse(evalString(`crossEngine.names(${JSON.stringify(l)})`)) as string[],
    run: (l, n) => evalString(`crossEngine.run(${JSON.stringify(l)}, ${JSON.stringify(n)})`),
    fingerprints: (n) => evalString(`crossEngine.fingerprints(${n})`),
    dispose: () => {
      ctx.dispose();
      runtime.dispose();
    },
  };
}
