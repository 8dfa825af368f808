import { useId } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { abandonSession, resumeSession } from '@/api/auth/session'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { CurrentUser } from '@/schemas/user'
import type { LoginFormValues } from '@/schemas/forms/login'
import { LoginFailure, LoginFields } from './LoginFields'
import { useLoginForm } from './use-login-form'

export const SESSION_EXPIRED_OVER_WORK = 'Your session has expired. Sign in to continue.'

/** The sign-in form over the page; what it resumes or ends is the session layer's (api/auth/session.ts). */
export function ReauthenticationDialog({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient()
  const formId = useId()
  const login = useMutation({
    mutationFn: (values: LoginFormValues) => resumeSession(queryClient, values),
  })
  const form = useLoginForm((values) => login.mutate(values), { email: user.email ?? '', password: '' })

  return (
    <Modal
      title="Sign in to continue"
      // Only Cancel leaves: an Escape or a stray click on the backdrop must not send the user to /login.
      onClose={abandonSession}
      dismissible={false}
      footer={
        <>
          <Button onClick={abandonSession} disabled={login.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.onSubmit} aria-label="Sign in" className="space-y-4">
        <p role="status" className="rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {SESSION_EXPIRED_OVER_WORK}
        </p>
        {login.isError && <LoginFailure error={login.error} />}
        <LoginFields form={form} firstFocus={user.email ? 'password' : 'email'} />
      </form>
    </Modal>
  )
}
