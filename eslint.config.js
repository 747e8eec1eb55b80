// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each feature folder may not import another feature: features compose only in app/. */
const featureNames = ['agents', 'chat', 'legal', 'help', 'contact'];
const crossFeatureZones = featureNames.map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/web/app.',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'drizzle', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared is isomorphic.' },
            { target: './src/shared', from: './src/web', message: 'shared is isomorphic.' },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app never imports the server.',
            },
            {
              target: './src/widget',
              from: './src/server',
              message: 'The widget never imports the server.',
            },
            {
              target: './src/widget',
              from: './src/web',
              message: 'The widget is vanilla TS, not React.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports the web app.',
            },
            {
              target: './src/web/lib',
              from: './src/web/features',
              message: 'lib sits below features.',
            },
            {
              target: './src/web/components',
              from: './src/web/features',
              message: 'components sit below features.',
            },
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'app composes features, not the reverse.',
            },
            ...crossFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*'],
              message: 'shared has no node: or DOM imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/widget/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
