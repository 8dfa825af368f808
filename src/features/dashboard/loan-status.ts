import type { DashboardStats } from '@/schemas/dashboard'

export interface LoanStatusShare {
  label: 'Pending' | 'Verified' | 'Approved' | 'Rejected'
  count: number
  /** Whole percent of all loans. */
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
  // The API counts every status but verified; total_loans includes them. The loan machine has no other
  // status, so the rest of the total are the verified loans awaiting approval, and the bars add up.
  const verified = Math.max(0, total - stats.pending_loans - stats.approved_loans - stats.rejected_loans)
  return [
    { label: 'Pending', count: stats.pending_loans, percent: shareOf(stats.pending_loans, total) },
    { label: 'Verified', count: verified, percent: shareOf(verified, total) },
    { label: 'Approved', count: stats.approved_loans, percent: shareOf(stats.approved_loans, total) },
    { label: 'Rejected', count: stats.rejected_loans, percent: shareOf(stats.rejected_loans, total) },
  ]
}
