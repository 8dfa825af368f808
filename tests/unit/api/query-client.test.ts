import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { keepUnshownQueriesWithin } from '@/api/query-client'

function cacheKeeping(limit: number) {
  const queryClient = new QueryClient()
  keepUnshownQueriesWithin(queryClient.getQueryCache(), limit)
  const has = (id: number) => queryClient.getQueryData(['loans', 'detail', id]) !== undefined
  return { queryClient, has }
}

describe('keepUnshownQueriesWithin', () => {
  it('past the limit, drops the records left longest ago and keeps the latest', () => {
    const { queryClient, has } = cacheKeeping(3)
    for (const id of [1, 2, 3, 4, 5]) queryClient.setQueryData(['loans', 'detail', id], { id })
    expect([1, 2, 3, 4, 5].map(has)).toEqual([false, false, true, true, true])
  })

  it('keeps a record on screen however old, and counts its age from when its screen left it', () => {
    const { queryClient, has } = cacheKeeping(2)
    queryClient.setQueryData(['loans', 'detail', 1], { id: 1 })
    const screen = new QueryObserver(queryClient, { queryKey: ['loans', 'detail', 1], enabled: false })
    const stopShowing = screen.subscribe(() => {})
    for (const id of [2, 3, 4]) queryClient.setQueryData(['loans', 'detail', id], { id })
    expect([1, 2, 3, 4].map(has)).toEqual([true, false, true, true])
    // Left now, it is the latest left: records 3 and 4, added before, go first.
    stopShowing()
    queryClient.setQueryData(['loans', 'detail', 5], { id: 5 })
    expect([1, 3, 4, 5].map(has)).toEqual([true, false, false, true])
  })

  it('keeps a record being fetched', async () => {
    const { queryClient, has } = cacheKeeping(1)
    let answer: (value: { id: number }) => void = () => {}
    const fetching = queryClient.fetchQuery({
      queryKey: ['loans', 'detail', 1],
      queryFn: () => new Promise<{ id: number }>((resolve) => (answer = resolve)),
    })
    queryClient.setQueryData(['loans', 'detail', 2], { id: 2 })
    queryClient.setQueryData(['loans', 'detail', 3], { id: 3 })
    answer({ id: 1 })
    await fetching
    expect(has(1)).toBe(true)
  })
})
