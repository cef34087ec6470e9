import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the gateway runs beside Vite; proxying keeps the API same-origin, so the
// session cookie (SameSite=Lax, httpOnly) is sent exactly as it is in production.
const apiTarget = 'http://127.0.0.1:8080';
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // The categories and fail-reason messages, from their one declaration (no TypeBox in it).
      '@citable/contracts/vocab': new URL('../libs/contracts/src/vocab.ts', import.meta.url).pathname,
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': proxied,
      '/v1': proxied,
      '/healthz': proxied,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
