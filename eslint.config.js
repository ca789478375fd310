// ESLint: typescript-eslint's recommended rules plus type-aware checks that catch real bugs
// (conditions that cannot change, promises left floating, switches that miss a case, unused
// values). `npm test` runs it (`npm run lint`); Prettier formats (`npm run format`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['packages/*/{src,test,bench,examples,tools}/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: ['packages/*/tsconfig.dev.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test() and describe() return promises the runner awaits.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Messages are made safe by matching control characters on purpose (text.ts, its tests).
      'no-control-regex': 'off',
      eqeqeq: 'error',
    },
  },
  {
    // A test narrows a Result after asserting on it (`assert.ok(r.ok); if (!r.ok) return;`): the
    // compiler cannot see through the assert, so the narrowing looks unnecessary and is not.
    files: ['packages/*/{src,test,tools}/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // Playwright's waitForFunction does not await what its predicate returns: an async predicate
    // returns a promise, which is truthy, so the wait ends at once (the update test of offline.test.ts
    // once waited for nothing that way). Poll with page.evaluate instead.
    files: ['packages/web/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'waitForFunction does not await an async predicate (a promise is truthy): poll with page.evaluate',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.js', 'packages/*/bin/*.js', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
