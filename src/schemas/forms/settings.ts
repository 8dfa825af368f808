import * as z from 'zod/mini'

/** Account Settings (SPEC section 5). Current password may stay empty: nothing is sent anywhere. */
export const SettingsFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, { error: 'Name must be at least 2 characters' })),
  email: z.string().check(z.trim(), z.includes('@', { error: 'Invalid email' })),
  phone: z.string().check(z.trim(), z.minLength(8, { error: 'Phone number must be at least 8 characters' })),
  currentPassword: z.string(),
})

export type SettingsFormValues = z.infer<typeof SettingsFormSchema>
