import type { Database } from '../state/database'
import { apiDay, parseWireDate, startOfApiDay } from '../time'

export type DashboardFilter = 'daily' | 'weekly' | 'monthly'

interface Point {
  period: string
  total: number
}

// Buckets: the last 60 days, the last 12 weeks (keyed by Monday) or the last 12 months, in the API's zone.
function periods(filter: DashboardFilter, now: Date): { keys: string[]; keyOf(date: Date): string } {
  if (filter === 'daily') {
    return {
      keys: Array.from({ length: 60 }, (_, index) => apiDay(startOfApiDay(now, index - 59))),
      keyOf: apiDay,
    }
  }
  if (filter === 'weekly') {
    const monday = (date: Date): Date => startOfApiDay(date, -((date.getDay() + 6) % 7))
    const thisWeek = monday(now)
    return {
      keys: Array.from({ length: 12 }, (_, index) => apiDay(startOfApiDay(thisWeek, (index - 11) * 7))),
      keyOf: (date) => apiDay(monday(date)),
    }
  }
  const monthKey = (date: Date): string => apiDay(date).slice(0, 7)
  return {
    keys: Array.from({ length: 12 }, (_, index) =>
      monthKey(new Date(now.getFullYear(), now.getMonth() - 11 + index, 1)),
    ),
    keyOf: monthKey,
  }
}

function series(rows: readonly { created_at: string }[], filter: DashboardFilter, now: Date): Point[] {
  const { keys, keyOf } = periods(filter, now)
  const totals = new Map(keys.map((key) => [key, 0]))
  for (const row of rows) {
    const created = parseWireDate(row.created_at)
    const key = created ? keyOf(created) : null
    const total = key === null ? undefined : totals.get(key)
    if (key !== null && total !== undefined) totals.set(key, total + 1)
  }
  return keys.map((period) => ({ period, total: totals.get(period) ?? 0 }))
}

// Which channel an application came in through; the tables have no such column, so it is
// derived from the id to stay stable across reloads.
const channelOf = (id: number): 'whatsapp' | 'facebook' | 'web' =>
  (['whatsapp', 'web', 'whatsapp', 'facebook', 'web'] as const)[(id * 7) % 5] ?? 'web'

// Everything is counted from the live tables, so an approval moves the numbers at once.
export function dashboardStats(db: Database, filter: DashboardFilter) {
  const now = db.now()
  const members = db.members.all()
  const loans = db.loans.all()
  const kyc = db.kyc.all()
  const count = <T extends { status: string }>(rows: readonly T[], ...statuses: string[]): number =>
    rows.filter((row) => statuses.includes(row.status)).length
  const today = apiDay(now)
  const approvedCents = loans
    .filter((loan) => loan.status === 'approved')
    .reduce((sum, loan) => sum + Math.round(Number(loan.amount_applied_for_in_numeric) * 100), 0)
  const channels = { whatsapp: 0, facebook: 0, web: 0 }
  for (const loan of loans) channels[channelOf(loan.id)]++
  return {
    active_members: count(members, 'active', 'approved'),
    pending_loans: count(loans, 'pending'),
    approved_loans: count(loans, 'approved'),
    rejected_loans: count(loans, 'rejected'),
    total_loans: loans.length,
    pending_kyc: count(kyc, 'pending'),
    verified_Kyc: count(kyc, 'verified'),
    newUsersToday: members.filter((member) => {
      const created = parseWireDate(member.created_at)
      return created !== null && apiDay(created) === today
    }).length,
    loan_volume: (approvedCents / 100).toFixed(2),
    loan_applications_chart: series(loans, filter, now),
    new_members_chart: series(members, filter, now),
    kyc_applications_chart: series(kyc, filter, now),
    channels,
  }
}
