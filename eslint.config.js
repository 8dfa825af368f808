import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const CLASSIC_ZOD_MESSAGE =
  "Use `import * as z from 'zod/mini'` (types: `import type * as core from 'zod/v4/core'`): classic zod anywhere in src/ grows the login route (~10 KB gzipped)."

export default tseslint.config(
  { ignores: ['dist', 'dist-live', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'test-results', 'playwright-report'] },
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
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'HTML from the server must render as text.' },
      ],
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
