import { useMemo } from 'react'
import * as z from 'zod/mini'
import { useCurrentUser } from '@/features/session/use-current-user'
import type { DataColumn } from '@/components/data-table/types'
import { DENSITIES, type Density } from '@/components/data-table/DensityToggle'
import { useDevicePreference } from '@/components/preferences/device-preferences'
import { listSearchSchema } from '../../queue/list-search'
import { queryOf, type ListView, type ViewQuery } from '../views/list-views'

const columnIds = z.catch(z.array(z.string()), [])

const SavedViewSchema = z.object({
  name: z.string().check(z.minLength(1)),
  // Read back through the URL's own schema: a view saved by an older version cannot break the list.
  query: z.pipe(listSearchSchema, z.transform(queryOf)),
  hiddenColumns: columnIds,
})

/** One list's preferences on this device; each part falls back on its own when stored wrong. */
const ListPreferencesSchema = z.object({
  hiddenColumns: columnIds,
  density: z.catch(z.enum(DENSITIES), 'comfortable'),
  views: z.catch(z.array(SavedViewSchema), []),
})

type ListPreferences = z.output<typeof ListPreferencesSchema>

const NO_PREFERENCES: ListPreferences = { hiddenColumns: [], density: 'comfortable', views: [] }

function parseListPreferences(stored: unknown): ListPreferences | undefined {
  const parsed = ListPreferencesSchema.safeParse(stored)
  return parsed.success ? parsed.data : undefined
}

/**
 * How the signed-in user likes this list on this device: which columns show, the density, and the
 * views they saved. `listKey` names the list (the resource's key); `columns` are all of its columns.
 */
export function useListPreferences<T>(listKey: string, columns: readonly DataColumn<T>[]) {
  const userId = useCurrentUser()?.id ?? null
  const [preferences, update] = useDevicePreference(userId, `list:${listKey}`, parseListPreferences, NO_PREFERENCES)
  const { hiddenColumns, density, views } = preferences

  // Memoised: the table rebuilds its column model whenever this array changes identity.
  const visibleColumns = useMemo(() => {
    const hidden = new Set(hiddenColumns)
    const shown = columns.filter((column) => !hidden.has(column.id))
    // A list with every column hidden (only a hand-edited store can say so) would show nothing at all.
    return shown.length > 0 ? shown : columns
  }, [columns, hiddenColumns])

  return {
    visibleColumns,
    density,
    setDensity: (next: Density) => update((current) => ({ ...current, density: next })),
    setColumnShown: (id: string, shown: boolean) =>
      update((current) => ({
        ...current,
        hiddenColumns: shown
          ? current.hiddenColumns.filter((hidden) => hidden !== id)
          : [...current.hiddenColumns.filter((hidden) => hidden !== id), id],
      })),
    savedViews: views,
    /** Saves the list as it is now under `name`: the query given and the columns hidden now. */
    saveView: (name: string, query: ViewQuery) =>
      update((current) => ({
        ...current,
        views: [...current.views, { name, query, hiddenColumns: current.hiddenColumns }],
      })),
    deleteView: (name: string) =>
      update((current) => ({ ...current, views: current.views.filter((view) => view.name !== name) })),
    /** Opening a saved view brings back its columns; a default view keeps the columns as they are. */
    showColumnsOf: (view: ListView) => {
      const { hiddenColumns: viewHidden } = view
      if (viewHidden) update((current) => ({ ...current, hiddenColumns: [...viewHidden] }))
    },
  }
}

export type ListPreferencesController = ReturnType<typeof useListPreferences>
