import { createContext, useContext } from 'react'
import * as z from 'zod/mini'
import { listSearchSchema, type ListSearch } from './list-search'

/**
 * The search params of a detail route: the queue the record was opened from, i.e. the list's own
 * URL state (search, filters, sort, and the page that holds the record). Absent for a record opened
 * from a typed URL, a dashboard link or a new tab: then there is no queue to walk.
 */
export const queueSearchSchema = z.object({
  queue: z.catch(z.optional(listSearchSchema), undefined),
})

export type QueueSearch = z.output<typeof queueSearchSchema>

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Back from a record to its list: the id of the row to focus there. */
    focusRecord?: number
  }
}

/**
 * How a record goes back to its list: the row to focus there, and the list's scroll kept as it is, so
 * focusing the row brings it into view. The router's reset to the top came after the focus and left
 * the focused row off screen.
 */
export function backToRow(focusRecord: number) {
  return { state: { focusRecord }, resetScroll: false } as const
}

const ListQueue = createContext<ListSearch | undefined>(undefined)

/**
 * Around a list's rows: the queue their record links carry, the list's URL state as its route
 * validated it. Read from here, every row's link neither subscribes to the location nor parses it.
 */
export const ListQueueProvider = ListQueue.Provider

/** In a list, the queue a record link carries: the list's URL state as it is now. */
export function useListQueue(): ListSearch | undefined {
  return useContext(ListQueue)
}
