import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { Button } from '@/components/ui/Button'
import { formatCount } from '@/domain/format'
import type { ListSearch } from '../../queue/list-search'
import { queryOf, showsView, type ListView, type ViewQuery } from './list-views'

// The name form (react-hook-form) loads when 'Save view' is pressed, not with every list.
const { Component: SaveViewDialog, preload: preloadSaveViewDialog } = lazyWithPreload(() =>
  import('./SaveViewDialog').then((module) => module.SaveViewDialog),
)

interface SavedViewsProps {
  /** Names the views' navigation, e.g. 'Loan Applications views'. */
  title: string
  defaultViews: readonly ListView[]
  /** The count of each queue tab that has one, by the view's name ('Pending 15'). */
  counts?: ReadonlyMap<string, number>
  savedViews: readonly ListView[]
  /** The list's URL state now. */
  urlState: ListSearch
  /** A view was opened with a plain click: its columns come back. */
  onOpen: (view: ListView) => void
  onSave: (name: string, query: ViewQuery) => void
  onDelete: (name: string) => void
}

const TAB =
  'block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-green-700'

/**
 * The views above a list, as tabs: the defaults, then the user's saved ones (each with its Delete),
 * and 'Save view'. A tab is a link to the list's URL with the view's search, filters and sort, so a
 * view can be opened in a new tab, bookmarked or shared; the columns stay the reader's own.
 */
export function SavedViews({
  title,
  defaultViews,
  counts,
  savedViews,
  urlState,
  onOpen,
  onSave,
  onDelete,
}: SavedViewsProps) {
  const [saving, setSaving] = useState(false)
  const saveRef = useRef<HTMLButtonElement>(null)

  const tab = (view: ListView) => {
    const current = showsView(urlState, view)
    const count = counts?.get(view.name)
    return (
      <Link
        to="."
        search={{ ...view.query, page: 1 }}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          // A click that opens a new browser tab leaves this list's columns alone.
          if (!event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) onOpen(view)
        }}
        className={`${TAB} ${current ? 'border-green-700 text-green-800' : 'border-transparent text-gray-700 hover:text-green-800'}`}
      >
        {view.name}
        {count !== undefined && ' '}
        {count !== undefined && (
          <span className="ml-1.5 rounded-full bg-gray-100 px-1.5 py-px text-xs font-semibold text-gray-800">
            {formatCount(count)}
          </span>
        )}
      </Link>
    )
  }

  return (
    <div className="flex flex-wrap items-end justify-between gap-2 border-b border-gray-200 px-3 pt-2">
      <nav aria-label={`${title} views`} className="max-w-full min-w-0 overflow-x-auto">
        <ul className="flex gap-1">
          {defaultViews.map((view) => (
            <li key={view.name}>{tab(view)}</li>
          ))}
          {savedViews.map((view) => (
            <li key={view.name} className="flex items-center">
              {tab(view)}
              <button
                type="button"
                aria-label={`Delete view ${view.name}`}
                onClick={() => {
                  onDelete(view.name)
                  // The button pressed is gone; keep keyboard users in the views.
                  saveRef.current?.focus()
                }}
                className="rounded px-1.5 text-base leading-none text-gray-700 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-green-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        ref={saveRef}
        size="sm"
        className="mb-1.5"
        onPointerEnter={() => void preloadSaveViewDialog()}
        onFocus={() => void preloadSaveViewDialog()}
        onClick={() => setSaving(true)}
      >
        Save view
      </Button>
      {saving && (
        <SaveViewDialog
          defaultNames={defaultViews.map((view) => view.name)}
          savedNames={savedViews.map((view) => view.name)}
          onCancel={() => setSaving(false)}
          onSave={(name) => {
            onSave(name, queryOf(urlState))
            setSaving(false)
          }}
        />
      )}
    </div>
  )
}
