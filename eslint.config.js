import js from '@eslint/js'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The floors of src/, top to bottom (docs/architecture.md): each may import only what lies below it.
 * `except` paths are relative to `from`. The app shell (main.tsx, App.tsx, router.tsx) and routes/ sit on top.
 */
const layerZones = [
  { target: './src/domain', from: './src', except: ['./domain'], message: 'domain/ imports nothing of ours.' },
  {
    target: './src/schemas',
    from: './src',
    except: ['./schemas', './domain'],
    message: 'schemas/ may import only domain/.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './schemas', './domain', './config.ts'],
    message: 'api/ may import only schemas/, domain/ and config; raise messages through mutation meta, not the UI.',
  },
  {
    target: './src/components',
    from: './src',
    except: ['./components', './domain'],
    message: 'components/ is the generic kit: it knows nothing of the API, the features or the routes.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/main.tsx', './src/App.tsx', './src/router.tsx'],
    message: 'features/ sit below the routes and the app shell.',
  },
  {
    // records/ is what loans, KYC and members share; it must not depend on any one feature beside it.
    target: './src/features/records',
    from: './src/features',
    except: ['./records'],
    message: 'features/records is shared by the other features and imports none of them.',
  },
  {
    target: ['./src/features/dashboard', './src/features/settings', './src/features/auth', './src/features/shell'],
    from: './src/features/members',
    message: 'Only the members feature imports its own parts.',
  },
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'Only src/mock-mode reaches the mock API, behind the @/mock-mode seam.',
  },
]

const CLASSIC_ZOD_MESSAGE =
  "Use `import * as z from 'zod/mini'` (types: `import type * as core from 'zod/v4/core'`): classic zod anywhere in src/ grows the login route (~10 KB gzipped)."

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML from the server must render as text.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/mock-mode/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones.filter((zone) => zone.from !== './mocks') }],
    },
  },
  {
    // Tree-shaking is per build, not per chunk: classic zod anywhere in src/ keeps the zod/v4/core code it
    // needs in the core modules the entry chunk shares with zod/mini, and the login route grows past its
    // budget (DESIGN section 8). Tests may still build ad-hoc schemas with classic zod.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // 'zod/v4' and 'zod/v4/classic' are classic zod under other names.
          paths: ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE })),
        },
      ],
    },
  },
)
