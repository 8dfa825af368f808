import { screen, within } from '@testing-library/react'
import { mockDb, server } from '../../mocks/node'
import type { MemberRecord, Role } from '../../mocks/node'
import { renderApp } from '../support/render-app'
import { signInDecidingAtOnce } from '../support/undo-hold'

export function memberWith(status: string, skip = 0): MemberRecord {
  const member = mockDb()
    .members.all()
    .filter((candidate) => candidate.status === status)[skip]
  if (!member) throw new Error(`No ${status} member in the seed`)
  return member
}

export function fullName(member: MemberRecord): string {
  return `${member.name} ${member.surname}`
}

/**
 * Signs in and opens `path` (the members list by default) with its first rows on screen. Decisions
 * are sent at once: these tests are about what follows a sent decision, not the Undo hold, which
 * would keep each of them waiting 5 s on the real clock.
 */
export async function openMembers(role: Role, path = '/users') {
  await signInDecidingAtOnce(role)
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Registered Members' })
  await screen.findByRole('table')
  return app
}

/** The list opened on one member, found through the search box's URL state. */
export async function openMemberRow(role: Role, member: MemberRecord) {
  const app = await openMembers(role, `/users?search=${encodeURIComponent(member.member_id)}`)
  await screen.findByRole('link', { name: fullName(member) })
  return app
}

/** The table row that shows `member`. */
export function rowOf(member: MemberRecord): HTMLElement {
  const row = screen.getByRole('link', { name: fullName(member) }).closest('tr')
  if (!row) throw new Error(`No row for ${fullName(member)}`)
  return row
}

export function rowButtons(member: MemberRecord): string[] {
  return within(rowOf(member))
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
}

export interface SeenRequest {
  method: string
  path: string
  search: URLSearchParams
  contentType: string
  /** The multipart fields (files by name) or the JSON body; null otherwise. */
  body: Promise<Record<string, string> | null>
}

async function readBody(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    const fields: Record<string, string> = {}
    for (const [key, value] of form.entries()) fields[key] = typeof value === 'string' ? value : `file:${value.name}`
    return fields
  }
  if (type.includes('application/json')) return (await request.json()) as Record<string, string>
  return null
}

/** Every API request from now on, with its body, until the test ends. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/')) return
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      contentType: request.headers.get('content-type') ?? '',
      body: readBody(request.clone()),
    })
  })
  return seen
}
