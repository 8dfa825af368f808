import { createContext, useContext, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

const ListFootContext = createContext<HTMLElement | null>(null)

/** What is drawn in the foot looks alike: a panel lifted off the rows it floats over (add its colours). */
export const FOOT_PANEL = 'mb-3 rounded-md border px-3 py-2 shadow-md'

/** Given by RecordList: the place in its foot where a bar that comes and goes is drawn. */
export const ListFootProvider = ListFootContext.Provider

/**
 * Draws its children in the list's foot, which stays at the bottom of the window while the list goes on
 * below it. Whatever appears there is under the rows, never above them, so no row moves when it comes:
 * a click on the next row's checkbox lands on that row.
 */
export function InListFoot({ children }: { children: ReactNode }) {
  const foot = useContext(ListFootContext)
  // The foot exists from RecordList's first commit on, before any row can be selected.
  return foot ? createPortal(children, foot) : children
}
