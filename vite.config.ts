import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dropRadixRootHas } from './src/styles/radix-root-has';

// The page's Host is passed on as it is (Vite's string shorthand would rewrite it to the API's), so the API's
// same-origin check (server/request-body.ts) sees the Origin of the page match the Host it was served from.
const api = { target: `http://localhost:${process.env.KULIR_API_PORT ?? 8080}`, changeOrigin: false };

export default defineConfig({
  // The router plugin must come before react(): it generates src/routeTree.gen.ts and splits each route into its own chunk.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  // Radix Themes' :root:has() colour-scheme rules are dropped: a :has() over the page costs every DOM change.
  css: { postcss: { plugins: [dropRadixRootHas] } },
  server: {
    proxy: {
      '/api': api,
      '/adminapi': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
