// After `npm install`/`npm ci` (root postinstall): checks every installed package's `engines.node`
// against the Node.js the scripts run on, which is the app's runtime (node_modules/.bin/node, Node 24,
// when the `node` package is installed), and says so in one line. npm itself checks against the
// machine's Node, which runs only npm; its EBADENGINE warnings are hidden by .npmrc (decision 198).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
// npm's own version range parser (npm bundles semver); the scripts run under npm.
const semver = createRequire(process.env.npm_execpath ?? path.join(root, 'package.json'))('semver');

const runtime = process.version;
const refused = [];
let checked = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (!where || !range || !existsSync(path.join(root, where))) continue;
  checked++;
  if (!semver.satisfies(runtime, range, { includePrerelease: true })) {
    refused.push(`${where.replace(/^.*node_modules\//, '')} wants Node ${range}`);
  }
}

const bin = path.relative(root, process.execPath);
const from = bin.startsWith('node_modules') ? `${bin}, from the npm package "node"` : process.execPath;
if (refused.length === 0) {
  console.log(`flexapp runs on Node.js ${runtime} (${from}); all ${checked} installed packages accept it.`);
} else {
  console.warn(`flexapp runs on Node.js ${runtime} (${from}); ${refused.length} installed packages want another:`);
  for (const line of refused) console.warn(`  ${line}`);
}
