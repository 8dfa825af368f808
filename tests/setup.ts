import '@testing-library/jest-dom/vitest'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup } from '@testing-library/react'
import { resetMockApi, server } from '../mocks/node'
import { clearToasts } from '@/components/toast/toast-store'

// jsdom's FormData, File and Blob are not the classes Node's fetch serialises, so an upload would reach
// the mock as a file named "blob" holding "undefined". Use Node's own, as a browser's fetch would.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
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
