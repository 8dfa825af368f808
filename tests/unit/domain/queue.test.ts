import { placeFromFarEnd, queuePosition, queueStep, type QueuePage } from '@/domain/queue'

// 47 records, 15 a page: pages of 15, 15, 15 and 2.
const page = (number: number): QueuePage => ({ page: number, lastPage: 4, total: 47, size: number === 4 ? 2 : 15 })

describe('queuePosition', () => {
  it('counts full pages before this one', () => {
    expect(queuePosition(page(1), 0)).toBe(1)
    expect(queuePosition(page(1), 2)).toBe(3)
    expect(queuePosition(page(3), 14)).toBe(45)
  })

  it('counts the last page back from the total', () => {
    expect(queuePosition(page(4), 0)).toBe(46)
    expect(queuePosition(page(4), 1)).toBe(47)
  })

  it('places the only page from 1', () => {
    expect(queuePosition({ page: 1, lastPage: 1, total: 3, size: 3 }, 2)).toBe(3)
  })
})

describe('queueStep', () => {
  it('moves within the page', () => {
    expect(queueStep(page(2), 3, 'next')).toEqual({ kind: 'here', index: 4 })
    expect(queueStep(page(2), 3, 'previous')).toEqual({ kind: 'here', index: 2 })
  })

  it('crosses to the first of the next page and the last of the previous one', () => {
    expect(queueStep(page(2), 14, 'next')).toEqual({ kind: 'page', page: 3, edge: 'first' })
    expect(queueStep(page(2), 0, 'previous')).toEqual({ kind: 'page', page: 1, edge: 'last' })
  })

  it('stops at both ends of the whole list', () => {
    expect(queueStep(page(1), 0, 'previous')).toBeNull()
    expect(queueStep(page(4), 1, 'next')).toBeNull()
  })
})

describe('placeFromFarEnd', () => {
  it('record 18 of 47 is the third of page 2; with two records gone behind it, the first', () => {
    // 30 records stand after record 17 of 47; that stays so when records before it leave.
    expect(placeFromFarEnd(47, 30)).toEqual({ page: 2, index: 2 })
    expect(placeFromFarEnd(45, 30)).toEqual({ page: 2, index: 0 })
    expect(placeFromFarEnd(44, 30)).toEqual({ page: 1, index: 14 })
  })

  it('counts back from the total, in either order', () => {
    expect(placeFromFarEnd(47, 47)).toEqual({ page: 1, index: 0 })
    expect(placeFromFarEnd(47, 32)).toEqual({ page: 2, index: 0 })
    expect(placeFromFarEnd(44, 32)).toEqual({ page: 1, index: 12 })
    expect(placeFromFarEnd(47, 1)).toEqual({ page: 4, index: 1 })
  })

  it('is nowhere when the list no longer reaches that far', () => {
    expect(placeFromFarEnd(10, 11)).toBeNull()
    expect(placeFromFarEnd(10, 0)).toBeNull()
  })
})
