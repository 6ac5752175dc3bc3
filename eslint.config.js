// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, storybook, and
// import zones that enforce the one-way rule of ARCHITECTURE.md §2.
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layer = (name) => `./src/${name}`

// target: the files linted; from: what they must not import.
const oneWayZones = [
  {
    target: layer('fixtures'),
    from: [layer('machines'), layer('screens'), layer('components'), layer('app'), layer('mocks')],
  },
  // invoiceFigures.ts is the one calculation of invoice totals (pure, no I/O): the sample data,
  // the back end and the screens each import it, so no two copies can disagree; planCharges.ts
  // is the same for what a plan change costs.
  {
    target: layer('fixtures'),
    from: layer('api'),
    except: ['./types', './invoiceFigures.ts', './planCharges.ts'],
  },
  {
    target: layer('mocks'),
    from: [layer('machines'), layer('screens'), layer('components'), layer('app')],
  },
  // checkoutRules.ts: the checkout form's rules (pure), checked by the machine and again by the
  // back end when an order is placed. schemas/: the field rules the handlers validate with and
  // the form machines check first (one rule per field). helpTopics.ts: an FAQ question's slug and
  // the helpful-vote topics, the same in the URL, the screens and the back end's checks.
  {
    target: layer('mocks'),
    from: layer('api'),
    except: [
      './types',
      './access.ts',
      './invoiceFigures.ts',
      './checkoutRules.ts',
      './schemas',
      './helpTopics.ts',
      './planCharges.ts',
      './paymentCards.ts',
    ],
  },
  {
    target: layer('api'),
    from: [
      layer('machines'),
      layer('screens'),
      layer('components'),
      layer('app'),
      layer('mocks'),
      layer('fixtures'),
    ],
  },
  {
    target: layer('machines'),
    from: [layer('screens'), layer('components'), layer('app'), layer('mocks'), layer('fixtures')],
  },
  {
    target: layer('components'),
    from: [layer('screens'), layer('machines'), layer('app'), layer('mocks'), layer('fixtures')],
  },
  // Components take props only, but may name the shared entity and preference types.
  { target: layer('components'), from: layer('api'), except: ['./types'] },
  { target: layer('screens'), from: [layer('app'), layer('mocks'), layer('fixtures')] },
  {
    target: layer('screens'),
    from: layer('api'),
    except: [
      './types',
      './access.ts',
      './invoiceFigures.ts',
      './planCharges.ts',
      './helpTopics.ts',
    ],
  },
  { target: layer('app'), from: layer('fixtures') },
  { target: './src', from: ['./stories', './tests'] },
  // The Node server (src/server) imports the handlers; nothing the browser loads imports it.
  {
    target: ['fixtures', 'mocks', 'api', 'machines', 'components', 'screens', 'app'].map(layer),
    from: layer('server'),
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Builds on ports of their own (E2E_DIST=dist-<name>).
      'dist-*',
      'dist-server',
      'dist-on-server',
      '.data',
      'storybook-static',
      'node_modules',
      '.storybook/public/mockServiceWorker.js',
      'test-results',
      '.probe',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: oneWayZones }],
      'import-x/no-default-export': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // As recommended, and a named scrollable region may take focus so the keyboard can scroll
      // it (axe's scrollable-region-focusable), e.g. the chat's messages, which hold no control;
      // and a chart's image takes focus so the arrow keys can step through its values.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'img'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Primer draws some texts of its own in English, where a prop can give the translated one:
    // a busy button's or switch's announcement, a spinner's text (srText={null} when words stand
    // beside it). Dialogs come from components/dialog, whose close button is named in the page's
    // language (Primer's own says "Close" in every language).
    files: ['src/**/*.tsx'],
    ignores: ['src/components/dialog/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:matches([name.name='Button'], [name.name='IconButton']):has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingAnnouncement']))",
          message:
            'A busy button says what it is doing: give loadingAnnouncement a translated text.',
        },
        {
          selector:
            "ObjectExpression:has(> Property[key.name='content']):has(> Property[key.name='loading']):not(:has(> Property[key.name='loadingAnnouncement']))",
          message:
            "A dialog's busy button says what it is doing: give loadingAnnouncement a translated text.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='ToggleSwitch']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingLabel']))",
          message: 'A busy switch says what it is doing: give loadingLabel a translated text.',
        },
        {
          selector:
            "JSXOpeningElement[name.name='Spinner']:not(:has(JSXAttribute[name.name='srText']))",
          message:
            'Give the spinner a translated srText, or srText={null} when words stand beside it.',
        },
        {
          selector: "JSXOpeningElement[name.object.name='Table'][name.property.name='Skeleton']",
          message:
            'Table.Skeleton says "Loading" in English in every cell: draw the skeleton from the table parts with a translated text (components/list-table/ListTableSkeleton.tsx).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@primer/react',
              importNames: ['Dialog'],
              message:
                "Use Dialog from components/dialog: its close button is named in the page's language.",
            },
            {
              name: 'xstate',
              importNames: ['fromPromise'],
              message:
                'Use fromCall (machines/shared/fromCall): a call stopped by a StrictMode remount must not answer its revived actor.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/shared/fromCall.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'xstate',
              importNames: ['fromPromise'],
              message:
                'Use fromCall (machines/shared/fromCall): a call stopped by a StrictMode remount must not answer its revived actor.',
            },
          ],
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', '@primer/*'],
              message: 'Machines do not import React or UI libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Virtualized lists (TanStack Virtual) and the data grid (TanStack Table) opt out of compiler memoization with
    // 'use no memo'; the rule would still warn about the library at the call site.
    files: [
      'src/screens/**/*List.tsx',
      'src/screens/**/*ListRows.tsx',
      'src/components/list-virtual/ListVirtualTable.tsx',
      // TanStack Table's hook, the same kind of API.
      'src/components/data-grid/DataGrid.tsx',
      'src/components/data-grid/useDataGridTable.ts',
    ],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    // Storybook, tool configs, stories and Playwright reporters need default exports.
    files: [
      'stories/**/*',
      '.storybook/**/*',
      '*.config.{js,ts}',
      '**/*.stories.tsx',
      'tests/e2e/support/timingReporter.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'tests/**/*'],
    languageOptions: { globals: { ...globals.node } },
    // Tests state what they expect of fixtures; a wrong `!` fails the test loudly.
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['tests/e2e/**/*.ts', 'tests/e2e-server/**/*.ts', 'tests/dev-server/**/*.ts'],
    ignores: ['tests/e2e/support/expect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['expect'],
              message:
                "Use expect from tests/e2e/support/expect: Playwright's renders the whole page's aria tree on every poll that does not hold yet.",
            },
          ],
        },
      ],
    },
  },
)
