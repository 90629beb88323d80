// Bundles the API server and CLI into dist/ with esbuild (options: build-options.mjs).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildOptions } from './build-options.mjs';

await build(buildOptions(fileURLToPath(new URL('./dist/', import.meta.url))));
console.log('api built: apps/api/dist/server.js');
