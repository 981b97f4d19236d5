import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Relative asset paths, so the built app also works from a sub-folder or a file server.
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
