import { useId, useState } from 'react'
import { addFailure, endpointGroups, failureModes } from '@mocks/controls'
import { failureModeLabel } from './failure-labels'

// Wildcards first: a tester usually breaks a whole area before narrowing it down.
const areas = new Set(
  endpointGroups.flatMap((group) => (group.includes('.') ? [group.slice(0, group.indexOf('.'))] : [])),
)
const groupChoices = ['*', ...[...areas].map((area) => `${area}.*`), ...endpointGroups]

const fieldClass =
  'w-full rounded border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-800'

export function FailureForm() {
  const id = useId()
  const [group, setGroup] = useState<string>('*')
  const [modeIndex, setModeIndex] = useState(0)

  const add = (): void => {
    const mode = failureModes[modeIndex]
    if (mode !== undefined) addFailure({ group, mode })
  }

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={`${id}-group`} className="mb-1 block text-xs font-medium text-gray-800">
          Endpoint group
        </label>
        <select
          id={`${id}-group`}
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          className={fieldClass}
        >
          {groupChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === '*' ? '* (every endpoint)' : choice}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-mode`} className="mb-1 block text-xs font-medium text-gray-800">
          Failure mode
        </label>
        <select
          id={`${id}-mode`}
          value={modeIndex}
          onChange={(event) => setModeIndex(Number(event.target.value))}
          className={fieldClass}
        >
          {failureModes.map((mode, index) => (
            <option key={String(mode)} value={index}>
              {failureModeLabel(mode)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={add}
        className="w-full rounded bg-gray-900 px-3 py-1 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
      >
        Add
      </button>
    </div>
  )
}
