import type { DashboardStats } from '@/schemas/dashboard'

export interface LoanStatusShare {
  label: 'Pending' | 'Approved' | 'Rejected'
  count: number
  /** Whole percent of all loans; total_loans also counts verified loans, so the three need not add to 100. */
  percent: number
}

export function shareOf(count: number, total: number): number {
  if (total <= 0 || !Number.isFinite(count)) return 0
  return Math.min(100, Math.max(0, Math.round((count / total) * 100)))
}

export function loanStatusShares(
  stats: Pick<DashboardStats, 'pending_loans' | 'approved_loans' | 'rejected_loans' | 'total_loans'>,
): LoanStatusShare[] {
  const total = stats.total_loans
  return [
    { label: 'Pending', count: stats.pending_loans, percent: shareOf(stats.pending_loans, total) },
    { label: 'Approved', count: stats.approved_loans, percent: shareOf(stats.approved_loans, total) },
    { label: 'Rejected', count: stats.rejected_loans, percent: shareOf(stats.rejected_loans, total) },
  ]
}
