import { formatTrend, trendOf } from '@/domain/trends'

const series = (...totals: number[]) => totals.map((total, index) => ({ period: `2025-03-0${index + 1}`, total }))

describe('trendOf', () => {
  it('compares the last two periods only', () => {
    expect(trendOf(series(1000, 10, 12))).toEqual({ percent: 20, direction: 'up' })
    expect(trendOf(series(5, 4))).toEqual({ percent: -20, direction: 'down' })
    expect(trendOf(series(7, 7))).toEqual({ percent: 0, direction: 'flat' })
  })

  it('rounds to whole percent, halves away from zero, and never shows -0', () => {
    expect(trendOf(series(3, 4))).toEqual({ percent: 33, direction: 'up' })
    expect(trendOf(series(3, 2))).toEqual({ percent: -33, direction: 'down' })
    expect(trendOf(series(200, 205))).toEqual({ percent: 3, direction: 'up' })
    expect(trendOf(series(200, 195))).toEqual({ percent: -3, direction: 'down' })
    expect(trendOf(series(1000, 999))).toEqual({ percent: 0, direction: 'flat' })
    expect(Object.is(trendOf(series(1000, 999))?.percent, -0)).toBe(false)
  })

  it('has no basis with fewer than two periods or a previous period of zero', () => {
    expect(trendOf([])).toBeNull()
    expect(trendOf(series(5))).toBeNull()
    expect(trendOf(series(4, 0, 3))).toBeNull()
    expect(trendOf(series(0, 0))).toBeNull()
  })

  it('reports a fall to zero as -100%', () => {
    expect(trendOf(series(8, 0))).toEqual({ percent: -100, direction: 'down' })
  })
})

describe('formatTrend', () => {
  it('writes the sign and the DESIGN wording', () => {
    expect(formatTrend({ percent: 12, direction: 'up' })).toBe('+12% from previous period')
    expect(formatTrend({ percent: -5, direction: 'down' })).toBe('-5% from previous period')
    expect(formatTrend({ percent: 0, direction: 'flat' })).toBe('0% from previous period')
  })
})
