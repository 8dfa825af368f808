import { z } from 'zod'
import {
  calendarDate,
  count,
  decimal,
  integerId,
  laravelBoolean,
  nullableDecimal,
  nullableText,
  paged,
  record,
  statusText,
  timestamp,
} from '@/schemas/laravel'

describe('integerId', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 7 ', 7],
  ])('accepts %j', (input, expected) => {
    expect(integerId.parse(input)).toBe(expected)
  })

  it.each([undefined, null, '', 'abc', '4.5', 4.5, 0, -1, '-1'])('rejects %j', (input) => {
    expect(integerId.safeParse(input).success).toBe(false)
  })
})

describe('count', () => {
  it('accepts zero and digit strings', () => {
    expect(count.parse(0)).toBe(0)
    expect(count.parse('15')).toBe(15)
  })

  it('rejects negatives and text', () => {
    expect(count.safeParse(-1).success).toBe(false)
    expect(count.safeParse('many').success).toBe(false)
  })
})

describe('nullableText', () => {
  const Schema = z.object({ note: nullableText })

  it('turns null and a missing key into null', () => {
    expect(Schema.parse({ note: null })).toEqual({ note: null })
    expect(Schema.parse({})).toEqual({ note: null })
  })

  it('keeps strings and stringifies integer columns', () => {
    expect(Schema.parse({ note: 'Mogoditshane' })).toEqual({ note: 'Mogoditshane' })
    expect(Schema.parse({ note: 1234 })).toEqual({ note: '1234' })
  })

  it('rejects objects', () => {
    expect(Schema.safeParse({ note: { a: 1 } }).success).toBe(false)
  })
})

describe('decimal', () => {
  it.each([
    ['25000.00', 25000],
    ['0.50', 0.5],
    ['-12.5', -12.5],
    [25000, 25000],
    ['  7 ', 7],
  ])('reads %j as %j', (input, expected) => {
    expect(decimal.parse(input)).toBe(expected)
  })

  it.each(['abc', '', '1,000.00', '12abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (input) => {
      expect(decimal.safeParse(input).success).toBe(false)
    },
  )

  it('nullableDecimal maps null and missing to null but still rejects text', () => {
    const Schema = z.object({ amount: nullableDecimal })
    expect(Schema.parse({})).toEqual({ amount: null })
    expect(Schema.parse({ amount: null })).toEqual({ amount: null })
    expect(Schema.parse({ amount: '1500.75' })).toEqual({ amount: 1500.75 })
    expect(Schema.safeParse({ amount: 'abc' }).success).toBe(false)
  })
})

describe('laravelBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['no', false],
    ['YES', true],
    [' No ', false],
    ['true', true],
    ['False', false],
    [null, null],
    [undefined, null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(laravelBoolean.parse(input)).toBe(expected)
  })

  it.each(['maybe', 2, -1, 'y', {}])('rejects %j', (input) => {
    expect(laravelBoolean.safeParse(input).success).toBe(false)
  })

  it('maps a missing key to null', () => {
    expect(z.object({ kgosi: laravelBoolean }).parse({})).toEqual({ kgosi: null })
  })
})

describe('timestamp', () => {
  it.each([
    ['2025-03-01T08:15:30.000000Z', '2025-03-01T08:15:30.000Z'],
    ['2025-03-01T08:15:30.123456Z', '2025-03-01T08:15:30.123Z'],
    ['2025-03-01T08:15:30Z', '2025-03-01T08:15:30.000Z'],
    ['2025-03-01 08:15:30', '2025-03-01T08:15:30.000Z'],
    ['2025-03-01T10:15:30+02:00', '2025-03-01T08:15:30.000Z'],
    ['2025-03-01T00:15:30.5-0130', '2025-03-01T01:45:30.500Z'],
    ['2024-02-29 23:59:59', '2024-02-29T23:59:59.000Z'],
  ])('normalises %s', (input, expected) => {
    expect(timestamp.parse(input)).toBe(expected)
  })

  it('maps null and a missing key to null', () => {
    expect(timestamp.parse(null)).toBeNull()
    expect(z.object({ updated_at: timestamp }).parse({})).toEqual({ updated_at: null })
  })

  it.each([
    'yesterday',
    '',
    '2025-03-01',
    '2025-02-30 10:00:00',
    '2025-03-01 24:00:00',
    '01/03/2025 08:15',
    1740816930,
  ])('rejects %j', (input) => {
    expect(timestamp.safeParse(input).success).toBe(false)
  })

  it('names the field in the error', () => {
    const result = z.object({ updated_at: timestamp }).safeParse({ updated_at: 'yesterday' })
    expect(result.error?.issues[0]?.path).toEqual(['updated_at'])
  })
})

describe('calendarDate', () => {
  it.each([
    ['1990-07-04', '1990-07-04'],
    ['1990-07-04T00:00:00.000000Z', '1990-07-04'],
    ['1990-07-04 00:00:00', '1990-07-04'],
    // The day is taken as written, never moved through a time zone.
    ['1990-07-04T23:30:00+02:00', '1990-07-04'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (input, expected) => {
    expect(calendarDate.parse(input)).toBe(expected)
  })

  it('maps null, a missing key and an empty string to null', () => {
    expect(calendarDate.parse(null)).toBeNull()
    expect(calendarDate.parse('')).toBeNull()
    expect(z.object({ date_of_birth: calendarDate }).parse({})).toEqual({ date_of_birth: null })
  })

  it.each(['yesterday', '04/07/1990', '1990-13-01', '2023-02-29', '1990-07-04X', 19900704])('rejects %j', (input) => {
    expect(calendarDate.safeParse(input).success).toBe(false)
  })
})

describe('statusText', () => {
  it('trims and lower-cases', () => {
    expect(statusText.parse(' Approved ')).toBe('approved')
  })

  it.each([undefined, null, '', '   ', 3])('rejects %j', (input) => {
    expect(statusText.safeParse(input).success).toBe(false)
  })
})

const Thing = z.object({ id: integerId, status: statusText })

describe('record', () => {
  const ThingRecord = record(Thing)

  it('accepts a bare record', () => {
    expect(ThingRecord.parse({ id: 3, status: 'pending', extra: 'ignored' })).toEqual({ id: 3, status: 'pending' })
  })

  it('accepts a record wrapped by an API Resource or an action response', () => {
    expect(ThingRecord.parse({ data: { id: '3', status: 'Verified' } })).toEqual({ id: 3, status: 'verified' })
    expect(ThingRecord.parse({ message: 'Loan verified', data: { id: 3, status: 'verified' } })).toEqual({
      id: 3,
      status: 'verified',
    })
  })

  it('rejects a record without id or status, bare or wrapped', () => {
    expect(ThingRecord.safeParse({ status: 'pending' }).success).toBe(false)
    expect(ThingRecord.safeParse({ data: { id: 3 } }).success).toBe(false)
    expect(ThingRecord.safeParse({ data: [] }).success).toBe(false)
    expect(ThingRecord.safeParse(null).success).toBe(false)
  })
})

describe('paged', () => {
  const Things = paged(Thing)
  const rows = [
    { id: 1, status: 'pending' },
    { id: '2', status: 'APPROVED' },
  ]
  const expectedItems = [
    { id: 1, status: 'pending' },
    { id: 2, status: 'approved' },
  ]

  it('reads the plain paginator and ignores its extra keys', () => {
    const body = {
      current_page: 2,
      data: rows,
      first_page_url: 'http://127.0.0.1:8000/api/memberships?page=1',
      from: 16,
      last_page: 11,
      last_page_url: 'http://127.0.0.1:8000/api/memberships?page=11',
      links: [{ url: null, label: '&laquo; Previous', active: false }],
      next_page_url: 'http://127.0.0.1:8000/api/memberships?page=3',
      path: 'http://127.0.0.1:8000/api/memberships',
      per_page: 15,
      prev_page_url: 'http://127.0.0.1:8000/api/memberships?page=1',
      to: 30,
      total: 152,
    }
    expect(Things.parse(body)).toEqual({ items: expectedItems, page: 2, lastPage: 11, total: 152 })
  })

  it('reads the resource collection with its numbers under meta', () => {
    const body = {
      data: rows,
      links: { first: '...?page=1', last: '...?page=6', prev: null, next: '...?page=2' },
      meta: { current_page: 1, from: 1, last_page: 6, links: [], path: '...', per_page: 15, to: 15, total: 90 },
    }
    expect(Things.parse(body)).toEqual({ items: expectedItems, page: 1, lastPage: 6, total: 90 })
  })

  it('accepts an empty page past the end', () => {
    expect(Things.parse({ data: [], current_page: 99, last_page: 11, total: 152 })).toEqual({
      items: [],
      page: 99,
      lastPage: 11,
      total: 152,
    })
  })

  it.each([
    ['data is not an array', { data: { id: 1 }, current_page: 1, last_page: 1, total: 1 }],
    ['data is missing', { current_page: 1, last_page: 1, total: 1 }],
    ['paging numbers are missing', { data: rows }],
    ['meta lacks total', { data: rows, meta: { current_page: 1, last_page: 1 } }],
    ['a row has no id', { data: [{ status: 'pending' }], current_page: 1, last_page: 1, total: 1 }],
    ['a row has no status', { data: [{ id: 1 }], current_page: 1, last_page: 1, total: 1 }],
    ['the body is HTML', '<!doctype html><html></html>'],
  ])('rejects a page where %s', (_case, body) => {
    expect(Things.safeParse(body).success).toBe(false)
  })
})
