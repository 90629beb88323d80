// esbuild's options for the API bundle (build.mjs; the tracing test builds the same into a folder of its own):
// workspace code (@flexapp/contract) is bundled in, npm dependencies stay external, except the CommonJS ones
// whose named exports Node's ESM loader cannot see (rrule).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const bundled = new Set(['rrule']);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@flexapp/') && !bundled.has(name));
const src = fileURLToPath(new URL('./src/', import.meta.url));

/** The bundle's options, written to `outdir`. */
export const buildOptions = (outdir) => ({
  // observability/tracing.js is loaded with `node --import` before server.js (decision 202).
  entryPoints: ['server.ts', 'cli.ts', 'observability/tracing.ts'].map((f) => `${src}${f}`),
  outbase: src,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
