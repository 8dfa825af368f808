import { bucketsInWindow } from '@/domain/dashboard-buckets'

const TODAY = new Date(2026, 10, 25, 14, 30)

describe('bucketsInWindow', () => {
  it('keeps the days inside the window and marks today as unfinished', () => {
    const series = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-24', '2026-11-25'].map((period, total) => ({
      period,
      total,
    }))
    const buckets = bucketsInWindow(series, 'daily', { from: '2026-11-19', to: '2026-11-25' }, TODAY)
    expect(buckets.map((bucket) => [bucket.period, bucket.total, bucket.unfinished, bucket.partial])).toEqual([
      ['2026-11-19', 2, false, false],
      // Days the API left out between two it sent had nothing in them.
      ['2026-11-20', 0, false, false],
      ['2026-11-21', 0, false, false],
      ['2026-11-22', 0, false, false],
      ['2026-11-23', 0, false, false],
      ['2026-11-24', 3, false, false],
      ['2026-11-25', 4, true, false],
    ])
  })

  it('keeps the weeks that overlap the window and marks those it cuts', () => {
    const series = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((period, index) => ({
      period,
      total: 10 + index,
    }))
    const buckets = bucketsInWindow(series, 'weekly', { from: '2026-11-12', to: '2026-11-25' }, TODAY)
    expect(buckets).toEqual([
      { period: '2026-11-09', total: 11, from: '2026-11-09', to: '2026-11-15', unfinished: false, partial: true },
      { period: '2026-11-16', total: 12, from: '2026-11-16', to: '2026-11-22', unfinished: false, partial: false },
      { period: '2026-11-23', total: 13, from: '2026-11-23', to: '2026-11-29', unfinished: true, partial: true },
    ])
  })

  it('reads months as `YYYY-MM`', () => {
    const series = [
      { period: '2026-07', total: 4 },
      { period: '2026-08', total: 13 },
      { period: '2026-09', total: 5 },
      { period: '2026-11', total: 2 },
    ]
    const buckets = bucketsInWindow(series, 'monthly', { from: '2026-08-01', to: '2026-09-15' }, TODAY)
    expect(buckets.map((bucket) => [bucket.period, bucket.from, bucket.to, bucket.partial])).toEqual([
      ['2026-08', '2026-08-01', '2026-08-31', false],
      ['2026-09', '2026-09-01', '2026-09-30', true],
    ])
  })

  it('shows nothing for a window the series does not reach, and ignores periods it cannot place', () => {
    const series = [
      { period: '2026-11-24', total: 1 },
      { period: 'last week', total: 9 },
    ]
    expect(bucketsInWindow(series, 'daily', { from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual([])
    expect(bucketsInWindow([], 'daily', { from: '2026-11-19', to: '2026-11-25' }, TODAY)).toEqual([])
    expect(bucketsInWindow(series, 'daily', { from: '2026-11-19', to: '2026-11-25' }, TODAY)).toHaveLength(1)
  })
})
