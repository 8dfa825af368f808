import { formatWindowChange, windowChange, windowChangeParts } from '@/domain/trends'

describe('windowChange', () => {
  it('compares a window with its base', () => {
    expect(windowChange(12, 10)).toEqual({ percent: 20, direction: 'up' })
    expect(windowChange(4, 5)).toEqual({ percent: -20, direction: 'down' })
    expect(windowChange(7, 7)).toEqual({ percent: 0, direction: 'flat' })
    expect(windowChange(0, 8)).toEqual({ percent: -100, direction: 'down' })
  })

  it('rounds to whole percent, halves away from zero, and never shows -0', () => {
    expect(windowChange(4, 3)).toEqual({ percent: 33, direction: 'up' })
    expect(windowChange(2, 3)).toEqual({ percent: -33, direction: 'down' })
    expect(windowChange(205, 200)).toEqual({ percent: 3, direction: 'up' })
    expect(windowChange(195, 200)).toEqual({ percent: -3, direction: 'down' })
    expect(Object.is(windowChange(999, 1000)?.percent, -0)).toBe(false)
  })

  it('has no percentage over a base of nothing', () => {
    expect(windowChange(3, 0)).toBeNull()
    expect(windowChange(0, 0)).toBeNull()
  })
})

describe('formatWindowChange', () => {
  it('names the base and shows both counts', () => {
    expect(formatWindowChange(23, 17, 14)).toBe('+35% vs the previous 14 days: 23 vs 17')
    expect(formatWindowChange(4, 5, 7)).toBe('-20% vs the previous 7 days: 4 vs 5')
    expect(formatWindowChange(5, 5, 1)).toBe('0% vs the previous day: 5 vs 5')
    expect(formatWindowChange(4, 0, 1)).toBe('4 vs 0 in the previous day')
    expect(formatWindowChange(1234, 1000, 30)).toBe('+23% vs the previous 30 days: 1,234 vs 1,000')
  })

  it('shows only the counts when the base is nothing', () => {
    expect(formatWindowChange(4, 0, 14)).toBe('4 vs 0 in the previous 14 days')
  })

  it('keeps the base count apart, so it can open its own list', () => {
    expect(windowChangeParts(23, 17, 14)).toEqual(['+35% vs the previous 14 days: 23 vs ', '17', ''])
    expect(windowChangeParts(4, 0, 14)).toEqual(['4 vs ', '0', ' in the previous 14 days'])
  })
})
