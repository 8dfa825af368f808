import { useId, useState, type FormEvent } from 'react'
import { customRangeProblem } from '@/domain/dashboard-range'
import { Button } from '@/components/ui/Button'

interface CustomRangeFormProps {
  appliedFrom: string | undefined
  appliedTo: string | undefined
  onApply: (from: string, to: string) => void
}

const INPUT_CLASS =
  'block rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-600 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-600'

/**
 * From and To dates, applied with Filter. `min`/`max` stop the date pickers from offering an inverted
 * range; a typed one is still possible, so it is also checked here and Filter stays disabled.
 */
export function CustomRangeForm({ appliedFrom, appliedTo, onApply }: CustomRangeFormProps) {
  const [from, setFrom] = useState(appliedFrom ?? '')
  const [to, setTo] = useState(appliedTo ?? '')
  const fromId = useId()
  const toId = useId()
  const problemId = useId()
  const inverted = customRangeProblem(from, to) === 'from-after-to'
  const canApply = from !== '' && to !== '' && !inverted

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canApply) onApply(from, to)
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Custom range">
      <div>
        <label htmlFor={fromId} className="mb-1 block text-sm font-medium text-gray-800">
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={inverted || undefined}
          aria-describedby={inverted ? problemId : undefined}
          className={INPUT_CLASS}
        />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1 block text-sm font-medium text-gray-800">
          To
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          disabled={from === ''}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={inverted || undefined}
          aria-describedby={inverted ? problemId : undefined}
          className={INPUT_CLASS}
        />
      </div>
      <Button type="submit" variant="primary" disabled={!canApply}>
        Filter
      </Button>
      {inverted && (
        <p id={problemId} role="alert" className="basis-full text-sm text-red-700">
          From date cannot be after To date.
        </p>
      )}
    </form>
  )
}
