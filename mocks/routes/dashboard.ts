import { authedRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { forbidden, validationError } from '../http/errors'
import { dashboardStats } from '../domain/dashboard'
import type { DashboardFilter } from '../domain/dashboard'

const filters: readonly DashboardFilter[] = ['daily', 'weekly', 'monthly']

export const dashboardRoutes: MockRoute[] = [
  authedRoute('get', '/api/dashboard-stats', { group: 'dashboard', kind: 'dashboard' }, async ({ url, user, db }) => {
    // Not in the permission table; any staff role may see it, an account without a role may not.
    if (user.role === null) throw forbidden()
    const raw = url.searchParams.get('filter') ?? 'daily'
    const filter = filters.find((candidate) => candidate === raw)
    if (!filter) throw validationError({ filter: ['The selected filter is invalid.'] })
    return { json: dashboardStats(db, filter) }
  }),
]
