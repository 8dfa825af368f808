import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { findImportCycles } from '../../../scripts/check-import-cycles.mjs'

// `npm run lint` is ESLint (the floors and rooms of docs/architecture.md, as import-x zones) and
// scripts/check-import-cycles.mjs (cycles ESLint lets through). These plant the imports each rule
// exists to refuse, in files that exist only in the linter's memory or in a scratch folder.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

async function restrictedPaths(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

describe('the import rules of npm run lint', () => {
  it.each([
    ['an entity room from another', 'src/features/loans/planted.ts', '@/features/kyc/kyc-entity', 'kycEntity'],
    [
      'the review kernel from an entity room',
      'src/features/review/list/planted.ts',
      '@/features/loans/loan-entity',
      'loanEntity',
    ],
    ['mock-mode from a feature', 'src/mock-mode/planted.ts', '@/features/members/member-entity', 'memberEntity'],
    ['auth from the shell', 'src/features/auth/planted.ts', '@/features/shell/navigation', 'navigationFor'],
    [
      'a kernel part from one above it',
      'src/features/review/queue/planted.ts',
      '@/features/review/list/use-record-list',
      'useRecordList',
    ],
  ])('refuses an import into %s', async (_, file, from, name) => {
    const refused = await restrictedPaths(file, `import { ${name} } from '${from}'\nexport const planted = ${name}\n`)
    expect(refused).toHaveLength(1)
  })

  it('lets an entity room use the kernel', async () => {
    const refused = await restrictedPaths(
      'src/features/loans/planted.ts',
      "import { idColumn } from '@/features/review/list/record-columns'\nexport const planted = idColumn\n",
    )
    expect(refused).toEqual([])
  })

  it('refuses React in api/', async () => {
    const [result] = await eslint.lintText("import { useState } from 'react'\nexport const planted = useState\n", {
      filePath: join(ROOT, 'src/api/planted.ts'),
    })
    expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports')
  })
})

describe('scripts/check-import-cycles.mjs', () => {
  let scratch: string
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'cycles-'))
  })
  afterEach(() => rmSync(scratch, { recursive: true, force: true }))

  function plant(files: Record<string, string>): string[] {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true })
      writeFileSync(join(scratch, path), text)
    }
    return findImportCycles([join(scratch, 'src')])
  }

  it('fails on a cycle of type-only imports', () => {
    const cycles = plant({
      'src/domain/a.ts': "import type { B } from './b'\nexport type A = B | 1\n",
      'src/domain/b.ts': "import type { A } from './a'\nexport type B = A | 2\n",
    })
    expect(cycles).toEqual(['import cycle between files: src/domain/a.ts <-> src/domain/b.ts'])
  })

  it('fails on two rooms that use each other through files that form no cycle', () => {
    const cycles = plant({
      'src/features/review/list/list.ts': "import { search } from '../queue/search'\nexport const list = search\n",
      'src/features/review/queue/search.ts': 'export const search = 1\n',
      'src/features/review/queue/link.ts': "import type { list } from '../list/list'\nexport type Link = typeof list\n",
    })
    expect(cycles).toEqual(['import cycle between folders of src/features: review/list <-> review/queue'])
  })

  it('passes imports that point one way', () => {
    const cycles = plant({
      'src/domain/a.ts': "import { b } from './b'\nexport const a = b\n",
      'src/domain/b.ts': 'export const b = 1\n',
    })
    expect(cycles).toEqual([])
  })
})
