import { linkOptions } from '@tanstack/react-router'
import type { FigureFilters } from '@/api/dashboard/dashboard-figures'
import type { FigureKind } from '@/domain/dashboard-figures'

/**
 * The one place a dashboard figure becomes a link: the kind's list with the filters that produce the
 * figure, so the list's 'N records' is the figure. Every count on the page is built here; each opens
 * its list oldest first (DESIGN section 12), so the record that has waited longest is on top.
 */
export function dashboardListLink(kind: FigureKind, filters: FigureFilters) {
  const search = {
    status: filters.status,
    from_date: filters.from_date,
    to_date: filters.to_date,
    first: 'oldest' as const,
  }
  if (kind === 'loans') return linkOptions({ to: '/loans', search })
  if (kind === 'kyc') return linkOptions({ to: '/kyc', search })
  return linkOptions({ to: '/users', search })
}

/** The record itself (the oldest one waiting): its details screen, outside any list's queue. */
export function dashboardRecordLink(kind: FigureKind, id: number) {
  const to = kind === 'loans' ? '/loans/$id' : kind === 'kyc' ? '/kyc/$id' : '/users/$id'
  return linkOptions({ to, params: { id: String(id) } })
}
