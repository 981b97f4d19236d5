/**
 * The import graph of src/, read with a regex over every `import … from`, `export … from` and
 * `import()` (a small script in the style of tests/core/engine-independence.test.ts rather than
 * dependency-cruiser: the rules are a dozen lines, the tool would be a new dependency with its own
 * config language, and this runs in the unit tests in well under a second). `import type` and
 * `export type` are told apart: they vanish at runtime and do not order layers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface ImportEdge {
  /** Importing file, relative to src/ ('app/plots/Plots.tsx'). */
  from: string;
  /** Imported file, relative to src/, without extension ('app/plots/registry'). */
  to: string;
  typeOnly: boolean;
  line: number;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative imports of one file's text (`path` relative to src/). */
export function importsOf(path: string, text: string): ImportEdge[] {
  const out: ImportEdge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[2] ?? m[3];
    if (!spec || !spec.startsWith('.')) continue;
    const to = normalize(join(dirname(path), spec)).split('\\').join('/').replace(/\.(tsx?|css)$/, '');
    const line = text.slice(0, m.index).split('\n').length;
    out.push({ from: path, to, typeOnly: Boolean(m[1]), line });
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });
}

/** Every relative import in src/ (an import of a folder names its index file: 'sim-core/index'). */
export function srcImports(srcDir: string): ImportEdge[] {
  return sources(srcDir)
    .flatMap((p) => importsOf(relative(srcDir, p).split('\\').join('/'), readFileSync(p, 'utf8')))
    .map((e) => (existsSync(join(srcDir, e.to, 'index.ts')) ? { ...e, to: `${e.to}/index` } : e));
}
