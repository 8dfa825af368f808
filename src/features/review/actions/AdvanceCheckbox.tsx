// Its own module: the members list offers act and advance too, and should not load the record
// screen's actions to get this checkbox.

/** 'Go to the next record after this' (DESIGN section 10): the choice, and what to do with an action's outcome. */
export interface ActAndAdvance {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Opens the next record at once (a failure waits in the top bar's list of unconfirmed changes). */
  after: () => void
}

export function AdvanceCheckbox({ checked, onCheckedChange }: Pick<ActAndAdvance, 'checked' | 'onCheckedChange'>) {
  return (
    <label className="mt-4 flex items-center gap-2 text-sm text-gray-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="h-4 w-4 accent-green-700 focus-visible:outline-2 focus-visible:outline-green-700"
      />
      Go to the next record after this
    </label>
  )
}
