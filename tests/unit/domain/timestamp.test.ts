import { parseISO } from 'date-fns'
import { parseTimestamp } from '@/domain/timestamp'

// date-fns' parseISO, which the console used before, is the reference for every shape Laravel sends.
const LARAVEL_TIMESTAMPS = [
  '2025-03-01T08:15:30.000000Z',
  '2025-03-01T08:15:30.123456Z',
  '2025-03-01T08:15:30.5Z',
  '2025-03-01T08:15:30Z',
  '2025-03-01T08:15Z',
  '1982-02-10T00:00:00.000000Z',
  '2025-03-01T08:15:30+02:00',
  '2025-03-01T08:15:30-05:30',
  '2025-03-01T08:15:30+0200',
  '2025-03-01T08:15:30+02',
  '2025-03-01 08:15:30',
  '2025-03-01T08:15:30',
  '2024-02-29 23:59:59',
  '2025-12-31T23:59:59.999999Z',
]

const ZONES = ['UTC', 'Africa/Gaborone', 'Pacific/Honolulu', 'Pacific/Kiritimati']

describe('parseTimestamp', () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  it.each(ZONES)('reads every Laravel timestamp as parseISO does, in %s', (zone) => {
    process.env.TZ = zone
    for (const value of LARAVEL_TIMESTAMPS) {
      expect(parseTimestamp(value)?.getTime(), value).toBe(parseISO(value).getTime())
    }
  })

  it.each([
    '',
    '2025-03-01',
    '2025-13-01T08:15:30Z',
    '2025-02-29T08:15:30Z',
    '2025-03-32 08:15:30',
    '2025-03-01T25:00:00Z',
    '2025-03-01T08:60:00Z',
    'yesterday',
    '2025-03-01T08:15:30.000000Zjunk',
  ])('is null for %j, which names no instant', (value) => {
    expect(parseTimestamp(value)).toBeNull()
  })
})
