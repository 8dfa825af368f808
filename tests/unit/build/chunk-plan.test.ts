import { createChunkPlan, type ModuleGraphNode } from '../../../scripts/chunk-plan'

// A console in miniature: the entry, the sign-in page, the layout, two lists, two record screens,
// the dashboard and a dialog a list loads when it opens. Lazily loaded modules have no static importer.
const graph: Record<string, { imports: string[]; lazy?: boolean; entry?: boolean }> = {
  '/src/main.tsx': { imports: ['/src/router.tsx'], entry: true },
  '/src/router.tsx': { imports: ['/src/api/client.ts'] },
  '/src/api/client.ts': { imports: [] },
  '/src/routes/login.tsx?tsr-split=component': { imports: ['/src/components/Button.tsx'], lazy: true },
  '/src/routes/_app.tsx?tsr-split=component': {
    imports: ['/src/features/shell/TopBar.tsx', '/src/components/Button.tsx'],
    lazy: true,
  },
  '/src/features/shell/TopBar.tsx': { imports: ['/src/domain/format.ts'] },
  '/src/routes/_app/loans/index.tsx?tsr-split=component': {
    imports: ['/src/features/list/RecordList.tsx', '/src/features/actions/Buttons.tsx', '/src/loans/fields.ts'],
    lazy: true,
  },
  '/src/routes/_app/kyc/index.tsx?tsr-split=component': {
    imports: ['/src/features/list/RecordList.tsx', '/src/features/actions/Buttons.tsx', '/src/components/Badge.tsx'],
    lazy: true,
  },
  '/src/routes/_app/loans/$id.tsx?tsr-split=component': {
    imports: ['/src/features/detail/Screen.tsx', '/src/features/actions/Buttons.tsx', '/src/loans/fields.ts'],
    lazy: true,
  },
  '/src/routes/_app/kyc/$id.tsx?tsr-split=component': {
    imports: ['/src/features/detail/Screen.tsx', '/src/features/actions/Buttons.tsx'],
    lazy: true,
  },
  '/src/routes/_app/index.tsx?tsr-split=component': { imports: ['/src/components/Badge.tsx'], lazy: true },
  '/src/features/list/RecordList.tsx': { imports: [] },
  '/src/features/dialog/Dialog.tsx': { imports: ['/src/domain/format.ts'], lazy: true },
  '/src/features/actions/Buttons.tsx': { imports: ['/src/domain/format.ts'] },
  '/src/features/detail/Screen.tsx': { imports: [] },
  '/src/loans/fields.ts': { imports: [] },
  '/src/components/Badge.tsx': { imports: [] },
  '/src/components/Button.tsx': { imports: [] },
  '/src/domain/format.ts': { imports: [] },
}

function moduleInfo(id: string): ModuleGraphNode | null {
  const node = graph[id]
  if (!node) return null
  const importers = Object.entries(graph).flatMap(([other, { imports }]) => (imports.includes(id) ? [other] : []))
  return { isEntry: node.entry === true, importers, dynamicImporters: node.lazy ? ['/src/router.tsx'] : [] }
}

describe('the chunk plan', () => {
  const chunkFor = createChunkPlan(moduleInfo)

  it.each<[string, string | null, string]>([
    ['/src/main.tsx', null, 'the entry module stays in the entry chunk'],
    ['/src/router.tsx', null, 'so does what the entry imports directly'],
    ['/src/api/client.ts', 'app', 'what the entry needs further down'],
    ['/src/components/Button.tsx', 'app', 'what the sign-in page shares with the console'],
    ['/src/routes/_app.tsx?tsr-split=component', 'shell', 'the layout'],
    ['/src/features/shell/TopBar.tsx', 'shell', "the layout's parts"],
    ['/src/domain/format.ts', 'shell', 'what the layout shares with the screens'],
    ['/src/components/Badge.tsx', 'shell', 'what the dashboard shares with a list'],
    ['/src/features/actions/Buttons.tsx', 'review', 'what lists and record screens of two entities share'],
    ['/src/features/list/RecordList.tsx', 'lists', 'what only the lists share'],
    ['/src/features/detail/Screen.tsx', 'records', 'what only the record screens share'],
    ['/src/loans/fields.ts', null, "one entity's list and record screen: left to the bundler"],
    ['/src/features/dialog/Dialog.tsx', null, 'a dialog loaded when opened'],
    ['/src/routes/_app/loans/index.tsx?tsr-split=component', null, "a screen's own chunk"],
  ])('%s -> %s: %s', (id, chunk) => {
    expect(chunkFor(id)).toBe(chunk)
  })

  it('never puts a module in a later chunk than a module that imports it', () => {
    const order = ['app', 'shell', 'review', 'lists', 'records']
    for (const [id, { imports }] of Object.entries(graph)) {
      const importer = chunkFor(id)
      for (const imported of imports) {
        const chunk = chunkFor(imported)
        if (importer === null || chunk === null || moduleInfo(imported)?.dynamicImporters.length) continue
        // review, lists and records are siblings after shell: none of them may import another.
        const rank = (name: string) => Math.min(order.indexOf(name), 2)
        expect(rank(chunk), `${id} imports ${imported}`).toBeLessThanOrEqual(rank(importer))
        if (rank(chunk) === 2 && rank(importer) === 2) expect(chunk).toBe(importer)
      }
    }
  })
})
