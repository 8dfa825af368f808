import { queryOptions } from '@tanstack/react-query'
import type { DashboardFilter } from '@/domain/dashboard-range'
import { priorityOf } from '../query-priority'
import { fetchDashboardStats } from './dashboard.api'

/** Every dashboard key starts with `['dashboard']`, which the status mutations invalidate. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (filter: DashboardFilter) => [...dashboardKeys.all, 'stats', filter] as const,
}

export const dashboardQueries = {
  stats: (filter: DashboardFilter) =>
    queryOptions({
      queryKey: dashboardKeys.stats(filter),
      queryFn: ({ signal, meta }) => fetchDashboardStats(filter, signal, priorityOf(meta)),
    }),
}
