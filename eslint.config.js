import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'reports',
      'screenshots',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*', '../../*'], message: 'Import across folders with the @/ alias.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}', 'shared/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...architectureBoundaries(),
);

/**
 * The architecture, enforced: each layer imports only the layers below it. In the browser,
 * shared ← lib ← i18n ← components ← features ← app, and a feature never imports another feature; on the
 * server, shared ← the server's own lib (config, database, mail, outbox, http) ← features (messages, orders,
 * products, accounts, account-linking, netatmo, setup, site, health: each owns its routes, service, queries,
 * mails and retention) ← app. A server feature is used from outside only through its public module
 * (`server/features/<feature>/index.ts`), by another feature, the app, the test doubles and the tests alike. On the server, static
 * imports, re-exports and dynamic `import()` are all checked. The back office is built the same way: its layout
 * (`web/src/features/back-office/*.tsx`) holds business areas (`inbox/`, `orders/`, `invoices/`, `payments/`...),
 * each used from outside only through its `index.ts`, never importing the layout; what the areas share sits in
 * `back-office/common/`, which imports no area.
 */
function architectureBoundaries() {
  // The back office's business areas, each a folder of web/src/features/back-office/ with its requests (api.ts),
  // its messages and its views behind its public module (index.ts); what they share is in back-office/common/.
  const backOfficeAreas = [
    'inbox',
    'orders',
    'invoices',
    'payments',
    'products',
    'team',
    'passkeys',
    'my-account',
    'business',
    'setup',
    'quotes',
    'customers',
    'today',
  ];
  const below = {
    shared: ['shared'],
    // The API client and the language store are one layer: messages-api needs the language, and i18n's
    // loaders fetch through the client.
    'web-lib': ['shared', 'web-lib', 'web-i18n'],
    'web-i18n': ['shared', 'web-lib', 'web-i18n'],
    'web-components': ['shared', 'web-lib', 'web-i18n', 'web-components'],
    'web-app': [
      'shared',
      'web-lib',
      'web-i18n',
      'web-components',
      'web-feature',
      'back-office-area',
      'web-app',
    ],
    'back-office-common': ['shared', 'web-lib', 'web-i18n', 'web-components', 'back-office-common'],
    // An area reaches another only through its public module (the entry-point rule below), never the layout.
    'back-office-area': [
      'shared',
      'web-lib',
      'web-i18n',
      'web-components',
      'back-office-common',
      'back-office-area',
      'web-test',
    ],
    'server-lib': ['shared', 'server-lib'],
    'server-app': ['shared', 'server-lib', 'server-feature', 'server-app'],
    'server-testing': ['shared', 'server-lib', 'server-feature', 'server-app', 'server-testing'],
    // Tests exercise a layer through the real ones around it (the whole app, the test doubles).
    'server-test': ['shared', 'server-lib', 'server-feature', 'server-app', 'server-testing'],
    'web-test': [
      'shared',
      'web-lib',
      'web-i18n',
      'web-components',
      'web-feature',
      'back-office-common',
      'back-office-area',
      'web-app',
      'web-test',
    ],
  };
  const areaMessage =
    'import the back-office area ${target.area} through its public module (web/src/features/back-office/${target.area}/index.ts), not ${target.internalPath}';
  const layers = {
    files: ['web/src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { './scripts/eslint/path-alias-resolver.cjs': {} },
      'boundaries/include': ['web/src/**/*', 'server/**/*', 'shared/**/*'],
      'boundaries/elements': [
        // A feature's tests are part of the feature: they may use its private modules, as its code does.
        { type: 'server-feature', pattern: 'server/features/*', mode: 'folder', capture: ['feature'] },
        {
          type: 'server-test',
          pattern: ['server/*.test.ts', 'server/!(features)/**/*.test.ts'],
          mode: 'full',
        },
        // Test doubles are tests' business; a back-office area's tests are part of the area (as a server
        // feature's are), so they come before the areas, the other tests after.
        { type: 'web-test', pattern: 'web/src/**/testing/**', mode: 'full' },
        {
          type: 'back-office-area',
          pattern: `web/src/features/back-office/{${backOfficeAreas.join(',')}}`,
          mode: 'folder',
          capture: ['area'],
        },
        {
          type: 'web-test',
          pattern: [
            'web/src/*.test.{ts,tsx}',
            'web/src/!(features)/**/*.test.{ts,tsx}',
            'web/src/features/!(back-office)/**/*.test.{ts,tsx}',
            'web/src/features/back-office/*.test.{ts,tsx}',
            'web/src/features/back-office/common/**/*.test.{ts,tsx}',
          ],
          mode: 'full',
        },
        { type: 'back-office-common', pattern: 'web/src/features/back-office/common', mode: 'folder' },
        { type: 'shared', pattern: 'shared', mode: 'folder' },
        { type: 'web-lib', pattern: 'web/src/lib', mode: 'folder' },
        { type: 'web-i18n', pattern: 'web/src/i18n', mode: 'folder' },
        { type: 'web-components', pattern: 'web/src/components', mode: 'folder' },
        { type: 'web-feature', pattern: 'web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'web-app', pattern: ['web/src/app', 'web/src/prerender', 'web/src/styles'], mode: 'folder' },
        { type: 'web-app', pattern: 'web/src/main.tsx', mode: 'file' },
        { type: 'server-testing', pattern: 'server/testing', mode: 'folder' },
        {
          type: 'server-lib',
          pattern: [
            'server/lib',
            'server/config',
            'server/db',
            'server/mail',
            'server/outbox',
            'server/http',
          ],
          mode: 'folder',
        },
        { type: 'server-app', pattern: 'server/*.ts', mode: 'file' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} must not import ${dependency.type} (see architectureBoundaries in eslint.config.js)',
          rules: [
            ...Object.entries(below).map(([from, allow]) => ({ from, allow })),
            {
              from: 'web-feature',
              allow: [
                'shared',
                'web-lib',
                'web-i18n',
                'web-components',
                ['web-feature', { feature: '${from.feature}' }],
              ],
            },
            // The one place a page reaches another feature, lazily: /user is the sign-in form until it becomes
            // the back office (session/user-page.tsx).
            {
              from: [['web-feature', { feature: 'session' }]],
              allow: [['web-feature', { feature: 'back-office' }]],
            },
            // The back office's layout (back-office.tsx, its header and messages) holds its areas and what they
            // share.
            {
              from: [['web-feature', { feature: 'back-office' }]],
              allow: ['back-office-area', 'back-office-common'],
            },
            {
              from: 'server-feature',
              allow: ['shared', 'server-lib', 'server-feature', 'server-testing'],
            },
          ],
        },
      ],
      // What a feature offers the rest of the server is its public module; the rest is its own business.
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          message:
            'import ${target.type} ${target.feature} through its public module (server/features/${target.feature}/index.ts), not ${target.internalPath}',
          // The last rule that matches decides.
          rules: [
            { target: 'server-feature', disallow: '**' },
            { target: 'server-feature', allow: 'index.ts' },
            // The same for the back office's areas (web/src/features/back-office/<area>/index.ts); the router
            // loads each view's `*-page.tsx` by its path in the route table, not by an import.
            { target: 'back-office-area', disallow: '**', message: areaMessage },
            { target: 'back-office-area', allow: 'index.ts', message: areaMessage },
            // The app's list of message ids reads each catalogue's type (web/src/app/message-catalogue.ts).
            { target: 'back-office-area', allow: '*-messages.ts', importKind: 'type', message: areaMessage },
          ],
        },
      ],
    },
  };
  const everyDependency = {
    files: ['server/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    settings: { 'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'] },
  };
  return [layers, everyDependency];
}
