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
/**
 * The rooms of src/features (docs/architecture.md). `session` (who is signed in, what a lost session
 * would lose, how long the server makes us wait) is for every room. The entity rooms use the review
 * kernel and the kit, never each other; the kernel, like every other room, uses no entity room (only
 * the routes bring an entity and the kernel together); the shell, on top, uses the rooms it shows.
 */
const ENTITY_ROOMS = ['loans', 'kyc', 'members']
const ROOM_MAY_USE = {
  session: [],
  review: ['session'],
  loans: ['session', 'review'],
  kyc: ['session', 'review'],
  members: ['session', 'review'],
  dashboard: ['session', 'review'],
  settings: ['session'],
  auth: ['session'],
  search: ['session'],
  shell: ['session', 'auth', 'settings', 'review', 'search'],
}

function featureRoomZones() {
  const rooms = Object.keys(ROOM_MAY_USE)
  return rooms.map((room) => ({
    target: `./src/features/${room}`,
    from: rooms
      .filter((other) => other !== room && !ROOM_MAY_USE[room].includes(other))
      .map((other) => `./src/features/${other}`),
    message: ENTITY_ROOMS.includes(room)
      ? `features/${room} is one entity's room: it uses the review kernel and the kit, never another room.`
      : `features/${room} may use ${ROOM_MAY_USE[room].map((other) => `features/${other}`).join(', ') || 'no other room'}; an entity room is for the routes to bring in.`,
  }))
}

/**
 * The review kernel's own floors, so its parts stay movable one by one: detail (read-only fields,
 * the record's frame) at the bottom; documents, history, member-file (a record's member, a member's
 * records) and queue above it and beside each other; checks above member-file, whose searches they
 * read; actions above checks and documents, as a confirmation lists the checks to acknowledge and the
 * documents not opened; list above those; the screens on top. The declaration type (entity.ts) and
 * the route factory (record-routes.ts) are for the screens and the entity rooms, not for the parts
 * they draw on.
 */
const KERNEL_FLOORS = [
  ['detail'],
  ['documents', 'history', 'member-file', 'queue', 'outbox'],
  ['checks'],
  ['actions'],
  ['list'],
  ['screens'],
]

function kernelFloorZones() {
  const kernel = './src/features/review'
  // The screens, on top, may use every part.
  return KERNEL_FLOORS.slice(0, -1).flatMap((floor, level) =>
    floor.map((part) => {
      const above = KERNEL_FLOORS.slice(level + 1).flat()
      const beside = floor.filter((other) => other !== part)
      const from = [...above, ...beside, 'entity.ts', 'record-routes.ts'].map((other) => `${kernel}/${other}`)
      return {
        target: `${kernel}/${part}`,
        from,
        message: `features/review/${part} sits below ${above.join(', ')}${beside.length > 0 ? ` and beside ${beside.join(', ')}` : ''}: it may use none of them, nor the declaration or route factory (docs/architecture.md).`,
      }
    }),
  )
}

const layerZones = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'lib/ is generic TypeScript every floor may use: it imports nothing of ours.',
  },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './lib'],
    message: 'domain/ imports nothing of ours but lib/.',
  },
  {
    target: './src/schemas',
    from: './src',
    except: ['./schemas', './domain', './lib'],
    message: 'schemas/ may import only domain/ and lib/.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './schemas', './domain', './lib', './config.ts'],
    message:
      'api/ may import only schemas/, domain/, lib/ and config; raise messages through mutation meta, not the UI.',
  },
  {
    target: './src/components',
    from: './src',
    except: ['./components', './domain', './lib'],
    message: 'components/ is the generic kit: it knows nothing of the API, the features or the routes.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/main.tsx', './src/App.tsx', './src/router.tsx'],
    message: 'features/ sit below the routes and the app shell.',
  },
  ...featureRoomZones(),
  ...kernelFloorZones(),
  {
    target: './src/mock-mode',
    from: './src/features',
    message: 'mock-mode/ is the seam to the mock API: the features use it, never the other way round.',
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
  {
    // api/ is the HTTP client, the resources and their query and mutation options: plain TypeScript that
    // a screen's hooks use. It knows no React and no form library (docs/architecture.md).
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE })),
            ...['react', 'react-dom', 'react-hook-form', '@hookform/resolvers/zod'].map((name) => ({
              name,
              message:
                'api/ knows no React and no form library: export options and plain functions, and write the hook in a feature.',
            })),
            {
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useSuspenseQuery',
                'useQueries',
                'useMutation',
                'useMutationState',
                'useQueryClient',
                'useIsFetching',
                'useIsMutating',
              ],
              message: 'api/ exports queryOptions and mutation options; the hooks that use them live in the features.',
            },
          ],
        },
      ],
    },
  },
)
