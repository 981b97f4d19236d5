import { registerSW } from 'virtual:pwa-register';

/**
 * Offline use: register the service worker that vite-plugin-pwa (Workbox) generates at build
 * time; it precaches the built app, so after one visit the app loads and runs without a
 * network. A new build is fetched in the background and used from the next visit on (it waits
 * until the old version's tabs are closed rather than reloading an open page). Registered from this module script, never from an inline one (the CSP allows
 * only 'self' scripts). The dev server has no service worker.
 */
export function registerOfflineCache(): void {
  // The one-file copy (congestion-lab.html) has no service worker beside it, and a page opened
  // from disk cannot register one (it would only report an error): it skips this.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || import.meta.env.VITE_ONE_FILE === '1' || location.protocol === 'file:') return;
  registerSW({ immediate: true });
}
