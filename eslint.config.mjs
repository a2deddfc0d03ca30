// Lint enforces what docs/architecture.md and STYLE.md say: typed code without `any`, no promise
// left floating, hooks used by their rules, and the import boundaries between the parts.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const apps = ['storefront', 'studio', 'hosted'];
const featuresOf = (app) => readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * Imports flow shared → features → app inside an app (STYLE.md): a feature never imports another
 * feature or the app layer (routes, router); shared code (components, config, lib) imports neither.
 * Apps never import each other, and packages never import an app. Paths are the resolved files,
 * so `../../other-feature/x` is caught however it is spelled.
 */
const zones = [
  ...apps.flatMap((app) => {
    const src = `./apps/${app}/src`;
    return [
      ...featuresOf(app).map((feature) => ({
        target: `${src}/features/${feature}`,
        from: [`${src}/features`, `${src}/app`],
        except: [`./${feature}`],
        message: 'A feature never imports another feature or the app layer: move what both need to components/ or lib/.',
      })),
      ...['components', 'config', 'lib'].map((shared) => ({
        target: `${src}/${shared}`,
        from: [`${src}/features`, `${src}/app`],
        message: 'Shared code never imports a feature or the app layer.',
      })),
      { target: `./apps/${app}`, from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`), message: 'Apps never import each other: share through a package.' },
    ];
  }),
  { target: './packages', from: './apps', message: 'Packages never import an app.' },
];

/** A string that starts a SQL statement (the platform writes SQL keywords in capitals). */
const sqlStart = '/^\\s*(SELECT\\s|INSERT INTO|UPDATE \\w+ SET|DELETE FROM|WITH \\w+ AS)/';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'packages/sdk/src/generated/**', 'test-artifacts/**', '.vitrine/**', '**/*.d.mts', 'apps/*/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/*/vite.config.ts', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/react/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests and benchmarks read response JSON loosely and assert on it; the code they test is typed.
    files: ['**/test/**', 'e2e/**', 'bench/**', 'scripts/**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', conditionNames: ['@vitrine/source', 'import', 'default'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // SQL lives in repositories (`*.repository.ts`), each taking the caller's transaction.
    files: ['packages/platform/src/**/*.ts'],
    ignores: ['packages/platform/src/**/*.repository.ts', 'packages/platform/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `TemplateElement[value.raw=${sqlStart}]`, message: 'SQL lives in repositories: move this statement into the domain’s *.repository.ts.' },
        { selector: `Literal[value=${sqlStart}]`, message: 'SQL lives in repositories: move this statement into the domain’s *.repository.ts.' },
      ],
    },
  },
  {
    // The SDK has no runtime dependencies: it imports only its own files.
    files: ['packages/sdk/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'The SDK imports nothing but its own files (zero runtime dependencies).' }] }],
    },
  },
);
