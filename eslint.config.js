// Lint for the whole repository: typescript-eslint, React hooks, and the import boundaries
// (bulletproof-react's zones): web never imports api, api never imports web, features do not
// import each other, and shared folders import no feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders('./apps/web/src/features/');

/** Each feature imports no other feature (bulletproof-react's cross-feature rule). */
const eachOnItsOwn = (root, names) =>
  names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features do not import each other; move what both need to a shared folder.',
  }));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', '**/*.d.ts', 'bench/.results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The web app talks to the API over HTTP; share types through packages/contract.',
            },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            {
              target: './packages/contract',
              from: ['./apps'],
              message: 'contract is imported by the apps, never the other way round.',
            },
            ...eachOnItsOwn('./apps/web/src/features', webFeatures),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared components and lib import no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
