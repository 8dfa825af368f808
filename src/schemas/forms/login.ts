import * as z from 'zod/mini'

/** SPEC section 5: both fields required; the server decides whether they are right. `zod/mini` keeps the login route small. */
export const LoginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: 'Email is required' })),
  password: z.string().check(z.minLength(1, { error: 'Password is required' })),
})

export type LoginFormValues = z.infer<typeof LoginFormSchema>
