import { readOldestFirst, serverSpanOfOldestFirst } from '@/api/records/oldest-first'
import type { Paged } from '@/schemas/laravel'

/** A list of `total` records, ids 1 (oldest) to `total` (newest), served newest first 15 a page. */
function server(total: number) {
  const asked: number[] = []
  const fetchServerPage = async (page: number): Promise<Paged<number>> => {
    asked.push(page)
    const newestFirst = Array.from({ length: total }, (_, index) => total - index)
    return {
      items: newestFirst.slice((page - 1) * 15, page * 15),
      page,
      lastPage: Math.max(Math.ceil(total / 15), 1),
      total,
    }
  }
  return { asked, fetchServerPage }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('serverSpanOfOldestFirst', () => {
  it('takes one server page when the total is a multiple of 15, else two neighbours', () => {
    expect(serverSpanOfOldestFirst(1, 45)).toMatchObject({ pages: [3] })
    expect(serverSpanOfOldestFirst(1, 47)).toMatchObject({ pages: [3, 4] })
    expect(serverSpanOfOldestFirst(4, 47)).toMatchObject({ pages: [1] })
  })

  it('is nothing past the end of the list', () => {
    expect(serverSpanOfOldestFirst(5, 47)).toBeNull()
    expect(serverSpanOfOldestFirst(1, 0)).toBeNull()
  })
})

describe('readOldestFirst', () => {
  it('fills page 1 with the 15 oldest records from the two server pages that hold them', async () => {
    const { asked, fetchServerPage } = server(47)
    const page = await readOldestFirst({ page: 1, knownTotal: 47, fetchServerPage })
    expect(page).toEqual({ items: range(1, 15), page: 1, lastPage: 4, total: 47 })
    expect(asked.sort()).toEqual([3, 4])
  })

  it('leaves the short page at the newest end', async () => {
    const { fetchServerPage } = server(47)
    expect((await readOldestFirst({ page: 3, knownTotal: 47, fetchServerPage })).items).toEqual(range(31, 45))
    expect((await readOldestFirst({ page: 4, knownTotal: 47, fetchServerPage })).items).toEqual([46, 47])
  })

  it('uses a server page already fetched instead of asking for it again', async () => {
    const { asked, fetchServerPage } = server(10)
    const fetched = await fetchServerPage(1)
    const page = await readOldestFirst({ page: 1, knownTotal: 10, fetched, fetchServerPage })
    expect(page.items).toEqual(range(1, 10))
    expect(asked).toEqual([1])
  })

  it('chooses the server pages again when the list counts another total than the one known', async () => {
    // Known as 45 (page 1 is the server's page 3), but two records came since: 47.
    const { fetchServerPage } = server(47)
    const page = await readOldestFirst({ page: 1, knownTotal: 45, fetchServerPage })
    expect(page).toEqual({ items: range(1, 15), page: 1, lastPage: 4, total: 47 })
  })

  it('is empty past the end when the list shrank', async () => {
    const { fetchServerPage } = server(20)
    const page = await readOldestFirst({ page: 4, knownTotal: 20, fetchServerPage })
    expect(page).toEqual({ items: [], page: 4, lastPage: 2, total: 20 })
  })
})
