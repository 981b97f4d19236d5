/**
 * The one-file build (`congestion-lab.html`, src/app/one-file/one-file-html.ts says why): after
 * the normal build has written dist/, a second Vite build of the same entry with every script,
 * style and worker inline, written next to index.html. The normal build is left as it is (its
 * chunks, the service worker and the offline precache, which leaves this file out).
 *
 * The inlining is vite-plugin-singlefile's (scripts and styles into the HTML, code splitting off
 * under Vite 8's Rolldown): a small, maintained plugin that does only this, tested against Vite 5
 * to 8. It does not inline workers or files from public/, so this adds:
 * - the workers as Vite's own inline workers (`?worker&inline`: the worker's code in the page,
 *   started from a blob: URL), in place of `new Worker(new URL('…', import.meta.url))`;
 * - first-paint.js and the favicon inline; no manifest or touch icon (an installed app is the
 *   hosted one, with its service worker);
 * - a Content-Security-Policy that allows exactly these inline scripts and styles (by hash),
 *   workers from blob:, and nothing from the network.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { EMPTY_LINK_META, ONE_FILE_NAME } from '../src/app/one-file/one-file-html.ts';

/**
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { … })` → Vite's inline worker of the
 * same file, given the same options (it keeps the name; the inner build's workers are classic scripts).
 */
export function inlineWorkers(): Plugin {
  const WORKER_RE = /new Worker\(\s*new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*(,\s*\{[^}]*\})?\s*\)/g;
  return {
    name: 'congestion-lab-inline-workers',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('new Worker(')) return null;
      const imports: string[] = [];
      const out = code.replace(WORKER_RE, (_m, _q, path: string, opts: string | undefined) => {
        const name = `__inlineWorker${imports.length}`;
        imports.push(`import ${name} from ${JSON.stringify(`${path}?worker&inline`)};`);
        return `new ${name}(${opts ? opts.replace(/^,\s*/, '') : ''})`;
      });
      if (imports.length === 0) return null;
      return { code: `${imports.join('\n')}\n${out}`, map: null };
    },
  };
}

/**
 * The one file registers no service worker (there is no sw.js beside it, and none can be
 * registered from file://): `virtual:pwa-register`, which only the outer build's PWA plugin
 * provides, is a no-op here.
 */
function noServiceWorker(): Plugin {
  const id = '\0congestion-lab-no-service-worker';
  return {
    name: 'congestion-lab-no-service-worker',
    resolveId: (source) => (source === 'virtual:pwa-register' ? id : null),
    load: (source) => (source === id ? 'export function registerSW() { return async () => {}; }' : null),
  };
}

/** The base64 sha256 of a text, as CSP writes it. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Each inline element's text (`<script>…</script>`, `<style>…</style>`), in order. */
function inlineTexts(html: string, tag: 'script' | 'style'): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(re)].map((m) => m[1]);
}

/**
 * The one file's policy: its own inline scripts and styles by hash (no other inline code, no
 * eval), workers only from blob: (Vite's inline workers; data: is their fallback), images from
 * data: and blob: (the favicon, exports), fetches only of the page's own address (the Share
 * dialog reads this file to offer it with a scenario baked in).
 */
export function oneFileCsp(html: string): string {
  const scripts = inlineTexts(html, 'script').map(cspHash);
  const styles = inlineTexts(html, 'style').map(cspHash);
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    'worker-src blob: data:',
    "connect-src 'self'",
    `style-src ${styles.join(' ')}`,
    'img-src data: blob:',
    'font-src data:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The HTML the inner build wrote, finished: public files inline, the link meta and the policy first in the head. */
export function finishOneFileHtml(html: string, publicDir: string): string {
  const firstPaint = readFileSync(join(publicDir, 'first-paint.js'), 'utf8').replace(/<(\/script|!--)/gi, '\\x3C$1');
  const favicon = `data:image/svg+xml;base64,${readFileSync(join(publicDir, 'favicon.svg')).toString('base64')}`;
  let out = html
    .replace(/<script src="\.\/first-paint\.js"><\/script>/, () => `<script>${firstPaint}</script>`)
    .replace(/<link rel="icon" href="\.\/favicon\.svg"/, `<link rel="icon" href="${favicon}"`)
    .replace(/\s*<link rel="apple-touch-icon"[^>]*>/, '')
    .replace(/\s*<link rel="manifest"[^>]*>/, '');
  const tags = out.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/g, '$1');
  if (/<(script|link)\b[^>]*\s(src|href)="(?!data:)[^"]*"/.test(tags)) throw new Error(`${ONE_FILE_NAME}: a script or style is still an external file`);
  const csp = oneFileCsp(out);
  out = out.replace(/<head>/, `<head>\n    ${EMPTY_LINK_META}\n    <meta http-equiv="Content-Security-Policy" content="${csp.replace(/'/g, '&#39;')}">`);
  return out;
}

/** The inner build: the same entry with everything inline, kept in memory; its one HTML file's text. */
async function buildOneFile(outer: ResolvedConfig): Promise<string> {
  const out = await build({
    configFile: false,
    root: outer.root,
    mode: outer.mode,
    base: './',
    logLevel: 'warn',
    publicDir: false,
    define: { 'import.meta.env.VITE_ONE_FILE': JSON.stringify('1') },
    plugins: [inlineWorkers(), noServiceWorker(), react(), viteSingleFile({ outputFileName: ONE_FILE_NAME })],
    // Classic workers: Chromium refuses a module worker from a blob: URL on a page opened from
    // disk (its origin is opaque), and starts a classic one.
    worker: { format: 'iife' },
    build: { write: false, target: outer.build.target, sourcemap: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const file = outputs.find((o) => o.fileName === ONE_FILE_NAME);
  if (file === undefined || file.type !== 'asset') throw new Error(`the one-file build wrote no ${ONE_FILE_NAME}`);
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
}

/**
 * Builds `congestion-lab.html` into the outer build's outDir once the outer build is written
 * (run beside it, on two cores shared with the outer build's workers, it made the whole build
 * slower, not faster). It shares the entry (index.html) and React; it has no PWA, no source
 * maps, no public/ copy, and defines `import.meta.env.VITE_ONE_FILE` for the app.
 */
export function oneFileBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'congestion-lab-one-file',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.write === false) return;
      const html = await buildOneFile(config);
      writeFileSync(resolve(config.root, config.build.outDir, ONE_FILE_NAME), finishOneFileHtml(html, config.publicDir));
    },
  };
}
