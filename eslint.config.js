// Lint for the whole repository: typescript-eslint, React hooks, and the import boundaries in the
// style of bulletproof-react's zones: web never imports api, api never imports web, contract imports
// no app, web features do not import each other, and shared folders import no feature.
// The boundaries use ESLint's own no-restricted-imports (patterns over the import text) rather than
// eslint-plugin-import-x: its native resolver's platform packages are not all on the registry this
// project installs from, so `npm ci` could not install it (docs/decisions/090-node-24-and-tooling.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webNeverApi = {
  regex: '(^|/)apps/api(/|$)|^@flexapp/api',
  message: 'The web app talks to the API over HTTP; share types through packages/contract.',
};
const noFeature = { regex: '^@/features/|(^|/)features/', message: 'Shared components and lib import no feature.' };
const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** A file `depth` folders below its feature's root may not climb out of the feature, nor name another feature. */
const featureBlocks = webFeatures.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restricted(
      webNeverApi,
      {
        regex: `^@/features/(?!${feature}(/|$))`,
        message: 'Features do not import each other; move what both need to lib/ or components/.',
      },
      {
        regex: `^(\\.\\./){${depth + 1},}`,
        message: 'Import from outside the feature through @/ (and never from another feature).',
      },
    ),
  })),
);

/** Request input is read strictly (issue 12, decision 120). */
const noCoerce = {
  selector: "MemberExpression[property.name='coerce']",
  message: 'No z.coerce for request input: use zInt(min, max) or ZIdSchema from @flexapp/contract (decision 120).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.wireit/**',
      '**/.tmp/**',
      'data/**',
      '**/*.d.ts',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], rules: restricted(webNeverApi) },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restricted(webNeverApi, noFeature),
  },
  ...featureBlocks,
  {
    files: ['apps/api/**/*.ts'],
    rules: restricted({ regex: '(^|/)apps/web(/|$)|^@flexapp/web', message: 'The API never imports the web app.' }),
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: restricted({
      regex: '(^|/)apps/|^@flexapp/(api|web)',
      message: 'contract is imported by the apps, never the other way round.',
    }),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Request input is read strictly (issue 12, decision 120): ids and integers through zInt/ZIdSchema, never
    // a coercion that takes true, "0x10", " 1" or "1e3" for a number. Environment variables are not requests.
    files: ['packages/contract/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/**'],
    rules: {
      'no-restricted-syntax': ['error', noCoerce],
    },
  },
  {
    // One error vocabulary (issue 17, decision 170): routes document their error answers with
    // errorResponses(…) and answer with a code of the contract's closed list, never a string of their own.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noCoerce,
        {
          selector: "Identifier[name='ZErrorResponseSchema']",
          message: 'Document error answers with errorResponses(400, 401, …) from lib/error-responses.',
        },
        {
          selector: "Property[key.name='code'][value.type='Literal'][value.value=/^[A-Z][A-Z_]+$/]",
          message: 'Error codes come from ErrorCode of @flexapp/contract.',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
