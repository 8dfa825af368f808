import * as z from 'zod/mini'
import { CurrentUserSchema, type CurrentUser } from '@/schemas/user'
import { apiRequest } from '../client'
import { clearStoredSession, storeUser } from './stored-session'

const NoContentSchema = z.unknown()

export interface Credentials {
  email: string
  password: string
}

/** The current user, or null when there is no session: a failed fetch means signed out, silently. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiRequest('get', 'api/user', CurrentUserSchema)
    storeUser(user)
    return user
  } catch {
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
