import * as z from 'zod/mini'
import { isRole, ROLES } from '@/domain/permissions'
import { integerId, nullableText } from './laravel'

/** Roles are compared exactly by the permission matrix, so a role we do not know grants nothing. */
const role = z.pipe(
  z.transform((value: unknown) => {
    const normalised = typeof value === 'string' ? value.trim().toLowerCase() : value
    return isRole(normalised) ? normalised : null
  }),
  z.nullable(z.enum(ROLES)),
)

/** The signed-in staff user from `GET /api/user`; only the name is shown and the role is checked. `zod/mini`: the login route needs it. */
export const CurrentUserSchema = z.object({
  id: integerId,
  name: nullableText,
  email: nullableText,
  role,
})

export type CurrentUser = z.infer<typeof CurrentUserSchema>
