import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over at once, so it works offline without a reload.
        clientsClaim: true,
        // The simulator worker and the app bundle are each under this; none is left out.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // Relative asset paths, so the built app also works from a sub-folder or a file server.
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
