import * as z from 'zod/mini'
import { CurrentUserSchema, type CurrentUser } from '@/schemas/user'
import { apiRequest } from '../client'
import { isApiError } from '../errors'
import { clearStoredSession, storeUser } from './stored-session'

const NoContentSchema = z.unknown()

/** Who is signed in, and the calls that change it: their 401 is an answer, never work to resume. */
const SIGN_IN_CALL = { resumable: false } as const

export interface Credentials {
  email: string
  password: string
}

/** Laravel's answers that mean no session: 401, or 419 even after a fresh XSRF cookie. */
const NO_SESSION_STATUSES = [401, 419]

/**
 * The current user, or null when there is no session. Only a lost session signs anyone out (DESIGN
 * section 9): every other failure (a 429, a 5xx, a dropped connection, a 403 or 404, an answer that
 * breaks the schema) is thrown for the query to retry, and whoever was signed in stays signed in. A
 * page that got the console's HTML for its check (a mock not yet serving the tab) must not sign out.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiRequest('get', 'api/user', CurrentUserSchema, SIGN_IN_CALL)
    storeUser(user)
    return user
  } catch (error) {
    if (!NO_SESSION_STATUSES.some((status) => isApiError(error, status))) throw error
    clearStoredSession()
    return null
  }
}

export async function postLogin(credentials: Credentials): Promise<void> {
  await apiRequest('post', 'api/login', NoContentSchema, { ...SIGN_IN_CALL, json: credentials })
}

export async function postLogout(): Promise<void> {
  await apiRequest('post', 'api/logout', NoContentSchema, SIGN_IN_CALL)
}
