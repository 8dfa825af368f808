import { ageInDays, formatAge, isPastServiceLevel, serviceLevelCutoff } from '@/domain/queue-age'

const NOW = new Date(2026, 10, 25, 9, 30)

describe('ageInDays', () => {
  it('counts calendar days from the day it was created to today', () => {
    expect(ageInDays(new Date(2026, 10, 25, 8, 0), NOW)).toBe(0)
    // Yesterday evening is a day ago, however few hours that is.
    expect(ageInDays(new Date(2026, 10, 24, 23, 59), NOW)).toBe(1)
    expect(ageInDays(new Date(2026, 10, 13, 10, 0), NOW)).toBe(12)
    expect(ageInDays('2025-11-25', NOW)).toBe(365)
  })

  it('reads what the schemas hand on: an ISO instant, in the user’s own day', () => {
    const created = new Date(2026, 10, 18, 1, 15)
    expect(ageInDays(created.toISOString(), NOW)).toBe(7)
  })

  it('has no age without a valid created_at, and none below zero', () => {
    expect(ageInDays(null, NOW)).toBeNull()
    expect(ageInDays(undefined, NOW)).toBeNull()
    expect(ageInDays('yesterday', NOW)).toBeNull()
    expect(ageInDays(new Date(2026, 10, 26, 1, 0), NOW)).toBe(0)
  })
})

describe('the service level', () => {
  it('is passed only once a record has waited longer than it allows', () => {
    expect(isPastServiceLevel(7, 7)).toBe(false)
    expect(isPastServiceLevel(8, 7)).toBe(true)
    expect(isPastServiceLevel(1, 0)).toBe(true)
    expect(isPastServiceLevel(0, 0)).toBe(false)
  })

  it('has a cutoff day: the records created on or before it are exactly those past it', () => {
    const cutoff = serviceLevelCutoff(NOW, 7)
    expect(cutoff).toBe('2026-11-17')
    const onCutoff = new Date(2026, 10, 17, 23, 0)
    const dayAfter = new Date(2026, 10, 18, 0, 30)
    expect(isPastServiceLevel(ageInDays(onCutoff, NOW) ?? 0, 7)).toBe(true)
    expect(isPastServiceLevel(ageInDays(dayAfter, NOW) ?? 0, 7)).toBe(false)
    expect(serviceLevelCutoff(new Date(2027, 0, 3), 7)).toBe('2026-12-26')
  })
})

describe('formatAge', () => {
  it('says today, 1 day, or the number of days', () => {
    expect(formatAge(0)).toBe('today')
    expect(formatAge(1)).toBe('1 day')
    expect(formatAge(12)).toBe('12 days')
    expect(formatAge(1200)).toBe('1,200 days')
  })
})
