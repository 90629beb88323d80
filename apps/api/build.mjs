// Bundles the API server and CLI into dist/ with esbuild: workspace code
// (@flexapp/contract) is bundled in, npm dependencies stay external, except the CommonJS ones whose named
// exports Node's ESM loader cannot see (rrule).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const bundled = new Set(['rrule']);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@flexapp/') && !bundled.has(name));

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log('api built: apps/api/dist/server.js');
