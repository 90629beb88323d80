// Starts the built server on a fresh data folder with the demo organisation,
// exactly as a new user would (npm start), for the end-to-end suite.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { recordServerClock } from './server-clock.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const dataDir = path.join(here, '.tmp', 'data');
rmSync(dataDir, { recursive: true, force: true });
// FLEXAPP_NOW (from playwright.config.ts, or the caller) passes through: the server's clock starts there.
recordServerClock(process.env.PORT);
const child = spawn(process.execPath, [path.join(here, '..', 'apps', 'api', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env, // PORT, FLEXAPP_NOW, OIDC_CLIENT_SECRET, SMTP_URL, MAIL_FROM
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    TZ: 'Europe/Amsterdam',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
