import { useId } from 'react'
import { UNDO_HOLD_CHOICES, useUndoHold, type UndoHoldSeconds } from '@/features/session/use-undo-hold'

const CHOICE_LABEL: Record<UndoHoldSeconds, string> = {
  0: 'Off: send at once',
  5: '5 seconds',
  10: '10 seconds',
}

/**
 * How long Verify and Approve wait for Undo before they are sent (DESIGN section 12), saved on this
 * device for this user as soon as it is chosen.
 */
export function UndoHoldSetting() {
  const [seconds, setSeconds] = useUndoHold()
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 max-w-2xl space-y-3 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        Reviewing
      </h2>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        Time to undo Verify and Approve
      </label>
      <select
        id={id}
        value={seconds}
        onChange={(event) => {
          const chosen = UNDO_HOLD_CHOICES.find((choice) => String(choice) === event.target.value)
          if (chosen !== undefined) setSeconds(chosen)
        }}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-green-700"
      >
        {UNDO_HOLD_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {CHOICE_LABEL[choice]}
          </option>
        ))}
      </select>
      <p className="text-sm text-gray-700">
        A decision waits this long before it is sent, with Undo (or the u key) to take it back.
      </p>
    </section>
  )
}
