import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The import boundaries that `npm run lint` checks (.dependency-cruiser.cjs, docs/ARCHITECTURE.md), shown on a
// fixture tree that breaks each rule once beside imports that are allowed.
const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));

async function violations(baseDir: string, files: string[]) {
  const { output } = await cruise(files, {
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    exclude: config.options.exclude,
    doNotFollow: config.options.doNotFollow,
    validate: true,
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('import boundaries (dependency-cruiser)', () => {
  it('name every forbidden import of the fixture, and only those', async () => {
    const fixture = path.join(import.meta.dirname, 'boundaries-fixture');
    expect(await violations(fixture, ['apps'])).toEqual(
      [
        'infrastructure-imports-no-module: apps/api/src/lib/clock.ts -> apps/api/src/modules/notes/index.ts',
        'live-through-its-door: apps/api/src/modules/loop/index.ts -> apps/api/src/live/cache.ts',
        'module-through-its-door: apps/api/src/modules/rooms/rooms.service.ts -> apps/api/src/modules/notes/notes.repository.ts',
        'no-circular: apps/api/src/modules/loop/first.ts -> apps/api/src/modules/loop/second.ts',
        'web-features-apart: apps/web/src/features/inbox/inbox-page.ts -> apps/web/src/features/agenda/agenda-page.ts',
        'web-shared-never-imports-app: apps/web/src/features/agenda/agenda-page.ts -> apps/web/src/app/session.ts',
      ].sort(),
    );
  });

  it('find none in the API as it is', async () => {
    expect(await violations(root, ['apps/api/src'])).toEqual([]);
  });
});
