// Builds the web app and the API server only when their sources changed
// since the last build (npm start runs this before starting).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const force = process.argv.includes('--force');

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

const targets = [
  {
    name: '@flexapp/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
    ],
  },
  {
    name: '@flexapp/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/contract/src'],
  },
];

for (const t of targets) {
  const out = path.join(root, t.output);
  const stale = force || !existsSync(out) || statSync(out).mtimeMs < newest(t.sources);
  if (stale) {
    console.log(`building ${t.name}…`);
    execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
  } else {
    console.log(`${t.name} is up to date`);
  }
}
