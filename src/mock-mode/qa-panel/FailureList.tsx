import type { FailureRule } from '@mocks/controls'
import { removeFailure } from '@mocks/controls'
import { failureModeLabel } from './failure-labels'

interface FailureListProps {
  failures: readonly FailureRule[]
}

export function FailureList({ failures }: FailureListProps) {
  if (failures.length === 0) return <p className="text-xs text-gray-700">No failures injected.</p>
  return (
    <ul className="space-y-1" aria-label="Injected failures">
      {failures.map((rule, index) => {
        const description = `${rule.group} → ${failureModeLabel(rule.mode)}`
        return (
          <li
            key={`${rule.group}-${String(rule.mode)}-${index}`}
            className="flex items-center justify-between gap-2 rounded bg-gray-100 px-2 py-1 text-xs text-gray-900"
          >
            <span className="font-mono">{description}</span>
            <button
              type="button"
              onClick={() => removeFailure(index)}
              aria-label={`Remove failure ${description}`}
              className="rounded px-1 font-medium text-red-800 underline hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-800"
            >
              Remove
            </button>
          </li>
        )
      })}
    </ul>
  )
}
