import { PopoverButton } from '../ui/PopoverButton'

interface ColumnsMenuProps {
  /** Every column of the list, in order. */
  columns: readonly { id: string; header: string }[]
  visible: (id: string) => boolean
  onChange: (id: string, visible: boolean) => void
}

/** 'Columns': one checkbox per column, named by its header, to show or hide it. */
export function ColumnsMenu({ columns, visible, onChange }: ColumnsMenuProps) {
  const shownCount = columns.filter((column) => visible(column.id)).length
  return (
    <PopoverButton label="Columns" align="start">
      <ul className="space-y-1 text-sm">
        {columns.map((column) => {
          const checked = visible(column.id)
          return (
            <li key={column.id}>
              <label className="flex items-center gap-2 rounded px-1 py-1 text-gray-900 hover:bg-gray-50">
                <input
                  type="checkbox"
                  checked={checked}
                  // The last column shown stays: a table without columns shows nothing at all.
                  disabled={checked && shownCount === 1}
                  onChange={(event) => onChange(column.id, event.target.checked)}
                  className="h-4 w-4 accent-green-700 focus-visible:outline-2 focus-visible:outline-green-700"
                />
                {column.header}
              </label>
            </li>
          )
        })}
      </ul>
    </PopoverButton>
  )
}
