import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: resolve(import.meta.dirname),
  plugins: [react(), tailwindcss()],
  // zod configured for the SPA's Content-Security-Policy before any schema is built.
  resolve: {
    alias: [{ find: /^zod\/mini$/, replacement: resolve(import.meta.dirname, 'src/lib/zod-config.ts') }],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
