import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's promtool (package `prometheus`); .ci/run installs it, so under CI it must be there. */
export const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

/** Why a promtool test cannot run here, or null when it can (under CI=true a missing promtool fails instead). */
export function promtoolMissing(): string | null {
  if (PROMTOOL) return null;
  if (process.env.CI === 'true') throw new Error('promtool is missing: .ci/run installs Debian prometheus');
  return 'promtool is not installed (Debian package prometheus)';
}

/** Runs promtool with `args`, `input` on its standard input; at most 30 s. */
export function promtool(args: string[], input?: string) {
  const run = spawnSync(PROMTOOL!, args, { input, encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
