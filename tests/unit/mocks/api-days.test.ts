import { dashboardStats } from '@mocks/domain/dashboard'
import { filterRows } from '@mocks/domain/list-query'
import { Database, freshSeedState } from '@mocks/state/database'

// The API counts a record on the day of its zone (Laravel's app timezone; README asks for the
// cooperative's). The mock takes the browser's zone, so the days it counts are the days the console
// shows: a loan made at 00:17 in Gaborone is one of that day's, not of the UTC day before.
describe("the mock API's days", () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  const loan = { id: 100, status: 'pending', created_at: '2026-11-29T22:17:27.000000Z' }
  const spec = { searchable: () => [] }

  it.each([
    ['Africa/Gaborone', '2026-11-30'],
    ['UTC', '2026-11-29'],
  ])('list a record by its day in %s (from_date and to_date %s)', (zone, day) => {
    process.env.TZ = zone
    expect(filterRows([loan], { search: null, status: null, fromDate: day, toDate: day }, spec)).toEqual([loan])
  })

  it("draws today's bar after midnight in Gaborone, while it is still yesterday in UTC", () => {
    process.env.TZ = 'Africa/Gaborone'
    const db = new Database(
      freshSeedState({ now: new Date('2026-11-30T22:30:00Z'), sizes: { members: 20, loans: 20, kyc: 20 } }),
      () => {},
    )
    const stats = dashboardStats(db, 'daily')
    expect(stats.loan_applications_chart.at(-1)?.period).toBe('2026-12-01')
    expect(stats.loan_applications_chart).toHaveLength(60)
  })
})
