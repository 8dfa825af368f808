import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { safeRedirectTarget } from '@/api/auth/redirect'
import { signIn, type SessionEndReason } from '@/api/auth/session'
import { Logo } from '@/components/ui/Logo'
import { DemoAccounts } from '@/mock-mode'
import type { LoginFormValues } from '@/schemas/forms/login'
import { LoginFailure, LoginFields } from './LoginFields'
import { useLoginForm } from './use-login-form'

interface LoginScreenProps {
  redirectTo: string | undefined
  /** Why the user was sent here, if the console did it. */
  sessionEnd: SessionEndReason | undefined
}

const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
  'signed-out': 'You signed out in another tab.',
  'other-user': 'You signed in as a different user, so the unsaved changes were not sent. Please sign in again.',
}

export function LoginScreen({ redirectTo, sessionEnd }: LoginScreenProps) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const login = useMutation({
    mutationFn: (values: LoginFormValues) => signIn(queryClient, values),
    onSuccess: () => router.history.push(safeRedirectTarget(redirectTo)),
  })
  const form = useLoginForm((values) => login.mutate(values))

  return (
    // Top-aligned, not centred: the demo accounts arrive after the form (their code loads on its own), and
    // a centred form moved up when they did, under a press on Login (a click lost between press and release).
    <main className="flex min-h-screen justify-center bg-gray-100 px-4 py-10 sm:pt-[12vh]">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2">
          <Logo />
          <h1 className="text-2xl font-semibold text-gray-900">Sign in to the console</h1>
        </div>
        <form
          noValidate
          onSubmit={form.onSubmit}
          className="space-y-4 rounded-lg bg-white p-6 shadow"
          aria-label="Sign in"
        >
          {sessionEnd && !login.isError && (
            <p
              role="status"
              className="rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {SESSION_END_MESSAGES[sessionEnd]}
            </p>
          )}
          {login.isError && <LoginFailure error={login.error} />}
          <LoginFields form={form} />
          <button
            type="submit"
            disabled={login.isPending}
            className="w-full rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 disabled:cursor-wait disabled:opacity-75"
          >
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </form>
        {DemoAccounts && (
          <DemoAccounts
            onPick={(email, password) => {
              form.setValue('email', email)
              form.setValue('password', password)
            }}
          />
        )}
      </div>
    </main>
  )
}
