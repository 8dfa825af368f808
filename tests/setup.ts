import '@testing-library/jest-dom/vitest'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup, configure } from '@testing-library/react'
import { resetMockApi, server } from '../mocks/node'
import { clearToasts } from '@/components/toast/toast-store'
import { settleRenderedApps } from './support/render-app'

// jsdom's FormData, File and Blob are not the classes Node's fetch serialises, so an upload would reach
// the mock as a file named "blob" holding "undefined". Use Node's own, as a browser's fetch would. This
// runs before any test imports the app, so schemas such as `z.instanceof(File)` see Node's File too.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob })

// jsdom has no layout and only logs 'Not implemented' for the router's scroll restoration.
window.scrollTo = () => {}

// The first screen of a test file waits for its lazily loaded route chunks to be transformed, which on
// a busy 2-core machine can take several seconds; a wait ends as soon as the screen shows.
configure({ asyncUtilTimeout: 15_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(async () => {
  await settleRenderedApps()
  server.events.removeAllListeners()
  cleanup()
  clearToasts()
  server.resetHandlers()
  resetMockApi()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})

afterAll(() => server.close())
