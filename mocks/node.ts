import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import * as controls from './controls'
import { store } from './state/store'
import type { Database, DatabaseOptions, RecordedNotification } from './state/database'
import { demoAccounts } from './demo-accounts'
import { findUserByCredentials } from './state/users'
import type { Role, UserRecord } from './types'

// The mock API for Vitest (jsdom): the same handlers and state as the browser worker, in one
// process, without the storage the browser's tabs share.

// What the console's own host serves beside the app, here as after no deploy: version.json naming the
// running build (src/lib/console-version.ts). A test of a deploy answers another build with server.use().
const staticHost = [http.get('/version.json', () => HttpResponse.json({ build: __CONSOLE_BUILD__ }))]

export const server = setupServer(...handlers, ...staticHost)

export type ResetOptions = DatabaseOptions

export { demoAccounts }
/**
 * A rendered app's QA panel subscribes to the QA controls and the sessions, so a change a test makes to
 * them is an update from outside React, which React wants inside act() as it does a click. With nothing
 * rendered, act() has nothing to do.
 */
function inAct<Args extends unknown[]>(change: (...args: Args) => Promise<unknown>): (...args: Args) => void {
  // In Node a change applies at once (one process, no other tab to wait for); its promise is for the browser.
  return (...args) =>
    act(() => {
      void change(...args)
    })
}

export const setMockControls = inAct(controls.setMockControls)
export const addFailure = inAct(controls.addFailure)
export const removeFailure = inAct(controls.removeFailure)
export const expireSession = inAct(controls.expireSession)
export const getMockControls = controls.getMockControls
export type { FailureMode, FailureRule, MockControls } from './controls'
export type { Database, RecordedNotification } from './state/database'
export type * from './types'

// Fresh seed (optionally anchored at `now` or resized), no sessions, no QA controls, and no
// XSRF-TOKEN cookie in the document, so every test starts signed out and token-less.
export function resetMockApi(options: ResetOptions = {}): void {
  act(() => store.resetAll(options))
  if (typeof document !== 'undefined') document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/'
}

// The live database, for assertions. It is replaced by resetMockApi(), so call it each time.
export function mockDb(): Database {
  return store.db
}

export function recordedNotifications(): readonly RecordedNotification[] {
  return store.db.notifications
}

const origin = (): string => (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin)

function xsrfFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
  const raw = cookie?.slice('XSRF-TOKEN='.length).split(';')[0]
  if (!raw) throw new Error('The CSRF cookie call set no XSRF-TOKEN')
  return decodeURIComponent(raw)
}

// Signs in through the real flow (csrf cookie, then login), so the session and XSRF cookies are
// exactly the ones a client would hold. QA controls are set aside while it runs.
export async function signInForTest(role: Role | null = 'admin'): Promise<UserRecord> {
  const account = demoAccounts.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`No demo account with role ${String(role)}`)
  const saved = getMockControls()
  setMockControls({ latencyMs: 0, failures: [], rateLimit: 0 })
  try {
    const csrf = await fetch(`${origin()}/sanctum/csrf-cookie`, { credentials: 'include' })
    const login = await fetch(`${origin()}/api/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfFrom(csrf) },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    if (login.status !== 204) throw new Error(`Test sign-in failed with ${login.status}`)
  } finally {
    setMockControls(saved)
  }
  const user = findUserByCredentials(account.email, account.password)
  if (!user) throw new Error('Demo user missing')
  return user
}
