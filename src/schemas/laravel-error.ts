import * as z from 'zod/mini'

/**
 * An error body: 422 `{message, errors: {field: [...]}}`, or just `{message}` (404, 419, 500).
 * `zod/mini`, like everything the API client needs on the login route (see laravel.ts).
 */
export const LaravelErrorSchema = z.object({
  message: z.string(),
  errors: z.pipe(
    // An empty PHP array encodes as `[]`, so a message bag with nothing in it arrives as a list.
    z.transform((errors: unknown) => (Array.isArray(errors) && errors.length === 0 ? null : errors)),
    z.pipe(
      z.nullish(z.record(z.string(), z.array(z.string()))),
      z.transform((errors) => errors ?? {}),
    ),
  ),
})

export type LaravelError = z.infer<typeof LaravelErrorSchema>
