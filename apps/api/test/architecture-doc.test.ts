import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md shows the module graph dependency-cruiser draws of the code as it is
// (scripts/architecture-graph.mjs): an import arrow added or removed without `npm run docs:graph` fails here.
const root = path.resolve(import.meta.dirname, '../../..');
const BLOCK =
  /<!-- module-graph:begin \(npm run docs:graph writes this block\) -->\n```mermaid\n([\s\S]*?)\n```\n<!-- module-graph:end -->/;

describe('docs/ARCHITECTURE.md', () => {
  it('shows the module graph of the code as it is', () => {
    const page = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const shown = page.match(BLOCK)?.[1];
    expect(shown, 'the page has the module-graph block between its markers').toBeDefined();
    const drawn = execFileSync(process.execPath, ['scripts/architecture-graph.mjs', '--print'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(shown).toBe(drawn.trimEnd());
    // The graph is the API's: its modules are in it, the left-out infrastructure is not.
    expect(shown).toContain('modules_booking-->live');
    expect(shown).not.toMatch(/\blib\b|\bdb\b/);
  }, 120_000);
});
