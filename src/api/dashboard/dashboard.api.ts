import type { DashboardFilter } from '@/domain/dashboard-range'
import { DashboardStatsSchema, type DashboardStats } from '@/schemas/dashboard'
import { apiRequest, type RequestPriority } from '../client'

/** `GET /api/dashboard-stats?filter=...`: counts, series and (optionally) channels. */
export function fetchDashboardStats(
  filter: DashboardFilter,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<DashboardStats> {
  return apiRequest('get', 'api/dashboard-stats', DashboardStatsSchema, { searchParams: { filter }, signal, priority })
}
