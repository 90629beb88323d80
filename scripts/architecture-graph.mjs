// The API's module graph on docs/ARCHITECTURE.md, as dependency-cruiser draws it (mermaid): one node per
// module folder and per other part of apps/api/src, tests left out, and lib/, db/ and config/ too (every part
// imports them; they import no module, which `npm run lint:imports` checks). `npm run docs:graph` writes it
// between the page's markers; `--print` writes it to stdout (apps/api/test/architecture-doc.test.ts compares).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const PAGE = path.join(root, 'docs/ARCHITECTURE.md');
export const BEGIN = '<!-- module-graph:begin (npm run docs:graph writes this block) -->';
export const END = '<!-- module-graph:end -->';

/** The subgraphs of the path above the parts (apps, api, src): left out, their contents moved up. */
const WRAPPERS = new Set(['apps', 'apps_api', 'apps_api_src']);

function depcruiseMermaid() {
  return execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      'apps/api/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--include-only',
      '^apps/api/src/',
      '--exclude',
      '\\.test\\.ts$|\\.fixture\\.ts$|/test/|^apps/api/src/(lib|db|config)/',
      '--collapse',
      '^apps/api/src/(modules/[^/]+|[^/]+)',
      '--output-type',
      'mermaid',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
}

/** dependency-cruiser's mermaid without the apps/api/src wrappers and prefix, its arrows in a steady order. */
export function tidy(mermaid) {
  const nodes = [];
  const edges = [];
  const open = [];
  for (const line of mermaid.split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('flowchart')) continue;
    const subgraph = text.match(/^subgraph (\S+?)\[/);
    if (subgraph) {
      const wrapper = WRAPPERS.has(subgraph[1]);
      open.push(wrapper);
      if (!wrapper) nodes.push(`${'  '.repeat(open.filter((w) => !w).length - 1)}${text}`);
    } else if (text === 'end') {
      if (!open.pop()) nodes.push(`${'  '.repeat(open.filter((w) => !w).length)}end`);
    } else if (text.includes('-->')) {
      edges.push(text);
    } else {
      nodes.push(`${'  '.repeat(open.filter((w) => !w).length)}${text}`);
    }
  }
  const unprefix = (text) => text.replaceAll('apps_api_src_', '');
  return ['flowchart LR', ...nodes.map(unprefix), ...[...new Set(edges.map(unprefix))].sort()].join('\n');
}

export const renderGraph = () => tidy(depcruiseMermaid());

/** The block the page holds between its markers, mermaid fence included. */
export const graphBlock = (graph) => `${BEGIN}\n\`\`\`mermaid\n${graph}\n\`\`\`\n${END}`;

function writePage(graph) {
  const page = readFileSync(PAGE, 'utf8');
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE} has no ${BEGIN} … ${END} block`);
  writeFileSync(PAGE, page.slice(0, start) + graphBlock(graph) + page.slice(end + END.length));
}

if (process.argv[1] === import.meta.filename) {
  const graph = renderGraph();
  if (process.argv.includes('--print')) process.stdout.write(`${graph}\n`);
  else {
    writePage(graph);
    console.log(`module graph written to ${path.relative(root, PAGE)}`);
  }
}
