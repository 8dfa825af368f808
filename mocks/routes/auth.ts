import { authedRoute, publicRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { validationError } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import { findUserByCredentials } from '../state/users'
import { store } from '../state/store'
import { isEmail } from '../domain/rules'

const failedLogin = 'These credentials do not match our records.'

export const authRoutes: MockRoute[] = [
  // Sanctum's CsrfCookieController: the session middleware around it sets both cookies.
  publicRoute('get', '/sanctum/csrf-cookie', { group: 'auth.csrf', kind: 'empty' }, async () => ({ status: 204 })),

  publicRoute('post', '/api/login', { group: 'auth.login', kind: 'empty' }, async (context) => {
    const { input } = await context.input()
    const email = typeof input.email === 'string' ? input.email : null
    const password = typeof input.password === 'string' ? input.password : null
    const errors: FieldErrors = {}
    if (email === null) errors.email = ['The email field is required.']
    else if (!isEmail(email)) errors.email = ['The email field must be a valid email address.']
    if (password === null) errors.password = ['The password field is required.']
    if (Object.keys(errors).length > 0) throw validationError(errors)
    const user = findUserByCredentials(email ?? '', password ?? '')
    if (!user) throw validationError({ email: [failedLogin] })
    return { status: 204, session: store.sessions.regenerate(context.session, user.id) }
  }),

  authedRoute('get', '/api/user', { group: 'auth.user', kind: 'user' }, async ({ user }) => ({ json: { ...user } })),

  authedRoute('post', '/api/logout', { group: 'auth.logout', kind: 'empty' }, async (context) => ({
    status: 204,
    session: store.sessions.invalidate(context.session),
  })),
]
