import { z } from 'zod'

/** Account Settings (SPEC section 5). Current password may stay empty: nothing is sent anywhere. */
export const SettingsFormSchema = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters' }),
  email: z.string().trim().includes('@', { error: 'Invalid email' }),
  phone: z.string().trim().min(8, { error: 'Phone number must be at least 8 characters' }),
  currentPassword: z.string(),
})

export type SettingsFormValues = z.infer<typeof SettingsFormSchema>
