// The import boundaries of the repository (docs/ARCHITECTURE.md), checked by `npm run lint`.
// API: modules meet only through each other's index.ts; lib/, db/, config/ and live/ import no module.
// Web: features, components and lib never import app/; features never import each other.
// Everywhere: no circular import. Tests may reach inside the module they test.
const MODULE = '^apps/api/src/modules/([^/]+)/';
const notTest = '(\\.test\\.tsx?$|/test/|\\.fixture\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-its-door',
      comment: 'Another module is reached only through its index.ts (its routes plugin and service functions).',
      severity: 'error',
      from: { path: MODULE, pathNot: notTest },
      to: { path: '^apps/api/src/modules/([^/]+)/.+', pathNot: ['^apps/api/src/modules/$1/', '/index\\.ts$'] },
    },
    {
      name: 'outside-modules-through-the-door',
      comment: 'app.ts, cli.ts, seed/ and jobs outside modules/ reach a module through its index.ts alone.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: [MODULE, notTest] },
      to: { path: '^apps/api/src/modules/[^/]+/.+', pathNot: '/index\\.ts$' },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment: 'lib/, db/, config/, observability/ and the live wing are below the modules: they never import one.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db|config|live|observability)/', pathNot: notTest },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'lib-below-live',
      comment: 'lib/ and db/ are below the live wing.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db|config)/', pathNot: notTest },
      to: { path: '^apps/api/src/live/' },
    },
    {
      name: 'live-through-its-door',
      comment: 'Modules and jobs use the live wing through live/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/live/', notTest] },
      to: { path: '^apps/api/src/live/.+', pathNot: '^apps/api/src/live/index\\.ts$' },
    },
    {
      name: 'web-shared-never-imports-app',
      comment: 'features/, components/ and lib/ sit below app/ (routes, layouts, providers).',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-apart',
      comment: 'Features never import each other: what two need goes to lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circle anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.wireit|\\.tmp)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^apps/api/src/modules/[^/]+|^apps/web/src/features/[^/]+|node_modules/[^/]+' },
      // Readable node names in the graph of docs/ARCHITECTURE.md (scripts/architecture-graph.mjs).
      mermaid: { minify: false },
    },
  },
};
