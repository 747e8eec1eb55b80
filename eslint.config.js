// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (DESIGN.md §1): shared <- server; shared <- web/lib, components <-
 * features <- app. `no-restricted-imports` takes one option list per file, so each folder's
 * list repeats the rules of the folders that contain it.
 */
const ban = (regex, message) => ({ regex, message });
const sharedRules = [
  ban('(^|/)(server|web|widget)/', 'shared is isomorphic: it imports neither server nor web.'),
  ban('^node:', 'shared has no node: imports.'),
  ban('^react', 'shared has no DOM or React imports.'),
];
const webRules = [ban('(^|/)server/', 'The web app never imports the server.')];
const belowFeatureRules = [
  ...webRules,
  ban('(^|/)(features|app)/', 'lib and components sit below features and app.'),
];
const features = fs.readdirSync('src/web/features');
const featureRules = (name) => [
  ...webRules,
  ban('(^|/)app/', 'Features do not import the app shell; app composes features.'),
  ban(
    `^(\\.\\./)+(${features.filter((f) => f !== name).join('|')})/`,
    'Features do not import each other; compose them in src/web/app.',
  ),
];
/**
 * Server modules (src/server/modules/<m>, read at lint time so new ones are covered): each is
 * reached only through its face, `modules/<m>/index.ts`. Patterns are written per folder depth,
 * as `../health/` below admin/ is admin's own folder, not the health module.
 */
const serverModules = fs
  .readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverFilesAt = (depth) => `src/server/${'*/'.repeat(depth - 1)}*.ts`;
const serverRules = (depth) => [
  ban(`^(\\.\\./){${depth}}(web|widget)/`, 'The server never imports the web app or widget.'),
];
const FACE_MESSAGE = "Import another server module through its face ('modules/<m>', its index.ts).";
const outsideModulesRule = (depth) =>
  ban(`^${depth === 1 ? '\\./' : `(\\.\\./){${depth - 1}}`}modules/[^/]+/.`, FACE_MESSAGE);
const moduleFaceRule = (name, below) =>
  ban(
    `^(\\.\\./){${below + 1}}(${serverModules.filter((m) => m !== name).join('|')})/.`,
    FACE_MESSAGE,
  );
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'drizzle', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/widget/**/*.ts', 'src/voice-client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  restrict(['src/shared/**'], sharedRules),
  // The server never imports src/web or src/widget. Written per folder depth, because the
  // server's own modules/widget (the widget's API) shares the client's folder name.
  ...[1, 2, 3, 4, 5].map((depth) => restrict([serverFilesAt(depth)], serverRules(depth))),
  // Server modules meet only at each other's face (index.ts); tests may arrange any data.
  ...[1, 2, 3, 4, 5].map((depth) => ({
    ...restrict([serverFilesAt(depth)], [...serverRules(depth), outsideModulesRule(depth)]),
    ignores: ['src/server/modules/**', '**/*.test.ts'],
  })),
  ...serverModules.flatMap((name) =>
    [0, 1, 2, 3].map((below) => ({
      ...restrict(
        [`src/server/modules/${name}/${'*/'.repeat(below)}*.ts`],
        [...serverRules(below + 3), moduleFaceRule(name, below)],
      ),
      ignores: ['**/*.test.ts'],
    })),
  ),
  // Services raise DomainError; only routes (and plugins, outside modules/) answer in HTTP terms.
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: [
      '**/*-routes.ts',
      '**/*.test.ts',
      // Turns the MCP transport's own HTTP answer into the API's: HTTP by nature.
      'src/server/modules/agent-mcp/web-exchange.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/http-error$/]',
          message:
            'Services raise DomainError (src/server/domain-error.ts); HttpError is for routes and plugins.',
        },
      ],
    },
  },
  restrict(['src/widget/**'], [ban('(^|/)(server|web)/', 'The widget is standalone vanilla TS.')]),
  // The browser's voice call, used by the app and by the widget's voice chunk alike.
  restrict(
    ['src/voice-client/**'],
    [ban('(^|/)(server|web|widget)/', 'The voice client is vanilla TS shared by app and widget.')],
  ),
  restrict(['src/web/**'], webRules),
  restrict(['src/web/lib/**', 'src/web/components/**'], belowFeatureRules),
  ...features.map((name) => restrict([`src/web/features/${name}/**`], featureRules(name))),
);
