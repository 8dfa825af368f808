import * as z from 'zod/mini'
import { CurrentUserSchema, type CurrentUser } from '@/schemas/user'
import { apiRequest } from '../client'
import { isApiError, isTransientFailure } from '../errors'
import { clearStoredSession, storeUser } from './stored-session'

const NoContentSchema = z.unknown()

export interface Credentials {
  email: string
  password: string
}

/**
 * The current user, or null when there is no session. Only a lost session signs anyone out (DESIGN
 * section 9): a 429, a 5xx or a dropped connection is thrown for the query to retry, and whoever was
 * signed in stays signed in. Any other failure means signed out, silently.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiRequest('get', 'api/user', CurrentUserSchema)
    storeUser(user)
    return user
  } catch (error) {
    if (isApiError(error, 429) || isTransientFailure(error)) throw error
    clearStoredSession()
    return null
  }
}

export async function postLogin(credentials: Credentials): Promise<void> {
  await apiRequest('post', 'api/login', NoContentSchema, { json: credentials })
}

export async function postLogout(): Promise<void> {
  await apiRequest('post', 'api/logout', NoContentSchema)
}
