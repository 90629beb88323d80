import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheScope } from './vite/precache-scope.ts';

const scope = precacheScope();

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, served as they are by the API (@fastify/static preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    scope.plugin,
    // The employee app's service worker (decision 196): its shell and screens load offline; /api never goes
    // through a cache. public/manifest.webmanifest is the manifest; a new release waits for the person's Reload.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['index.html', 'manifest.webmanifest', 'brand/*.{svg,png}', 'assets/*.{js,css,woff2,svg,png}'],
        manifestTransforms: [scope.transform],
        navigateFallback: '/index.html',
        // The employee app, its sign-in and the way there (/ -> /login, the loader that waits for the session).
        navigateFallbackAllowlist: [/^\/$/, /^\/app(\/|$|\?)/, /^\/login(\/|$|\?)/, /^\/dashboard\/loader(\/|$|\?)/],
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
