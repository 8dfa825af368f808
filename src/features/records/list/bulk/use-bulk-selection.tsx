import { useCurrentRole } from '@/api/auth/use-current-user'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { RecordListController } from '../use-record-list'
import { BulkActions } from './BulkActions'
import { useRowSelection } from './use-row-selection'

/**
 * Row checkboxes and the bulk bar for a record list: pass `selection` and `aboveTable` to RecordList.
 * The selection belongs to the request on screen (page, search, filters) and clears when it changes.
 */
export function useBulkSelection<T extends ReviewRecord>(
  list: RecordListController<T>,
  recordLabel: (row: T) => string,
) {
  const role = useCurrentRole()
  const { selection, selected, clear } = useRowSelection(
    list.page?.items ?? [],
    JSON.stringify(list.params),
    (row) => `Select ${recordLabel(row)}`,
  )
  return {
    selection,
    aboveTable: (
      <BulkActions resource={list.resource} role={role} selected={selected} onClear={clear} recordLabel={recordLabel} />
    ),
  }
}
