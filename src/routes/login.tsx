import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginScreen } from '@/features/auth/LoginScreen'

const LoginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['expired', 'other-user'])), undefined),
})

// The form always shows, even when Laravel still holds a session: after a logout whose server call
// failed, forwarding into the console would undo the sign-out the user just asked for.
export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo, reason } = Route.useSearch()
  return <LoginScreen redirectTo={redirectTo} sessionEnd={reason} />
}
