import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { readFileSync } from 'node:fs';
const mod = await newQuickJSWASMModuleFromVariant(variant);
const rt = mod.newRuntime();
rt.setMemoryLimit(2 ** 31 - 1); rt.setMaxStackSize(0);
const ctx = rt.newContext();
let t = Date.now();
ctx.unwrapResult(ctx.evalCode(readFileSync('/tmp/det/bundle.js', 'utf8'))).dispose();
console.log('load', Date.now() - t);
const names = ctx.dump(ctx.unwrapResult(ctx.evalCode('presetNames()'))).split(',');
for (const n of process.argv.slice(2)) {
  t = Date.now();
  const h = ctx.dump(ctx.unwrapResult(ctx.evalCode(`presetHash(${JSON.stringify(n)})`)));
  console.log(n, h, Date.now() - t, 'ms');
}
