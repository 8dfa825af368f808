import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { forgetEndedSession } from '@/api/auth/session'
import * as z from 'zod/mini'
import { LoginScreen } from '@/features/auth/LoginScreen'

const LoginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['expired', 'other-user', 'signed-out'])), undefined),
})

// The form always shows, even when Laravel still holds a session: after a logout whose server call
// failed, forwarding into the console would undo the sign-out the user just asked for.
export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  // Once the console's screens are gone (one still drawn as it was left could have made its queries again).
  onEnter: ({ context }: { context: { queryClient: QueryClient } }) => forgetEndedSession(context.queryClient),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo, reason } = Route.useSearch()
  return <LoginScreen redirectTo={redirectTo} sessionEnd={reason} />
}
