import * as z from 'zod/mini'

/** Longer names would not fit a tab. */
export const VIEW_NAME_MAX = 40

/** The 'Save view' dialog: the name the view is kept under on this device. */
export const SaveViewFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'View name is required' }),
      z.maxLength(VIEW_NAME_MAX, { error: `View name must be at most ${VIEW_NAME_MAX} characters` }),
    ),
})

export type SaveViewFormValues = z.infer<typeof SaveViewFormSchema>
