import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { externalValue } from '@/lib/external-value'

/**
 * Where the list's foot is, once RecordList has committed it. Kept outside the list's state: as state,
 * learning it re-rendered the whole list (every row) inside its first commit, before the rows could
 * show; as a store, only the bars drawn in the foot follow it.
 */
type FootPlace = ReturnType<typeof externalValue<HTMLElement | null>>

const ListFootContext = createContext<FootPlace | null>(null)

/** What is drawn in the foot looks alike: a panel lifted off the rows it floats over (add its colours). */
export const FOOT_PANEL = 'mb-3 rounded-md border px-3 py-2 shadow-md'

/** For RecordList: the foot's place, for `ListFootProvider`, and the foot element's ref that sets it. */
export function useFootPlace(): [FootPlace, (foot: HTMLElement | null) => void] {
  const [place] = useState(() => externalValue<HTMLElement | null>(null))
  return [place, place.set]
}

/** Given by RecordList: the place in its foot where a bar that comes and goes is drawn. */
export const ListFootProvider = ListFootContext.Provider

const NO_PLACE = externalValue<HTMLElement | null>(null)

/**
 * Draws its children in the list's foot, which stays at the bottom of the window while the list goes on
 * below it. Whatever appears there is under the rows, never above them, so no row moves when it comes:
 * a click on the next row's checkbox lands on that row.
 */
export function InListFoot({ children }: { children: ReactNode }) {
  const place = useContext(ListFootContext) ?? NO_PLACE
  // The foot exists from RecordList's first commit on, before any row can be selected.
  const foot = useSyncExternalStore(place.subscribe, place.get)
  return foot ? createPortal(children, foot) : children
}
