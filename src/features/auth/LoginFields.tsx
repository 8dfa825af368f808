import { LoginThrottledError } from '@/api/auth/session'
import { TextField } from '@/components/forms/TextField'
import type { LoginForm } from './use-login-form'

/**
 * Email and password, as the login page and the sign-in over an expired page both ask for them.
 * `firstFocus` marks the field a dialog focuses when it opens: the sign-in over a page knows the
 * email, so the work starts at the password.
 */
export function LoginFields({ form, firstFocus }: { form: LoginForm; firstFocus?: 'email' | 'password' }) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={form.errors.email}
        data-autofocus={firstFocus === 'email' || undefined}
        {...form.field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        data-autofocus={firstFocus === 'password' || undefined}
        {...form.field('password')}
      />
    </>
  )
}

/** Why a sign-in failed: the server's words when it throttled the login, otherwise the spec's text. */
export function LoginFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800">
      {error instanceof LoginThrottledError ? error.message : 'Invalid credentials'}
    </p>
  )
}
