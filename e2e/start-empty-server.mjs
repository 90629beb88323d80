// Starts the built server as a company would after installing flexapp: an
// empty database (SEED=none) and one staff account made with the CLI.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { recordServerClock } from './server-clock.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(here, '..', 'apps', 'api', 'dist');
const dataDir = path.join(here, '.tmp', 'data-empty');
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TZ: 'Europe/Amsterdam',
};
execFileSync(
  process.execPath,
  [
    path.join(dist, 'cli.js'),
    'user:create',
    '--username',
    'admin',
    '--password',
    'admin-secret',
    '--first-name',
    'Ada',
    '--last-name',
    'Admin',
    '--staff',
  ],
  { env, stdio: 'inherit' },
);
// FLEXAPP_NOW (from playwright.config.ts) passes through in env: the server's clock starts there.
recordServerClock(process.env.PORT);
const child = spawn(process.execPath, [path.join(dist, 'server.js')], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
