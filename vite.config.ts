import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { oneFileBuild } from './scripts/one-file-build.ts';

/**
 * Content-Security-Policy of the built app. Scripts and workers only from this origin (no inline
 * script, no eval), nothing fetched from anywhere else. style-src needs no 'unsafe-inline':
 * React and D3 set styles through the CSSOM (element.style), which CSP does not restrict, and
 * the CSS is a file. img-src allows data: (the favicon) and blob: (exported images). A service
 * worker registered from this origin fits worker-src 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * Put the policy in the built index.html as a <meta http-equiv> (so it holds on any static host,
 * and in `vite preview`, which serves the build). Build only: the dev server's HMR client needs
 * inline scripts.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'congestion-lab-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    // Offline use and installation (README "Offline"): Workbox precaches the built app; the
    // manifest and icons live in public/. Registered from src/app/offline/register-sw.ts (a
    // module script), so no inline registration script is injected.
    VitePWA({
      // A new build installs in the background and takes over on the next visit (once every tab
      // of the old one is closed), never by reloading a page in the middle of a lecture.
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The one-file copy (congestion-lab.html, offered in Share) holds the whole app again:
        // precached it would double the offline cache. Opened on the host, it is itself, not the
        // app's index.html.
        globIgnores: ['**/congestion-lab.html'],
        navigateFallbackDenylist: [/\/congestion-lab\.html$/],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over at once, so it works offline without a reload.
        clientsClaim: true,
        // The simulator worker and the app bundle are each under this; none is left out.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // congestion-lab.html beside index.html: the whole app in one file, for a lecturer who can
    // only upload or e-mail a file (scripts/one-file-build.ts; lecturer trial 00:55).
    oneFileBuild(),
  ],
  // Relative asset paths, so the built app also works from a sub-folder or a file server.
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
