import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importDirection } from './scripts/lint/import-direction.js'

/**
 * Type-aware TypeScript rules, React hooks rules and accessibility rules, plus the import
 * direction of the conventions (scripts/lint/import-direction.js): content, machines,
 * components, views, routes, app, each importing only from its own layer and the ones before;
 * machines never import React; content imports only content.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/set-state-in-effect': 'off',
      // role="list" is deliberate: WebKit drops list semantics from lists styled without markers.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // The server and the scripts stand outside the layers, but may not import the desk either.
    files: [
      'content/**/*.ts',
      'machines/**/*.ts',
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'scripts/**/*.ts',
    ],
    plugins: { trillium: { rules: { 'import-direction': importDirection } } },
    rules: { 'trillium/import-direction': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '**/src/**'],
              message: 'Machines stay pure: no React, views or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // One hook creates every actor of the page, so the machines panel and the inspector see all.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/components/machine/use-machine-actor.ts',
      // the desk's sign-in page has no React: its one actor passes `...inspectOption` itself
      'src/desk/door/main.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useActor', 'useMachine', 'createActorContext'],
              message:
                'Create actors with useMachineActor (src/components/machine/use-machine-actor.ts): it attaches them to the inspector.',
            },
            {
              name: 'xstate',
              importNames: ['createActor'],
              message:
                'Use useMachineActor, or pass `...inspectOption` from machines/inspect.ts so the inspector sees the actor.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['content/**/*.ts'],
    ignores: ['content/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/machines/**', '**/server/**', 'react'],
              message: 'Content imports only content.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // The CommonJS launcher of the staff CLI (scripts/enquiries.cjs) and its test helper.
  {
    files: ['**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
