/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** '1' in the one-file build (congestion-lab.html, scripts/one-file-build.ts), else undefined. */
  readonly VITE_ONE_FILE?: string;
}
