import { isCalendarDay } from '@/domain/calendar-day'
import {
  customRangeProblem,
  customWindow,
  DASHBOARD_RANGES,
  dashboardWindow,
  presetWindow,
  previousWindow,
  seriesFilterFor,
  windowDays,
  windowStanding,
} from '@/domain/dashboard-range'

const TODAY = new Date(2026, 10, 25, 14, 30)

describe('the ranges', () => {
  it('offers the spec labels in order', () => {
    expect(DASHBOARD_RANGES.map((range) => range.label)).toEqual([
      'Last 7 Days',
      'Last 14 Days',
      'Last 30 Days',
      'Custom Range',
    ])
  })

  it('makes Last N Days the N days ending today, today included', () => {
    expect(presetWindow(7, TODAY)).toEqual({ from: '2026-11-19', to: '2026-11-25' })
    expect(presetWindow(14, TODAY)).toEqual({ from: '2026-11-12', to: '2026-11-25' })
    expect(presetWindow(30, TODAY)).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    // Across a month and a year.
    expect(presetWindow(7, new Date(2027, 0, 3))).toEqual({ from: '2026-12-28', to: '2027-01-03' })
  })

  it('takes a custom window only once applied with two valid dates in order', () => {
    expect(dashboardWindow({ range: 14 }, TODAY)).toEqual({ from: '2026-11-12', to: '2026-11-25' })
    expect(dashboardWindow({ range: 'custom', from: '2026-08-01', to: '2026-09-15' }, TODAY)).toEqual({
      from: '2026-08-01',
      to: '2026-09-15',
    })
    expect(dashboardWindow({ range: 'custom' }, TODAY)).toBeNull()
    expect(customWindow('2025-03-10', '2025-03-01')).toBeNull()
    expect(customWindow('2025-03-01', undefined)).toBeNull()
    expect(customWindow('2025-03', '2025-04')).toBeNull()
  })

  it('finds only an inverted range a problem; the same day twice is fine', () => {
    expect(customRangeProblem('2025-03-10', '2025-03-09')).toBe('from-after-to')
    expect(customRangeProblem('2025-03-10', '2025-03-10')).toBeNull()
    expect(customRangeProblem('2025-03-10', '')).toBeNull()
    expect(isCalendarDay('2025-03-01T00:00:00Z')).toBe(false)
  })
})

describe('a window', () => {
  it('counts its days, both ends included', () => {
    expect(windowDays({ from: '2026-11-12', to: '2026-11-25' })).toBe(14)
    expect(windowDays({ from: '2026-11-25', to: '2026-11-25' })).toBe(1)
  })

  it('counts whole days through a change to summer time', () => {
    const originalZone = process.env.TZ
    onTestFinished(() => {
      if (originalZone === undefined) delete process.env.TZ
      else process.env.TZ = originalZone
    })
    process.env.TZ = 'America/New_York'
    // The clocks went forward on March 8, 2026: that day was 23 hours long.
    expect(new Date(2026, 2, 9).getTimezoneOffset()).not.toBe(new Date(2026, 2, 7).getTimezoneOffset())
    expect(windowDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31)
    expect(previousWindow({ from: '2026-03-08', to: '2026-03-14' })).toEqual({ from: '2026-03-01', to: '2026-03-07' })
    expect(presetWindow(7, new Date(2026, 2, 10, 0, 30))).toEqual({ from: '2026-03-04', to: '2026-03-10' })
  })

  it('has as its base the window of the same length just before it', () => {
    expect(previousWindow({ from: '2026-11-12', to: '2026-11-25' })).toEqual({ from: '2026-10-29', to: '2026-11-11' })
    expect(previousWindow({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' })
    expect(previousWindow({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2025-12-01', to: '2025-12-31' })
  })

  it('is running while it holds today, past once it ended, ahead while it has not begun', () => {
    expect(windowStanding({ from: '2026-11-12', to: '2026-11-25' }, TODAY)).toBe('running')
    expect(windowStanding({ from: '2026-11-12', to: '2026-11-30' }, TODAY)).toBe('running')
    expect(windowStanding({ from: '2026-11-25', to: '2026-11-25' }, TODAY)).toBe('running')
    expect(windowStanding({ from: '2026-11-12', to: '2026-11-24' }, TODAY)).toBe('past')
    expect(windowStanding({ from: '2026-11-26', to: '2026-12-10' }, TODAY)).toBe('ahead')
  })
})

describe('seriesFilterFor', () => {
  it('draws the presets day by day', () => {
    for (const range of [7, 14, 30] as const) expect(seriesFilterFor(presetWindow(range, TODAY), TODAY)).toBe('daily')
  })

  it('takes the finest series that reaches back to the first day: 60 days, 12 weeks, then months', () => {
    expect(seriesFilterFor({ from: '2026-09-27', to: '2026-10-01' }, TODAY)).toBe('daily')
    expect(seriesFilterFor({ from: '2026-09-26', to: '2026-10-01' }, TODAY)).toBe('weekly')
    // Nov 25, 2026 is a Wednesday: this week began on Monday Nov 23, the twelfth week back on Sep 7.
    expect(seriesFilterFor({ from: '2026-09-07', to: '2026-09-08' }, TODAY)).toBe('weekly')
    expect(seriesFilterFor({ from: '2026-09-06', to: '2026-09-08' }, TODAY)).toBe('monthly')
  })
})
