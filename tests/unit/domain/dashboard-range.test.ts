import { isCalendarDay } from '@/domain/calendar-day'
import {
  customRangeProblem,
  customWindow,
  DASHBOARD_RANGES,
  filterForRange,
  periodsInWindow,
  presetWindow,
} from '@/domain/dashboard-range'

describe('filterForRange', () => {
  it('maps 7, 14 and 30 days to daily, weekly and monthly, and custom to daily', () => {
    expect(filterForRange(7)).toBe('daily')
    expect(filterForRange(14)).toBe('weekly')
    expect(filterForRange(30)).toBe('monthly')
    expect(filterForRange('custom')).toBe('daily')
  })

  it('offers the spec labels in order', () => {
    expect(DASHBOARD_RANGES.map((range) => range.label)).toEqual([
      'Last 7 Days',
      'Last 14 Days',
      'Last 30 Days',
      'Custom Range',
    ])
  })
})

describe('custom range rules', () => {
  it('only an inverted range is a problem; the same day twice is fine', () => {
    expect(customRangeProblem('2025-03-10', '2025-03-09')).toBe('from-after-to')
    expect(customRangeProblem('2025-03-10', '2025-03-10')).toBeNull()
    expect(customRangeProblem('2025-03-01', '2025-03-10')).toBeNull()
    expect(customRangeProblem('2025-03-10', '')).toBeNull()
    expect(customRangeProblem('', '2025-03-10')).toBeNull()
  })

  it('applies a window only with two valid dates in order', () => {
    expect(customWindow('2025-03-01', '2025-03-10')).toEqual({ from: '2025-03-01', to: '2025-03-10' })
    expect(customWindow('2025-03-10', '2025-03-01')).toBeNull()
    expect(customWindow('2025-03-01', undefined)).toBeNull()
    expect(customWindow(undefined, '2025-03-01')).toBeNull()
    expect(customWindow('2025-03', '2025-04')).toBeNull()
  })

  it('recognises calendar dates', () => {
    expect(isCalendarDay('2025-03-01')).toBe(true)
    expect(isCalendarDay('2025-03')).toBe(false)
    expect(isCalendarDay('2025-03-01T00:00:00Z')).toBe(false)
  })
})

describe('periodsInWindow', () => {
  const daily = ['2025-02-28', '2025-03-01', '2025-03-02', '2025-03-03'].map((period, total) => ({ period, total }))

  it('keeps the days inside the window, both ends included', () => {
    expect(periodsInWindow(daily, { from: '2025-03-01', to: '2025-03-02' }).map((point) => point.period)).toEqual([
      '2025-03-01',
      '2025-03-02',
    ])
  })

  it('can leave nothing, which is an empty chart, not an error', () => {
    expect(periodsInWindow(daily, { from: '2024-01-01', to: '2024-01-31' })).toEqual([])
  })

  it('keeps everything without a window, or when the periods are not dates', () => {
    expect(periodsInWindow(daily, null)).toEqual(daily)
    const monthly = [
      { period: '2025-02', total: 1 },
      { period: '2025-03', total: 2 },
    ]
    expect(periodsInWindow(monthly, { from: '2025-03-01', to: '2025-03-31' })).toEqual(monthly)
  })
})

describe('presetWindow', () => {
  it('keeps the seven days ending today for Last 7 Days', () => {
    expect(presetWindow(7, new Date(2026, 2, 3))).toEqual({ from: '2026-02-25', to: '2026-03-03' })
  })

  it('leaves the weekly and monthly presets as the server aggregated them', () => {
    expect(presetWindow(14, new Date(2026, 2, 3))).toBeNull()
    expect(presetWindow(30, new Date(2026, 2, 3))).toBeNull()
  })

  it('cuts a daily series to the window', () => {
    const series = ['2026-02-24', '2026-02-25', '2026-03-03', '2026-03-04'].map((period) => ({ period, total: 1 }))
    const window = presetWindow(7, new Date(2026, 2, 3))
    expect(periodsInWindow(series, window).map((point) => point.period)).toEqual(['2026-02-25', '2026-03-03'])
  })
})
