import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm start` serves the API on this address; the dev server forwards the API paths to it.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
  },
  server: {
    proxy: {
      '/v1': { target: api, ws: true },
      '/auth': api,
      '/storage': api,
      '/healthz': api,
      '/actions': api,
    },
  },
});
