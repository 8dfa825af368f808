import { replaceObjectUrls } from '../support/downloads'
import { screen, within } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { seedDetailFromRow } from '@/api/records/record-cache'
import { server } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'

/** Every request the app sends from now on, as `METHOD /path`, until the test ends. */
export function recordRequests(): string[] {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return requests
}

/**
 * What a list does when a row is clicked: the row it holds becomes the cached detail, so the
 * detail screen starts with no request. The row is read here before the test starts counting.
 */
export async function seedFromList<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  id: number,
): Promise<T> {
  const fetchedAt = Date.now()
  const row = await resource.fetchOne(id)
  seedDetailFromRow(queryClient, resource, row, fetchedAt)
  return row
}

/** The value next to a label in a detail grid. */
export function fieldValue(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]
  const value = term?.nextElementSibling
  if (!value) throw new Error(`No field '${label}'`)
  return value.textContent ?? ''
}

/** The record's own status badge, at the head of its screen (the Member card and lists below have their own). */
export function recordBadge(): HTMLElement {
  const [badge] = screen.getAllByTestId('status-badge')
  if (!badge) throw new Error('No status badge on screen')
  return badge
}

/** The buttons in the record's action group, by name. */
export function actionNames(): string[] {
  const group = screen.queryByRole('group', { name: 'Actions' })
  return group
    ? within(group)
        .queryAllByRole('button')
        .map((button) => button.textContent ?? '')
    : []
}

export interface ObjectUrlSpy {
  created: Blob[]
  revoked: string[]
  downloads: { href: string; download: string }[]
}

/**
 * jsdom has no object URLs and cannot follow a download link: both are stood in for, so a test can
 * see which files were handed to the browser, under which names, and that every URL was let go.
 */
export function stubObjectUrls(): ObjectUrlSpy {
  const spy: ObjectUrlSpy = { created: [], revoked: [], downloads: [] }
  replaceObjectUrls(
    (blob) => {
      spy.created.push(blob)
      // Unique across tests: an earlier test's URL of the same number is not this one's.
      return `blob:http://localhost:3000/${crypto.randomUUID()}`
    },
    (url) => void spy.revoked.push(url),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    spy.downloads.push({ href: this.href, download: this.download })
  })
  return spy
}

/** The panel a detail screen shows in place of its record: `message`, inside a role="alert" region. */
export async function findFailurePanel(message: string | RegExp): Promise<HTMLElement> {
  const text = await screen.findByText(message)
  const panel = text.closest<HTMLElement>('[role="alert"]')
  if (!panel) throw new Error(`'${String(message)}' is not announced as an alert`)
  return panel
}

/**
 * Holds every GET to `path` (an msw path pattern) until the returned release is called, then lets it
 * through to the mock API: a test can look at a loading state however fast or slow the machine is.
 */
export function holdGets(path: string): () => void {
  return holdRequests('get', path).release
}
