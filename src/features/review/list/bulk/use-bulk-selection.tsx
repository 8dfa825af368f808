import { useState } from 'react'
import { useCurrentRole } from '@/features/session/use-current-user'
import type { ReviewRecord } from '@/api/records/record-resource'
import { lazyWithPreload, usePreloadWhenIdle } from '@/components/lazy-with-preload'
import type { ReviewContext } from '../../actions/TransitionDialog'
import type { RecordListController } from '../use-record-list'
import { useRowSelection } from './use-row-selection'

// The bulk bar, its confirmation and its results load after the list's first paint: nobody needs
// them before a row is selected, and the first rows come sooner without them.
const bulkActions = lazyWithPreload(() => import('./BulkActions').then((module) => module.BulkActions))

/**
 * Row checkboxes and the bulk bar for a record list: pass `selection` to RecordList, and render
 * `bulkActions` inside its `aboveTable` (the bar and a run's results draw themselves in the list's foot).
 * The selection belongs to the request on screen (page, search, filters) and clears when it changes.
 */
export function useBulkSelection<T extends ReviewRecord>(
  list: RecordListController<T>,
  recordLabel: (row: T) => string,
  subject: (row: T) => string,
  loadReview?: () => Promise<(record: T) => ReviewContext>,
) {
  const role = useCurrentRole()
  const { selection, selected, clear } = useRowSelection(
    list.page?.items ?? [],
    JSON.stringify(list.params),
    (row) => `Select ${recordLabel(row)}`,
  )
  usePreloadWhenIdle(bulkActions.preload)
  // Once a row has been selected the bar stays mounted: a run clears the selection and then reports.
  const [barMounted, setBarMounted] = useState(false)
  if (selected.length > 0 && !barMounted) setBarMounted(true)
  const BulkActions = bulkActions.Component
  return {
    selection,
    bulkActions: barMounted ? (
      <BulkActions
        resource={list.resource}
        role={role}
        selected={selected}
        onClear={clear}
        recordLabel={recordLabel}
        subject={subject}
        loadReview={loadReview}
      />
    ) : null,
  }
}
