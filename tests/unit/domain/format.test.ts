import { format } from 'date-fns'
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatMonthDay,
  countOf,
  initials,
  statusLabel,
} from '@/domain/format'

describe('formatMoney', () => {
  it.each([
    [25000, 'BWP 25,000'],
    [1234567.89, 'BWP 1,234,568'],
    [0, 'BWP 0'],
    [999.5, 'BWP 1,000'],
    [-0.4, 'BWP 0'],
    [-1500, 'BWP -1,500'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('%j -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected)
  })
})

describe('formatDate and formatDateTime', () => {
  it.each([
    ['1990-07-04', 'Jul 04, 1990'],
    ['2024-02-29', 'Feb 29, 2024'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
    ['2023-02-29', 'N/A'],
    [new Date(Number.NaN), 'N/A'],
  ])('formatDate(%j) -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected)
  })

  it('formats Date objects and timestamps in the current zone', () => {
    const local = new Date(2025, 2, 1, 14, 5)
    expect(formatDate(local)).toBe('Mar 01, 2025')
    expect(formatDateTime(local)).toBe('Mar 01, 2025 14:05')
    expect(formatDateTime(local.toISOString())).toBe('Mar 01, 2025 14:05')
    expect(formatDateTime(null)).toBe('N/A')
  })
})

describe('dates in other time zones', () => {
  const originalZone = process.env.TZ

  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  /** Node applies a new TZ at once; the offset check proves it did, so these tests cannot pass vacuously. */
  function useZone(zone: string, expectedOffsetMinutes: number) {
    process.env.TZ = zone
    expect(new Date(2025, 2, 1).getTimezoneOffset()).toBe(expectedOffsetMinutes)
  }

  it.each([
    ['Pacific/Honolulu', 600],
    ['Pacific/Kiritimati', -840],
    ['Africa/Gaborone', -120],
    ['UTC', 0],
  ])('shows calendar dates as the same day in %s', (zone, offset) => {
    useZone(zone, offset)
    expect(formatDate('1990-07-04')).toBe('Jul 04, 1990')
    expect(formatDate('2025-01-01')).toBe('Jan 01, 2025')
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025')
  })

  it('would catch the naive parse: new Date("1990-07-04") is July 3 in Honolulu', () => {
    useZone('Pacific/Honolulu', 600)
    expect(new Date('1990-07-04').getDate()).toBe(3)
  })

  it('shows timestamps in the user zone', () => {
    useZone('Pacific/Honolulu', 600)
    expect(formatDateTime('2025-03-01T08:15:30.000Z')).toBe('Feb 28, 2025 22:15')
    expect(formatDate('2025-03-01T08:15:30.000Z')).toBe('Feb 28, 2025')
    useZone('Pacific/Kiritimati', -840)
    expect(formatDateTime('2025-03-01T08:15:30.000Z')).toBe('Mar 01, 2025 22:15')
  })
})

describe('countOf', () => {
  it.each([
    [0, 'record', undefined, '0 records'],
    [1, 'record', undefined, '1 record'],
    [2, 'record', undefined, '2 records'],
    [1, 'KYC record', 'KYC records', '1 KYC record'],
    [5000, 'loan application', undefined, '5000 loan applications'],
  ])('%d %s -> %s', (count, one, many, expected) => {
    expect(countOf(count, one, many)).toBe(expected)
  })
})

describe('initials', () => {
  it.each([
    ['Kagiso Molefe', 'KM'],
    ['naledi', 'N'],
    ['  tumelo   ole  dintwe ', 'TD'],
    ['Naledi S. Sebego', 'NS'],
    ['Boitumelo Kealeboga Mmereki Tau', 'BT'],
    ['ömer Ñkwe', 'ÖÑ'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})

describe('statusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['additional_info', 'Additional info'],
    ['APPROVED', 'Approved'],
    [' active ', 'Active'],
  ])('%j -> %s', (status, expected) => {
    expect(statusLabel(status)).toBe(expected)
  })
})

describe('month names without date-fns locale data', () => {
  // date-fns' own format with its English locale is the reference the console's screens were built to.
  it.each(Array.from({ length: 12 }, (_, month) => month))('names month %i as date-fns does', (month) => {
    const day = new Date(2025, month, 7, 9, 5)
    expect(formatDate(day)).toBe(format(day, 'MMM dd, yyyy'))
    expect(formatDateTime(day)).toBe(format(day, 'MMM dd, yyyy HH:mm'))
    expect(formatMonthDay(day)).toBe(format(day, 'MMM dd'))
    expect(formatMonth(day)).toBe(format(day, 'MMM yyyy'))
    expect(formatMonth(day, { long: true })).toBe(format(day, 'MMMM yyyy'))
  })
})
