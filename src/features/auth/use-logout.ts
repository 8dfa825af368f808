import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { signOut } from '@/api/auth/session'

/** Logout from anywhere in the console: signs out whatever the server says, then the login page. */
export function useLogout() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: () => signOut(queryClient),
    // Replace, so Back from the login page does not land on a console page.
    onSettled: () => router.navigate({ to: '/login', replace: true }),
  })
}
