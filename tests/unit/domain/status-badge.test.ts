import { statusTone } from '@/domain/status-badge'

describe('statusTone', () => {
  it.each([
    ['approved', 'green'],
    ['verified', 'green'],
    ['active', 'green'],
    ['pending', 'yellow'],
    ['review', 'yellow'],
    ['rejected', 'red'],
    ['suspended', 'red'],
    ['inactive', 'grey'],
    ['additional_info', 'blue'],
    [' Approved ', 'green'],
    ['mystery', 'grey'],
    ['constructor', 'grey'],
    ['', 'grey'],
    [null, 'grey'],
  ])('%j -> %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })
})
